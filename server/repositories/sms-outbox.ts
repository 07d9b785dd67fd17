// The SMS outbox (table sms_outbox, docs/sms.md): rows written inside the caller's transaction, claimed by the worker
// with an atomic UPDATE ... WHERE id = any(array(SELECT ... FOR UPDATE SKIP LOCKED)) RETURNING and a lease, as the mail
// outbox does (repositories/mail-outbox.ts), so several server processes never send one SMS twice. Once a row is sent
// or has failed its text is cleared and its number masked.
import { sql, type Selectable } from 'kysely';
import type { SmsOutboxTable, SmsPurpose } from '../db/tables';
import { maskPhone } from '../lib/sms';
import type { Executor } from './accounts';

/**
 * Writes an SMS for the worker. `deliver: false` writes the same row as 'void' (never sent, pruned within a minute):
 * the path of a password reset that goes by e-mail or to no account, which must cost what the SMS path costs.
 */
export async function enqueueSms(
  db: Executor,
  sms: { accountId: number | null; to: string; text: string; purpose: SmsPurpose },
  { deliver = true }: { deliver?: boolean } = {},
): Promise<void> {
  await db
    .insertInto('sms_outbox')
    .values({
      account_id: sms.accountId,
      recipient: sms.to,
      purpose: sms.purpose,
      body: sms.text,
      status: deliver ? 'queued' : 'void',
    })
    .execute();
}

const CLAIMED_COLUMNS = ['id', 'recipient', 'purpose', 'body', 'attempts', 'created_at'] as const;
export type ClaimedSms = Pick<Selectable<SmsOutboxTable>, (typeof CLAIMED_COLUMNS)[number]>;

/** Claims up to `limit` due rows (attempts + 1, due time pushed `leaseMs` ahead), skipping rows another worker holds. */
export async function claimDueSms(
  db: Executor,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<ClaimedSms[]> {
  return db
    .updateTable('sms_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: sql<Date>`now() + ${leaseMs} * interval '1 millisecond'`,
    }))
    .where(
      sql<boolean>`id = any(array(${db
        .selectFrom('sms_outbox')
        .select('id')
        .where('status', '=', 'queued')
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked()}))`,
    )
    .where('status', '=', 'queued')
    .returning(CLAIMED_COLUMNS)
    .execute();
}

function claimed(db: Executor, id: number, attempts: number) {
  return db
    .updateTable('sms_outbox')
    .where('id', '=', id)
    .where('attempts', '=', attempts)
    .where('status', '=', 'queued');
}

export async function markSmsSent(db: Executor, row: ClaimedSms): Promise<void> {
  await claimed(db, row.id, row.attempts)
    .set({
      status: 'sent',
      sent_at: sql<Date>`now()`,
      last_error: null,
      body: null,
      recipient: maskPhone(row.recipient),
    })
    .execute();
}

export async function markSmsRetry(
  db: Executor,
  row: ClaimedSms,
  error: string,
  delayMs: number,
): Promise<void> {
  await claimed(db, row.id, row.attempts)
    .set({ last_error: error, next_attempt_at: sql<Date>`now() + ${delayMs} * interval '1 millisecond'` })
    .execute();
}

export async function markSmsFailed(db: Executor, row: ClaimedSms, error: string): Promise<void> {
  await claimed(db, row.id, row.attempts)
    .set({
      status: 'failed',
      failed_at: sql<Date>`now()`,
      last_error: error,
      body: null,
      recipient: maskPhone(row.recipient),
    })
    .execute();
}

/** Drops 'void' rows at once, and sent or failed rows older than `keepDays`. */
export async function pruneSms(db: Executor, keepDays: number): Promise<void> {
  await db.deleteFrom('sms_outbox').where('status', '=', 'void').execute();
  await db
    .deleteFrom('sms_outbox')
    .where('status', 'in', ['sent', 'failed'])
    .where('created_at', '<', sql<Date>`now() - ${keepDays} * interval '1 day'`)
    .execute();
}

/** Drops an account's SMS still waiting (a removed number, a deleted account). */
export async function dropPendingSms(db: Executor, accountId: number): Promise<void> {
  await db
    .deleteFrom('sms_outbox')
    .where('account_id', '=', accountId)
    .where('status', 'in', ['queued', 'void'])
    .execute();
}
