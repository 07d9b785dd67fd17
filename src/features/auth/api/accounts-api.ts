// Account endpoints (docs/auth-flows.md): registration, verification, passwords and reset for every kind.
import type {
  BiodataBody,
  BusinessOtpBody,
  BusinessPasswordBody,
  CreativeOtpBody,
  CreativePasswordBody,
  PasswordBody,
} from '@contract/account-bodies';
import type { BusinessSignUpBody, CreativeSignUpBody, PartnerSignUpBody } from '@contract/accounts';
import type { AuthUser } from '@contract/auth-user';
import { msg, t } from '@/i18n/runtime';
import { ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';
import { getDeviceToken } from '@/lib/device-token';
import { authApi, deviceTokenOf } from './auth-api';

export type ResetKind = 'creative' | 'business' | 'partner';

/** The path segment of each kind's reset calls (spec section 7). */
export const resetPathFor: Record<ResetKind, string> = {
  creative: '/prop/creative',
  business: '/prop/business',
  partner: '/prop/partner-reg',
};

/** The envelope's message: every success toast shows it, with the spec's text as fallback. */
export interface MessageResult {
  message: string;
}

function messageOf(body: unknown, fallback: string): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : fallback;
}

export interface TokenResult extends MessageResult {
  token: string | null;
  user: AuthUser | null;
}

/** Reads a token at the top level, in data.token; the user in data.user or data.data. */
export function normaliseTokenResult(body: unknown, fallback: string): TokenResult {
  const root = (body ?? {}) as {
    token?: unknown;
    data?: { token?: unknown; user?: unknown; data?: unknown };
  };
  const token =
    [root.data?.token, root.token].find((t): t is string => typeof t === 'string' && t !== '') ?? null;
  const rawUser = root.data?.user ?? root.data?.data;
  const user = rawUser && typeof rawUser === 'object' ? (rawUser as AuthUser) : null;
  return { token, user, message: messageOf(body, fallback) };
}

export interface PasswordPair {
  password: string;
  confirm_password: string;
}

export interface AdminLoginResult {
  token: string | null;
  user: AuthUser | null;
  deviceToken: string | null;
}

export interface UnlockResult {
  message: string;
  /** The device token this browser now holds for the account, and the account's kind (where to sign in). */
  deviceToken: string | null;
  kind: string | null;
}

