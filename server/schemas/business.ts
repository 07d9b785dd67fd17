// JSON schemas of the business routes (registration, e-mail verification, set-password, BVN/NIN, data update)
// and the body types derived from them.
import type { FromSchema } from 'json-schema-to-ts';
import type { BusinessSignUpBody } from '../../contract/accounts';
import { envelopeSchema } from '../lib/envelope';
import {
  type Accepts,
  emailField,
  errorResponses,
  emailOnlySchema,
  otpField,
  passwordField,
  phoneParams,
  registeredResponse,
  text,
  userResponse,
} from './auth';

const TAG = 'business';
const flag = { type: 'boolean' } as const;

export const businessFields = {
  registered_name: text(200),
  trade_name: text(200),
  sector: text(100),
  area: text(100),
  lga: text(100),
  state: text(100),
  phone_number: text(20),
  address: text(300),
  website: text(300),
  bio: text(2000),
  twitter: text(300),
  facebook: text(300),
  instagram: text(300),
  need_training: flag,
  need_funding: flag,
  need_tools: flag,
  need_market_access: flag,
  detail_training: text(2000),
  detail_funding: text(2000),
  detail_tools: text(2000),
  detail_market_access: text(2000),
  otp: text(12),
} as const;

const businessBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...businessFields, email: { type: 'string', maxLength: 254 } },
} as const;
export type BusinessBody = FromSchema<typeof businessBody>;
export type BusinessSignUp = Accepts<BusinessBody, BusinessSignUpBody>;

export const registerBusinessSchema = {
  tags: [TAG],
  summary:
    'Register a business (no password yet): account and profile in one transaction, then a 6-digit code by mail',
  body: businessBody,
  response: registeredResponse,
} as const;

const otpBody = {
  type: 'object',
  required: ['email', 'otp'],
  additionalProperties: false,
  properties: { email: emailField, otp: otpField },
} as const;
export type BusinessOtpBody = FromSchema<typeof otpBody>;

export const verifyBusinessSchema = {
  tags: [TAG],
  summary:
    "Verify a business's e-mail with the mailed code; answers a one-time set-password grant (data.token, 30 minutes)",
  body: otpBody,
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: { token: { type: 'string' }, email: { type: 'string' }, expires_in: { type: 'integer' } },
    }),
    ...errorResponses,
  },
} as const;

export const resendBusinessCodeSchema = emailOnlySchema(
  TAG,
  'Mail a new verification code to a business e-mail (same answer for unknown e-mails; 1 a minute, 5 an hour)',
  'extension: resending is not in the spec.',
);

export const businessPasswordBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    password: passwordField,
    new_password: passwordField,
    confirm_password: passwordField,
    confirmPassword: passwordField,
    email: emailField,
    otp: otpField,
    token: { type: 'string', maxLength: 256 },
  },
} as const;
export type BusinessPasswordBody = FromSchema<typeof businessPasswordBody>;

const verificationBody = {
  type: 'object',
  required: ['verification_type', 'identification_number'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    verification_type: text(10),
    identification_number: text(20),
    first_name: text(100),
    last_name: text(100),
  },
} as const;
export type BusinessVerificationBody = FromSchema<typeof verificationBody>;

export const verifyBusinessIdentitySchema = {
  tags: [TAG],
  summary:
    "Verify the signed-in business's BVN or NIN (11 digits); stores only a keyed hash and the last 4 digits",
  body: verificationBody,
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: { verification_type: { type: 'string' }, identity_last4: { type: 'string' } },
    }),
    ...errorResponses,
  },
} as const;

export const updateBusinessDataSchema = {
  tags: [TAG],
  summary: "Update the signed-in business's data; the phone number comes from the path",
  params: phoneParams,
  body: businessBody,
  response: userResponse,
} as const;
