// JSON schemas of the sign-in routes every account kind shares (login, logout, reset, set-password) and the
// fields the creative, business and partner routes build on. Body types come from these schemas (FromSchema).
import type { FromSchema } from 'json-schema-to-ts';
import { ACCOUNT_KINDS } from '../../contract/accounts';
import { authUserSchema } from '../../contract/auth-user';
import type { AccountKind } from '../db/tables';
import { envelopeSchema, errorSchema } from '../lib/envelope';

/** Compiles only when every body the portal sends (its contract/ type) is one the schema accepts. */
export type Accepts<Accepted, Sent extends Accepted> = Sent;

import { emailField, otpField, passwordField } from '../../contract/sign-in-fields';
import { newPasswordProperties, passwordBodySchema } from '../../contract/account-bodies';

export { emailField, otpField, passwordField };
export { newPasswordProperties, passwordBodySchema };
export type { NewPasswordFields, PasswordBody } from '../../contract/account-bodies';
/**
 * The device token a browser received at an earlier sign-in (extension, issue 29): optional; an unknown, expired or
 * malformed one, or another account's, is simply an unknown device.
 */
export const deviceTokenField = { type: 'string', maxLength: 64 } as const;
/** The signed-in user (contract/auth-user.ts). */
export const userSchema = authUserSchema;
/** Bounded optional text. */
export const text = (max = 200) => ({ type: 'string', maxLength: max }) as const;
export const phoneParams = {
  type: 'object',
  required: ['phone_number'],
  properties: { phone_number: { type: 'string', minLength: 1, maxLength: 20 } },
} as const;

export const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
  503: errorSchema,
} as const;

/** The answers with nothing in data, and with the signed-in user. */
export const nullResponse = { 200: envelopeSchema({ type: 'null' }), ...errorResponses } as const;
export const userResponse = {
  200: envelopeSchema({ type: 'object', properties: { user: userSchema } }),
  ...errorResponses,
} as const;
/** A new session: data = { token, user }, the token also at the top level. */
export const sessionResponse = {
  200: envelopeSchema(
    { type: 'object', properties: { token: { type: 'string' }, user: userSchema } },
    { token: { type: 'string' } },
  ),
  ...errorResponses,
} as const;

/** A registration without a session: data = { id, email }. */
export const registeredResponse = {
  200: envelopeSchema({ type: 'object', properties: { id: { type: 'integer' }, email: { type: 'string' } } }),
  ...errorResponses,
} as const;

const credentials = {
  type: 'object',
  required: ['email', 'password'],
  additionalProperties: false,
  properties: {
    email: emailField,
    password: passwordField,
    loginType: { type: 'string', maxLength: 20 },
    device_token: deviceTokenField,
  },
} as const;
export type Credentials = FromSchema<typeof credentials>;

const loginData = {
  type: 'object',
  properties: {
    user: userSchema,
    token: { type: 'string' },
    // extension (issue 29): keep it beside the access token and send it with later sign-ins.
    device_token: { type: 'string', description: "This browser's device token for the account" },
  },
} as const;

/**
 * A login's 401: 'Invalid email or password.', or, when the password is right for another kind of account, a
 * sentence naming that kind with it in data.accountKind (contract/sign-in.ts).
 */
const loginErrorResponses = {
  ...errorResponses,
  401: {
    ...errorSchema,
    description:
      'Wrong credentials; data.accountKind (extension) when the password is right for another kind of account',
    properties: {
      ...errorSchema.properties,
      data: {
        type: 'object',
        required: ['accountKind'],
        properties: { accountKind: { type: 'string', enum: [...ACCOUNT_KINDS] } },
      },
    },
  },
} as const;

export const loginSchema = (kind: AccountKind, tag: string) =>
  ({
    tags: [tag],
    summary: `Log in as ${kind}`,
    body: credentials,
    response: { 200: envelopeSchema(loginData), ...loginErrorResponses },
  }) as const;

const emailBody = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email: emailField },
} as const;
export type EmailBody = FromSchema<typeof emailBody>;

export const resetStartSchema = (kind: AccountKind, tag: string) =>
  ({
    tags: [tag],
    summary: `Start a ${kind} password reset: mails a 6-digit code (same answer for unknown e-mails)`,
    body: emailBody,
    response: nullResponse,
  }) as const;

export const resetFinishSchema = (kind: AccountKind, tag: string) =>
  ({
    tags: [tag],
    summary: `Finish a ${kind} password reset: sets the password and revokes every session`,
    body: passwordBodySchema,
    response: nullResponse,
  }) as const;

/** A set-password route: `body` differs by kind (a code, a grant, the current password). */
export const setPasswordSchema = (tag: string, summary: string, body: object) =>
  ({ tags: [tag], summary, body, response: sessionResponse }) as const;

/** A body of only { email }, e.g. asking for another code. */
export const emailOnlySchema = (tag: string, summary: string, description: string) =>
  ({ tags: [tag], summary, description, body: emailBody, response: nullResponse }) as const;

const adminCredentials = {
  type: 'object',
  required: ['email', 'password'],
  properties: { email: emailField, password: passwordField, device_token: deviceTokenField },
} as const;
export type AdminCredentials = FromSchema<typeof adminCredentials>;

export const adminLoginSchema = {
  tags: ['auth'],
  summary:
    'Admin login (multipart/form-data email and password; JSON accepted too). The token is at the top level.',
  consumes: ['multipart/form-data', 'application/json'],
  body: adminCredentials,
  response: { 200: envelopeSchema(loginData, { token: { type: 'string' } }), ...loginErrorResponses },
} as const;

export const logoutSchema = {
  tags: ['auth'],
  summary: 'Log out: revokes the session of the token sent',
  description:
    'extension: the spec does not show the logout call; the portal calls it before clearing storage.',
  response: nullResponse,
} as const;

const unlockBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;
export type UnlockBody = FromSchema<typeof unlockBody>;

export const unlockSchema = {
  tags: ['auth'],
  summary:
    'Use a mailed unlock link: lifts the lock on sign-ins from new devices and makes this browser a known device',
  description:
    'extension (issue 29): the token of the link mailed when an account reached its ceiling of failed sign-ins from ' +
    'unknown devices. Single use; answers the device token to keep beside the access token, and the account kind.',
  body: unlockBody,
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: { device_token: { type: 'string' }, kind: { type: 'string', enum: [...ACCOUNT_KINDS] } },
    }),
    ...errorResponses,
  },
} as const;
