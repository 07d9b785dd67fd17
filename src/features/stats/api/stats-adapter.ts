// The one reader of the public figures' member counts (GET /prop/public/stats, `accounts`): the raw answer into the
// contract's AccountCounts, or null when a host without this extension sends none. Kept free of lib/adapt.ts: the
// landing's first load carries it.
import type { AccountCounts } from '@contract/stats';

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** The counts of one `accounts` object, or null unless all three are counts. */
export function toAccountCounts(raw: unknown): AccountCounts | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const accounts = raw as Record<string, unknown>;
  const creative = count(accounts.creative);
  const business = count(accounts.business);
  const partner = count(accounts.partner);
  return creative === null || business === null || partner === null ? null : { creative, business, partner };
}
