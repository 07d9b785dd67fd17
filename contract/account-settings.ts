// The account settings calls (issue 6) and the account's language (issue 17), declared once: the bodies the portal
// sends and the language answer, as JSON schemas `as const` with their TypeScript types derived from them
// (FromSchema, type-only). The server validates with these schemas (server/schemas/account.ts); the portal imports
// only the types.
import type { FromSchema } from 'json-schema-to-ts';
import { LANGUAGES } from './languages';
import { objectOf } from './schema-fragments';

/** PUT /prop/account/password. */
export const changePasswordBodySchema = objectOf(
  {
    current_password: { type: 'string', minLength: 1, maxLength: 256 },
    password: { type: 'string', maxLength: 256 },
    confirm_password: { type: 'string', maxLength: 256 },
  },
  {
    // The device token of the browser making the change: that device stays known, every other one is forgotten.
    device_token: { type: 'string', maxLength: 64 },
  },
);
export type ChangePasswordBody = FromSchema<typeof changePasswordBodySchema>;

/** DELETE /prop/account: confirmed by the password. */
export const deleteAccountBodySchema = objectOf({
  password: { type: 'string', minLength: 1, maxLength: 256 },
});
export type DeleteAccountBody = FromSchema<typeof deleteAccountBodySchema>;

/** GET and PUT /prop/account/language: the answer's data. */
export const accountLanguageSchema = {
  type: 'object',
  required: ['language'],
  properties: { language: { type: 'string', enum: [...LANGUAGES] } },
} as const;
export type AccountLanguage = FromSchema<typeof accountLanguageSchema>;

/** PUT /prop/account/language. */
export const accountLanguageBodySchema = { ...accountLanguageSchema, additionalProperties: false } as const;
export type AccountLanguageBody = FromSchema<typeof accountLanguageBodySchema>;
