// The auth session of spec sections 3 and 4 (token, profile, kind), restored from local storage and filled by the
// sign-in endpoints' results; auth-persistence.ts writes it back to storage.
import { createSlice, isFulfilled, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { LoginType } from '@/config/paths';
import { getItem, getJson, getToken, storageKeys } from '@/lib/storage';
import { authApi } from './api/auth-api';
import type { LoginKind, Profile, UserType } from './session-types';

export type { LoginKind, Profile, UserType };

export interface AuthState {
  /** The stored access token; null when signed out. */
  token: string | null;
  isAuthenticated: boolean;
  user: Profile | null;
  business: Profile | null;
  admin: Profile | null;
  partner: Profile | null;
  loginType: LoginType;
  userType: UserType | null;
}

const loginTypes: readonly LoginType[] = ['user', 'business', 'partner'];
const userTypes: readonly UserType[] = ['user', 'business', 'partner', 'admin'];

function asProfile(value: unknown): Profile | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Profile) : null;
}

/** Reads the session back from storage (called for every new store, so tests get a fresh read). */
export function restoreAuthState(): AuthState {
  const storedLoginType = getItem(storageKeys.loginType) as LoginType | null;
  const storedUserType = getItem(storageKeys.userType) as UserType | null;
  const token = getToken();
  return {
    token,
    isAuthenticated: getItem(storageKeys.authenticated) === 'true' && token !== null,
    user: asProfile(getJson(storageKeys.userInfo)),
    business: asProfile(getJson(storageKeys.businessInfo)),
    admin: asProfile(getJson(storageKeys.adminInfo)),
    partner: asProfile(getJson(storageKeys.partnerInfo)),
    loginType: storedLoginType && loginTypes.includes(storedLoginType) ? storedLoginType : 'user',
    userType: storedUserType && userTypes.includes(storedUserType) ? storedUserType : null,
  };
}

export interface LoginSucceededPayload {
  kind: LoginKind;
  user: Profile | null;
  token: string;
}

const profileField = { user: 'user', business: 'business', partner: 'partner', admin: 'admin' } as const;

interface TokenAnswer {
  token: string | null;
  user: Profile | null;
  /** The admin sign-in's device token (issue 29). */
  deviceToken?: string | null;
}

/**
 * A fulfilled call to an endpoint of the account screens' api (accounts-api.ts), matched by name so the session
 * slice, which every page loads, does not pull those lazy screens' endpoints into the first load.
 */
function fulfilledCall(endpointName: string) {
  return (action: UnknownAction): action is PayloadAction<TokenAnswer> => {
    if (!isFulfilled(action)) return false;
    const meta = action.meta as { arg?: { endpointName?: string } };
    return meta.arg?.endpointName === endpointName;
  };
}

/** The admin sign-in answered (without a token it is a failed sign-in, which the form reports). */
export const adminLoginFulfilled = fulfilledCall('adminLogin');
/** The creative sign-up answered (with a token and the new profile). */
export const creativeSignUpFulfilled = fulfilledCall('registerCreative');

function signIn(state: AuthState, { kind, user, token }: LoginSucceededPayload) {
  state.token = token;
  state.isAuthenticated = true;
  state[profileField[kind]] = user;
  state.userType = kind;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: restoreAuthState,
  reducers: {
    setLoginType(state, action: PayloadAction<LoginType>) {
      state.loginType = action.payload;
    },
    setUserType(state, action: PayloadAction<UserType | null>) {
      state.userType = action.payload;
    },
    /** A session that did not come from a sign-in call here (tests seed one this way). */
    loginSucceeded(state, action: PayloadAction<LoginSucceededPayload>) {
      signIn(state, action.payload);
    },
    /** A fresher copy of the signed-in account's own profile (e.g. a partner's `approved` after admin approval). */
    profileRefreshed(state, action: PayloadAction<{ kind: LoginKind; profile: Profile }>) {
      const { kind, profile } = action.payload;
      if (!state.isAuthenticated || state.userType !== kind) return;
      state[profileField[kind]] = { ...(state[profileField[kind]] ?? {}), ...profile };
    },
    /** Signing out forgets the session, not which kind this device signs in with (docs/auth-flows.md). */
    loggedOut(state) {
      return { ...emptyState, loginType: state.loginType };
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(authApi.endpoints.login.matchFulfilled, (state, action) => {
        const { user, token } = action.payload;
        const { loginType } = action.meta.arg.originalArgs;
        signIn(state, { kind: loginType, user, token });
        // The last kind signed in on this device: the header's sign-in dialog starts with it.
        state.loginType = loginType;
      })
      .addMatcher(adminLoginFulfilled, (state, action) => {
        const { user, token } = action.payload;
        if (token) signIn(state, { kind: 'admin', user, token });
      })
      .addMatcher(creativeSignUpFulfilled, (state, action) => {
        if (action.payload.token) state.token = action.payload.token;
      });
  },
  selectors: {
    selectAuth: (state) => state,
    selectIsAuthenticated: (state) => state.isAuthenticated,
    selectUserType: (state) => state.userType,
    selectLoginType: (state) => state.loginType,
    /** Spec section 6: the dropdown and creating need only an access token (a 401 signs out, clearing it). */
    selectIsSignedIn: (state) => state.token !== null,
    /** The signed-in account's own profile says its e-mail is not verified yet: it cannot publish (issue 11, 7a). */
    selectEmailUnverified: (state) =>
      state.userType !== null && state[profileField[state.userType]]?.email_verified === false,
  },
});

const emptyState: AuthState = {
  token: null,
  isAuthenticated: false,
  user: null,
  business: null,
  admin: null,
  partner: null,
  loginType: 'user',
  userType: null,
};

export const { setLoginType, setUserType, loginSucceeded, profileRefreshed, loggedOut } = authSlice.actions;
export const {
  selectAuth,
  selectIsAuthenticated,
  selectUserType,
  selectLoginType,
  selectIsSignedIn,
  selectEmailUnverified,
} = authSlice.selectors;
