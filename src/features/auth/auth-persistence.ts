// Writes the auth session to local storage (spec section 3's keys) as a listener, so the reducer stays pure.
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { clearAll, removeItem, setItem, setJson, storageKeys } from '@/lib/storage';
import { loggedOut, loginSucceeded, profileRefreshed, setLoginType, setUserType } from './auth-slice';

const profileKey = {
  user: storageKeys.userInfo,
  business: storageKeys.businessInfo,
  partner: storageKeys.partnerInfo,
  admin: storageKeys.adminInfo,
} as const;

export function createAuthPersistence() {
  const listener = createListenerMiddleware();
  // Effects start synchronously inside dispatch, so storage is written before dispatch returns.
  listener.startListening({
    actionCreator: loginSucceeded,
    effect: ({ payload }) => {
      setJson(profileKey[payload.kind], payload.user ?? {});
      setItem(storageKeys.accessToken, payload.token);
      setItem(storageKeys.authenticated, 'true');
      setItem(storageKeys.userType, payload.kind);
    },
  });
  listener.startListening({
    actionCreator: profileRefreshed,
    effect: ({ payload }, api) => {
      const state = api.getState() as { auth?: { userType?: string | null; [key: string]: unknown } };
      // Write what the reducer kept (merged), and only while that session is still the signed-in one.
      if (state.auth?.userType === payload.kind) setJson(profileKey[payload.kind], state.auth[payload.kind] ?? {});
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
  listener.startListening({ actionCreator: loggedOut, effect: () => clearAll() });
  return listener.middleware;
}
