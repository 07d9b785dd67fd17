// Interest registrations (an extension: the /licensepage's "let me know when it opens"). One row per e-mail and
// interest; a repeat submission updates it. A per-e-mail throttle lives in the row so it holds across processes.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/tables';
import { INTEREST_KINDS, type InterestKind, type InterestRegistration } from '../../contract/interest';

type Q = DB | Transaction<Database>;

export { INTEREST_KINDS, type InterestKind };

/** Submissions accepted per e-mail and interest within one window. */
export const INTEREST_EMAIL_MAX = 5;
export const INTEREST_EMAIL_WINDOW_SECONDS = 3600;

export interface InterestInput {
  name: string;
  email: string;
  phone: string | null;
  interest: InterestKind;
  message: string | null;
}

export type RegisterResult = { ok: true; created: boolean } | { ok: false; retryAfter: number };

export async function registerInterest(
  db: DB,
  input: InterestInput,
  enforceLimit: boolean,
): Promise<RegisterResult> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('interest_registrations')
      .select(['id', 'window_started_at', 'window_count'])
      .where(sql<string>`lower(email)`, '=', input.email.toLowerCase())
      .where('interest', '=', input.interest)
      .forUpdate()
      .executeTakeFirst();
    const now = new Date();
    if (!existing) {
      // A concurrent first submission for the same e-mail ends in the unique index: do nothing then.
      const inserted = await trx
        .insertInto('interest_registrations')
        .values({
          ...input,
          email: input.email.toLowerCase(),
          created_at: now,
          updated_at: now,
          window_started_at: now,
        })
        .onConflict((oc) => oc.expression(sql`lower(email), interest`).doNothing())
        .executeTakeFirst();
      return { ok: true, created: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
    }
    const windowEnds = existing.window_started_at.getTime() + INTEREST_EMAIL_WINDOW_SECONDS * 1000;
    const inWindow = now.getTime() < windowEnds;
    if (enforceLimit && inWindow && existing.window_count >= INTEREST_EMAIL_MAX) {
      return { ok: false, retryAfter: Math.ceil((windowEnds - now.getTime()) / 1000) };
    }
    await trx
      .updateTable('interest_registrations')
      .set((eb) => ({
        name: input.name,
        phone: input.phone,
        message: input.message,
        submissions: eb('submissions', '+', 1),
        window_started_at: inWindow ? existing.window_started_at : now,
        window_count: inWindow ? eb('window_count', '+', 1) : 1,
        updated_at: now,
      }))
      .where('id', '=', existing.id)
      .execute();
    return { ok: true, created: false };
  });
}

/** A registration as the admin's list answers it (contract/interest.ts). */
export type InterestRow = InterestRegistration;

export async function listInterest(
  db: Q,
  { interest, q, limit, offset }: { interest?: string; q?: string; limit: number; offset: number },
): Promise<{ rows: InterestRow[]; total: number }> {
  let base = db.selectFrom('interest_registrations');
  if (interest) base = base.where('interest', '=', interest);
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('name', 'ilike', like), eb('email', 'ilike', like)]));
  }
  const rows = await base
    .select([
      'id',
      'name',
      'email',
      'phone',
      'interest',
      'message',
      'submissions',
      'created_at',
      'updated_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return {
    rows: rows.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    })),
    total: Number(count.n),
  };
}
