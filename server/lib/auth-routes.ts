// Route builders shared by the creative, business and partner plugins: login and the reset pair.
import type { FastifyInstance } from 'fastify';
import type { AccountKind } from '../db/tables';
import * as accounts from '../repositories/accounts';
import { LOGIN_SUCCESS, ipLimit, login, pickPassword, sendCode, setPasswordWithCode, type PasswordBody } from '../services/account-flows';
import { envelopeSchema, errorSchema, ok } from './envelope';

export const emailField = { type: 'string', format: 'email', minLength: 3, maxLength: 254 } as const;
export const passwordField = { type: 'string', minLength: 1, maxLength: 1024 } as const;
export const otpField = { type: 'string', minLength: 1, maxLength: 12 } as const;
export const userSchema = { type: 'object', additionalProperties: true } as const;

export const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
  503: errorSchema,
} as const;

export const passwordBodySchema = {
  type: 'object',
  required: ['email', 'otp'],
  additionalProperties: false,
  properties: {
    email: emailField,
    otp: otpField,
    password: passwordField,
    new_password: passwordField,
    confirm_password: passwordField,
    confirm_new_password: passwordField,
    confirmPassword: passwordField,
  },
} as const;

const credentials = {
  type: 'object',
  required: ['email', 'password'],
  additionalProperties: false,
  properties: { email: emailField, password: passwordField, loginType: { type: 'string', maxLength: 20 } },
} as const;

/** POST <path>: { email, password } -> { data: { user, token } }. */
export function loginRoute(app: FastifyInstance, kind: AccountKind, path: string, tag: string): void {
  app.post<{ Body: { email: string; password: string } }>(
    path,
    {
      config: ipLimit(app),
      schema: {
        tags: [tag],
        summary: `Log in as ${kind}`,
        body: credentials,
        response: {
          200: envelopeSchema({ type: 'object', properties: { user: userSchema, token: { type: 'string' } } }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { account, token } = await login(app, kind, request.body.email, request.body.password);
      return ok({ user: await accounts.loadUser(app.db, account), token }, LOGIN_SUCCESS);
    },
  );
}

export const RESET_SENT = 'Password reset link sent to your email.';
export const RESET_DONE = 'Password reset successful!';

/** PUT <prefix>/reset_ini and <prefix>/reset_final for one kind. */
export function resetRoutes(app: FastifyInstance, kind: AccountKind, prefix: string, tag: string): void {
  app.put<{ Body: { email: string } }>(
    `${prefix}/reset_ini`,
    {
      config: ipLimit(app),
      schema: {
        tags: [tag],
        summary: `Start a ${kind} password reset: mails a 6-digit code (same answer for unknown e-mails)`,
        body: { type: 'object', required: ['email'], additionalProperties: false, properties: { email: emailField } },
        response: { 200: envelopeSchema({ type: 'null' }), ...errorResponses },
      },
    },
    async (request) => {
      await sendCode(app, kind, request.body.email, 'reset_password');
      return ok(null, RESET_SENT);
    },
  );

  app.put<{ Body: PasswordBody }>(
    `${prefix}/reset_final`,
    {
      config: ipLimit(app),
      schema: {
        tags: [tag],
        summary: `Finish a ${kind} password reset: sets the password and revokes every session`,
        body: passwordBodySchema,
        response: { 200: envelopeSchema({ type: 'null' }), ...errorResponses },
      },
    },
    async (request) => {
      const { password, confirm } = pickPassword(request.body);
      await setPasswordWithCode(app, kind, { email: request.body.email, otp: request.body.otp, password, confirm }, ['reset_password']);
      return ok(null, RESET_DONE);
    },
  );
}
