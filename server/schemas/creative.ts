// JSON schemas of the creative routes (registration, e-mail verification, set-password, biodata) and the body
// types derived from them.
import type { FromSchema } from 'json-schema-to-ts';
import { creativeSignUpBodySchema } from '../../contract/accounts';
import { envelopeSchema } from '../lib/envelope';
import {
  emailField,
  errorResponses,
  nullResponse,
  otpField,
  passwordBodySchema,
  passwordField,
  phoneParams,
  text,
  userResponse,
  userSchema,
} from './auth';

const TAG = 'creative';

// The registration's body is declared once in contract/accounts.ts.
export const registerCreativeSchema = {
  tags: [TAG],
  summary:
    'Register a creative: creates the account, mails a 6-digit verification code, returns a session token',
  body: creativeSignUpBodySchema,
  response: {
    200: envelopeSchema({ type: 'object', properties: { token: { type: 'string' }, data: userSchema } }),
    ...errorResponses,
  },
} as const;

const otpBody = {
  type: 'object',
  required: ['otp'],
  additionalProperties: false,
  properties: { otp: otpField, email: emailField },
} as const;
export type CreativeOtpBody = FromSchema<typeof otpBody>;

export const verifyCreativeSchema = {
  tags: [TAG],
  summary: "Verify the signed-in creative's e-mail with the mailed code",
  body: otpBody,
  response: userResponse,
} as const;

export const resendCreativeCodeSchema = {
  tags: [TAG],
  summary: 'Mail the signed-in creative a new verification code (1 a minute, 5 an hour)',
  description: 'extension: resending is not in the spec; the OTP screen offers it.',
  response: nullResponse,
} as const;

export const creativePasswordBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...passwordBodySchema.properties, current_password: passwordField },
} as const;
export type CreativePasswordBody = FromSchema<typeof creativePasswordBody>;

const biodataBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    employmentStatus: text(50),
    levelOfEducation: text(50),
    category: text(100),
    sector: text(100),
    skills: { type: 'array', maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 60 } },
    skillLevel: text(50),
    dateOfBirth: text(10),
    email: { type: 'string', maxLength: 254 },
    firstName: text(100),
    lastName: text(100),
    gender: text(30),
    lga: text(100),
    stateOfOrigin: text(100),
    residenceState: text(100),
    bio: text(2000),
    identificationNumber: text(20),
    verificationMethod: text(10),
    otp: text(12),
    supportType: { anyOf: [text(100), { type: 'array', maxItems: 4, items: text(30) }] },
    supportDetails: text(2000),
    detail_training: text(2000),
    detail_funding: text(2000),
    detail_tools: text(2000),
    detail_market_access: text(2000),
  },
} as const;
/** The biodata payload (camelCase, as the portal's biodata form sends it). */
export type Biodata = FromSchema<typeof biodataBody>;

export const biodataSchema = {
  tags: [TAG],
  summary:
    "Update the signed-in creative's biodata; the phone number comes from the path; verifies BVN/NIN when identificationNumber is given",
  params: phoneParams,
  body: biodataBody,
  response: userResponse,
} as const;
