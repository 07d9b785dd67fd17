// The signed token of a notification mail's unsubscribe link (issue 34, RFC 8058; docs/notifications.md "E-mail:
// instant and digests, unsubscribe"). It names the account, what to turn off (notification e-mails entirely, or one
// topic) and the version of the member's settings when the mail was written, and is signed with an HMAC keyed by
// the app secret (lib/app-secret.ts):
//   <account id>.<target>.<version>.<base64url HMAC-SHA-256>
// Changing any part breaks the signature, so a token cannot be forged or pointed at another account; the version
// (the settings' updated_at in ms, 0 while the member has the defaults) makes it stale as soon as the settings change
// again, so an old mail's link cannot undo a later choice.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '../../contract/notifications';

/** What a link turns off: every notification e-mail, or one topic's. */
export type UnsubscribeTarget = 'email' | NotificationTopic;
export const UNSUBSCRIBE_TARGETS: readonly UnsubscribeTarget[] = ['email', ...NOTIFICATION_TOPICS];

export interface UnsubscribeClaim {
  accountId: number;
  target: UnsubscribeTarget;
  /** The settings' version the mail was written under (lib: notification-settings repository's `version`). */
  version: number;
}

/** Domain separation: the app secret keys other hashes too (codes, identity numbers). */
const PURPOSE = 'unsubscribe:v1:';

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret)
    .update(PURPOSE + payload)
    .digest();
}

export function signUnsubscribe(secret: string, claim: UnsubscribeClaim): string {
  const payload = `${claim.accountId}.${claim.target}.${claim.version}`;
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

const SHAPE = new RegExp(
  `^(\\d{1,10})\\.(${UNSUBSCRIBE_TARGETS.join('|')})\\.(\\d{1,16})\\.([A-Za-z0-9_-]{43})$`,
);

/** The claim of a well-formed token with a good signature; null for anything else (never throws). */
export function verifyUnsubscribe(secret: string, token: unknown): UnsubscribeClaim | null {
  if (typeof token !== 'string' || token.length > 120) return null;
  const match = SHAPE.exec(token);
  if (!match) return null;
  const [, id, target, version, sig] = match;
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(secret, `${id}.${target}.${version}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const accountId = Number(id);
  const claimedVersion = Number(version);
  if (!Number.isSafeInteger(accountId) || accountId < 1 || !Number.isSafeInteger(claimedVersion)) return null;
  return { accountId, target: target as UnsubscribeTarget, version: claimedVersion };
}
