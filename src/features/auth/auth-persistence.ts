// Writes the auth session to local storage (spec section 3's keys) as a listener, so the reducer stays pure.
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { clearAll, profileStorageKey, removeItem, setItem, setJson, storageKeys } from '@/lib/storage';
import { authApi } from './api/auth-api';
import {
  adminLoginFulfilled,
  creativeSignUpFulfilled,
  loggedOut,
  loginSucceeded,
  profileRefreshed,
  setLoginType,
  setUserType,
  type LoginSucceededPayload,
} from './auth-slice';

function persistSession({ kind, user, token }: LoginSucceededPayload) {
  setJson(profileStorageKey[kind], user ?? {});
  setItem(storageKeys.accessToken, token);
  setItem(storageKeys.authenticated, 'true');
  setItem(storageKeys.userType, kind);
}

export function createAuthPersistence() {
  const listener = createListenerMiddleware();
  // Effects start synchronously inside dispatch, so storage is written before dispatch returns.
  listener.startListening({
    actionCreator: loginSucceeded,
    effect: ({ payload }) => persistSession(payload),
  });
  listener.startListening({
    matcher: authApi.endpoints.login.matchFulfilled,
    effect: ({ payload, meta }) => {
      const { loginType } = meta.arg.originalArgs;
      persistSession({ kind: loginType, user: payload.user, token: payload.token });
      setItem(storageKeys.loginType, loginType);
    },
  });
  listener.startListening({
    matcher: adminLoginFulfilled,
    effect: ({ payload }) => {
      if (payload.token) {
        persistSession({ kind: 'admin', user: payload.user, token: payload.token });
      }
    },
  });
  // Spec section 4: a sign-up's token is stored (the creative still logs in next, then verifies by OTP).
  listener.startListening({
    matcher: creativeSignUpFulfilled,
    effect: ({ payload }) => {
      if (payload.token) setItem(storageKeys.accessToken, payload.token);
      if (payload.user) setJson(storageKeys.userInfo, payload.user);
    },
  });
  listener.startListening({
    actionCreator: profileRefreshed,
    effect: ({ payload }, api) => {
      const state = api.getState() as { auth?: { userType?: string | null; [key: string]: unknown } };
      // Write what the reducer kept (merged), and only while that session is still the signed-in one.
      if (state.auth?.userType === payload.kind)
        setJson(profileStorageKey[payload.kind], state.auth[payload.kind] ?? {});
    },
  });
  listener.startListening({
    actionCreator: setLoginType,
    effect: ({ payload }) => setItem(storageKeys.loginType, payload),
  });
  listener.startListening({
    actionCreator: setUserType,
    effect: ({ payload }) => {
      if (payload) setItem(storageKeys.userType, payload);
      else removeItem(storageKeys.userType);
    },
  });
  // Spec section 4 clears all storage on logout; the kind this device signs in with is kept (it is not the session
  // and names nobody): the reducer kept it, so it is written back unless it is the default the store starts with.
  // What the offline support kept of this user goes too (lib/offline-data.ts; loaded at logout, not in the first load).
  listener.startListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      clearAll();
      void import('@/lib/offline-data').then((module) => module.clearOfflineUserData());
      const { loginType } = (api.getState() as { auth: { loginType: string } }).auth;
      if (loginType !== 'user') setItem(storageKeys.loginType, loginType);
    },
  });
  return listener.middleware;
}
