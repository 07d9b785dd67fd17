// JSON schemas of the business routes (registration, e-mail verification, set-password, BVN/NIN, data update)
// and the body types derived from them.
import { type BusinessSignUpFields, businessFields, businessSignUpBodySchema } from '../../contract/accounts';
import {
  type BusinessPasswordBody,
  businessOtpBodySchema,
  businessPasswordBodySchema,
  type IdentityCheckBody,
  identityCheckBodySchema,
} from '../../contract/account-bodies';
import { envelopeSchema } from '../lib/envelope';
import { errorResponses, emailOnlySchema, phoneParams, registeredResponse, userResponse } from './auth';

const TAG = 'business';

// The bodies are declared once in contract/ (accounts.ts, account-bodies.ts).
export { businessFields };
const businessBody = businessSignUpBodySchema;
export type BusinessBody = BusinessSignUpFields;

export const registerBusinessSchema = {
  tags: [TAG],
  summary:
    'Register a business (no password yet): account and profile in one transaction, then a 6-digit code by mail',
  body: businessBody,
  response: registeredResponse,
} as const;

export const verifyBusinessSchema = {
  tags: [TAG],
  summary:
    "Verify a business's e-mail with the mailed code; answers a one-time set-password grant (data.token, 30 minutes)",
  body: businessOtpBodySchema,
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

export { businessPasswordBodySchema as businessPasswordBody, type BusinessPasswordBody };

export type BusinessVerificationBody = IdentityCheckBody;

export const verifyBusinessIdentitySchema = {
  tags: [TAG],
  summary:
    "Verify the signed-in business's BVN or NIN (11 digits); stores only a keyed hash and the last 4 digits",
  body: identityCheckBodySchema,
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
