// All SQL for calls for proposals (issue 32, docs/proposals.md): the public list (open calls first, title search,
// paged), one call, a partner's own calls, create, update, delete. Authors come from the account's author card, as
// every content list's do (content-query.ts).
import { sql, type AliasedRawBuilder } from 'kysely';
import type { DB } from '../db/database';
import type { CallItem, CallKind } from '../../contract/calls';
import type { PageMeta } from '../../contract/paging';
import type { Executor } from './accounts';
import { AUTHOR_COLUMNS, type ContentRow, iso, toAuthor } from './content-query';
import { countTotal, matchesAll, searchPage, searchTerms, type SearchTerm } from './search-match';
import { pageMeta, pageWindow } from '../lib/paging';
import type { UploadVariant } from '../db/tables';
import { insertItem } from './content-items';

export type CallRow = ContentRow<CallItem>;

export interface CallFilters {
  id?: number;
  q?: string;
  /** Only calls open now. */
  open?: boolean;
  owner_id?: number;
  page?: number;
  limit?: number;
  /** Count the proposals (the call's partner or an admin is asking). */
  withCounts?: boolean;
  /** Leave out this call (the details page's similar calls). */
  exclude?: number;
}

/** The calls a list may show under its filters and a search's terms (none: not searched). */
function visibleCalls(db: DB, f: CallFilters, now: Date, terms: readonly SearchTerm[] = []) {
  let qb = db
    .selectFrom('calls')
    .where('calls.author_id', 'not in', (eb) =>
      eb.selectFrom('accounts as b').select('b.id').where('b.is_blacklisted', '=', true),
    );
  if (f.id !== undefined) qb = qb.where('calls.id', '=', f.id);
  if (f.owner_id !== undefined) qb = qb.where('calls.author_id', '=', f.owner_id);
  if (f.exclude !== undefined) qb = qb.where('calls.id', '!=', f.exclude);
  if (f.open) qb = qb.where('calls.opens_at', '<=', now).where('calls.closes_at', '>', now);
  if (terms.length > 0) qb = qb.where(matchesAll('calls.search_text', terms));
  return qb;
}

/** Calls, open ones first (closing soonest first), then those not open yet, then closed ones (latest closed first). */
export async function listCalls(db: DB, f: CallFilters): Promise<{ items: CallRow[]; meta?: PageMeta }> {
  const now = new Date();
  const paged = f.page !== undefined || f.limit !== undefined || Boolean(f.q?.trim());
  const limit = f.limit ?? (paged ? 20 : 500);
  const window = pageWindow(f.page ?? 1, limit);
  const terms = await searchTerms(db, f.q);
  const rank = sql<number>`case when calls.opens_at <= ${now} and calls.closes_at > ${now} then 0
    when calls.opens_at > ${now} then 1 else 2 end`;
  const closing = sql<number>`case when calls.closes_at > ${now} then extract(epoch from calls.closes_at) else -extract(epoch from calls.closes_at) end`;
  // A search's page of ids is searchPage's (search-match.ts): the matches in the list's order, a bounded set ranked.
  const page = () =>
    searchPage<{ id: number }>({
      column: 'calls.search_text',
      terms,
      window,
      order: (c) => sql`${sql.ref(`${c}.open_rank`)}, ${sql.ref(`${c}.closing`)}, ${sql.ref(`${c}.id`)} desc`,
      candidates: (match, bound) =>
        visibleCalls(db, f, now)
          .where(match)
          .select(['calls.id', sql.ref('calls.search_text').as('search_text'), rank.as('open_rank')])
          .select(closing.as('closing'))
          .orderBy(rank)
          .orderBy(closing)
          .orderBy('calls.id', 'desc')
          .limit(bound),
    }) as never as AliasedRawBuilder<{ id: number }, 'page'>;
  const rows = await (
    terms.length > 0
      ? visibleCalls(db, f, now).innerJoin(page(), 'page.id', 'calls.id')
      : visibleCalls(db, f, now)
  )
    .innerJoin('accounts', 'accounts.id', 'calls.author_id')
    .select([
      'calls.id',
      'calls.title',
      'calls.description',
      'calls.host',
      'calls.images',
      'calls.opens_at',
      'calls.closes_at',
      'calls.amount_min',
      'calls.amount_max',
      'calls.eligible_kinds',
      'calls.sectors',
      'calls.states',
      'calls.documents_required',
      'calls.created_at',
      'calls.updated_at',
      'calls.author_id',
      ...AUTHOR_COLUMNS,
    ])
    .select(rank.as('rank'))
    .select(
      sql<
        Record<string, UploadVariant[]>
      >`(select coalesce(jsonb_object_agg(u.name, u.variants), '{}') from uploads u
        where u.name in (select regexp_replace(i, '^.*/', '') from unnest(calls.images) as i))`.as(
        'upload_variants',
      ),
    )
    .select(
      sql<
        number | null
      >`case when ${f.withCounts ?? false} then (select count(*)::int from proposals p where p.call_id = calls.id) end`.as(
        'proposals',
      ),
    )
    .$if(terms.length > 0, (qb) => qb.orderBy(sql`page.pos`))
    .$if(terms.length === 0, (qb) =>
      qb.orderBy(rank).orderBy(closing).orderBy('calls.id', 'desc').limit(window.limit).offset(window.offset),
    )
    .execute();
  const items: CallRow[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    host: row.host,
    images: row.images ?? [],
    opens_at: iso(row.opens_at),
    closes_at: iso(row.closes_at),
    amount_min: row.amount_min === null ? null : Number(row.amount_min),
    amount_max: row.amount_max === null ? null : Number(row.amount_max),
    eligible_kinds: row.eligible_kinds.filter((k): k is CallKind => k === 'creative' || k === 'business'),
    sectors: row.sectors,
    states: row.states,
    documents_required: row.documents_required,
    open: Number(row.rank) === 0,
    proposals: row.proposals === null ? null : Number(row.proposals),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    author: toAuthor(row),
    upload_variants: row.upload_variants,
  }));
  if (!paged) return { items };
  // A search counts its first SEARCH_TOTAL_MAX matches (search-match.ts), the list every visible call.
  const total = await countTotal(db, visibleCalls(db, f, now, terms), terms.length > 0);
  return { items, meta: pageMeta(window, total) };
}

