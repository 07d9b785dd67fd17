// After a successful sign-in: where each kind of account goes next (the resumable journeys of docs/auth-flows.md).
import type { LoginKind, Profile } from '../auth-slice';
import { paths } from '@/config/paths';

/** The finish-up step lives on /otp as its second stage. */
export const finishUpPath = `${paths.otp}?step=finish`;

export function creativeNeedsFinishUp(user: Profile | null): boolean {
  // The biodata PUT is addressed by phone number, so a creative without one has not finished yet.
  return Boolean(user) && !user?.phone_number;
}

export function nextPathAfterLogin(kind: LoginKind, user: Profile | null): string {
  if (kind === 'admin') return paths.adminDashboard;
  if (kind === 'user' && user) {
    if (user.email_verified === false) return paths.otp;
    if (creativeNeedsFinishUp(user)) return finishUpPath;
  }
  return paths.home;
}

/** setTimeout as a promise: the spec's redirect delays. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
