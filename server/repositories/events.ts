// All SQL for events (the portal's training): public list, a partner's own list, one event, create.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/tables';
import { localDateAndTime } from '../lib/content-input';
import type { Author } from '../../contract/authors';
import { AUTHOR_COLUMNS, type AuthorRow, cachedTotal, containsPattern, iso, type ListQuery, type ListResult, metaOf, pagingOf, toAuthor, totalKey } from './content-query';

type Conn = DB | Transaction<Database>;


export interface EventItem {
  id: number;
  title: string;
  description: string;
  link: string;
  location: string;
  /** The West Africa Time date (YYYY-MM-DD) and time (HH:MM) of starts_at, as entered. */
  date: string;
  time: string;
  /** ISO timestamp with zero seconds, e.g. 2026-12-01T09:30:00.000Z. */
  starts_at: string;
  images: string[];
  address: string | null;
  created_at: string;
  updated_at: string;
  author: Author;
}

export interface EventFilters extends ListQuery {
  id?: number;
  owner_id?: number;
  location?: string;
}

function filtered(db: Conn, f: EventFilters) {
  let qb = db
    .selectFrom('events')
    .innerJoin('accounts', 'accounts.id', 'events.author_id')
    .leftJoin('creative_profiles', 'creative_profiles.account_id', 'events.author_id')
    .leftJoin('business_profiles', 'business_profiles.account_id', 'events.author_id')
    .leftJoin('partner_profiles', 'partner_profiles.account_id', 'events.author_id')
    .where('accounts.is_blacklisted', '=', false);
  if (f.id !== undefined) qb = qb.where('events.id', '=', f.id);
  if (f.owner_id !== undefined) qb = qb.where('events.author_id', '=', f.owner_id);
  if (f.author_id !== undefined) qb = qb.where('events.author_id', '=', f.author_id);
  if (f.exclude !== undefined) qb = qb.where('events.id', '!=', f.exclude);
  if (f.location) qb = qb.where('events.location', '=', f.location);
  const q = f.q?.trim();
  if (q) qb = qb.where('events.title', 'ilike', containsPattern(q));
  return qb;
}

type Row = AuthorRow & {
  id: number; title: string; description: string; link: string; location: string; starts_at: Date; images: string[];
  address: string | null; created_at: Date; updated_at: Date;
};

function toItem(row: Row): EventItem {
  const startsAt = new Date(row.starts_at);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    link: row.link,
    location: row.location,
    ...localDateAndTime(startsAt),
    starts_at: startsAt.toISOString(),
    images: row.images ?? [],
    address: row.address,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    author: toAuthor(row),
  };
}

export async function listEvents(db: Conn, f: EventFilters): Promise<ListResult<EventItem>> {
  const paging = pagingOf(f);
  let rows = filtered(db, f).select([
    'events.id', 'events.title', 'events.description', 'events.link', 'events.location', 'events.starts_at',
    'events.images', 'events.address', 'events.created_at', 'events.updated_at', 'events.author_id', ...AUTHOR_COLUMNS,
  ]);
  rows = f.random && f.author_id !== undefined
    ? rows.orderBy(sql`random()`)
    : rows.orderBy('events.created_at', 'desc').orderBy('events.id', 'desc');
  const items = (await rows.limit(paging.limit).offset(paging.offset).execute()).map((r) => toItem(r as Row));
  if (!paging.paged) return { items };
  const total = await cachedTotal(totalKey('events', f), async () =>
    Number((await filtered(db, f).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total),
  );
  return { items, meta: metaOf(paging, total) };
}

export async function findEvent(db: Conn, id: number): Promise<EventItem | undefined> {
  return (await listEvents(db, { id })).items[0];
}

export interface EventInput {
  title: string;
  description: string;
  link: string;
  location: string;
  starts_at: Date;
  images: string[];
  address: string;
}

export async function createEvent(db: Conn, authorId: number, input: EventInput): Promise<number> {
  const row = await db.insertInto('events').values({ author_id: authorId, ...input }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
