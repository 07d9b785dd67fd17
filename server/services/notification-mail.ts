// Notification mails (issue 34, docs/notifications.md "E-mail: instant and digests, unsubscribe"): the worker that
// mails each new matched notification to members who chose one mail each, and the digest job that sends daily and
// weekly digests at DIGEST_HOUR West Africa Time. Both write to the mail outbox in the transaction that marks the
// notifications mailed, so a notification is mailed once whichever process gets there first, and a crash leaves
// either both or neither. `now` is injectable (tests move the clock).
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../contract/languages';
import { appSecret } from '../lib/app-secret';
import type { MailMessage } from '../lib/mail-message';
import {
  digestMail,
  instantNotificationMail,
  type NotificationLinks,
  unsubscribeUrl,
} from '../lib/notification-mail';
import { signUnsubscribe } from '../lib/unsubscribe-token';
import type { Executor } from '../repositories/accounts';
import { enqueueMails } from '../repositories/mail-outbox';
import {
  claimDigestMembers,
  claimInstant,
  digestCandidates,
  digestNotifications,
  markDigestSent,
  markMailed,
  type MailableNotification,
} from '../repositories/notification-mail';
import { versionOf } from '../repositories/notification-settings';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** West Africa Time is UTC+1 all year (no daylight saving). */
const WAT_OFFSET_MS = HOUR_MS;
/** Notifications mailed one by one per transaction. */
export const INSTANT_BATCH = 100;
/** Members whose digests one transaction writes. */
export const DIGEST_BATCH = 50;
/** An instant mail is for news: a notification older than this (the member chose "each one" later) is not mailed. */
export const INSTANT_MAX_AGE_MS = DAY_MS;
/** A digest holds notifications of the last two weeks at most (a missed week still reaches the member once). */
export const DIGEST_MAX_AGE_MS = 14 * DAY_MS;
/**
 * Digests go out from DIGEST_HOUR until this much later: a server down at 07:00 catches up by 11:00, and a member who
 * signs up at noon is not mailed at noon. A period whose window was missed rolls into the next digest.
 */
export const DIGEST_WINDOW_MS = 4 * HOUR_MS;

/**
 * The latest digest time at or before `now`: today's (or yesterday's) `hour` o'clock WAT for the daily digest; for
 * the weekly one, the latest such time on ISO weekday `weekday` (1 Monday ... 7 Sunday).
 */
export function digestSlot(now: Date, hour: number, weekday: number | null): Date {
  const local = new Date(now.getTime() + WAT_OFFSET_MS);
  let slot = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour);
  if (weekday !== null) {
    const today = ((local.getUTCDay() + 6) % 7) + 1;
    slot -= ((today - weekday + 7) % 7) * DAY_MS;
  }
  if (slot > local.getTime()) slot -= (weekday === null ? 1 : 7) * DAY_MS;
  return new Date(slot - WAT_OFFSET_MS);
}

/** Where one member's mail goes, in their language, with its links: each stop link signed for the version of
 * their settings as last updated at `settingsUpdatedAt`. */
function recipient(
  app: FastifyInstance,
  secret: string,
  member: { account_id: number; email: string; language: Language },
  settingsUpdatedAt: Date | null,
): { to: string; language: Language; links: NotificationLinks } {
  const publicUrl = app.config.publicUrl;
  const accountId = member.account_id;
  const version = versionOf(settingsUpdatedAt);
  const links: NotificationLinks = {
    publicUrl,
    unsubscribe: (target) =>
      unsubscribeUrl(publicUrl, signUnsubscribe(secret, { accountId, target, version })),
  };
  return { to: member.email, language: member.language, links };
}

/** Writes the mails to the outbox and marks the notifications they carry mailed, in the caller's transaction. */
async function writeMails(trx: Executor, mails: MailMessage[], notificationIds: number[], now: Date) {
  await enqueueMails(trx, mails);
  await markMailed(trx, notificationIds, now);
}

