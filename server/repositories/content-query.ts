// The one list query of the five content repositories (posts, products, tools, opportunities, events): the
// blacklist filter, the common filters, the page of ids, the author join (the account's card, in the same query
// as the items), search patterns, paging and cached totals.
import { sql, type AliasedRawBuilder } from 'kysely';
import type { DB } from '../db/database';
import type { AuthorCard, UploadVariant } from '../db/tables';
import type { AccountKind } from '../../contract/accounts';
import type { Author } from '../../contract/authors';
import type { ContentItem } from '../../contract/content-item';
import type { PageMeta } from '../../contract/paging';
import { pageMeta, pageWindow } from '../lib/paging';
import { localDateAndTime } from '../lib/content-input';
import {
  countTotal,
  matchesAll,
  newestFirst,
  searchPage,
  searchTerms,
  type SearchTerm,
} from './search-match';

/** Selected beside each item after joining accounts on `<table>.author_id`: the kind and the author's display
 * fields, which triggers copy from the profile onto the account (accounts.author_card, migration
 * 2026-11-26T0100-author-cards), so a list joins one table for its authors, not four. */
export const AUTHOR_COLUMNS = ['accounts.kind as author_kind', 'accounts.author_card'] as const;

export interface AuthorRow {
  author_id: number;
  author_kind: AccountKind;
  author_card: AuthorCard;
}

/** Builds the author object from the card of the author's kind; the other kinds' fields are null. */
export function toAuthor(row: AuthorRow): Author {
  const creative = row.author_kind === 'creative';
  const business = row.author_kind === 'business';
  const partner = row.author_kind === 'partner';
  // An account without a profile has an empty card: its fields read as null, as the profile joins gave them.
  const card = row.author_card;
  const field = <K extends keyof AuthorCard>(key: K, when: boolean) => (when ? (card[key] ?? null) : null);
  const registered = business ? card.author_registered_name || card.author_trade_name || null : null;
  const creativeName = creative
    ? [card.author_first_name, card.author_last_name].filter(Boolean).join(' ') || null
    : null;
  return {
    id: row.author_id,
    kind: row.author_kind,
    name: creative ? creativeName : business ? registered : field('author_partner_name', partner),
    first_name: field('author_first_name', creative),
    last_name: field('author_last_name', creative),
    registered_name: registered,
    industry: field('author_industry', partner),
    photo: field('author_photo', creative),
    logo: business ? field('author_business_logo', true) : field('author_partner_logo', partner),
    expertise: field('author_expertise', creative),
    area: field('author_area', business),
    category: field('author_category', creative),
    sector: field('author_sector', business),
    availability: creative
      ? {
          status: field('author_availability_status', true),
          remote: field('author_availability_remote', true),
        }
      : null,
  };
}

/** Without page, limit or q, a list returns the newest FULL_LIST_BOUND items and no meta. */
export const FULL_LIST_BOUND = 500;
export const DEFAULT_PAGE_SIZE = 20;

export type ContentTable = 'posts' | 'products' | 'tools' | 'opportunities' | 'events';

export interface ListQuery {
  page?: number;
  limit?: number;
  /** Skip this many items instead of whole pages (the feed's Load More: 12, then 5 at a time). */
  offset?: number;
  q?: string;
  author_id?: number;
  exclude?: number;
  random?: boolean;
}

export interface Paging {
  /** True when page, limit, offset or q was given: the response then carries meta. */
  paged: boolean;
  page: number;
  limit: number;
  offset: number;
}

export function pagingOf(query: ListQuery): Paging {
  const q = query.q?.trim();
  const paged =
    query.page !== undefined ||
    query.limit !== undefined ||
    query.offset !== undefined ||
    (q !== undefined && q !== '');
  if (!paged) return { paged, page: 1, limit: FULL_LIST_BOUND, offset: 0 };
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  if (query.offset !== undefined)
    return { paged, page: Math.floor(query.offset / limit) + 1, limit, offset: query.offset };
  return { paged, ...pageWindow(query.page ?? 1, limit) };
}

export interface ListResult<T> {
  items: T[];
  meta?: PageMeta;
}

export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** When an opportunity or event starts: the West Africa Time date and time as entered, and the ISO instant. */
export function startFields(startsAt: Date): { date: string; time: string; starts_at: string } {
  const at = new Date(startsAt);
  return { ...localDateAndTime(at), starts_at: at.toISOString() };
}