export async function findCall(db: DB, id: number, withCounts = false): Promise<CallRow | undefined> {
  return (await listCalls(db, { id, withCounts })).items[0];
}

/** What a call stores. */
export interface CallInput {
  title: string;
  description: string;
  host: string;
  images: string[];
  opens_at: Date;
  closes_at: Date;
  amount_min: number | null;
  amount_max: number | null;
  eligible_kinds: CallKind[];
  sectors: string[];
  states: string[];
  documents_required: string[];
}

export function createCall(db: DB, authorId: number, input: CallInput): Promise<number> {
  return insertItem(db, 'calls', authorId, input, 'call');
}

/** The call's owner and dates, for the rules (locked inside a transaction when `lock`). */
export async function callRules(db: Executor, id: number, lock = false) {
  let qb = db
    .selectFrom('calls')
    .innerJoin('accounts', 'accounts.id', 'calls.author_id')
    .select([
      'calls.id',
      'calls.author_id',
      'calls.title',
      'calls.host',
      'calls.opens_at',
      'calls.closes_at',
      'calls.eligible_kinds',
      'calls.sectors',
      'calls.states',
      'calls.documents_required',
      'calls.images',
      'accounts.is_blacklisted',
    ])
    .where('calls.id', '=', id);
  if (lock) qb = qb.forUpdate();
  return qb.executeTakeFirst();
}

export async function updateCall(db: Executor, id: number, input: CallInput): Promise<void> {
  await db
    .updateTable('calls')
    .set({ ...input, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Whether any proposal was sent to the call. */
export async function callHasProposals(db: Executor, id: number): Promise<boolean> {
  const any = await db
    .selectFrom('proposals')
    .select('id')
    .where('call_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return any !== undefined;
}

/** Deletes a call without proposals; 'has-proposals' when it has some (it can only be closed). */
export async function deleteCall(db: DB, id: number): Promise<'deleted' | 'has-proposals' | 'missing'> {
  return db.transaction().execute(async (trx) => {
    const call = await trx
      .selectFrom('calls')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!call) return 'missing';
    if (await callHasProposals(trx, id)) return 'has-proposals';
    await trx.deleteFrom('calls').where('id', '=', id).execute();
    return 'deleted';
  });
}

/** A partner's name (the call's default host); null for other kinds. */
export async function partnerName(db: DB, accountId: number): Promise<string | null> {
  const row = await db
    .selectFrom('partner_profiles')
    .select('name')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.name?.trim() || null;
}
