// A row of the directory (GET /prop/public/directory) and of the admin's lists, which add contact and
// verification fields: declared once as a JSON schema `as const` (the server answers with it) with its type derived
// from it (FromSchema, type-only).
import type { FromSchema } from 'json-schema-to-ts';
import { PROFILE_KINDS } from './accounts';
import { anyBoolean, anyInteger, anyString, fieldsOf, nullableString, objectOf } from './schema-fragments';

export const DIRECTORY_TABS = ['creatives', 'business', 'partners'] as const;
export type DirectoryTab = (typeof DIRECTORY_TABS)[number];

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
  return fieldsOf(null, DIRECTORY_TEXT_FIELDS);
}

/** The row's fields every list sends (the text fields null where the kind has no such field), then the admin lists'. */
export const directoryEntrySchema = objectOf(
  {
    id: anyInteger,
    account: { type: 'string', enum: PROFILE_KINDS },
    ...fieldsOf(nullableString, DIRECTORY_TEXT_FIELDS),
    is_blacklisted: anyBoolean,
    is_activated: anyBoolean,
    status: anyString,
    created_at: anyString,
  },
  {
    email: anyString,
    phone_number: nullableString,
    approved: anyBoolean,
    verification_type: nullableString,
    identity_last4: nullableString,
    user_name: nullableString,
    user_email: nullableString,
    user_phone_number: nullableString,
    website: nullableString,
  },
);

/** A directory row as the server answers it (the admin's lists add the optional fields). */
export type DirectoryEntry = FromSchema<typeof directoryEntrySchema>;
