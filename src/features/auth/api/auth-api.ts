// Auth endpoints (spec section 7) the header needs on every page: the per-kind login calls and logout. The
// account screens' endpoints live in accounts-api.ts, loaded only with those (lazy) screens.
import type { LoginType } from '@/config/paths';
import { msg } from '@/i18n/runtime';
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';
import type { Profile } from '../auth-slice';

export const loginPathFor: Record<LoginType, string> = {
  user: '/prop/creative/login',
  business: '/prop/business/login',
  partner: '/prop/partner-reg/login',
};

export interface LoginArgs {
  loginType: LoginType;
  email: string;
  password: string;
}

export interface LoginResult {
  user: Profile | null;
  token: string;
}

/** Reads data.user and data.token tolerantly (one small normaliser per endpoint). */
export function normaliseLogin(body: unknown): LoginResult | null {
  const data = (body as { data?: { user?: unknown; token?: unknown } } | null)?.data;
  const token = data?.token;
  if (typeof token !== 'string' || token === '') return null;
  const user = data?.user && typeof data.user === 'object' ? (data.user as Profile) : null;
  return { user, token };
}

export const authApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    login: build.mutation<LoginResult, LoginArgs>({
      query: ({ loginType, email, password }) => ({
        url: loginPathFor[loginType],
        method: 'POST',
        body: { email, password },
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
