// A row of the directory (GET /prop/public/directory) and of the admin's lists, which add contact and
// verification fields: declared once as a JSON schema `as const` (the server answers with it) with its type derived
// from it (FromSchema, type-only).
import type { FromSchema } from 'json-schema-to-ts';
import { PROFILE_KINDS } from './accounts';

export const DIRECTORY_TABS = ['creatives', 'business', 'partners'] as const;
export type DirectoryTab = (typeof DIRECTORY_TABS)[number];

const nullable = { type: ['string', 'null'] } as const;

/** The row's text fields that are null where the account's kind has no such field. */
export const DIRECTORY_TEXT_FIELDS = [
  'first_name',
  'last_name',
  'name',
  'registered_name',
  'trade_name',
  'photo',
  'logo',
  'category',
  'partner_type',
  'sector',
  'expertise',
  'lga_origin',
  'lga',
  'origin_state',
  'state',
  'industry',
] as const;
export type DirectoryTextField = (typeof DIRECTORY_TEXT_FIELDS)[number];

/** Every text field of a row, null: what a row of a kind without them starts from (server and mocks alike). */
export function noDirectoryTexts(): Record<DirectoryTextField, null> {
  return Object.fromEntries(DIRECTORY_TEXT_FIELDS.map((field) => [field, null])) as Record<
    DirectoryTextField,
    null
  >;
}

/** The row's fields every list sends (null where the kind has no such field). */
const ENTRY_REQUIRED = [
  'id',
  'account',
  ...DIRECTORY_TEXT_FIELDS,
  'is_blacklisted',
  'is_activated',
  'status',
  'created_at',
] as const;

export const directoryEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ENTRY_REQUIRED,
  properties: {
    id: { type: 'integer' },
    account: { type: 'string', enum: PROFILE_KINDS },
    first_name: nullable,
    last_name: nullable,
    name: nullable,
    registered_name: nullable,
    trade_name: nullable,
    photo: nullable,
    logo: nullable,
    category: nullable,
    partner_type: nullable,
    sector: nullable,
    expertise: nullable,
    lga_origin: nullable,
    lga: nullable,
    origin_state: nullable,
    state: nullable,
    industry: nullable,
    is_blacklisted: { type: 'boolean' },
    is_activated: { type: 'boolean' },
    status: { type: 'string' },
    created_at: { type: 'string' },
    // admin lists only
    email: { type: 'string' },
    phone_number: nullable,
    approved: { type: 'boolean' },
    verification_type: nullable,
    identity_last4: nullable,
    user_name: nullable,
    user_email: nullable,
    user_phone_number: nullable,
    website: nullable,
  },
} as const;

/** A directory row as the server answers it (the admin's lists add the optional fields). */
export type DirectoryEntry = FromSchema<typeof directoryEntrySchema>;
