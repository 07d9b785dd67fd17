// The portal identity an admin stored (issue 31 section 1; docs/identity.md): one row whose `fields` override the
// environment's values (config.portalIdentity) field by field. Every save writes an audit entry in the same
// transaction.
import { IDENTITY_FIELDS, type IdentityField, type PortalIdentity } from '../../contract/portal-identity';
import type { DB } from '../db/database';
import { writeAudit } from './audit';

export interface StoredIdentity {
  fields: Partial<PortalIdentity>;
  updated_at: Date;
  updated_by: number | null;
}

/** Only the known fields, as strings: a row written by another version never leaks an unknown key. */
function knownFields(raw: Record<string, unknown>): Partial<PortalIdentity> {
  const fields: Partial<Record<IdentityField, string>> = {};
  for (const field of IDENTITY_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string') fields[field] = value;
  }
  return fields;
}

export async function getStoredIdentity(db: DB): Promise<StoredIdentity | undefined> {
  const row = await db
    .selectFrom('portal_identity')
    .select(['fields', 'updated_at', 'updated_by'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ? { ...row, fields: knownFields(row.fields) } : undefined;
}

/** The identity visitors get: the environment's, with the stored fields over it. */
export function effectiveIdentity(
  environment: PortalIdentity,
  stored: StoredIdentity | undefined,
): PortalIdentity {
  return { ...environment, ...(stored?.fields ?? {}) };
}

/**
 * Stores the whole identity (every field: what the admin saw and saved), recording which fields changed from what
 * visitors had before in the audit entry 'portal_identity.update'.
 */
export async function saveIdentity(
  db: DB,
  identity: PortalIdentity,
  before: PortalIdentity,
  editorId: number,
): Promise<StoredIdentity> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const values = { fields: JSON.stringify(identity), updated_at: now, updated_by: editorId };
    const row = await trx
      .insertInto('portal_identity')
      .values({ id: 1, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .returning(['fields', 'updated_at', 'updated_by'])
      .executeTakeFirstOrThrow();
    const changed = IDENTITY_FIELDS.filter((field) => before[field] !== identity[field]);
    await writeAudit(trx, {
      actorId: editorId,
      action: 'portal_identity.update',
      targetKind: 'portal_identity',
      targetId: null,
      // Public facts only (names, contacts, links): the before and after of each changed field.
      detail: {
        changed,
        before: Object.fromEntries(changed.map((field) => [field, before[field]])),
        after: Object.fromEntries(changed.map((field) => [field, identity[field]])),
      },
    });
    return { ...row, fields: knownFields(row.fields) };
  });
}

/** Removes the stored identity (the environment's values stand again), with its audit entry. False when none. */
export async function resetIdentity(db: DB, editorId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('portal_identity')
      .where('id', '=', 1)
      .returning('fields')
      .executeTakeFirst();
    if (!removed) return false;
    await writeAudit(trx, {
      actorId: editorId,
      action: 'portal_identity.reset',
      targetKind: 'portal_identity',
      targetId: null,
      detail: { before: knownFields(removed.fields) },
    });
    return true;
  });
}
