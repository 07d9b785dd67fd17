// The auth session of spec sections 3 and 4: state restored from local storage, persisted by the auth listener.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginType } from '@/config/paths';
import { getItem, getJson, getToken, storageKeys } from '@/lib/storage';

export type UserType = 'user' | 'business' | 'partner' | 'admin';
export type LoginKind = 'user' | 'business' | 'partner' | 'admin';
/** Profiles come from the API in its snake_case shape; features narrow them. */
export type Profile = Record<string, unknown>;

export interface AuthState {
  loading: boolean;
  error: string | null;
  success: boolean;
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
  return {
    loading: false,
    error: null,
    success: false,
    isAuthenticated: getItem(storageKeys.authenticated) === 'true' && getToken() !== null,
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
    loginStarted(state) {
      state.loading = true;
      state.error = null;
      state.success = false;
    },
    loginSucceeded(state, action: PayloadAction<LoginSucceededPayload>) {
      const { kind, user } = action.payload;
      state.loading = false;
      state.error = null;
      state.success = true;
      state.isAuthenticated = true;
      state[profileField[kind]] = user;
      state.userType = kind;
    },
    /** A fresher copy of the signed-in account's own profile (e.g. a partner's `approved` after admin approval). */
    profileRefreshed(state, action: PayloadAction<{ kind: LoginKind; profile: Profile }>) {
      const { kind, profile } = action.payload;
      if (!state.isAuthenticated || state.userType !== kind) return;
      state[profileField[kind]] = { ...(state[profileField[kind]] ?? {}), ...profile };
    },
    loginFailed(state, action: PayloadAction<string>) {
      state.loading = false;
      state.success = false;
      state.error = action.payload;
    },
    loggedOut() {
      return { ...emptyState };
    },
  },
  selectors: {
    selectAuth: (state) => state,
    selectIsAuthenticated: (state) => state.isAuthenticated,
    selectUserType: (state) => state.userType,
    selectLoginType: (state) => state.loginType,
    selectAuthLoading: (state) => state.loading,
    selectAuthError: (state) => state.error,
    /** The signed-in account's own profile says its e-mail is not verified yet: it cannot publish (issue 11, 7a). */
    selectEmailUnverified: (state) =>
      state.userType !== null && state[profileField[state.userType]]?.email_verified === false,
  },
});

const emptyState: AuthState = {
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
};

export const { setLoginType, setUserType, loginStarted, loginSucceeded, profileRefreshed, loginFailed, loggedOut } =
  authSlice.actions;
export const {
  selectAuth,
  selectIsAuthenticated,
  selectUserType,
  selectLoginType,
  selectAuthLoading,
  selectAuthError,
  selectEmailUnverified,
} = authSlice.selectors;

/**
 * Spec section 6: the dropdown and creating need only a stored access token. It is read from storage, not the
 * store, because the 401 interceptor clears storage outside Redux; `_state` keeps it re-evaluated on every render.
 */
export function selectIsSignedIn(_state: unknown): boolean {
  return getToken() !== null;
}
