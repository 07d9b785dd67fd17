// Account state shown to admins (spec section 4): blocked if is_blacklisted, active if is_activated, private or
// public by status, otherwise inactive.
export type AccountState = 'blocked' | 'active' | 'private' | 'public' | 'inactive';

export function accountState(entry: Record<string, unknown>): AccountState {
  if (entry.is_blacklisted === true) return 'blocked';
  if (entry.is_activated === true) return 'active';
  if (entry.status === 'private' || entry.status === 'public') return entry.status;
  return 'inactive';
}

const s = (value: unknown) => (typeof value === 'string' ? value : '');

export function entryName(entry: Record<string, unknown>, kind: string): string {
  if (kind === 'business') return s(entry.trade_name) || s(entry.registered_name) || 'Business';
  if (kind === 'partner') return s(entry.name) || 'Partner';
  return [s(entry.first_name), s(entry.last_name)].filter(Boolean).join(' ') || 'Creative';
}
