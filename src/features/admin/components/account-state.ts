// Account state shown to admins (spec section 4): blocked if is_blacklisted, active if is_activated, private or
// public by status, otherwise inactive.
import type { AnyProfile } from '@contract/profiles';
import { t } from '@/i18n/runtime';
import type { AdminEntry } from '../api/admin-api';

export type AccountState = 'blocked' | 'active' | 'private' | 'public' | 'inactive';

/** An admin list row or a full profile: both carry the state and the names. */
type Account = AdminEntry | AnyProfile;

export function accountState(entry: Account): AccountState {
  if (entry.is_blacklisted === true) return 'blocked';
  if (entry.is_activated === true) return 'active';
  if (entry.status === 'private' || entry.status === 'public') return entry.status;
  return 'inactive';
}

/** The account's name; a kind's word (in the current language) for an account without one. */
export function entryName(entry: Account, kind: string): string {
  if (kind === 'business') return entry.trade_name || entry.registered_name || t('Business');
  if (kind === 'partner') return entry.name || t('Partner');
  return [entry.first_name, entry.last_name].filter(Boolean).join(' ') || t('Creative');
}
