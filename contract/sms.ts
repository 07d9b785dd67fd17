// SMS for phone-first members (issue 34, docs/sms.md): the bodies of the phone routes, as JSON schemas `as const`
// with their types derived from them. The answer's shape, AccountPhone, lives in contract/notifications.ts.
import type { FromSchema } from 'json-schema-to-ts';

/** POST /prop/account/phone: a Nigerian mobile number in any usual writing (contract/phone.ts normalises it). */
export const phoneBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['phone'],
  properties: { phone: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;
export type PhoneBody = FromSchema<typeof phoneBodySchema>;

/** POST /prop/account/phone/verify: the 6-digit code sent by SMS. */
export const phoneCodeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 16 } },
} as const;
export type PhoneCodeBody = FromSchema<typeof phoneCodeBodySchema>;

/** PUT /prop/account/phone/reset-by-sms. */
export const resetBySmsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['enabled'],
  properties: { enabled: { type: 'boolean' } },
} as const;
export type ResetBySmsBody = FromSchema<typeof resetBySmsBodySchema>;

/** The length of a phone code, and how long it lives (the e-mail codes' rules). */
export const PHONE_CODE_LENGTH = 6;
