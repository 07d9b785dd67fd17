// The audit log of admin actions: who did what to which account, and when.
import type { Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/tables';
import type { AuditEntry } from '../../contract/audit';

type Executor = DB | Transaction<Database>;

export interface AuditInput {
  actorId: number;
  action: string;
  targetKind?: string | null;
  targetId?: number | null;
  detail?: Record<string, unknown>;
}

export async function writeAudit(db: Executor, entry: AuditInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_kind: entry.targetKind ?? null,
      target_id: entry.targetId ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}

/** Newest first; `action` narrows to one kind of action. */
export async function listAudit(
  db: Executor,
  { limit, offset, action }: { limit: number; offset: number; action?: string },
): Promise<{ rows: AuditEntry[]; total: number }> {
  let base = db.selectFrom('audit_log');
  if (action) base = base.where('audit_log.action', '=', action);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('accounts', 'accounts.id', 'audit_log.actor_id')
      .select([
        'audit_log.id',
        'audit_log.actor_id',
        'accounts.email as actor_email',
        'audit_log.action',
        'audit_log.target_kind',
        'audit_log.target_id',
        'audit_log.detail',
        'audit_log.created_at',
      ])
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, detail: r.detail ?? {}, created_at: r.created_at.toISOString() })),
    total: Number(count.n),
  };
}
