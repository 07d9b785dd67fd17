// Reports of content and profiles (issue 14, docs/moderation.md "## Reports"): storing a member's report under the
// daily limit, the admin's queue grouped per item, and resolving every open report of an item with its audit entry.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/tables';
import type { ReportItemType, ReportQueueItem, ReportReason, ReportStatus } from '../../contract/moderation';
import type { Executor } from './accounts';
import { writeAudit } from './audit';
import { isContentType, nameItems, type NamedItem } from './content-items';
import { notify } from './notifications';

const DAY_SECONDS = 86_400;

export type ReportOutcome = { stored: boolean } | { waitSeconds: number };

/**
 * Stores a report unless the reporter already has an open one on the item (then nothing changes: stored false).
 * The daily limit counts the reporter's reports of the last 24 hours in the table itself, under a transaction-scoped
 * advisory lock on the reporter, so a burst (or several server processes) cannot all pass the check before one
 * is counted. A repeat is answered before the limit: it costs nothing and changes nothing.
 */
export async function insertReport(
  db: DB,
  input: {
    reporterId: number;
    itemType: ReportItemType;
    itemId: number;
    reason: ReportReason;
    details: string | null;
  },
  perDay: number,
): Promise<ReportOutcome> {
  return db.transaction().execute(async (trx): Promise<ReportOutcome> => {
    await sql`select pg_advisory_xact_lock(hashtext(${`reports:${input.reporterId}`}))`.execute(trx);
    const open = await trx
      .selectFrom('reports')
      .select('id')
      .where('item_type', '=', input.itemType)
      .where('item_id', '=', input.itemId)
      .where('reporter_id', '=', input.reporterId)
      .where('resolved_at', 'is', null)
      .executeTakeFirst();
    if (open) return { stored: false };
    const recent = await trx
      .selectFrom('reports')
      .select([(eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.min('created_at').as('oldest')])
      .where('reporter_id', '=', input.reporterId)
      .where('created_at', '>', sql<Date>`now() - ${DAY_SECONDS} * interval '1 second'`)
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= perDay && recent.oldest) {
      const freeAt = new Date(recent.oldest).getTime() + DAY_SECONDS * 1000;
      return { waitSeconds: Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)) };
    }
    // The unique index on open reports is the guard; the check above only spares the limit's count.
    const row = await trx
      .insertInto('reports')
      .values({
        item_type: input.itemType,
        item_id: input.itemId,
        reporter_id: input.reporterId,
        reason: input.reason,
        details: input.details,
      })
      .onConflict((oc) =>
        oc.columns(['item_type', 'item_id', 'reporter_id']).where('resolved_at', 'is', null).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    return { stored: row !== undefined };
  });
}

const inStatus = (status: ReportStatus) =>
  status === 'open' ? sql<boolean>`resolved_at is null` : sql<boolean>`resolved_at is not null`;

type ItemKey = { item_type: ReportItemType; item_id: number };
const keyOf = (item: ItemKey) => `${item.item_type}:${item.item_id}`;