/** Mails every unmailed matched notification of members who chose one mail each; returns how many were mailed. */
export async function sendInstantMails(app: FastifyInstance, now = new Date()): Promise<number> {
  const secret = await appSecret(app.config);
  const since = new Date(now.getTime() - INSTANT_MAX_AGE_MS);
  let total = 0;
  for (;;) {
    const mailed = await app.db.transaction().execute(async (trx) => {
      const rows = await claimInstant(trx, { since, limit: INSTANT_BATCH });
      const mails = rows.map((row) =>
        instantNotificationMail({
          ...recipient(app, secret, row, row.settings_updated_at),
          notification: row,
        }),
      );
      await writeMails(
        trx,
        mails,
        rows.map((row) => row.id),
        now,
      );
      return rows.length;
    });
    total += mailed;
    if (mailed < INSTANT_BATCH) break;
  }
  if (total > 0) app.mailOutbox.kick();
  return total;
}

/**
 * Sends the daily and weekly digests that are due at `now` (within DIGEST_WINDOW_MS after their slot): one mail per
 * member per period, only to members with something new. Candidates are read in batches by account id; each batch's
 * members are locked (SKIP LOCKED) and re-checked in the transaction that writes their mails, marks their
 * notifications mailed and sets last_digest_at. Returns how many digests were written.
 * `walked` (the worker's memory, per process): a slot this process has walked to the end is not walked again in
 * its window; the rows left unmailed then (e-mail off, topics off, members already sent) would otherwise be read
 * again every poll for four hours. Something matched after the walk waits for the next digest.
 */
export async function sendDigests(
  app: FastifyInstance,
  now = new Date(),
  walked?: Map<string, number>,
): Promise<number> {
  const secret = await appSecret(app.config);
  const since = new Date(now.getTime() - DIGEST_MAX_AGE_MS);
  let total = 0;
  for (const email of ['daily', 'weekly'] as const) {
    const slot = digestSlot(now, app.config.digestHour, email === 'weekly' ? app.config.digestWeekday : null);
    if (now.getTime() - slot.getTime() >= DIGEST_WINDOW_MS) continue;
    if (walked?.get(email) === slot.getTime()) continue;
    let after = 0;
    for (;;) {
      const candidates = await digestCandidates(app.db, { email, slot, since, after, limit: DIGEST_BATCH });
      if (candidates.length === 0) break;
      after = candidates[candidates.length - 1];
      total += await app.db.transaction().execute(async (trx) => {
        const members = await claimDigestMembers(trx, { accountIds: candidates, email, slot });
        const notifications = await digestNotifications(trx, {
          accountIds: members.map((member) => member.account_id),
          since,
        });
        const byMember = new Map<number, MailableNotification[]>();
        for (const n of notifications) {
          const list = byMember.get(n.account_id);
          if (list) list.push(n);
          else byMember.set(n.account_id, [n]);
        }
        const sent = members.filter((member) => byMember.has(member.account_id));
        const mails = sent.map((member) =>
          digestMail({
            ...recipient(app, secret, member, member.updated_at),
            frequency: email,
            notifications: byMember.get(member.account_id) ?? [],
          }),
        );
        await writeMails(
          trx,
          mails,
          notifications.map((n) => n.id),
          now,
        );
        await markDigestSent(
          trx,
          sent.map((member) => member.account_id),
          now,
        );
        return sent.length;
      });
      if (candidates.length < DIGEST_BATCH) break;
    }
    walked?.set(email, slot.getTime());
  }
  if (total > 0) app.mailOutbox.kick();
  return total;
}

/** One pass of the worker: instant mails, then any digest that is due (`walked`: see sendDigests). */
export async function sendNotificationMails(
  app: FastifyInstance,
  walked: Map<string, number>,
  now = new Date(),
) {
  return { instant: await sendInstantMails(app, now), digests: await sendDigests(app, now, walked) };
}
