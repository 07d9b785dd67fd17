import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { seedSession } from '@/testing/generators';
import { validPassword } from '@/testing/mocks/handlers/auth';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';

const { reloadPage } = vi.hoisted(() => ({ reloadPage: vi.fn() }));
vi.mock('@/lib/browser', () => ({ reloadPage }));

describe('header profile image', () => {
  it('with a stored token opens the dropdown', async () => {
    seedSession('user');
    const { user } = renderApp('/homepage');
    await findPageHeading('Home');
    const button = screen.getByRole('button', { name: 'Open account menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Your Profile' })).toHaveAttribute('href', '/profilepage');
    expect(screen.getByRole('link', { name: 'Your Business' })).toHaveAttribute('href', '/businessProfile');
    expect(screen.getByRole('link', { name: 'Setting' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('Logout calls the server, clears storage and goes to /login', async () => {
    seedSession('business', { token: 'tok-1' });
    let authorization: string | null = null;
    server.use(
      http.post(apiUrl('/prop/auth/logout'), ({ request }) => {
        authorization = request.headers.get('authorization');
        return errorEnvelope(500, 'down'); // a failure is ignored
      }),
    );
    const { user, router, store } = renderApp('/homepage');
    await findPageHeading('Home');
    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await findPageHeading('Login');
    expect(router.state.location.pathname).toBe('/login');
    expect(authorization).toBe('tok-1');
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('without a token opens the sign-in modal', async () => {
    const { user } = renderApp('/homepage');
    await findPageHeading('Home');
    expect(screen.queryByRole('button', { name: 'Open account menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByText('Log in to your profile to continue')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('link', { name: "Don't have an account?" })).toHaveAttribute('href', '/');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('All fields are required');
  });

  it('signs in with the stored login type, stores the session, toasts and reloads', async () => {
    window.localStorage.setItem('loginType', 'partner');
    // Every call, not the last one: once signed in, the header's bell asks for its count (issue 34).
    const calledPaths: string[] = [];
    server.events.on('request:start', ({ request }) => {
      calledPaths.push(new URL(request.url).pathname);
    });
    const { user, store } = renderApp('/homepage');
    await findPageHeading('Home');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(dialog).getByLabelText('Email'), 'fund@example.com');
    await user.type(within(dialog).getByLabelText('Password'), validPassword);
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(calledPaths.filter((path) => path.endsWith('/login'))).toEqual(['/clap/prop/partner-reg/login']);
    expect(window.localStorage.getItem('access_token')).toBe('token-for-fund@example.com');
    expect(window.localStorage.getItem('authenticated')).toBe('true');
    expect(window.localStorage.getItem('userType')).toBe('partner');
    expect(store.getState().auth.partner).toMatchObject({ email: 'fund@example.com' });
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
  });

  it('shows the server message when sign-in fails', async () => {
    const { user, store } = renderApp('/homepage');
    await findPageHeading('Home');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });
});