/** Reported items in one status, one row each, newest report first, with counts, reasons, details and resolution. */
export async function listReportQueue(
  db: Executor,
  { status, limit, offset }: { status: ReportStatus; limit: number; offset: number },
): Promise<{ rows: ReportQueueItem[]; total: number }> {
  const grouped = db
    .selectFrom('reports')
    .where(inStatus(status))
    .select(['item_type', 'item_id'])
    .groupBy(['item_type', 'item_id']);
  const [groups, count] = await Promise.all([
    grouped
      .select((eb) => [
        eb.fn.max('id').as('id'),
        eb.fn.countAll<string>().as('report_count'),
        eb.fn.min('created_at').as('first_reported_at'),
        eb.fn.max('created_at').as('last_reported_at'),
      ])
      .orderBy('last_reported_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    // Open items are few and read from the partial index: cheap enough for the admin tab's badge.
    db
      .selectFrom(grouped.as('g'))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  if (groups.length === 0) return { rows: [], total };

  const onPage = db
    .selectFrom('reports')
    .where(inStatus(status))
    .where((eb) =>
      eb.or(groups.map((g) => eb.and([eb('item_type', '=', g.item_type), eb('item_id', '=', g.item_id)]))),
    );
  const [reasons, details, resolutions, names] = await Promise.all([
    onPage
      .select(['item_type', 'item_id', 'reason', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy(['item_type', 'item_id', 'reason'])
      .execute(),
    db
      .selectFrom(
        onPage
          .where('details', 'is not', null)
          .select([
            'item_type',
            'item_id',
            'details',
            sql<string>`row_number() over (partition by item_type, item_id order by created_at desc, id desc)`.as(
              'rank',
            ),
          ])
          .as('d'),
      )
      .select(['item_type', 'item_id', 'details', 'rank'])
      .where('rank', '<=', sql<string>`5`)
      .orderBy('rank')
      .execute(),
    status === 'resolved' ? latestResolutions(onPage) : Promise.resolve([]),
    nameGroups(db, groups),
  ]);

  return {
    rows: groups.map((g) => {
      const key = keyOf(g);
      const named = names.get(key);
      const resolution = resolutions.find((r) => keyOf(r) === key);
      return {
        id: g.id,
        item_type: g.item_type,
        item_id: g.item_id,
        item_title: named?.title ?? null,
        author: named?.author ?? null,
        report_count: Number(g.report_count),
        reasons: Object.fromEntries(
          reasons.filter((r) => keyOf(r) === key).map((r) => [r.reason, Number(r.n)]),
        ),
        details: details
          .filter((d) => keyOf(d) === key)
          .flatMap((d) => (d.details === null ? [] : [d.details])),
        first_reported_at: new Date(g.first_reported_at).toISOString(),
        last_reported_at: new Date(g.last_reported_at).toISOString(),
        status,
        resolution: resolution?.resolution
          ? {
              action: resolution.resolution,
              at: resolution.resolved_at ? new Date(resolution.resolved_at).toISOString() : '',
              by: resolution.admin_name ?? resolution.admin_email ?? null,
              reason: resolution.resolution_reason,
            }
          : null,
      };
    }),
    total,
  };
}

/** The reports of the page's items in the listed status (nothing selected yet). */
type ReportsOnPage = SelectQueryBuilder<Database, 'reports', object>;

/** The newest resolution of each item on the page, with the admin's name (or address). */
function latestResolutions(onPage: ReportsOnPage) {
  return onPage
    .leftJoin('admin_profiles', 'admin_profiles.account_id', 'reports.resolved_by')
    .leftJoin('accounts', 'accounts.id', 'reports.resolved_by')
    .distinctOn(['reports.item_type', 'reports.item_id'])
    .select([
      'reports.item_type',
      'reports.item_id',
      'reports.resolution',
      'reports.resolved_at',
      'reports.resolution_reason',
      'admin_profiles.name as admin_name',
      'accounts.email as admin_email',
    ])
    .orderBy('reports.item_type')
    .orderBy('reports.item_id')
    .orderBy('reports.resolved_at', 'desc')
    .orderBy('reports.id', 'desc')
    .execute();
}

/** Titles and authors of the page's items, one query per item type present. */
async function nameGroups(db: Executor, groups: ItemKey[]) {
  const byType = new Map<ReportItemType, number[]>();
  for (const g of groups) byType.set(g.item_type, [...(byType.get(g.item_type) ?? []), g.item_id]);
  const named = await Promise.all(
    [...byType].map(async ([type, ids]) => [type, await nameItems(db, type, ids)] as const),
  );
  const out = new Map<string, NamedItem>();
  for (const [type, items] of named)
    for (const [id, item] of items) out.set(keyOf({ item_type: type, item_id: id }), item);
  return out;
}

/** The item of an open report, or undefined when the id is unknown or already resolved. */
export async function findOpenReportItem(db: Executor, id: number): Promise<ItemKey | undefined> {
  return db
    .selectFrom('reports')
    .select(['item_type', 'item_id'])
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
}

/** What a reporter reads their report was about: the item's title, or the one it was taken down with. */
async function reportedTitle(db: Executor, item: ItemKey): Promise<string> {
  const named = (await nameItems(db, item.item_type, [item.item_id])).get(item.item_id);
  if (named) return named.title;
  if (!isContentType(item.item_type)) return '';
  const removed = await db
    .selectFrom('removed_content')
    .select('title')
    .where('item_type', '=', item.item_type)
    .where('item_id', '=', item.item_id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return removed?.title ?? '';
}

/**
 * Resolves every open report of the item with the admin's action, and writes the audit entry in the same commit.
 * Returns how many were resolved (0 when another admin resolved them first).
 */
export async function resolveReports(
  db: DB,
  input: ItemKey & { adminId: number; action: 'dismissed' | 'taken_down'; reason: string | null },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const resolved = await trx
      .updateTable('reports')
      .set({
        resolved_at: sql<Date>`now()`,
        resolved_by: input.adminId,
        resolution: input.action,
        resolution_reason: input.reason,
      })
      .where('item_type', '=', input.item_type)
      .where('item_id', '=', input.item_id)
      .where('resolved_at', 'is', null)
      .returning(['id', 'reporter_id'])
      .execute();
    if (resolved.length === 0) return 0;
    // Each reporter is told their report was dealt with (once, however many times they reported the item).
    const reporters = [...new Set(resolved.map((r) => r.reporter_id).filter((id) => id !== null))];
    if (reporters.length > 0) {
      const title = await reportedTitle(trx, input);
      for (const reporter of reporters)
        await notify(trx, reporter, { kind: 'report_resolved', title, link: null, item: null });
    }
    await writeAudit(trx, {
      actorId: input.adminId,
      action: input.action === 'dismissed' ? 'report.dismiss' : 'report.take_down',
      targetKind: input.item_type,
      targetId: input.item_id,
      detail: {
        reports: resolved.map((r) => r.id).sort((a, b) => a - b),
        ...(input.reason ? { reason: input.reason } : {}),
      },
    });
    return resolved.length;
  });
}
