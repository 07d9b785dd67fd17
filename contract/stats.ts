// The portal's public figures (GET /prop/public/stats, an extension beyond the spec's API, issue 13). An object of
// named groups, so later figures (the open-data ones) join as new keys without changing these. Pure types.
import type { ProfileKind } from './accounts';
import type { OpenData } from './insights';

/** Members counted per kind: e-mail verified, not blacklisted, and for partners approved by the admin. */
export type AccountCounts = Record<ProfileKind, number>;

export interface PublicStats {
  accounts: AccountCounts;
  /** When the figures were counted (ISO 8601); the server reuses a count for a few seconds. */
  as_of: string;
  /** The sector's open data (issue 19): aggregates only, small cells suppressed, recomputed at most once an hour. */
  open_data: OpenData;
}
