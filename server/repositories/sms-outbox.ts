// The SMS outbox (table sms_outbox, docs/sms.md): rows written inside the caller's transaction, claimed by the worker
// with the claim every outbox shares (repositories/outbox.ts), so several server processes never send one SMS twice.
// Once a row is sent or has failed its text is cleared and its number masked.
import type { SmsPurpose } from '../db/tables';
import { maskPhone } from '../lib/sms';
import type { Executor } from './accounts';
import { outboxQueries } from './outbox';

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

/** The claim, the marks and the prune (repositories/outbox.ts); a row done has its text cleared and its number masked. */
export const smsQueries = outboxQueries('sms_outbox', ['recipient', 'purpose', 'body'], (row) => ({
  body: null,
  recipient: maskPhone(row.recipient),
}));

export type ClaimedSms = Awaited<ReturnType<typeof smsQueries.claimDue>>[number];

/** Drops an account's SMS still waiting (a removed number, a deleted account). */
export async function dropPendingSms(db: Executor, accountId: number): Promise<void> {
  await db
    .deleteFrom('sms_outbox')
    .where('account_id', '=', accountId)
    .where('status', 'in', ['queued', 'void'])
    .execute();
}
