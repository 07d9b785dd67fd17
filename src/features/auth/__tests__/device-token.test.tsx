// The device token (issue 29): kept beside the access token from a sign-in's answer, sent with the next sign-ins
// (JSON and the admin's multipart form), kept across a logout, and taken from the mailed unlock link's page.
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { clearAll } from '@/lib/storage';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope, okEnvelope } from '@/testing/mocks/utils';
import { renderApp } from '@/testing/render';
import { authApi } from '../api/auth-api';
import { signInWithDevice } from '../hooks/use-sign-in';
import { loggedOut } from '../auth-slice';

const DEVICE = 'd'.repeat(43);
const NEWER = 'n'.repeat(43);

/** A creative login that records each body it gets and answers `answerToken` as data.device_token. */
function recordLogins(answerToken: string | undefined) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(apiUrl('/prop/creative/login'), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return okEnvelope(
        { user: { id: 1 }, token: 'tok', ...(answerToken ? { device_token: answerToken } : {}) },
        'Logged in successfully!',
      );
    }),
  );
  return bodies;
}

/** A sign-in as the sign-in screens make it (hooks/use-sign-in.ts): the held token goes out, the answered one is kept. */
const signIn = (store: ReturnType<typeof makeStore>) =>
  signInWithDevice((args) => store.dispatch(authApi.endpoints.login.initiate(args)), {
    loginType: 'user',
    email: 'ada@example.com',
    password: 'Strong#Pass1',
  });

describe('the device token', () => {
  it('is stored from a sign-in answer and sent with the next sign-in', async () => {
    const bodies = recordLogins(DEVICE);
    const store = makeStore();
    await signIn(store);
    expect(bodies[0]).toEqual({ email: 'ada@example.com', password: 'Strong#Pass1' });
    expect(window.localStorage.getItem('device_token')).toBe(DEVICE);
    await signIn(store);
    expect(bodies[1]).toEqual({ email: 'ada@example.com', password: 'Strong#Pass1', device_token: DEVICE });
  });

  it('is replaced by a newer one, kept when the answer has none, and never sent malformed', async () => {
    window.localStorage.setItem('device_token', DEVICE);
    recordLogins(NEWER);
    await signIn(makeStore());
    expect(window.localStorage.getItem('device_token')).toBe(NEWER);
    recordLogins(undefined);
    await signIn(makeStore());
    expect(window.localStorage.getItem('device_token')).toBe(NEWER);
    window.localStorage.setItem('device_token', 'garbage');
    const bodies = recordLogins(undefined);
    await signIn(makeStore());
    expect(bodies[0]).not.toHaveProperty('device_token');
  });

  it('survives a logout and the forced clearing of storage (it belongs to the browser, not the session)', async () => {
    recordLogins(DEVICE);
    const store = makeStore();
    await signIn(store);
    store.dispatch(loggedOut());
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(window.localStorage.getItem('device_token')).toBe(DEVICE);
    clearAll();
    expect(window.localStorage.getItem('device_token')).toBe(DEVICE);
  });

  it("goes with the admin's multipart sign-in, and the admin's answer is stored", async () => {
    window.localStorage.setItem('device_token', DEVICE);
    let sent: FormDataEntryValue | null = null;
    server.use(
      http.post(apiUrl('/prop/admin-auth/login'), async ({ request }) => {
        sent = (await request.formData()).get('device_token');
        return okEnvelope(
          { user: { id: 1 }, token: 'admin-tok', device_token: NEWER },
          'Logged in successfully!',
          { token: 'admin-tok' },
        );
      }),
    );
    const { user } = renderApp('/admin-login');
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'Admin#Pass1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(window.localStorage.getItem('access_token')).toBe('admin-tok'));
    expect(sent).toBe(DEVICE);
    expect(window.localStorage.getItem('device_token')).toBe(NEWER);
  });
});

describe('/unlock', () => {
  it('posts the token only when asked, keeps the device token and offers the sign-in of the kind', async () => {
    let posted: unknown = null;
    server.use(
      http.post(apiUrl('/prop/auth/unlock'), async ({ request }) => {
        posted = await request.json();
        return okEnvelope(
          { device_token: DEVICE, kind: 'partner' },
          'Your account is unlocked. You can sign in now.',
        );
      }),
    );
    const { user } = renderApp(`/unlock?token=${'t'.repeat(43)}`);
    const button = await screen.findByRole('button', { name: 'Unlock my account' });
    expect(posted).toBeNull();
    await user.click(button);
    expect(await screen.findByText('Your account is unlocked. You can sign in now.')).toBeInTheDocument();
    expect(posted).toEqual({ token: 't'.repeat(43) });
    expect(window.localStorage.getItem('device_token')).toBe(DEVICE);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?loginType=partner');
  });

  it('a used or expired link says so and stores nothing', async () => {
    server.use(
      http.post(apiUrl('/prop/auth/unlock'), () =>
        errorEnvelope(400, 'This unlock link is invalid or has expired.'),
      ),
    );
    const { user } = renderApp(`/unlock?token=${'t'.repeat(43)}`);
    await user.click(await screen.findByRole('button', { name: 'Unlock my account' }));
    await waitFor(() =>
      expect(screen.getAllByText('This unlock link is invalid or has expired.').length).toBeGreaterThan(0),
    );
    expect(window.localStorage.getItem('device_token')).toBeNull();
  });
});
