// JSON schemas of the member's SMS number routes (issue 34, docs/sms.md); bodies and answers live in contract/.
import { accountPhoneSchema } from '../../contract/notifications';
import { phoneBodySchema, phoneCodeBodySchema, resetBySmsBodySchema } from '../../contract/sms';
import { envelopeSchema, errorSchema } from '../lib/envelope';

const EXT = "extension: not part of the spec's API (issue 34).";
const TAGS = ['account'];
const security = [{ token: [] }];
const answer = envelopeSchema(accountPhoneSchema);

export const getPhoneSchema = {
  tags: TAGS,
  summary: 'My phone number for SMS',
  description: `${EXT} Signed in, any kind. The number masked (+234 80* *** **12), whether it is confirmed, and whether password-reset codes go by SMS.`,
  security,
  response: { 200: answer, 401: errorSchema },
} as const;

export const setPhoneSchema = {
  tags: TAGS,
  summary: 'Add or change my phone number',
  description:
    `${EXT} Signed in, any kind. Normalises a Nigerian mobile number to +234..., stores it unconfirmed (password-reset codes go ` +
    'by e-mail again) and sends a 6-digit code by SMS (10 minutes, one use, 5 tries). Limits: per number 1 a minute, 5 an hour, ' +
    '10 a day; per account 5 an hour, 10 a day (429 with Retry-After).',
  security,
  body: phoneBodySchema,
  response: { 200: answer, 400: errorSchema, 401: errorSchema, 429: errorSchema },
} as const;

export const verifyPhoneSchema = {
  tags: TAGS,
  summary: 'Confirm my phone number with the SMS code',
  description:
    `${EXT} Signed in, any kind. The code rules of e-mail codes: a wrong code is 'Invalid OTP', the fifth wrong try kills it. ` +
    'A number already confirmed by another account cannot be confirmed again (a neutral 400).',
  security,
  body: phoneCodeBodySchema,
  response: { 200: answer, 400: errorSchema, 401: errorSchema, 429: errorSchema },
} as const;

export const deletePhoneSchema = {
  tags: TAGS,
  summary: 'Remove my phone number',
  description: `${EXT} Signed in, any kind. Forgets the number, turns reset codes by SMS off and drops SMS still waiting.`,
  security,
  response: { 200: answer, 401: errorSchema },
} as const;

export const resetBySmsSchema = {
  tags: TAGS,
  summary: 'Send my password-reset codes by SMS',
  description: `${EXT} Signed in, any kind. Only with a confirmed number (else 400). The forgot-password answer stays the same either way.`,
  security,
  body: resetBySmsBodySchema,
  response: { 200: answer, 400: errorSchema, 401: errorSchema },
} as const;
