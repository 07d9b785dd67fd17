// The businesses an account runs ("Add a Business", an extension beside the business account's own profile),
// declared once: the row the server sends and the body the portal's form posts, as JSON schemas `as const` with
// their TypeScript types derived from them (FromSchema, type-only). The server validates and answers with these
// schemas (server/schemas/profiles.ts); the portal imports only the types.
import type { FromSchema } from 'json-schema-to-ts';
import { phoneNumberField, textField, websiteLinkField } from './profile-fields';
import { anyInteger, anyString, nullableString, objectOf } from './schema-fragments';

/** A row of GET /prop/business-info/mine (and the answer to the POST): every column, null when empty. */
export const ownedBusinessItemSchema = objectOf({
  id: anyInteger,
  owner_id: anyInteger,
  name: anyString,
  sector: nullableString,
  area: nullableString,
  state: nullableString,
  lga: nullableString,
  address: nullableString,
  website: nullableString,
  phone: nullableString,
  email: nullableString,
  description: nullableString,
  created_at: anyString,
});
export type OwnedBusiness = FromSchema<typeof ownedBusinessItemSchema>;

/** The business's e-mail: empty, or an address. */
const emailAddress = {
  type: 'string',
  maxLength: 320,
  pattern: '^(|[^\\s@]+@[^\\s@]+\\.[^\\s@]+)$',
} as const;

/** POST /prop/business-info: only the name is required; '' clears a field. */
export const ownedBusinessBodySchema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    sector: textField(100),
    area: textField(100),
    state: textField(100),
    lga: textField(100),
    address: textField(300),
    website: websiteLinkField,
    phone: phoneNumberField,
    email: emailAddress,
    description: textField(2000),
  },
} as const;
export type OwnedBusinessBody = FromSchema<typeof ownedBusinessBodySchema>;
