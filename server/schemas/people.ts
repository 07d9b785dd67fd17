// JSON schemas of the people resources (profiles, skills, directory, admin): route validation and OpenAPI.
// Response schemas also act as an allow-list: fast-json-stringify drops any field not named here.
import { pageWindow } from '../lib/paging';

const int = { type: 'integer' } as const;

/** Bounded optional text for edit bodies; '' clears the field (contract/profile-fields.ts). */
export { textField as text } from '../../contract/profile-fields';

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  additionalProperties: false,
} as const;

export const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 100000 },
  limit: { type: 'integer', minimum: 1, maximum: 100 },
  q: { type: 'string', maxLength: 100 },
} as const;

/** The profile answers (creative, business, partner): declared once in contract/profiles.ts. */
export { PROFILE_SCHEMAS } from '../../contract/profiles';

/** A directory row (public and admin lists): declared in contract/directory.ts. */
export { directoryEntrySchema } from '../../contract/directory';

export const countsSchema = {
  type: 'object',
  properties: { creatives: int, business: int, partners: int },
} as const;

/** An audit log row: declared in contract/audit.ts. */
export { auditEntrySchema } from '../../contract/audit';

/** Reads the optional paging extension: undefined when none of page, limit, q is given. */
export function readPaging(query: { page?: number; limit?: number; q?: string }, defaultLimit = 10) {
  if (query.page === undefined && query.limit === undefined && query.q === undefined) return undefined;
  return { ...pageWindow(query.page ?? 1, query.limit ?? defaultLimit), q: query.q?.trim() || undefined };
}

/** Trims strings and turns '' into null, for the keys present in a body. */
export function cleanBody<T extends Record<string, unknown>>(
  body: T,
  keys: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (!(key in body)) continue;
    const value = body[key];
    if (typeof value === 'string') {
      const trimmed = value.trim();
      out[key] = trimmed === '' ? null : trimmed;
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** The shared field schemas (contract/profile-fields.ts), under their names here. */
export {
  phoneNumberField as phoneNumber,
  socialLinkField as socialLink,
  websiteLinkField as websiteLink,
} from '../../contract/profile-fields';
