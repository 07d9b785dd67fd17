// One-time codes and set-password grants (table one_time_codes). Codes are stored as keyed hashes only.
import { sql } from 'kysely';
import type { Executor as DB } from './accounts';
import type { OneTimeCodeTable } from '../db/tables';
import type { Selectable } from 'kysely';

export type CodeRow = Selectable<OneTimeCodeTable>;

export interface CodeSubject {
  kind: string;
  email: string;
  purpose: string;
}

/** Kills every live code of this subject (issuing a new code invalidates older ones of the same purpose). */
export async function consumeLiveCodes(db: DB, { kind, email, purpose }: CodeSubject): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set({ consumed_at: new Date() })
    .where('kind', '=', kind)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .execute();
}

export async function insertCode(
  db: DB,
  values: CodeSubject & {
    accountId: number | null;
    codeHash: string;
    expiresAt: Date;
    consumedAt?: Date | null;
  },
): Promise<void> {
  await db
    .insertInto('one_time_codes')
    .values({
      account_id: values.accountId,
      kind: values.kind,
      email: values.email.toLowerCase(),
      purpose: values.purpose,
      code_hash: values.codeHash,
      expires_at: values.expiresAt,
      consumed_at: values.consumedAt ?? null,
    })
    .execute();
}

/** The newest code of each purpose for this kind and e-mail, live or not (newest first). */
export async function latestCodes(
  db: DB,
  kind: string,
  email: string,
  purposes: string[],
): Promise<CodeRow[]> {
  const rows = await db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('kind', '=', kind)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('purpose', 'in', purposes)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  const seen = new Set<string>();
  return rows.filter((row) => (seen.has(row.purpose) ? false : (seen.add(row.purpose), true)));
}

/**
 * Reserves one try of a live code before the guess is compared: one atomic update that only succeeds while fewer
 * than `maxAttempts` tries are spent, so concurrent guesses cannot all be compared. Once the tries are spent the
 * code is dead (every reader treats attempts >= maxAttempts as not live). False when no try is left.
 */
export async function reserveTry(db: DB, id: number, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks a code used; false when another request used it first (single use under concurrency). */
export async function consumeCode(db: DB, id: number): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set({ consumed_at: new Date() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A live grant (e.g. a set-password grant) by the hash of its token. */
export async function findLiveGrant(
  db: DB,
  kind: string,
  purpose: string,
  codeHash: string,
): Promise<CodeRow | undefined> {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('code_hash', '=', codeHash)
    .where('kind', '=', kind)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

/** Drops codes and grants that expired more than a day ago (no answer needs them any more). */
export async function deleteDeadCodes(db: DB): Promise<void> {
  await db
    .deleteFrom('one_time_codes')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
