// MSW handlers for the auth calls of spec section 7 (login per kind, admin login, logout).
import { http, HttpResponse } from 'msw';
import {
  ACCOUNT_KINDS,
  type AccountKind,
  type BusinessSignUpBody,
  type CreativeSignUpBody,
  type PartnerSignUpBody,
} from '@contract/accounts';
import type {
  BiodataBody,
  BusinessOtpBody,
  BusinessPasswordBody,
  CreativeOtpBody,
  PasswordBody,
} from '@contract/account-bodies';
import type { AuthUser } from '@contract/auth-user';
import type { Envelope } from '@contract/envelope';
import { type WrongKindData, wrongKindMessage } from '@contract/sign-in';
import { makeAdmin, makeBusiness, makeCreative, makePartner } from '../../generators';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';

export const validPassword = 'Passw0rd!';

interface Credentials {
  email?: string;
  password?: string;
}

/**
 * `<kind>.only@example.com` has an account of that kind alone: with the valid password, another kind's login answers
 * the server's wrong-kind 401 (contract/sign-in.ts).
 */
export const onlyKindEmail = (kind: AccountKind) => `${kind}.only@example.com`;

function wrongKind(kind: AccountKind) {
  const body: Envelope<WrongKindData> = {
    status: false,
    message: wrongKindMessage(kind),
    data: { accountKind: kind },
  };
  return HttpResponse.json(body, { status: 401 });
}

const PROFILE_MAKERS = {
  creative: makeCreative,
  business: makeBusiness,
  partner: makePartner,
  admin: makeAdmin,
} as const;

/** A sign-in answer's user in the contract's shape (contract/auth-user.ts): the kind's generated profile fields. */
export function makeUser(kind: AccountKind, overrides: Partial<AuthUser> = {}): AuthUser {
  const profile = PROFILE_MAKERS[kind]() as Partial<AuthUser>;
  return {
    ...profile,
    id: profile.id ?? 1,
    email: profile.email ?? `${kind}@example.com`,
    kind,
    email_verified: true,
    ...overrides,
  };
}

function login(kind: AccountKind, path: string) {
  return http.post(apiUrl(path), async ({ request }) => {
    const body = (await request.json()) as Credentials;
    if (body.password !== validPassword) return errorEnvelope(401, 'Invalid email or password');
    const owner = ACCOUNT_KINDS.find((k) => body.email === onlyKindEmail(k));
    if (owner && owner !== kind) return wrongKind(owner);
    return okEnvelope(
      { user: makeUser(kind, { email: body.email ?? '' }), token: `token-for-${body.email}` },
      'Login successful',
    );
  });
}

export const authHandlers = [
  login('creative', '/prop/creative/login'),
  login('business', '/prop/business/login'),
  login('partner', '/prop/partner-reg/login'),
  http.post(apiUrl('/prop/admin-auth/login'), async ({ request }) => {
    const form = await request.formData();
    if (form.get('password') !== validPassword) return errorEnvelope(401, 'Invalid email or password');
    const owner = ACCOUNT_KINDS.find((k) => form.get('email') === onlyKindEmail(k));
    if (owner && owner !== 'admin') return wrongKind(owner);
    return HttpResponse.json({
      status: true,
      message: 'Login successful',
      token: 'admin-token',
      data: { user: makeUser('admin', { email: String(form.get('email') ?? '') }) },
    });
  }),
  http.post(apiUrl('/prop/auth/logout'), () => okEnvelope(null, 'Logged out')),
  ...accountHandlers(),
];

/** A mailed code the account handlers accept; any other code is 'Invalid OTP'. */
export const validOtp = '123456';
/**
 * Registering this e-mail as a business answers 409 'Email already exists.'; as a creative or partner it answers like
 * a new address, as the server does (docs/auth-abuse.md, "Registration").
 */
export const takenEmail = 'taken@example.com';
/** Registering this e-mail answers 429, as a server refusing for its per-e-mail limit. */
export const limitedEmail = 'limited@example.com';
const REGISTER_LIMITED = 'Too many attempts. Please try again in 3600 seconds.';

