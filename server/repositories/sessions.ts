// Sessions: a row per access token (its SHA-256 hash only), checked by the auth plugin on every request, so any
// server process can tell who is calling (server/plugins/auth.ts).
import type { Executor } from './accounts';

/** The live session of `tokenHash` with its account, unless revoked, expired or the account is blacklisted. */
export async function findSessionCaller(db: Executor, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select([
      'sessions.id as session_id',
      'accounts.id',
      'accounts.kind',
      'accounts.email',
      'accounts.approved',
      'accounts.email_verified_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .where('accounts.is_blacklisted', '=', false)
    .executeTakeFirst();
}

export async function insertSession(
  db: Executor,
  accountId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ account_id: accountId, token_hash: tokenHash, expires_at: expiresAt })
    .execute();
}

/** Revokes every live session of the account, but `exceptSessionId` when given (the one making the change). */
export async function revokeAccountSessions(
  db: Executor,
  accountId: number,
  exceptSessionId?: number,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
