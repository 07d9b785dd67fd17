// The mail outbox (table mail_outbox): rows written inside the caller's transaction, claimed by the worker with an
// atomic UPDATE ... WHERE id = any(array(SELECT ... FOR UPDATE SKIP LOCKED)) RETURNING and a lease, so that several
// server processes on one PostgreSQL never send the same row twice (docs/mail.md); the admin's list and counts.
import { sql } from 'kysely';
import type { MailEntry } from '../../contract/mail';
import type { MailStatus } from '../db/tables';
import type { MailMessage } from '../lib/mail-message';
import type { Executor } from './accounts';
import { outboxQueries } from './outbox';

/** The outbox row of a message. */
function outboxRow(message: MailMessage, deliver: boolean) {
  return {
    recipient: message.to,
    subject: message.subject,
    body_text: message.text,
    body_html: message.html ?? null,
    code: message.code ?? null,
    reply_to: message.replyTo ?? null,
    attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
    headers: message.headers && Object.keys(message.headers).length ? JSON.stringify(message.headers) : null,
    status: deliver ? ('queued' as const) : ('void' as const),
  };
}

/**
 * Writes a message for the worker. `deliver: false` writes the same row, bytes and all, as 'void': never sent and
 * pruned within a minute (the unknown-address path, which must cost what the known one costs).
 */
export async function enqueueMail(
  db: Executor,
  message: MailMessage,
  { deliver = true }: { deliver?: boolean } = {},
): Promise<void> {
  await db.insertInto('mail_outbox').values(outboxRow(message, deliver)).execute();
}

/** Writes several messages in one statement (a batch of notification mails). */
export async function enqueueMails(db: Executor, messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insertInto('mail_outbox')
    .values(messages.map((message) => outboxRow(message, true)))
    .execute();
}

/**
 * The claim, the marks and the prune (repositories/outbox.ts). A claimed row is the message and its `attempts` (tries
 * so far, this one included); once sent or given up, the bodies, the code, the Reply-To, attachments and headers are
 * cleared (the admin keeps recipient, subject, dates and the last error).
 */
export const mailQueries = outboxQueries(
  'mail_outbox',
  ['recipient', 'subject', 'body_text', 'body_html', 'code', 'reply_to', 'attachments', 'headers'],
  () => ({
    body_text: null,
    body_html: null,
    code: null,
    reply_to: null,
    attachments: null,
    headers: null,
  }),
);

export type ClaimedMail = Awaited<ReturnType<typeof mailQueries.claimDue>>[number];
export const claimDue = mailQueries.claimDue;

export type VisibleStatus = Exclude<MailStatus, 'void'>;

/** Newest first; never a body or a code. */
export async function listMail(
  db: Executor,
  { status, limit, offset }: { status?: VisibleStatus; limit: number; offset: number },
): Promise<{ rows: MailEntry[]; total: number }> {
  const base = status
    ? db.selectFrom('mail_outbox').where('status', '=', status)
    : db.selectFrom('mail_outbox').where('status', '<>', 'void');
  const [rows, count] = await Promise.all([
    base
      .select([
        'id',
        'recipient',
        'subject',
        'status',
        'attempts',
        'last_error',
        'next_attempt_at',
        'created_at',
        'sent_at',
        'failed_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      // Both branches of base leave out 'void'.
      .$narrowType<{ status: VisibleStatus }>()
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  return {
    rows: rows.map((r) => ({
      ...r,
      next_attempt_at: r.status === 'queued' ? iso(r.next_attempt_at) : null,
      created_at: r.created_at.toISOString(),
      sent_at: iso(r.sent_at),
      failed_at: iso(r.failed_at),
    })),
    total: Number(count.n),
  };
}

/** Rows per visible status (0 when none). */
export async function countMail(db: Executor): Promise<Record<VisibleStatus, number>> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '<>', 'void')
    .groupBy('status')
    .execute();
  const counts: Record<VisibleStatus, number> = { queued: 0, sent: 0, failed: 0 };
  for (const row of rows) if (row.status !== 'void') counts[row.status] = Number(row.n);
  return counts;
}

/**
 * The waiting rows and how many seconds past its due time the most overdue one is (0 when none is due): the partial
 * index on queued rows answers both. A claimed row's due time is its lease's end, so only unclaimed rows count late.
 */
export async function queueState(db: Executor): Promise<{ depth: number; overdueSeconds: number }> {
  const row = await db
    .selectFrom('mail_outbox')
    .where('status', '=', 'queued')
    .select((eb) => [
      eb.fn.countAll<number>().as('depth'),
      sql<number>`coalesce(extract(epoch from now() - min(next_attempt_at)), 0)`.as('overdue'),
    ])
    .executeTakeFirstOrThrow();
  return { depth: Number(row.depth), overdueSeconds: Math.max(0, Math.floor(Number(row.overdue))) };
}
