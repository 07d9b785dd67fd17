// All SQL for opportunities: public list, a partner's own list, one opportunity, create.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/tables';
import { localDateAndTime } from '../lib/content-input';
import type { Author } from '../../contract/authors';
import { AUTHOR_COLUMNS, type AuthorRow, cachedTotal, containsPattern, iso, type ListQuery, type ListResult, metaOf, pagingOf, toAuthor, totalKey } from './content-query';

type Conn = DB | Transaction<Database>;


export interface OpportunityItem {
  id: number;
  title: string;
  description: string;
  link: string;
  /** ISO timestamp. */
  deadline: string;
  /** The West Africa Time date (YYYY-MM-DD) and time (HH:MM) of starts_at, as entered. */
  date: string;
  time: string;
  /** ISO timestamp combining date and time. */
  starts_at: string;
  images: string[];
  address: string | null;
  timing: string;
  location: string | null;
  level: string | null;
  created_at: string;
  updated_at: string;
  author: Author;
}

export interface OpportunityFilters extends ListQuery {
  id?: number;
  owner_id?: number;
  location?: string;
  timing?: string;
  level?: string;
}

function filtered(db: Conn, f: OpportunityFilters) {
  let qb = db
    .selectFrom('opportunities')
    .innerJoin('accounts', 'accounts.id', 'opportunities.author_id')
    .leftJoin('creative_profiles', 'creative_profiles.account_id', 'opportunities.author_id')
    .leftJoin('business_profiles', 'business_profiles.account_id', 'opportunities.author_id')
    .leftJoin('partner_profiles', 'partner_profiles.account_id', 'opportunities.author_id')
    .where('accounts.is_blacklisted', '=', false);
  if (f.id !== undefined) qb = qb.where('opportunities.id', '=', f.id);
  if (f.owner_id !== undefined) qb = qb.where('opportunities.author_id', '=', f.owner_id);
  if (f.author_id !== undefined) qb = qb.where('opportunities.author_id', '=', f.author_id);
  if (f.exclude !== undefined) qb = qb.where('opportunities.id', '!=', f.exclude);
  if (f.location) qb = qb.where('opportunities.location', '=', f.location);
  if (f.timing) qb = qb.where('opportunities.timing', '=', f.timing);
  if (f.level) qb = qb.where('opportunities.level', '=', f.level);
  const q = f.q?.trim();
  if (q) qb = qb.where('opportunities.title', 'ilike', containsPattern(q));
  return qb;
}

type Row = AuthorRow & {
  id: number; title: string; description: string; link: string; deadline: Date; starts_at: Date; images: string[];
  address: string | null; timing: string; location: string | null; level: string | null; created_at: Date; updated_at: Date;
};

function toItem(row: Row): OpportunityItem {
  const startsAt = new Date(row.starts_at);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    link: row.link,
    deadline: iso(row.deadline),
    ...localDateAndTime(startsAt),
    starts_at: startsAt.toISOString(),
    images: row.images ?? [],
    address: row.address,
    timing: row.timing,
    location: row.location,
    level: row.level,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    author: toAuthor(row),
  };
}

export async function listOpportunities(db: Conn, f: OpportunityFilters): Promise<ListResult<OpportunityItem>> {
  const paging = pagingOf(f);
  let rows = filtered(db, f).select([
    'opportunities.id', 'opportunities.title', 'opportunities.description', 'opportunities.link',
    'opportunities.deadline', 'opportunities.starts_at', 'opportunities.images', 'opportunities.address',
    'opportunities.timing', 'opportunities.location', 'opportunities.level', 'opportunities.created_at',
    'opportunities.updated_at', 'opportunities.author_id', ...AUTHOR_COLUMNS,
  ]);
  rows = f.random && f.author_id !== undefined
    ? rows.orderBy(sql`random()`)
    : rows.orderBy('opportunities.created_at', 'desc').orderBy('opportunities.id', 'desc');
  const items = (await rows.limit(paging.limit).offset(paging.offset).execute()).map((r) => toItem(r as Row));
  if (!paging.paged) return { items };
  const total = await cachedTotal(totalKey('opportunities', f), async () =>
    Number((await filtered(db, f).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total),
  );
  return { items, meta: metaOf(paging, total) };
}

export async function findOpportunity(db: Conn, id: number): Promise<OpportunityItem | undefined> {
  return (await listOpportunities(db, { id })).items[0];
}

export interface OpportunityInput {
  title: string;
  description: string;
  link: string;
  deadline: Date;
  starts_at: Date;
  images: string[];
  address: string | null;
  timing: string;
  location: string | null;
  level: string | null;
}

export async function createOpportunity(db: Conn, authorId: number, input: OpportunityInput): Promise<number> {
  const row = await db.insertInto('opportunities').values({ author_id: authorId, ...input }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
