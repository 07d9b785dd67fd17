// Admin moderation: delete, blacklist and approve accounts. Each action and its audit row commit together.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/tables';
import { uploadNameFromUrl } from '../lib/image-store';
import { writeAudit } from './audit';
import type { DirectoryKind } from './directory';

const CONTENT_TABLES = ['posts', 'products', 'tools', 'opportunities', 'events'] as const;

/** Upload names the account's files occupy: what it uploaded, and unowned files only its profile/content use. */
async function accountUploadNames(trx: Transaction<Database>, id: number, publicUrl: string): Promise<string[]> {
  const owned = await trx.selectFrom('uploads').select('name').where('owner_id', '=', id).execute();
  const urls = await sql<{ url: string | null }>`
    select photo as url from creative_profiles where account_id = ${id}
    union all select cover_photo from creative_profiles where account_id = ${id}
    union all select logo from business_profiles where account_id = ${id}
    union all select cover_photo from business_profiles where account_id = ${id}
    union all select logo from partner_profiles where account_id = ${id}
    union all select cover_photo from partner_profiles where account_id = ${id}
    ${sql.join(CONTENT_TABLES.map((t) => sql`union all select unnest(images) from ${sql.table(t)} where author_id = ${id}`), sql` `)}
  `.execute(trx);
  const referenced = [...new Set(urls.rows.map((r) => (r.url ? uploadNameFromUrl(r.url, publicUrl) : null)).filter((n): n is string => !!n))];
  const unowned = referenced.length
    ? await trx.selectFrom('uploads').select('name').where('name', 'in', referenced).where('owner_id', 'is', null).execute()
    : [];
  return [...new Set([...owned, ...unowned].map((r) => r.name))];
}

/**
 * Deletes an account of the given kind in one transaction (profile, content, skills, sessions cascade) with its
 * audit row, and returns the upload names to remove once it has committed; undefined when there is no such account.
 */
export async function deleteAccount(
  db: DB,
  { kind, id, actorId, publicUrl }: { kind: DirectoryKind; id: number; actorId: number; publicUrl: string },
): Promise<string[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('accounts')
      .select(['id', 'email'])
      .where('id', '=', id)
      .where('kind', '=', kind)
      .forUpdate()
      .executeTakeFirst();
    if (!account) return undefined;
    const names = await accountUploadNames(trx, id, publicUrl);
    await writeAudit(trx, { actorId, action: 'account.delete', targetKind: kind, targetId: id, detail: { email: account.email, uploads: names.length } });
    await trx.deleteFrom('accounts').where('id', '=', id).execute();
    return names;
  });
}

/** Sets or clears the blacklist flag; blacklisting revokes every session of the account in the same commit. */
export async function setBlacklisted(
  db: DB,
  { kind, id, actorId, blacklisted }: { kind: DirectoryKind; id: number; actorId: number; blacklisted: boolean },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('accounts')
      .set({ is_blacklisted: blacklisted, updated_at: new Date() })
      .where('id', '=', id)
      .where('kind', '=', kind)
      .returning('id')
      .executeTakeFirst();
    if (!updated) return false;
    if (blacklisted) {
      await trx.updateTable('sessions').set({ revoked_at: new Date() }).where('account_id', '=', id).where('revoked_at', 'is', null).execute();
    }
    await writeAudit(trx, { actorId, action: blacklisted ? 'account.blacklist' : 'account.unblacklist', targetKind: kind, targetId: id });
    return true;
  });
}

export type ApproveResult = 'approved' | 'not-found' | 'no-industry';

/** Approves a partner; only one that has named its industry may be approved. */
export async function approvePartner(db: DB, { id, actorId }: { id: number; actorId: number }): Promise<ApproveResult> {
  return db.transaction().execute(async (trx) => {
    const partner = await trx
      .selectFrom('accounts')
      .innerJoin('partner_profiles as p', 'p.account_id', 'accounts.id')
      .select(['accounts.id', 'p.industry'])
      .where('accounts.id', '=', id)
      .where('accounts.kind', '=', 'partner')
      .forUpdate()
      .executeTakeFirst();
    if (!partner) return 'not-found';
    if (!partner.industry || partner.industry.trim() === '') return 'no-industry';
    await trx.updateTable('accounts').set({ approved: true, updated_at: new Date() }).where('id', '=', id).execute();
    await writeAudit(trx, { actorId, action: 'partner.approve', targetKind: 'partner', targetId: id });
    return 'approved';
  });
}