// ---- list totals
// Counting every visible row on each paged request costs ~100-400 ms at 100,000 posts (a join with accounts to
// drop blacklisted authors) while the page itself takes under 1 ms. Totals are therefore cached per list and
// filter for a few seconds. Any successful write through this process clears the cache at once (app.ts), so a
// user sees their own change immediately; another server process may show a total up to TOTAL_TTL_MS (plus one
// count's duration) old. One count per key runs at a time: concurrent requests share it, and once a total has
// expired (with no write since) requests are answered with it while one refresh runs, so that a busy list never
// waits for a count or runs a hundred of them at once when the entry expires.
const TOTAL_TTL_MS = 5_000;
const MAX_CACHED_TOTALS = 2_000;
const totals = new Map<string, { value: number; expires: number; generation: number }>();
const counting = new Map<string, Promise<number>>();
let generation = 0;

/** Called after every successful write: cached totals may be wrong now. */
export function invalidateListTotals(): void {
  generation += 1;
}

/** The total for `key` (the list and its filters, without page and limit), from the cache when fresh. */
export async function cachedTotal(key: string, count: () => Promise<number>): Promise<number> {
  const hit = totals.get(key);
  const current = hit !== undefined && hit.generation === generation;
  if (current && hit.expires > Date.now()) return hit.value;
  const flightKey = `${generation}|${key}`;
  let flight = counting.get(flightKey);
  if (!flight) {
    const started = generation;
    flight = count().then(
      (value) => {
        counting.delete(flightKey);
        if (totals.size >= MAX_CACHED_TOTALS) totals.clear();
        totals.set(key, { value, expires: Date.now() + TOTAL_TTL_MS, generation: started });
        return value;
      },
      (error: unknown) => {
        counting.delete(flightKey);
        throw error;
      },
    );
    counting.set(flightKey, flight);
    // Stale but not invalidated: answer now; the refresh's failure (if any) shows up on a later request.
    if (current) flight.catch(() => undefined);
  }
  return current ? hit.value : flight;
}

/** A cache key for a list query: the table and every filter except the page window. */
export function totalKey(table: string, filters: object): string {
  const { page: _page, limit: _limit, offset: _offset, ...rest } = filters as Record<string, unknown>;
  return `${table}:${JSON.stringify(rest, Object.keys(rest).sort())}`;
}

// ---- page starts: keyset paging behind the page numbers (issue 35)
//
// A deep page (page 500 of the feed: OFFSET 5,988) walks and skips every index entry before it. Each page served
// remembers the id of its first item and of the next page's first item (one extra row is read), and a later request
// for that page seeks to it through the list's created index instead: `(created_at, id) <= (that row's)`, no OFFSET.
// A reader walking the pages in order (a crawler, the sitemap) and repeated reads of one deep page both seek.
// The starts follow the totals' rules: any write through this process forgets them at once (invalidateListTotals),
// another process's write within PAGE_START_TTL_MS (the totals' 5 s) may show a page shifted by the items written
// meanwhile, as its total may be; a start whose row is gone falls back to OFFSET.
const PAGE_START_TTL_MS = TOTAL_TTL_MS;
const MAX_PAGE_STARTS = 10_000;
const pageStarts = new Map<string, { id: number; expires: number; generation: number }>();

function pageStartKey(listKey: string, limit: number, offset: number): string {
  return `${listKey}|${limit}|${offset}`;
}

/** The remembered first item of this page of the list, if current. */
function pageStart(listKey: string, paging: { limit: number; offset: number }): number | undefined {
  const start = pageStarts.get(pageStartKey(listKey, paging.limit, paging.offset));
  return start && start.generation === generation && start.expires > Date.now() ? start.id : undefined;
}

function rememberPageStart(listKey: string, limit: number, offset: number, id: number, seen: number): void {
  if (pageStarts.size >= MAX_PAGE_STARTS) pageStarts.clear();
  pageStarts.set(pageStartKey(listKey, limit, offset), {
    id,
    expires: Date.now() + PAGE_START_TTL_MS,
    generation: seen,
  });
}

/** How a page is read: from OFFSET, or seeking from `startId` (its remembered first row); `extra` rows more than
 * the page. */
export interface PageSeek {
  startId?: number;
  extra: number;
}

/**
 * A deep page of a list ordered by (created_at, id) desc, read through its remembered start when there is one
 * (`read` seeks from it), else by OFFSET; either way one row more is read, and the page's first row and the next
 * page's are remembered. The content lists' and the directory's (directory.ts) deep pages.
 */
