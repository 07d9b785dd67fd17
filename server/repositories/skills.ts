// Skills: a shared catalogue of names (unique case-insensitively) and the skills each account lists.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/tables';
import { deleteOwnRow } from './accounts';
import { MAX_SKILLS_PER_ACCOUNT, type SkillItem } from '../../contract/skills';

type Executor = DB | Transaction<Database>;

export { MAX_SKILLS_PER_ACCOUNT };

export async function listSkills(db: Executor, accountId: number): Promise<SkillItem[]> {
  const rows = await db
    .selectFrom('account_skills')
    .innerJoin('skills', 'skills.id', 'account_skills.skill_id')
    .select(['account_skills.id', 'skills.id as skill_id', 'skills.name'])
    .where('account_skills.account_id', '=', accountId)
    .orderBy('account_skills.created_at')
    .orderBy('account_skills.id')
    .execute();
  return rows.map((r) => ({ id: r.id, skill: { id: r.skill_id, name: r.name } }));
}

export class TooManySkillsError extends Error {}

/**
 * Adds names to the catalogue (keeping the first spelling seen) and links them to the account. Serialised per
 * account by locking its row, so concurrent requests cannot pass the per-account limit together.
 */
export async function addSkills(db: DB, accountId: number, names: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().executeTakeFirst();
    for (const name of names) {
      await sql`insert into skills (name) values (${name}) on conflict ((lower(name))) do nothing`.execute(
        trx,
      );
    }
    const lowered = names.map((n) => n.toLowerCase());
    const catalogue = await trx
      .selectFrom('skills')
      .select(['id'])
      .where(sql<string>`lower(name)`, 'in', lowered)
      .execute();
    const existing = await trx
      .selectFrom('account_skills')
      .select('skill_id')
      .where('account_id', '=', accountId)
      .execute();
    const have = new Set(existing.map((r) => r.skill_id));
    const fresh = catalogue.filter((s) => !have.has(s.id));
    if (have.size + fresh.length > MAX_SKILLS_PER_ACCOUNT) throw new TooManySkillsError();
    if (fresh.length > 0) {
      await trx
        .insertInto('account_skills')
        .values(fresh.map((s) => ({ account_id: accountId, skill_id: s.id })))
        .onConflict((oc) => oc.columns(['account_id', 'skill_id']).doNothing())
        .execute();
    }
  });
}

/** Removes one of the account's own skills; false when it has no such skill. */
export function deleteSkill(db: Executor, accountId: number, accountSkillId: number): Promise<boolean> {
  return deleteOwnRow(db, 'account_skills', accountId, accountSkillId);
}
