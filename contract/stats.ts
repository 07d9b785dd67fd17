// The portal's public figures (GET /prop/public/stats, an extension beyond the spec's API, issue 13). An object of
// named groups, so later figures (the open-data ones) join as new keys without changing these. Declared once as a
// JSON schema `as const` (the server's route answers with it), its type derived by FromSchema (type-only).
import type { FromSchema } from 'json-schema-to-ts';
import { openDataSchema } from './insights';
import { count, dateTime, objectOf } from './schema-fragments';

/** Members counted per kind: e-mail verified, not blacklisted, and for partners approved by the admin. */
export const accountCountsSchema = objectOf({ creative: count, business: count, partner: count });
export type AccountCounts = FromSchema<typeof accountCountsSchema>;

/** accounts; as_of: when the figures were counted (ISO 8601; the server reuses a count for a few seconds);
 * open_data: the sector's open data (issue 19): aggregates only, small cells suppressed, recomputed at most once an
 * hour. */
export const publicStatsItemSchema = objectOf({
  accounts: accountCountsSchema,
  as_of: dateTime,
  open_data: openDataSchema,
});
export type PublicStats = FromSchema<typeof publicStatsItemSchema>;
