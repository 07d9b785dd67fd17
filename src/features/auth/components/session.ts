// After a successful sign-in: where each kind of account goes next (the resumable journeys of docs/auth-flows.md).
import type { LoginKind, Profile } from '../auth-slice';
import { paths } from '@/config/paths';

/** The finish-up step lives on /otp as its second stage. */
export const finishUpPath = `${paths.otp}?step=finish`;

export function creativeNeedsFinishUp(user: Profile | null): boolean {
  // The biodata PUT is addressed by phone number, so a creative without one has not finished yet.
  return Boolean(user) && !user?.phone_number;
}

/**
 * Where a member goes after signing in: an unfinished sign-up first, then the page that sent them to sign in
 * (`returnTo`, the guards' and the "sign in to continue" links' `state.from`), else the home feed.
 */
export function nextPathAfterLogin(kind: LoginKind, user: Profile | null, returnTo?: unknown): string {
  if (kind === 'admin') return paths.adminDashboard;
  if (kind === 'user' && user) {
    if (user.email_verified === false) return paths.otp;
    if (creativeNeedsFinishUp(user)) return finishUpPath;
  }
  return safeReturnPath(returnTo) ?? paths.home;
}

/** Pages that make no sense to return to once signed in. */
const NO_RETURN: readonly string[] = [paths.landing, paths.login, paths.adminLogin, paths.signup, paths.otp];

/** A path inside the portal (never another origin: `//host` or `/\host` would leave it), or null. */
export function safeReturnPath(value: unknown): string | null {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return null;
  const pathname = value.split(/[?#]/)[0];
  return NO_RETURN.includes(pathname) ? null : value;
}

/** setTimeout as a promise: the spec's redirect delays. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
