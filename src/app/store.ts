// The Redux store: the one API slice, the auth session and the funding modal's flag; makeStore() gives tests a fresh real store.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { createAuthPersistence } from '@/features/auth/auth-persistence';
import { authSlice } from '@/features/auth/auth-slice';
import { fundingSlice } from '@/features/funding/funding-slice';
import { createAccountLanguageSync } from './account-language';
import { api } from '@/lib/api';
import { createErrorToastMiddleware } from '@/lib/error-toasts';

const rootReducer = combineSlices(api, authSlice, fundingSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Redux's development checks (immutability, serializability) walk the state after every action. RTK Query's
    // cache is most of that state and only RTK Query writes it (immer-frozen answers parsed from JSON): walking it
    // found nothing and cost enough to print "SerializableStateInvariantMiddleware took 40ms" during the pre-render
    // and the tests on a busy machine. Our own slices (auth, funding) and every action are still checked.
    middleware: (getDefault) =>
      // The checks exist only outside production builds (as in RTK itself): so does their setting, off the first load.
      getDefault(
        process.env.NODE_ENV === 'production'
          ? undefined
          : {
              immutableCheck: { ignoredPaths: [api.reducerPath] },
              serializableCheck: { ignoredPaths: [api.reducerPath] },
            },
      ).concat(
        api.middleware,
        createAuthPersistence(),
        createErrorToastMiddleware(),
        createAccountLanguageSync(),
      ),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
