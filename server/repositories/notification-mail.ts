// What the notification mails read and mark (issue 34, docs/notifications.md "E-mail: instant and digests,
// unsubscribe"). Only `matched` notifications are mailed here (the other kinds have their own account mails). A
// notification is mailed once: `mailed_at` is set in the transaction that writes its mail to the outbox. Claims lock
// rows with SKIP LOCKED, so several server processes on one PostgreSQL never mail the same notification or the same
// digest twice.
import { sql, type RawBuilder } from 'kysely';
import type { EmailFrequency, MatchedItemKind, MatchReason } from '../../contract/notifications';
import { FUNDING_NEED, TOPIC_OF_ITEM } from '../lib/notification-topics';
import type { Executor } from './accounts';
import { UNTOUCHED } from './notification-settings';

/** SQL: the member's topics let this notification through (n: notifications, s: notification_settings, left join). */
function topicOn(): RawBuilder<boolean> {
  const branches = Object.entries(TOPIC_OF_ITEM).map(
    ([kind, topic]) => sql`when n.item_kind = ${kind} then coalesce(${sql.ref(`s.topic_${topic}`)}, true)`,
  );
  return sql<boolean>`(case
    when n.item_kind = 'opportunity' and n.reason->>'need' = ${FUNDING_NEED} then coalesce(s.topic_funding, true)
    ${sql.join(branches, sql` `)}
    else false end)`;
}

/** SQL: the member's e-mail frequency (no settings row: the default, weekly). */
const frequency = sql<EmailFrequency>`coalesce(s.email, 'weekly')`;

/**
 * Unmailed matched notifications of members who may be mailed (a confirmed address, not blacklisted), with their
 * settings. `withSettings`: only members with a stored row (instant and daily need one: the default is weekly), an
 * inner join the planner can start from when those members are few.
 */
function mailable(db: Executor, withSettings = false) {
  const base = db.selectFrom('notifications as n').innerJoin('accounts as a', 'a.id', 'n.account_id');
  const joined = withSettings
    ? base.innerJoin('notification_settings as s', 's.account_id', 'n.account_id')
    : base.leftJoin('notification_settings as s', 's.account_id', 'n.account_id');
  return joined
    .where('n.kind', '=', 'matched')
    .where('n.mailed_at', 'is', null)
    .where('a.email_verified_at', 'is not', null)
    .where('a.is_blacklisted', '=', false);
}

export interface MailableNotification {
  id: number;
  account_id: number;
  item_kind: MatchedItemKind | null;
  title: string;
  link: string | null;
  reason: MatchReason | null;
  created_at: Date;
}

const NOTIFICATION_COLUMNS = [
  'n.id',
  'n.account_id',
  'n.item_kind',
  'n.title',
  'n.link',
  'n.reason',
  'n.created_at',
] as const;

/**
 * Instant mails: up to `limit` unmailed matched notifications (created since `since`) of members who chose one mail
 * each and whose topics let them through, locked until the caller's transaction ends (others skip them).
 */
export async function claimInstant(db: Executor, { since, limit }: { since: Date; limit: number }) {
  return mailable(db, true)
    .select(NOTIFICATION_COLUMNS)
    .select(['a.email', 'a.language', sql<Date | null>`s.updated_at`.as('settings_updated_at')])
    .where(sql<boolean>`${frequency} = 'instant'`)
    .where(topicOn())
    .where('n.created_at', '>=', since)
    .orderBy('n.id')
    .limit(limit)
    .modifyEnd(sql`for update of n skip locked`)
    .execute();
}

export async function markMailed(db: Executor, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('notifications').set({ mailed_at: now }).where('id', 'in', ids).execute();
}

/**
 * Digest candidates: members after `after` (by id) with this frequency, no digest since `slot`, and something to
 * mail (unmailed, created since `since`, topic on). Read without locks; claimDigestMembers locks them.
 */
export async function digestCandidates(
  db: Executor,
  {
    email,
    slot,
    since,
    after,
    limit,
  }: { email: 'daily' | 'weekly'; slot: Date; since: Date; after: number; limit: number },
): Promise<number[]> {
  const rows = await mailable(db, email === 'daily')
    .select('n.account_id')
    .distinct()
    .where(sql<boolean>`${frequency} = ${email}`)
    .where((eb) => eb.or([eb('s.last_digest_at', 'is', null), eb('s.last_digest_at', '<', slot)]))
    .where(topicOn())
    .where('n.created_at', '>=', since)
    .where('n.account_id', '>', after)
    .orderBy('n.account_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.account_id);
}

/**
 * Locks the members whose digest this transaction sends: their settings rows (written first, stamped UNTOUCHED, for
 * members who never chose), still due and with this frequency. A member another process holds is skipped.
 */
export async function claimDigestMembers(
  db: Executor,
  { accountIds, email, slot }: { accountIds: number[]; email: 'daily' | 'weekly'; slot: Date },
) {
  if (accountIds.length === 0) return [];
  await db
    .insertInto('notification_settings')
    .values(accountIds.map((account_id) => ({ account_id, updated_at: UNTOUCHED })))
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  return db
    .selectFrom('notification_settings as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .select(['s.account_id', 's.updated_at', 'a.email', 'a.language'])
    .where('s.account_id', 'in', accountIds)
    .where('s.email', '=', email)
    .where((eb) => eb.or([eb('s.last_digest_at', 'is', null), eb('s.last_digest_at', '<', slot)]))
    .orderBy('s.account_id')
    .modifyEnd(sql`for update of s skip locked`)
    .execute();
}

/** The claimed members' notifications for their digests, oldest first (one query for the batch). */
export async function digestNotifications(
  db: Executor,
  { accountIds, since }: { accountIds: number[]; since: Date },
): Promise<MailableNotification[]> {
  if (accountIds.length === 0) return [];
  return mailable(db)
    .select(NOTIFICATION_COLUMNS)
    .where('n.account_id', 'in', accountIds)
    .where(topicOn())
    .where('n.created_at', '>=', since)
    .orderBy('n.created_at')
    .orderBy('n.id')
    .execute();
}

export async function markDigestSent(db: Executor, accountIds: number[], now: Date): Promise<void> {
  if (accountIds.length === 0) return;
  await db
    .updateTable('notification_settings')
    .set({ last_digest_at: now })
    .where('account_id', 'in', accountIds)
    .execute();
}
