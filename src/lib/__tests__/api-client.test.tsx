import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiBaseQuery } from '@/lib/api';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage, isLoginCall, setForcedLogoutHandler } from '@/lib/api-session';
import { seedSession } from '@/testing/generators';
import { apiUrl, errorEnvelope, okEnvelope } from '@/testing/mocks/utils';
import { server } from '@/testing/mocks/server';
import { findPageHeading, renderApp } from '@/testing/render';

describe('the axios instance', () => {
  it('sends the stored token raw, without Bearer, under /clap', async () => {
    seedSession('user', { token: 'abc123' });
    let seen: string | null = 'unset';
    let path = '';
    server.use(
      http.get(apiUrl('/prop/users/profile'), ({ request }) => {
        seen = request.headers.get('authorization');
        path = new URL(request.url).pathname;
        return okEnvelope({ first_name: 'Ada' });
      }),
    );
    await apiClient.get('/prop/users/profile');
    expect(seen).toBe('abc123');
    expect(path).toBe('/clap/prop/users/profile');
  });

  it('sends no Authorization header without a token', async () => {
    let seen: string | null = 'unset';
    server.use(
      http.get(apiUrl('/prop/public/post'), ({ request }) => {
        seen = request.headers.get('authorization');
        return okEnvelope([]);
      }),
    );
    await apiClient.get('/prop/public/post');
    expect(seen).toBeNull();
  });

  it('on a 401 clears all storage and calls the forced-logout handler', async () => {
    seedSession('user');
    window.localStorage.setItem('somethingElse', 'x');
    const handler = vi.fn();
    setForcedLogoutHandler(handler);
    server.use(http.get(apiUrl('/prop/users/profile'), () => errorEnvelope(401, 'Session expired')));
    await expect(apiClient.get('/prop/users/profile')).rejects.toThrow();
    expect(window.localStorage.length).toBe(0);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['/prop/creative/login', 'user'],
    ['/prop/business/login', 'business'],
    ['/prop/partner-reg/login', 'partner'],
  ])('a 401 on the login call %s keeps storage and does not log out', async (path) => {
    window.localStorage.setItem('loginType', 'partner');
    const handler = vi.fn();
    setForcedLogoutHandler(handler);
    await expect(apiClient.post(path, { email: 'a@b.c', password: 'wrong' })).rejects.toThrow();
    expect(window.localStorage.getItem('loginType')).toBe('partner');
    expect(handler).not.toHaveBeenCalled();
  });

  it('a 401 on the admin login call does not log out', async () => {
    const handler = vi.fn();
    setForcedLogoutHandler(handler);
    const form = new FormData();
    form.append('email', 'a@b.c');
    form.append('password', 'wrong');
    await expect(apiClient.post('/prop/admin-auth/login', form)).rejects.toThrow();
    expect(handler).not.toHaveBeenCalled();
  });

  it('recognises login paths only', () => {
    expect(isLoginCall('/prop/creative/login')).toBe(true);
    expect(isLoginCall('prop/admin-auth/login')).toBe(true);
    expect(isLoginCall('http://api.example/clap/prop/business/login?x=1')).toBe(true);
    expect(isLoginCall('/prop/creative/login-history')).toBe(false);
    expect(isLoginCall('/prop/users/profile')).toBe(false);
  });

  it('reads the server message or falls back', async () => {
    server.use(http.get(apiUrl('/prop/tool/9'), () => errorEnvelope(404, 'Tool not found')));
    const error = await apiClient.get('/prop/tool/9').catch((caught: unknown) => caught);
    expect(getErrorMessage(error, 'Something went wrong')).toBe('Tool not found');
    expect(getErrorMessage(new Error('x'), 'Something went wrong')).toBe('Something went wrong');
    expect(getErrorMessage({ status: 500, data: { message: '' } }, 'Fallback')).toBe('Fallback');
    expect(getErrorMessage({ status: 400, data: { message: 'Bad' } }, 'Fallback')).toBe('Bad');
  });

  it('in the app, a 401 signs out and goes to /login', async () => {
    seedSession('user');
    server.use(
      http.get(apiUrl('/prop/account/export'), () =>
        HttpResponse.json({ status: false, message: 'no' }, { status: 401 }),
      ),
    );
    const { router, store } = renderApp('/homepage');
    await findPageHeading('Home');
    expect(store.getState().auth.isAuthenticated).toBe(true);
    // An endpoint no screen calls on its own, so the 401 comes from this call only.
    await expect(apiClient.get('/prop/account/export')).rejects.toThrow();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(store.getState().auth.user).toBeNull();
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });
});

