// The one reader of a directory row in the API's answers (the public directory and the admin's lists, so it sits in
// lib/: features never import each other): the raw row into the portal's DirectoryEntry (the
// contract's), keeping only the fields of the contract in their shapes; a foreign host may send fewer, so every field
// but the id may be missing.
import { PROFILE_KINDS, type ProfileKind } from '@contract/accounts';
import { DIRECTORY_TEXT_FIELDS, type DirectoryEntry as ServerDirectoryEntry } from '@contract/directory';
import { fieldsOf } from '@/lib/adapt';

/** A directory row: the server sends every field, another host may send fewer. */
export type DirectoryEntry = Partial<ServerDirectoryEntry> & Pick<ServerDirectoryEntry, 'id'>;

const NULLABLE_TEXTS = [
  ...DIRECTORY_TEXT_FIELDS,
  'phone_number',
  'verification_type',
  'identity_last4',
  'user_name',
  'user_email',
  'user_phone_number',
  'website',
] as const satisfies readonly (keyof ServerDirectoryEntry)[];
const TEXTS = ['status', 'created_at', 'email'] as const satisfies readonly (keyof ServerDirectoryEntry)[];
const FLAGS = [
  'is_blacklisted',
  'is_activated',
  'approved',
] as const satisfies readonly (keyof ServerDirectoryEntry)[];

const isKind = (value: unknown): value is ProfileKind => PROFILE_KINDS.some((kind) => kind === value);

export function toDirectoryEntry(raw: unknown): DirectoryEntry {
  const fields = fieldsOf(raw);
  const entry: DirectoryEntry = { id: Number(fields.id) };
  if (isKind(fields.account)) entry.account = fields.account;
  for (const key of NULLABLE_TEXTS) {
    const value = fields[key];
    if (typeof value === 'string' || value === null) entry[key] = value;
  }
  for (const key of TEXTS) {
    const value = fields[key];
    if (typeof value === 'string') entry[key] = value;
  }
  for (const key of FLAGS) {
    const value = fields[key];
    if (typeof value === 'boolean') entry[key] = value;
  }
  return entry;
}
