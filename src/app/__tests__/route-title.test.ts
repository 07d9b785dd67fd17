// The route table answers which page a path opens before anything renders (titles for the first paint, chunk
// preloading over a pre-rendered screen).
import { describe, expect, it } from 'vitest';
import { preloadRoute, routeTitle } from '@/app/router';

describe('routeTitle', () => {
  it('names the page at a path, with parameters and in any letter case', () => {
    expect(routeTitle('/homepage')).toBe('Home');
    expect(routeTitle('/directorypage')).toBe('Directory');
    expect(routeTitle('/toolspage')).toBe('Tools');
    expect(routeTitle('/tooldetailsPage/12')).toBe('Offer');
    expect(routeTitle('/login')).toBe('Login');
    expect(routeTitle('/no/such/page')).toBe('Page not found');
  });
});

describe('preloadRoute', () => {
  it('loads the page chunk and resolves, also for paths with no lazy page', async () => {
    await expect(preloadRoute('/directorypage')).resolves.toBeUndefined();
    await expect(preloadRoute('/homepage')).resolves.toBeUndefined();
  });
});