function accountHandlers() {
  const otpOk = (otp: unknown) => otp === validOtp;
  return [
    // reset_ini/reset_final first: PUT /prop/creative/:phone would match them too
    ...(['creative', 'business', 'partner-reg'] as const).flatMap((kind) => [
      http.put(apiUrl(`/prop/${kind}/reset_ini`), () =>
        okEnvelope(null, 'Password reset link sent to your email.'),
      ),
      http.put(apiUrl(`/prop/${kind}/reset_final`), async ({ request }) => {
        const body = (await request.json()) as PasswordBody;
        if (!otpOk(body.otp)) return errorEnvelope(400, 'Invalid OTP');
        return okEnvelope(null, 'Password reset successful!');
      }),
    ]),
    http.post(apiUrl('/prop/creative/register'), async ({ request }) => {
      const body = (await request.json()) as CreativeSignUpBody;
      if (body.email === limitedEmail) return errorEnvelope(429, REGISTER_LIMITED);
      return okEnvelope(
        {
          token: `token-for-${body.email}`,
          data: makeUser('creative', { email: body.email, email_verified: false }),
        },
        'Creative Account created successful!',
      );
    }),
    http.post(apiUrl('/prop/creative/otp'), async ({ request }) => {
      const body = (await request.json()) as CreativeOtpBody;
      if (!otpOk(body.otp)) return errorEnvelope(400, 'Invalid OTP');
      return okEnvelope({ user: makeUser('creative') }, 'User verified successfully!');
    }),
    http.post(apiUrl('/prop/creative/otp/resend'), () =>
      okEnvelope(null, 'your OTP has been sent to your email.'),
    ),
    http.put(apiUrl('/prop/creative/:phone'), async ({ params, request }) => {
      const body = (await request.json()) as BiodataBody;
      return okEnvelope({ user: makeCreative({ phone_number: params.phone, ...body }) }, 'profile updated');
    }),
    http.post(apiUrl('/prop/creative/password'), () =>
      okEnvelope({ token: 'new-token', user: makeUser('creative') }, 'Password created successfully!', {
        token: 'new-token',
      }),
    ),
    http.post(apiUrl('/prop/business'), async ({ request }) => {
      const body = (await request.json()) as BusinessSignUpBody;
      if (body.email === takenEmail) return errorEnvelope(409, 'Email already exists.');
      return okEnvelope({ id: 1, email: body.email }, 'Registration successful');
    }),
    http.post(apiUrl('/prop/business/otp'), async ({ request }) => {
      const body = (await request.json()) as BusinessOtpBody;
      if (!otpOk(body.otp)) return errorEnvelope(400, 'Invalid OTP');
      return okEnvelope(
        { token: 'grant-1', email: body.email, expires_in: 1800 },
        'Business verified successfully!',
      );
    }),
    http.post(apiUrl('/prop/business/otp/resend'), () =>
      okEnvelope(null, 'An OTP has been sent to your email.'),
    ),
    http.post(apiUrl('/prop/business/password'), async ({ request }) => {
      const body = (await request.json()) as BusinessPasswordBody;
      if (body.token !== 'grant-1') {
        return errorEnvelope(400, 'Your verification has expired. Please request a new OTP.');
      }
      return okEnvelope(
        { token: 'biz-token', user: makeUser('business') },
        'Password created successfully!',
        {
          token: 'biz-token',
        },
      );
    }),
    http.post(apiUrl('/prop/partner-reg'), async ({ request }) => {
      const body = (await request.json()) as PartnerSignUpBody;
      if (body.email === limitedEmail) return errorEnvelope(429, REGISTER_LIMITED);
      return okEnvelope({ id: 1, email: body.email }, 'Your account has been created');
    }),
    http.post(apiUrl('/prop/partner-reg/otp'), () => okEnvelope(null, 'An OTP has been sent to your email.')),
    http.post(apiUrl('/prop/partner-reg/password'), async ({ request }) => {
      const body = (await request.json()) as PasswordBody;
      if (!otpOk(body.otp)) return errorEnvelope(400, 'Invalid OTP');
      return okEnvelope(
        { token: 'partner-token', user: makeUser('partner') },
        'Password Successfully Created!',
        {
          token: 'partner-token',
        },
      );
    }),
  ];
}
