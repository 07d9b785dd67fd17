// JSON schemas of the creative routes (registration, e-mail verification, set-password, biodata) and the body
// types derived from them.
import { creativeSignUpBodySchema } from '../../contract/accounts';
import {
  type BiodataBody,
  biodataBodySchema,
  creativeOtpBodySchema,
  creativePasswordBodySchema,
  type CreativePasswordBody,
} from '../../contract/account-bodies';
import { envelopeSchema } from '../lib/envelope';
import { errorResponses, nullResponse, phoneParams, userResponse, userSchema } from './auth';

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

export type { CreativeOtpBody } from '../../contract/account-bodies';

export const verifyCreativeSchema = {
  tags: [TAG],
  summary: "Verify the signed-in creative's e-mail with the mailed code",
  body: creativeOtpBodySchema,
  response: userResponse,
} as const;

export const resendCreativeCodeSchema = {
  tags: [TAG],
  summary: 'Mail the signed-in creative a new verification code (1 a minute, 5 an hour)',
  description: 'extension: resending is not in the spec; the OTP screen offers it.',
  response: nullResponse,
} as const;

export { creativePasswordBodySchema as creativePasswordBody, type CreativePasswordBody };

/** The biodata payload (camelCase, as the portal's biodata form sends it). */
export type Biodata = BiodataBody;

export const biodataSchema = {
  tags: [TAG],
  summary:
    "Update the signed-in creative's biodata; the phone number comes from the path; verifies BVN/NIN when identificationNumber is given",
  params: phoneParams,
  body: biodataBodySchema,
  response: userResponse,
} as const;
