import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('login page links (spec section 2)', () => {
  it('links to the About the Ministry page and a Follow us target when nothing is configured', async () => {
    renderApp('/login');
    expect(
      await screen.findByRole('link', { name: 'About the Ministry' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/aboutus');
    const social = screen.getAllByRole('list', { name: 'Social media' });
    expect(social.length).toBeGreaterThan(0);
    expect(within(social[0]).getByRole('link', { name: 'Follow us' })).toHaveAttribute('href', '/aboutus');
  });
});

describe('SocialIcons with configured accounts', () => {
  it('shows only the configured networks, and the ministry website', async () => {
    vi.stubEnv('VITE_FACEBOOK_URL', 'https://www.facebook.com/ministry.example');
    vi.stubEnv('VITE_MINISTRY_URL', 'https://ministry.example.gov.ng');
    vi.resetModules();
    const { SocialIcons } = await import('../social-icons');
    const { env } = await import('@/config/env');
    expect(env.ministryUrl).toBe('https://ministry.example.gov.ng');
    renderApp(<SocialIcons />);
    // The configured icons load as their own chunk (out of the first load).
    const list = await screen.findByRole('list', { name: 'Social media' });
    expect(within(list).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/ministry.example',
    );
    expect(within(list).queryByRole('link', { name: 'Follow us' })).toBeNull();
    expect(within(list).queryByRole('link', { name: 'YouTube' })).toBeNull();
  });
});
