import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/generators';
import { findPageHeading, renderApp } from '@/testing/render';

describe('route guards', () => {
  it.each([
    '/profilepage',
    '/businessProfile',
    '/bussinesspage',
    '/addbusiness',
    '/settings',
    '/trainingform',
  ])('sends an anonymous visitor from %s to /login', async (path) => {
    const { router } = renderApp(path);
    await findPageHeading('Login');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a stored token through to a token route', async () => {
    seedSession('business');
    const { router } = renderApp('/businessProfile');
    await findPageHeading('Your Business Profile');
    expect(router.state.location.pathname).toBe('/businessProfile');
  });

  it('sends an anonymous visitor from the admin dashboard to /login', async () => {
    const { router } = renderApp('/admin-dashboard');
    await findPageHeading('Login');
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['user', 'business', 'partner'] as const)(
    'sends a signed-in %s from admin routes to /login',
    async (kind) => {
      seedSession(kind);
      const { router } = renderApp('/adminprofile/abc');
      await findPageHeading('Login');
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('opens the admin dashboard and admin profile for an admin', async () => {
    seedSession('admin');
    const { router } = renderApp('/admin-dashboard');
    // the header's nav also reads "Admin Directory": the h1 is the page's
    expect(await findPageHeading('Admin Directory')).toBeInTheDocument();
    await router.navigate('/adminprofile/ref-1');
    expect(await findPageHeading('Profile Details')).toBeInTheDocument();
  });

  it('refuses a session whose authenticated flag is missing on role routes', async () => {
    const { token } = seedSession('admin');
    window.localStorage.removeItem('authenticated');
    expect(token).toBeTruthy();
    const { router } = renderApp('/admin-dashboard');
    await findPageHeading('Login');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('keeps browsing public', async () => {
    renderApp('/directorypage');
    expect(await findPageHeading('Directory')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Login' })).not.toBeInTheDocument();
  });
});
