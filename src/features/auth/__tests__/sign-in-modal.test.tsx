// Issue 13: the header's sign-in dialog signs in every kind of account. A choice like /login's (Creatives, Partner,
// Business), defaulting to the last kind signed in on this device; admins are sent to /admin-login; a password right
// for another kind says which kind to pick.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { wrongKindMessage } from '@contract/sign-in';
import { onlyKindEmail, validPassword } from '@/testing/mocks/handlers/auth';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render';
import { loggedOut, restoreAuthState } from '../auth-slice';
import { SignInModal } from '../components/sign-in-modal';

const { reloadPage } = vi.hoisted(() => ({ reloadPage: vi.fn() }));
vi.mock('@/lib/browser', () => ({ reloadPage }));

function renderModal() {
  const onHide = vi.fn();
  const result = renderApp(<SignInModal show onHide={onHide} />, { route: '/homepage' });
  return { ...result, onHide, dialog: screen.getByRole('dialog', { name: 'Sign in' }) };
}

function recordPaths(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname);
  });
  return paths;
}

async function signIn(dialog: HTMLElement, user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.type(within(dialog).getByLabelText('Email'), email);
  await user.type(within(dialog).getByLabelText('Password'), validPassword);
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));
}

beforeEach(() => reloadPage.mockClear());

describe('sign-in dialog', () => {
  it.each([
    ['Creatives', '/clap/prop/creative/login', 'user'],
    ['Partner', '/clap/prop/partner-reg/login', 'partner'],
    ['Business', '/clap/prop/business/login', 'business'],
  ] as const)('as %s calls %s and remembers the kind on this device', async (label, path, loginType) => {
    const paths = recordPaths();
    const { user, dialog, store } = renderModal();
    const choice = within(dialog).getByRole('group', { name: 'Account type' });
    await user.click(within(choice).getByRole('button', { name: label }));
    expect(within(choice).getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    await signIn(dialog, user, 'someone@example.com');
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    server.events.removeAllListeners();
    expect(paths).toEqual([path]);
    expect(store.getState().auth.userType).toBe(loginType);
    expect(window.localStorage.getItem('loginType')).toBe(loginType);
    // Signing out forgets the session, not the kind this device signs in with.
    store.dispatch(loggedOut());
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(restoreAuthState().loginType).toBe(loginType);
  });

  it('defaults to the last kind used on this device', () => {
    window.localStorage.setItem('loginType', 'business');
    const { dialog } = renderModal();
    const choice = within(dialog).getByRole('group', { name: 'Account type' });
    expect(within(choice).getByRole('button', { name: 'Business' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(choice).getByRole('button', { name: 'Creatives' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('a choice that does not sign in is not remembered', async () => {
    const { user, dialog } = renderModal();
    await user.click(within(dialog).getByRole('button', { name: 'Partner' }));
    await user.type(within(dialog).getByLabelText('Email'), 'someone@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Wrong#Pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(window.localStorage.getItem('loginType')).toBeNull();
  });

  it('sends admins to /admin-login', async () => {
    const { user, dialog, onHide, router } = renderModal();
    const link = within(dialog).getByRole('link', { name: 'Admin? Sign in here' });
    expect(link).toHaveAttribute('href', '/admin-login');
    await user.click(link);
    expect(onHide).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/admin-login');
  });

  it('names the kind to pick when the password is right for another kind, and picks it in one click', async () => {
    const { user, dialog } = renderModal();
    await signIn(dialog, user, onlyKindEmail('partner'));
    const hint = await within(dialog).findByRole('alert');
    expect(hint).toHaveTextContent(
      'This email and password are for a partner account. Choose Partner and sign in again.',
    );
    await user.click(within(hint).getByRole('button', { name: 'Choose Partner' }));
    expect(within(dialog).getByRole('button', { name: 'Partner' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
  });

  it("points to the admin login when the password is the admin's", async () => {
    const { user, dialog } = renderModal();
    await signIn(dialog, user, onlyKindEmail('admin'));
    const hint = await within(dialog).findByRole('alert');
    expect(hint).toHaveTextContent('This email and password are for the admin account.');
    expect(within(hint).getByRole('link', { name: 'Go to the admin login' })).toHaveAttribute(
      'href',
      '/admin-login',
    );
  });
});

describe('/admin-login', () => {
  it('sends a partner who used the admin login to /login with Partner chosen', async () => {
    const { user, router } = renderApp('/admin-login');
    await user.type(await screen.findByLabelText('Email'), onlyKindEmail('partner'));
    await user.type(screen.getByLabelText('Password'), validPassword);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // The toast repeats the server's sentence; the hint under the fields carries the step.
    const sentence = await screen.findByText(wrongKindMessage('partner'), { selector: '.alert p' });
    const hint = sentence.closest<HTMLElement>('[role="alert"]')!;
    await user.click(within(hint).getByRole('button', { name: 'Choose Partner' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Partner' })).toHaveAttribute('aria-pressed', 'true');
  });
});
