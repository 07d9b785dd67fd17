// The Redux store: the one API slice, the auth session and UI flags; makeStore() gives tests a fresh real store.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { createAuthPersistence } from '@/features/auth/auth-persistence';
import { authSlice } from '@/features/auth/auth-slice';
import { api } from '@/lib/api';
import { createErrorToastMiddleware } from '@/lib/error-toasts';
import { uiSlice } from './ui-slice';

const rootReducer = combineSlices(api, authSlice, uiSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().concat(api.middleware, createAuthPersistence(), createErrorToastMiddleware()),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
