// The sign-in answer when the password is right for another kind of account than the one chosen (issue 13): a 401
// whose message names the kind to pick, with that kind in data.accountKind. Said only after the password verified
// (docs/auth-flows.md, "Wrong account kind"). Pure data, no imports but the account kinds.
import type { AccountKind } from './accounts';

/** data of the wrong-kind 401: the kind whose password it is. */
export interface WrongKindData {
  accountKind: AccountKind;
}

/** The name of each kind's choice on the sign-in screens (the /login toggle and the header's dialog). */
export const SIGN_IN_CHOICE_LABELS = {
  creative: 'Creatives',
  partner: 'Partner',
  business: 'Business',
} as const satisfies Record<Exclude<AccountKind, 'admin'>, string>;

export function wrongKindMessage(kind: AccountKind): string {
  if (kind === 'admin')
    return 'This email and password are for the admin account. Please sign in at the admin login.';
  return `This email and password are for a ${kind} account. Choose ${SIGN_IN_CHOICE_LABELS[kind]} and sign in again.`;
}

/** Reads data.accountKind out of a failed sign-in's body (null when it is the plain 'Invalid email or password.'). */
export function wrongKindOf(body: unknown): AccountKind | null {
  const kind = (body as { data?: { accountKind?: unknown } } | null)?.data?.accountKind;
  return kind === 'creative' || kind === 'business' || kind === 'partner' || kind === 'admin' ? kind : null;
}