export async function seekingPage<Row>(
  listKey: string,
  paging: { limit: number; offset: number },
  read: (seek: PageSeek) => Promise<Row[]>,
): Promise<Row[]> {
  const seen = generation;
  const startId = pageStart(listKey, paging);
  let rows = startId === undefined ? [] : await read({ startId, extra: 1 });
  if (rows.length === 0) rows = await read({ extra: 1 });
  const next = rows.length > paging.limit ? (rows.pop() as Row & { id?: number }) : undefined;
  const first = rows[0] as (Row & { id?: number }) | undefined;
  if (first?.id !== undefined) rememberPageStart(listKey, paging.limit, paging.offset, first.id, seen);
  if (next?.id !== undefined)
    rememberPageStart(listKey, paging.limit, paging.offset + paging.limit, next.id, seen);
  return rows;
}

// ---- the list query

/** The filters every content list accepts. */
export interface ContentFilters extends ListQuery {
  id?: number;
  /** The caller's own items. */
  owner_id?: number;
}

/** The items a list may show (their author is not blacklisted: the ids from accounts_blacklisted_idx, hashed)
 * under the common filters and the search's terms (searchTerms of f.q; none: not searched); only the content table is
 * read, so a page's ids come from its created index. */
function visibleContent(db: DB, table: ContentTable, f: ContentFilters, terms: readonly SearchTerm[]) {
  // NOT IN over the (few) blacklisted ids is one hashed lookup per row; the NOT EXISTS anti-join it replaces cost
  // twice as much on a deep page, which walks thousands of index entries to skip them (docs/benchmarks.md).
  let qb = db
    .selectFrom(table)
    .where(`${table}.author_id`, 'not in', (eb) =>
      eb.selectFrom('accounts as b').select('b.id').where('b.is_blacklisted', '=', true),
    );
  if (f.id !== undefined) qb = qb.where(`${table}.id`, '=', f.id);
  if (f.owner_id !== undefined) qb = qb.where(`${table}.author_id`, '=', f.owner_id);
  if (f.author_id !== undefined) qb = qb.where(`${table}.author_id`, '=', f.author_id);
  if (f.exclude !== undefined) qb = qb.where(`${table}.id`, '!=', f.exclude);
  // q searches the folded title (tools: name) of search_text (search-match.ts, migration 2026-11-28T1300-search).
  if (terms.length > 0) qb = qb.where(matchesAll(`${table}.search_text`, terms));
  return qb;
}

/** The filtered content query a repository narrows with its own filters (category, price, location, ...). */
export type VisibleContent = ReturnType<typeof visibleContent>;

/** One page of items joined to their author, in the list's order, with the author's columns selected; the
 * repository selects its own columns on top. Random order only for one author's items (a merchant's others). */
function authoredPage(
  db: DB,
  table: ContentTable,
  /** The visible items, not narrowed by the search: a search's page (searchPage) matches its groups itself. */
  ids: VisibleContent,
  paging: Paging,
  random: boolean,
  terms: readonly SearchTerm[],
  /** Seek from this item (the page's remembered start) instead of OFFSET; `extra` rows more than the page. Never
   * with a search: its order is by relevance, which the (created_at, id) seek does not follow. */
  seek: PageSeek = { extra: 0 },
) {
  const from =
    seek.startId === undefined
      ? ids
      : ids.where(
          sql<boolean>`(${sql.ref(`${table}.created_at`)}, ${sql.ref(`${table}.id`)}) <= (select s.created_at, s.id from ${sql.table(table)} as s where s.id = ${seek.startId})`,
        );
  // A search ranks a bounded set of the newest matches (search-match.ts); the join to authors comes after its LIMIT.
  const page =
    terms.length > 0
      ? searchPage<{ id: number }>({
          column: `${table}.search_text`,
          terms,
          window: paging,
          order: newestFirst,
          candidates: (match, bound) =>
            ids
              .where(match)
              .select([
                `${table}.id`,
                `${table}.created_at`,
                sql.ref(`${table}.search_text`).as('search_text'),
              ])
              .orderBy(`${table}.created_at`, 'desc')
              .orderBy(`${table}.id`, 'desc')
              .limit(bound),
        })
      : (random
          ? from.orderBy(sql`random()`)
          : from.orderBy(`${table}.created_at`, 'desc').orderBy(`${table}.id`, 'desc')
        )
          .select(`${table}.id`)
          .limit(paging.limit + seek.extra)
          .offset(seek.startId === undefined ? paging.offset : 0)
          .as('page');
  const rows = db
    .selectFrom(table)
    .innerJoin(page as never as AliasedPage, 'page.id', `${table}.id`)
    .innerJoin('accounts', 'accounts.id', `${table}.author_id`)
    .select([`${table}.created_at`, `${table}.updated_at`, `${table}.author_id`, ...AUTHOR_COLUMNS])
    // The stored variants of the item's uploads, by name, in the same query (content-images.ts picks them per image):
    // a second round trip for them cost more than this lookup of at most ten names per item by uploads_name_key.
    .select(
      sql<
        Record<string, UploadVariant[]>
      >`(select coalesce(jsonb_object_agg(u.name, u.variants), '{}') from uploads u
        where u.name in (select regexp_replace(i, '^.*/', '') from unnest(${sql.ref(`${table}.images`)}) as i))`.as(
        'upload_variants',
      ),
    );
  // ORDER BY the table's own columns (never an alias), as in the page: the index gives this order.
  if (terms.length > 0) return rows.orderBy(sql`page.pos`);
  return random
    ? rows.orderBy(sql`random()`)
    : rows.orderBy(`${table}.created_at`, 'desc').orderBy(`${table}.id`, 'desc');
}