export const accountsApi = authApi.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginResult, { email: string; password: string }>({
      query: ({ email, password }) => {
        const form = new FormData();
        form.append('email', email);
        form.append('password', password);
        const deviceToken = getDeviceToken();
        if (deviceToken) form.append('device_token', deviceToken);
        return { url: '/prop/admin-auth/login', method: 'POST', body: form };
      },
      transformResponse: (body: unknown) => {
        const root = (body ?? {}) as { token?: unknown; data?: { user?: unknown; device_token?: unknown } };
        const token = typeof root.token === 'string' && root.token !== '' ? root.token : null;
        const user =
          root.data?.user && typeof root.data.user === 'object' ? (root.data.user as AuthUser) : null;
        return { token, user, deviceToken: deviceTokenOf(root.data) };
      },
    }),
    // extension (issue 29): the mailed unlock link's token; the answer's device token makes this browser known.
    unlockAccount: build.mutation<UnlockResult, { token: string }>({
      query: (body) => ({ url: '/prop/auth/unlock', method: 'POST', body }),
      transformResponse: (body: unknown) => {
        const data = (body as { data?: { device_token?: unknown; kind?: unknown } } | null)?.data;
        return {
          message: messageOf(body, msg('Your account is unlocked. You can sign in now.')),
          deviceToken: deviceTokenOf(data),
          kind: typeof data?.kind === 'string' ? data.kind : null,
        };
      },
    }),
    registerCreative: build.mutation<TokenResult, CreativeSignUpBody>({
      query: (body) => ({ url: '/prop/creative/register', method: 'POST', body }),
      transformResponse: (body: unknown) =>
        normaliseTokenResult(body, msg('Creative Account created successful!')),
    }),
    verifyCreativeOtp: build.mutation<TokenResult, CreativeOtpBody>({
      query: (body) => ({ url: '/prop/creative/otp', method: 'POST', body }),
      transformResponse: (body: unknown) => normaliseTokenResult(body, msg('User verified successfully!')),
    }),
    resendCreativeOtp: build.mutation<MessageResult, void>({
      query: () => ({ url: '/prop/creative/otp/resend', method: 'POST' }),
      transformResponse: (body: unknown) => ({
        message: messageOf(body, msg('your OTP has been sent to your email.')),
      }),
    }),
    updateBiodata: build.mutation<TokenResult, { phone: string; body: BiodataBody }>({
      query: ({ phone, body }) => ({
        url: `/prop/creative/${encodeURIComponent(phone)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: (body: unknown) => normaliseTokenResult(body, msg('profile updated')),
      invalidatesTags: ['Profile'],
    }),
    creativePassword: build.mutation<TokenResult, CreativePasswordBody>({
      query: (body) => ({ url: '/prop/creative/password', method: 'POST', body }),
      transformResponse: (body: unknown) => normaliseTokenResult(body, msg('Password created successfully!')),
    }),
    registerBusiness: build.mutation<MessageResult, BusinessSignUpBody>({
      query: (body) => ({ url: '/prop/business', method: 'POST', body }),
      transformResponse: (body: unknown) => ({ message: messageOf(body, msg('Registration successful')) }),
    }),
    verifyBusinessOtp: build.mutation<TokenResult, BusinessOtpBody>({
      query: (body) => ({ url: '/prop/business/otp', method: 'POST', body }),
      transformResponse: (body: unknown) =>
        normaliseTokenResult(body, msg('Business verified successfully!')),
    }),
    resendBusinessOtp: build.mutation<MessageResult, { email: string }>({
      query: (body) => ({ url: '/prop/business/otp/resend', method: 'POST', body }),
      transformResponse: (body: unknown) => ({
        message: messageOf(body, msg('An OTP has been sent to your email.')),
      }),
    }),
    businessPassword: build.mutation<TokenResult, PasswordPair & { grant: string }>({
      // the grant travels in body.token: the server prefers it to a session token the interceptor may attach
      query: ({ grant, ...pair }) => {
        const body: BusinessPasswordBody = { ...pair, token: grant };
        return { url: '/prop/business/password', method: 'POST', body };
      },
      transformResponse: (body: unknown) => normaliseTokenResult(body, msg('Password created successfully!')),
    }),
    registerPartner: build.mutation<MessageResult, PartnerSignUpBody>({
      query: (body) => ({ url: '/prop/partner-reg', method: 'POST', body }),
      transformResponse: (body: unknown) => ({
        message: messageOf(body, msg('Your account has been created')),
      }),
    }),
    sendPartnerOtp: build.mutation<MessageResult, { email: string }>({
      query: (body) => ({ url: '/prop/partner-reg/otp', method: 'POST', body }),
      transformResponse: (body: unknown) => ({
        message: messageOf(body, msg('An OTP has been sent to your email.')),
      }),
    }),
    partnerPassword: build.mutation<TokenResult, PasswordPair & PasswordBody>({
      query: (body) => ({ url: '/prop/partner-reg/password', method: 'POST', body }),
      transformResponse: (body: unknown) => normaliseTokenResult(body, msg('Password Successfully Created!')),
    }),
    resetInit: build.mutation<MessageResult, { kind: ResetKind; email: string }>({
      query: ({ kind, email }) => ({
        url: `${resetPathFor[kind]}/reset_ini`,
        method: 'PUT',
        body: { email },
      }),
      transformResponse: (body: unknown) => ({
        message: messageOf(body, msg('Password reset link sent to your email.')),
      }),
    }),
    resetFinal: build.mutation<
      MessageResult,
      PasswordBody & { kind: ResetKind; new_password: string; confirm_password: string }
    >({
      query: ({ kind, ...body }) => ({ url: `${resetPathFor[kind]}/reset_final`, method: 'PUT', body }),
      transformResponse: (body: unknown) => ({ message: messageOf(body, msg('Password reset successful!')) }),
    }),
  }),
});

// Failure toasts (spec section 8): the server's message, else these texts (error-toasts.ts).
registerErrorToast('adminLogin', {
  refused: msg('Log in failed!'),
  noResponse: msg('Log in failed!'),
  autoClose: 3000,
  signIn: true,
});
registerErrorToast('unlockAccount', msg('This unlock link is invalid or has expired.'));
registerErrorToast('registerCreative', msg('An error occurred, Please try again.'));
registerErrorToast('verifyCreativeOtp', msg('Invalid OTP'));
registerErrorToast('resendCreativeOtp', msg('Failed to send OTP'));
registerErrorToast('updateBiodata', msg('An error occurred'));
export const createPasswordFailure = {
  refused: msg('Failed to create password.'),
  noResponse: msg('An error occurred while creating the password.'),
};
registerErrorToast('creativePassword', createPasswordFailure);
registerErrorToast('businessPassword', createPasswordFailure);
registerErrorToast('partnerPassword', createPasswordFailure);
/** Spec section 8: a 'duplicate key' failure reads as 'Email already exists.' (in the reader's language). */
registerErrorToast('registerBusiness', {
  refused: msg('An error occurred'),
  noResponse: msg('An unexpected error occurred'),
  rewrite: (message) => (/duplicate key/i.test(message) ? t('Email already exists.') : message),
});
/** A refused code without a message is an invalid OTP; no answer at all is the business submit failure. */
export const verifyBusinessOtpFailure = {
  refused: msg('Invalid OTP'),
  noResponse: msg('An error occurred while verifying the user.'),
};
registerErrorToast('verifyBusinessOtp', verifyBusinessOtpFailure);
registerErrorToast('resendBusinessOtp', msg('Failed to send OTP'));
registerErrorToast('registerPartner', msg('An error occurred, Please try again.'));
registerErrorToast('sendPartnerOtp', msg('Failed to send OTP'));
registerErrorToast('resetInit', msg('Failed to send password reset link.'));
registerErrorToast('resetFinal', {
  refused: msg('Failed to reset password.'),
  noResponse: msg('An error occurred during the password reset.'),
});

export const {
  useAdminLoginMutation,
  useRegisterCreativeMutation,
  useVerifyCreativeOtpMutation,
  useResendCreativeOtpMutation,
  useUpdateBiodataMutation,
  useCreativePasswordMutation,
  useRegisterBusinessMutation,
  useVerifyBusinessOtpMutation,
  useResendBusinessOtpMutation,
  useBusinessPasswordMutation,
  useRegisterPartnerMutation,
  useSendPartnerOtpMutation,
  usePartnerPasswordMutation,
  useResetInitMutation,
  useResetFinalMutation,
  useUnlockAccountMutation,
} = accountsApi;
