import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { validPassword } from '@/testing/mocks/handlers/auth';
import { accountsApi } from '../api/accounts-api';
import { authApi } from '../api/auth-api';
import { loggedOut, loginSucceeded, setLoginType, setUserType } from '../auth-slice';

describe('auth state', () => {
  it('starts with the spec defaults on empty storage', () => {
    const { auth } = makeStore().getState();
    expect(auth).toEqual({
      token: null,
      isAuthenticated: false,
      user: null,
      business: null,
      admin: null,
      partner: null,
      loginType: 'user',
      userType: null,
    });
  });

  it('restores loginType, userType and the session from storage', () => {
    window.localStorage.setItem('loginType', 'partner');
    window.localStorage.setItem('userType', 'partner');
    window.localStorage.setItem('access_token', 'tok');
    window.localStorage.setItem('authenticated', 'true');
    window.localStorage.setItem('PartnerInfo', JSON.stringify({ id: 3, name: 'Arts Fund' }));
    const { auth } = makeStore().getState();
    expect(auth.loginType).toBe('partner');
    expect(auth.userType).toBe('partner');
    expect(auth.isAuthenticated).toBe(true);
    expect(auth.partner).toEqual({ id: 3, name: 'Arts Fund' });
  });

  it('tolerates garbage in storage', () => {
    window.localStorage.setItem('loginType', 'wizard');
    window.localStorage.setItem('userType', '{');
    window.localStorage.setItem('userInfo', '{not json');
    window.localStorage.setItem('BusinessInfo', 'undefined');
    window.localStorage.setItem('authenticated', 'true'); // but no token
    const { auth } = makeStore().getState();
    expect(auth.loginType).toBe('user');
    expect(auth.userType).toBeNull();
    expect(auth.user).toBeNull();
    expect(auth.business).toBeNull();
    expect(auth.isAuthenticated).toBe(false);
  });

  it('persists the loginType and userType setters', () => {
    const store = makeStore();
    store.dispatch(setLoginType('business'));
    store.dispatch(setUserType('business'));
    expect(window.localStorage.getItem('loginType')).toBe('business');
    expect(window.localStorage.getItem('userType')).toBe('business');
    expect(makeStore().getState().auth.loginType).toBe('business');
  });

  it('takes the session from a sign-in answer, and nothing from a refused one', async () => {
    const store = makeStore();
    const call = (password: string) =>
      store.dispatch(
        authApi.endpoints.login.initiate({ loginType: 'partner', email: 'fund@example.com', password }),
      );
    await call('wrong-password');
    expect(store.getState().auth).toMatchObject({ token: null, isAuthenticated: false, partner: null });
    expect(window.localStorage.getItem('access_token')).toBeNull();
    await call(validPassword);
    expect(store.getState().auth).toMatchObject({
      token: 'token-for-fund@example.com',
      isAuthenticated: true,
      userType: 'partner',
      partner: { email: 'fund@example.com' },
    });
    expect(window.localStorage.getItem('access_token')).toBe('token-for-fund@example.com');
    expect(window.localStorage.getItem('userType')).toBe('partner');
  });

  it('takes the admin session from the admin sign-in answer', async () => {
    const store = makeStore();
    await store.dispatch(
      accountsApi.endpoints.adminLogin.initiate({ email: 'admin@example.com', password: validPassword }),
    );
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, userType: 'admin' });
    expect(store.getState().auth.token).not.toBeNull();
    expect(window.localStorage.getItem('authenticated')).toBe('true');
  });

  it('stores a session, as loginSucceeded', () => {
    const store = makeStore();
    store.dispatch(
      loginSucceeded({ kind: 'business', user: { id: 1, registered_name: 'Acme' }, token: 't1' }),
    );
    expect(store.getState().auth).toMatchObject({
      token: 't1',
      isAuthenticated: true,
      userType: 'business',
      business: { id: 1, registered_name: 'Acme' },
    });
    expect(window.localStorage.getItem('access_token')).toBe('t1');
    expect(window.localStorage.getItem('authenticated')).toBe('true');
    expect(window.localStorage.getItem('userType')).toBe('business');
    expect(JSON.parse(window.localStorage.getItem('BusinessInfo') ?? 'null')).toEqual({
      id: 1,
      registered_name: 'Acme',
    });
  });

  it.each([
    ['user', 'userInfo'],
    ['partner', 'PartnerInfo'],
    ['admin', 'adminInfo'],
  ] as const)('stores a %s profile under %s', (kind, key) => {
    const store = makeStore();
    store.dispatch(loginSucceeded({ kind, user: { id: 9 }, token: 'tok' }));
    expect(JSON.parse(window.localStorage.getItem(key) ?? 'null')).toEqual({ id: 9 });
    expect(store.getState().auth.userType).toBe(kind);
  });

  it('logging out clears storage and state', async () => {
    const store = makeStore();
    store.dispatch(loginSucceeded({ kind: 'user', user: { id: 1 }, token: 't' }));
    store.dispatch(loggedOut());
    // Logging out loads lib/offline-data to clear what the offline support kept: let that load finish inside the
    // test, or a busy run tears the environment down under it (an unhandled error that fails the whole run).
    const offlineData = await import('@/lib/offline-data');
    await offlineData.clearOfflineUserData();
    expect(window.localStorage.length).toBe(0);
    expect(store.getState().auth).toMatchObject({
      isAuthenticated: false,
      user: null,
      userType: null,
      loginType: 'user',
    });
  });
});
