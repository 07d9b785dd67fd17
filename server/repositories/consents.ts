// Consents an account gave (e.g. the terms at registration), with the version accepted: evidence of the lawful
// basis under the NDPA, included in the data export and deleted with the account.
import type { Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/tables';

type Q = DB | Transaction<Database>;

export type ConsentKind = 'terms' | 'privacy' | (string & {});

/** Records that `accountId` accepted `kind` at `version`; accepting the same version again changes nothing. */
export async function recordConsent(
  db: Q,
  accountId: number,
  kind: ConsentKind,
  version: string,
): Promise<void> {
  await db
    .insertInto('consents')
    .values({ account_id: accountId, kind, version })
    .onConflict((oc) => oc.columns(['account_id', 'kind', 'version']).doNothing())
    .execute();
}

export async function listConsents(
  db: Q,
  accountId: number,
): Promise<{ kind: string; version: string; accepted_at: string }[]> {
  const rows = await db
    .selectFrom('consents')
    .select(['kind', 'version', 'accepted_at'])
    .where('account_id', '=', accountId)
    .orderBy('accepted_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({ ...row, accepted_at: row.accepted_at.toISOString() }));
}
