// The portal's public figures (GET /prop/public/stats, an extension beyond the spec's API, issue 13). An object of
// named groups, so later figures (the open-data ones) join as new keys without changing these. Declared once as a
// JSON schema `as const` (the server's route answers with it), its type derived by FromSchema (type-only).
import type { FromSchema } from 'json-schema-to-ts';
import { openDataSchema } from './insights';

const count = { type: 'integer', minimum: 0 } as const;

/** Members counted per kind: e-mail verified, not blacklisted, and for partners approved by the admin. */
export const accountCountsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['creative', 'business', 'partner'],
  properties: { creative: count, business: count, partner: count },
} as const;
export type AccountCounts = FromSchema<typeof accountCountsSchema>;

/** accounts; as_of: when the figures were counted (ISO 8601; the server reuses a count for a few seconds);
 * open_data: the sector's open data (issue 19): aggregates only, small cells suppressed, recomputed at most once an
 * hour. */
export const publicStatsItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['accounts', 'as_of', 'open_data'],
  properties: {
    accounts: accountCountsSchema,
    as_of: { type: 'string', format: 'date-time' },
    open_data: openDataSchema,
  },
} as const;
export type PublicStats = FromSchema<typeof publicStatsItemSchema>;