/** Calls the RTK Query base query directly, as an endpoint would. */
function callBaseQuery(args: Parameters<typeof apiBaseQuery>[0]) {
  const api = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  } as unknown as Parameters<typeof apiBaseQuery>[1];
  return apiBaseQuery(args, api, {});
}

describe('the RTK Query base query (fetch)', () => {
  it('sends the stored token raw under /clap, with the query parameters, and returns the body', async () => {
    seedSession('user', { token: 'tok-9' });
    let seen: { auth: string | null; path: string; search: string } | null = null;
    server.use(
      http.get(apiUrl('/prop/public/post'), ({ request }) => {
        const url = new URL(request.url);
        seen = { auth: request.headers.get('authorization'), path: url.pathname, search: url.search };
        return okEnvelope([{ id: 1 }]);
      }),
    );
    const result = await callBaseQuery({ url: '/prop/public/post', params: { page: 2, q: undefined } });
    expect(seen).toEqual({ auth: 'tok-9', path: '/clap/prop/public/post', search: '?page=2' });
    expect(result.data).toMatchObject({ status: true, data: [{ id: 1 }] });
  });

  it('sends a JSON body with its content type', async () => {
    let body: unknown = null;
    let type: string | null = null;
    server.use(
      http.post(apiUrl('/prop/skill'), async ({ request }) => {
        type = request.headers.get('content-type');
        body = await request.json();
        return okEnvelope(null, 'Skills updated successfully!');
      }),
    );
    await callBaseQuery({ url: '/prop/skill', method: 'POST', body: { skill: 'Drums' } });
    expect(type).toContain('application/json');
    expect(body).toEqual({ skill: 'Drums' });
  });

  it('returns the status and the envelope on an error, and a 401 signs out', async () => {
    seedSession('user');
    const handler = vi.fn();
    setForcedLogoutHandler(handler);
    server.use(http.get(apiUrl('/prop/users/profile'), () => errorEnvelope(401, 'Session expired')));
    const result = await callBaseQuery('/prop/users/profile');
    expect(result.error).toMatchObject({ status: 401, data: { message: 'Session expired' } });
    expect(getErrorMessage(result.error, 'x')).toBe('Session expired');
    expect(window.localStorage.length).toBe(0);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a 401 on a login call does not sign out', async () => {
    window.localStorage.setItem('loginType', 'user');
    const handler = vi.fn();
    setForcedLogoutHandler(handler);
    server.use(http.post(apiUrl('/prop/creative/login'), () => errorEnvelope(401, 'Invalid credentials')));
    const result = await callBaseQuery({
      url: '/prop/creative/login',
      method: 'POST',
      body: { email: 'a@b.c' },
    });
    expect(result.error).toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('loginType')).toBe('user');
  });

  it('keeps the real status of a non-JSON error page, and reports no answer as FETCH_ERROR', async () => {
    server.use(
      http.get(
        apiUrl('/prop/public/tool'),
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }),
      ),
      http.get(apiUrl('/prop/public/event'), () => HttpResponse.error()),
    );
    expect((await callBaseQuery('/prop/public/tool')).error).toMatchObject({ status: 502, data: null });
    expect((await callBaseQuery('/prop/public/event')).error).toMatchObject({
      status: 'FETCH_ERROR',
      data: null,
    });
  });
});
