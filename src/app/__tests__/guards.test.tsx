import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/generators';
import { validPassword } from '@/testing/mocks/handlers/auth';
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
    // and back here after the sign-in (docs/journeys.md)
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(path);
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

describe('signing in from a guarded route', () => {
  it('returns to that route, never only to the home feed', async () => {
    const { user, router } = renderApp('/trainingform');
    await findPageHeading('Login');
    await user.click(await screen.findByRole('button', { name: 'Partner' }));
    await user.type(screen.getByLabelText('Email'), 'partner@example.ng');
    await user.type(screen.getByLabelText('Password'), validPassword);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trainingform'), { timeout: 8000 });
  });

  it('ignores an outside address in ?returnTo=', async () => {
    const { user, router } = renderApp('/login?returnTo=%2F%2Fevil.example%2Fx');
    await user.click(await screen.findByRole('button', { name: 'Partner' }));
    await user.type(screen.getByLabelText('Email'), 'partner@example.ng');
    await user.type(screen.getByLabelText('Password'), validPassword);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/homepage'), { timeout: 8000 });
  });
});
