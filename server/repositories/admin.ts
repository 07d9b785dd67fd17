// Admin moderation: delete, blacklist and approve accounts. Each action and its audit row commit together.
import type { DB } from '../db/database';
import { uploadNameFromUrl, type UploadUrls } from '../lib/image-store';
import { accountDocumentNames, accountUploads, uploadsToRemove, type DeletedAccount } from './account';
import { revokeAccountSessions } from './sessions';
import { writeAudit } from './audit';
import type { ProfileKind } from '../../contract/accounts';
import { notify } from './notifications';
import { PORTAL_PATHS } from '../../contract/portal-routes';

/**
 * Deletes an account of the given kind in one transaction (profile, content, skills, sessions cascade) with its
 * audit row, and returns the uploads and private documents to remove once it has committed; undefined when there is
 * no such account.
 */
export async function deleteAccount(
  db: DB,
  {
    kind,
    id,
    actorId,
    uploadUrls,
  }: { kind: ProfileKind; id: number; actorId: number; uploadUrls: UploadUrls },
): Promise<DeletedAccount | undefined> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('accounts')
      .select(['id', 'email'])
      .where('id', '=', id)
      .where('kind', '=', kind)
      .forUpdate()
      .executeTakeFirst();
    if (!account) return undefined;
    const uploads = await accountUploads(trx, id, (url) => uploadNameFromUrl(url, uploadUrls));
    const documentNames = await accountDocumentNames(trx, id);
    await trx.deleteFrom('accounts').where('id', '=', id).execute();
    const names = await uploadsToRemove(trx, id, uploads);
    await writeAudit(trx, {
      actorId,
      action: 'account.delete',
      targetKind: kind,
      targetId: id,
      detail: { email: account.email, uploads: names.length, documents: documentNames.length },
    });
    return { uploadNames: names, documentNames };
  });
}

/**
 * Sets or clears the blacklist flag; blacklisting revokes every session of the account in the same commit. `reason`
 * (a report's take-down) goes into the audit entry.
 */
export async function setBlacklisted(
  db: DB,
  {
    kind,
    id,
    actorId,
    blacklisted,
    reason,
  }: { kind: ProfileKind; id: number; actorId: number; blacklisted: boolean; reason?: string },
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
      await revokeAccountSessions(trx, id);
    }
    await writeAudit(trx, {
      actorId,
      action: blacklisted ? 'account.blacklist' : 'account.unblacklist',
      targetKind: kind,
      targetId: id,
      ...(reason ? { detail: { reason } } : {}),
    });
    return true;
  });
}

export type ApproveResult = 'approved' | 'not-found' | 'no-industry';

/** Approves a partner; only one that has named its industry may be approved. */
export async function approvePartner(
  db: DB,
  { id, actorId }: { id: number; actorId: number },
): Promise<ApproveResult> {
  return db.transaction().execute(async (trx) => {
    const partner = await trx
      .selectFrom('accounts')
      .innerJoin('partner_profiles as p', 'p.account_id', 'accounts.id')
      .select(['accounts.id', 'p.industry', 'p.name'])
      .where('accounts.id', '=', id)
      .where('accounts.kind', '=', 'partner')
      .forUpdate()
      .executeTakeFirst();
    if (!partner) return 'not-found';
    if (!partner.industry || partner.industry.trim() === '') return 'no-industry';
    await trx
      .updateTable('accounts')
      .set({ approved: true, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, { actorId, action: 'partner.approve', targetKind: 'partner', targetId: id });
    await notify(trx, id, {
      kind: 'partner_approved',
      title: partner.name,
      link: PORTAL_PATHS.home,
      item: null,
    });
    return 'approved';
  });
}
