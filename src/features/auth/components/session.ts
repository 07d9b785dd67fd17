// After a successful sign-in: where each kind of account goes next (the resumable journeys of docs/auth-flows.md).
import type { LoginKind, Profile } from '../auth-slice';
import { paths } from '@/config/paths';
import { safeReturnPath } from '@/lib/return-to';

/** The finish-up step lives on /otp as its second stage. */
export const finishUpPath = `${paths.otp}?step=finish`;

export function creativeNeedsFinishUp(user: Profile | null): boolean {
  // The biodata PUT is addressed by phone number, so a creative without one has not finished yet.
  return Boolean(user) && !user?.phone_number;
}

/**
 * Where a member goes after signing in: an unfinished sign-up first, then the page that sent them to sign in
 * (`returnTo`: the login address's ?returnTo=, from loginHref, or an older link's `state.from`), else the home feed.
 */
export function nextPathAfterLogin(kind: LoginKind, user: Profile | null, returnTo?: unknown): string {
  if (kind === 'admin') return paths.adminDashboard;
  if (kind === 'user' && user) {
    if (user.email_verified === false) return paths.otp;
    if (creativeNeedsFinishUp(user)) return finishUpPath;
  }
  return safeReturnPath(returnTo) ?? paths.home;
}

// The allow-list lives with loginHref in lib/return-to.ts, which other features call too.
export { safeReturnPath };

/** setTimeout as a promise: the spec's redirect delays. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
