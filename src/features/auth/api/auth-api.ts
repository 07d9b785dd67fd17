// Auth endpoints (spec section 7) the header needs on every page: the per-kind login calls and logout. The
// account screens' endpoints live in accounts-api.ts, loaded only with those (lazy) screens.
import type { LoginType } from '@/config/paths';
import { msg } from '@/i18n/runtime';
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';
import type { AuthUser } from '@contract/auth-user';

export const loginPathFor: Record<LoginType, string> = {
  user: '/prop/creative/login',
  business: '/prop/business/login',
  partner: '/prop/partner-reg/login',
};

export interface LoginArgs {
  loginType: LoginType;
  email: string;
  password: string;
  /** The device token this browser holds (issue 29), read and stored by the sign-in forms (hooks/use-sign-in.ts). */
  deviceToken?: string | undefined;
}

export interface LoginResult {
  user: AuthUser | null;
  token: string;
  /** This browser's device token for the account (extension, issue 29); null when the server sent none. */
  deviceToken: string | null;
}

/** data.device_token of a sign-in or unlock answer, when it is a non-empty string. */
export function deviceTokenOf(data: { device_token?: unknown } | undefined): string | null {
  const token = data?.device_token;
  return typeof token === 'string' ? token || null : null;
}

/** Reads data.user, data.token and data.device_token tolerantly (one small normaliser per endpoint). */
export function normaliseLogin(body: unknown): LoginResult | null {
  const data = (body as { data?: { user?: unknown; token?: unknown; device_token?: unknown } } | null)?.data;
  const token = data?.token;
  if (typeof token !== 'string' || token === '') return null;
  const user = data?.user && typeof data.user === 'object' ? (data.user as AuthUser) : null;
  return { user, token, deviceToken: deviceTokenOf(data) };
}

export const authApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    login: build.mutation<LoginResult, LoginArgs>({
      query: ({ loginType, email, password, deviceToken }) => ({
        url: loginPathFor[loginType],
        method: 'POST',
        // JSON leaves an undefined token out of the body.
        body: { email, password, device_token: deviceToken },
      }),
      transformResponse: (body: unknown) => {
        const result = normaliseLogin(body);
        if (!result) throw new Error('Log in failed!');
        return result;
      },
    }),
    logout: build.mutation<null, void>({
      // extension: the server revokes the session; the portal signs out whatever the answer
      query: () => ({ url: '/prop/auth/logout', method: 'POST' }),
      transformResponse: () => null,
    }),
  }),
});

registerErrorToast('login', {
  refused: msg('Log in failed!'),
  noResponse: msg('Log in failed!'),
  autoClose: 3000,
  signIn: true,
});

export const { useLoginMutation, useLogoutMutation } = authApi;
