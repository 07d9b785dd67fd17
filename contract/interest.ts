// Interest registrations (an extension: the /licensepage's "let me know when it opens"): the body the portal's form
// sends to POST /prop/interest and the registration the admin's list answers. Declared once as JSON schemas with
// their types derived from them: the server's route schemas, its repository and the portal use them.
import type { FromSchema } from 'json-schema-to-ts';
import { anyInteger, anyString, nullableString, objectOf } from './schema-fragments';

export const INTEREST_KINDS = ['ip-securitization'] as const;
export type InterestKind = (typeof INTEREST_KINDS)[number];

/** POST /prop/interest. */
export const interestBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email', 'interest'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    email: { type: 'string', format: 'email', maxLength: 254 },
    phone: {
      anyOf: [{ type: 'string', maxLength: 30, pattern: '^$|^[+0-9 ()-]{7,30}$' }, { type: 'null' }],
    },
    interest: { type: 'string', enum: [...INTEREST_KINDS] },
    message: { type: ['string', 'null'], maxLength: 2000 },
  },
} as const;
export type InterestBody = FromSchema<typeof interestBodySchema>;

/** GET /prop/interest (admin): one registration, a repeat submission counted in `submissions`. */
export const interestRegistrationSchema = objectOf({
  id: anyInteger,
  name: anyString,
  email: anyString,
  phone: nullableString,
  interest: anyString,
  message: nullableString,
  submissions: anyInteger,
  created_at: anyString,
  updated_at: anyString,
});
export type InterestRegistration = FromSchema<typeof interestRegistrationSchema>;