/** The page subquery's type as joined (its ids; a search's also has `pos`). */
type AliasedPage = AliasedRawBuilder<{ id: number }, 'page'>;

export type AuthoredPage = ReturnType<typeof authoredPage>;

/** The fields every content item ends with, filled in by listContent. */
export interface ContentStamp {
  created_at: string;
  updated_at: string;
  author: Author;
  /** The item's uploads' stored variants by name, for attachImageVariants (not answered as such). */
  upload_variants?: Record<string, UploadVariant[]>;
}

/** A content item as its repository lists it: the contract's item (contract/<resource>.ts) before
 * attachImageVariants (content-images.ts) turns the stored `upload_variants` into `image_variants`. A repository
 * declares its return type with it, so the compiler checks what it builds against the contract. */
export type ContentRow<Item extends ContentItem> = Omit<Item, 'image_variants'> &
  Pick<ContentStamp, 'upload_variants'>;

/** What a repository stores for a content item: the contract's item without what the server adds. */
export type ContentInput<Item extends ContentItem> = Omit<Item, Exclude<keyof ContentItem, 'images'>>;

/** What a repository tells listContent about its list; Row is inferred from `select`. */
export interface ContentList<Row extends AuthorRow, Own> {
  table: ContentTable;
  /** The list's own filters, on top of the common ones. */
  where?: (qb: VisibleContent) => VisibleContent;
  /** The table's own columns beside the author's and the timestamps. */
  select: (qb: AuthoredPage) => { execute: () => Promise<Row[]> };
  /** The item's own fields; created_at, updated_at and author follow them. */
  toItem: (row: Row) => Own;
}

/** A content list: one page of items with their authors and, when paged, the (cached) total. */
export async function listContent<
  Row extends AuthorRow & {
    created_at: Date;
    updated_at: Date;
    upload_variants: Record<string, UploadVariant[]>;
  },
  Own,
>(db: DB, f: ContentFilters, list: ContentList<Row, Own>): Promise<ListResult<Own & ContentStamp>> {
  const terms = await searchTerms(db, f.q);
  const visible = (search = true) => {
    const common = visibleContent(db, list.table, f, search ? terms : []);
    return list.where ? list.where(common) : common;
  };
  const paging = pagingOf(f);
  const random = Boolean(f.random && f.author_id !== undefined);
  const page = (seek?: PageSeek) =>
    list.select(authoredPage(db, list.table, visible(false), paging, random, terms, seek)).execute();
  // Deep pages only (a first page's OFFSET 0 costs nothing to skip), and never a search (ranked by relevance).
  const rows =
    random || terms.length > 0 || !paging.paged || paging.offset === 0
      ? await page()
      : await seekingPage(totalKey(list.table, f), paging, page);
  const items = rows.map((row) => ({
    ...list.toItem(row),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    author: toAuthor(row),
    upload_variants: row.upload_variants,
  }));
  if (!paging.paged) return { items };
  // A search counts its first SEARCH_TOTAL_MAX matches (search-match.ts), a list every visible item.
  const total = await cachedTotal(totalKey(list.table, f), () => countTotal(db, visible(), terms.length > 0));
  return { items, meta: pageMeta(paging, total) };
}
