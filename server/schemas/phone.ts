// JSON schemas of the member's SMS number routes (issue 34, docs/sms.md); bodies and answers live in contract/.
import { accountPhoneSchema } from '../../contract/notifications';
import { phoneBodySchema, phoneCodeBodySchema, resetBySmsBodySchema } from '../../contract/sms';
import { envelopeSchema, errorAnswers } from '../lib/envelope';
import { accountRouteSchema } from './account-route';

const EXT = "extension: not part of the spec's API (issue 34).";
const answer = envelopeSchema(accountPhoneSchema);

export const getPhoneSchema = accountRouteSchema(
  'My phone number for SMS',
  `${EXT} Signed in, any kind. The number masked (+234 80* *** **12), whether it is confirmed, and whether password-reset codes go by SMS.`,
  { response: { 200: answer, ...errorAnswers(401) } },
);

export const setPhoneSchema = accountRouteSchema(
  'Add or change my phone number',
  `${EXT} Signed in, any kind. Normalises a Nigerian mobile number to +234..., stores it unconfirmed (password-reset codes go ` +
    'by e-mail again) and sends a 6-digit code by SMS (10 minutes, one use, 5 tries). Limits: per number 1 a minute, 5 an hour, ' +
    '10 a day; per account 5 an hour, 10 a day (429 with Retry-After).',
  { body: phoneBodySchema, response: { 200: answer, ...errorAnswers(400, 401, 429) } },
);

export const verifyPhoneSchema = accountRouteSchema(
  'Confirm my phone number with the SMS code',
  `${EXT} Signed in, any kind. The code rules of e-mail codes: a wrong code is 'Invalid OTP', the fifth wrong try kills it. ` +
    'A number already confirmed by another account cannot be confirmed again (a neutral 400).',
  { body: phoneCodeBodySchema, response: { 200: answer, ...errorAnswers(400, 401, 429) } },
);

export const deletePhoneSchema = accountRouteSchema(
  'Remove my phone number',
  `${EXT} Signed in, any kind. Forgets the number, turns reset codes by SMS off and drops SMS still waiting.`,
  { response: { 200: answer, ...errorAnswers(401) } },
);

export const resetBySmsSchema = accountRouteSchema(
  'Send my password-reset codes by SMS',
  `${EXT} Signed in, any kind. Only with a confirmed number (else 400). The forgot-password answer stays the same either way.`,
  { body: resetBySmsBodySchema, response: { 200: answer, ...errorAnswers(400, 401) } },
);
