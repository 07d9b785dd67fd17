import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import {
  loggedOut,
  loginFailed,
  loginStarted,
  loginSucceeded,
  setLoginType,
  setUserType,
} from '../auth-slice';

describe('auth state', () => {
  it('starts with the spec defaults on empty storage', () => {
    const { auth } = makeStore().getState();
    expect(auth).toEqual({
      loading: false,
      error: null,
      success: false,
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

  it('moves through start, failure and success, storing the session', () => {
    const store = makeStore();
    store.dispatch(loginStarted());
    expect(store.getState().auth).toMatchObject({ loading: true, error: null });
    store.dispatch(loginFailed('Log in failed!'));
    expect(store.getState().auth).toMatchObject({ loading: false, error: 'Log in failed!' });
    store.dispatch(loginStarted());
    expect(store.getState().auth.error).toBeNull();
    store.dispatch(
      loginSucceeded({ kind: 'business', user: { id: 1, registered_name: 'Acme' }, token: 't1' }),
    );
    expect(store.getState().auth).toMatchObject({
      loading: false,
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

  it('logging out clears storage and state', () => {
    const store = makeStore();
    store.dispatch(loginSucceeded({ kind: 'user', user: { id: 1 }, token: 't' }));
    store.dispatch(loggedOut());
    expect(window.localStorage.length).toBe(0);
    expect(store.getState().auth).toMatchObject({
      isAuthenticated: false,
      user: null,
      userType: null,
      loginType: 'user',
    });
  });
});
