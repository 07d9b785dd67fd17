// Device tokens (table device_tokens): browsers known to an account, stored as keyed hashes only. A token is alive
// while it was used within DEVICE_TOKEN_TTL_DAYS; each account keeps its DEVICE_TOKENS_PER_ACCOUNT most recently used.
import { sql } from 'kysely';
import type { Executor } from './accounts';

export const DEVICE_TOKEN_TTL_DAYS = 180;
export const DEVICE_TOKENS_PER_ACCOUNT = 20;

const alive = sql<boolean>`last_used_at > now() - make_interval(days => ${DEVICE_TOKEN_TTL_DAYS})`;

/** The live token with this hash: its id and account; null when unknown or expired. */
export async function findDevice(
  db: Executor,
  tokenHash: string,
): Promise<{ id: number; accountId: number } | null> {
  const row = await db
    .selectFrom('device_tokens')
    .select(['id', 'account_id'])
    .where('token_hash', '=', tokenHash)
    .where(alive)
    .executeTakeFirst();
  return row ? { id: row.id, accountId: row.account_id } : null;
}

/** Marks a token used now (it stays alive another DEVICE_TOKEN_TTL_DAYS). */
export async function touchDevice(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('device_tokens')
    .set({ last_used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/**
 * Stores a new token of the account, then drops the account's dead tokens and those past its newest
 * DEVICE_TOKENS_PER_ACCOUNT; now and then, every account's dead tokens.
 */
export async function insertDevice(db: Executor, accountId: number, tokenHash: string): Promise<void> {
  await db.insertInto('device_tokens').values({ account_id: accountId, token_hash: tokenHash }).execute();
  await db
    .deleteFrom('device_tokens')
    .where('account_id', '=', accountId)
    .where((eb) =>
      eb.or([
        eb.not(alive),
        eb(
          'id',
          'not in',
          eb
            .selectFrom('device_tokens')
            .select('id')
            .where('account_id', '=', accountId)
            .orderBy('last_used_at', 'desc')
            .orderBy('id', 'desc')
            .limit(DEVICE_TOKENS_PER_ACCOUNT),
        ),
      ]),
    )
    .execute();
  if (Math.random() < 0.01)
    await db
      .deleteFrom('device_tokens')
      .where(sql<boolean>`not (${alive})`)
      .execute();
}

/** Forgets every device of the account (a password reset or change), but `exceptId` when given. */
export async function revokeDevices(db: Executor, accountId: number, exceptId?: number): Promise<void> {
  let query = db.deleteFrom('device_tokens').where('account_id', '=', accountId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  await query.execute();
}
