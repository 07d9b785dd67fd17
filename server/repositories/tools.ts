// All SQL for tools (partner offers): public list, a partner's own tools, one tool, create.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/tables';
import type { Author } from '../../contract/authors';
import { AUTHOR_COLUMNS, type AuthorRow, cachedTotal, containsPattern, iso, type ListQuery, type ListResult, metaOf, pagingOf, toAuthor, totalKey } from './content-query';

type Conn = DB | Transaction<Database>;

export interface ToolItem {
  id: number;
  name: string;
  description: string;
  link: string;
  images: string[];
  sector: string;
  offer: string;
  type: string | null;
  price: string | null;
  category: string | null;
  created_at: string;
  updated_at: string;
  author: Author;
}

export interface ToolFilters extends ListQuery {
  id?: number;
  owner_id?: number;
  type?: string;
  price?: string;
  sector?: string;
  category?: string;
}

function filtered(db: Conn, f: ToolFilters) {
  let qb = db
    .selectFrom('tools')
    .innerJoin('accounts', 'accounts.id', 'tools.author_id')
    .leftJoin('creative_profiles', 'creative_profiles.account_id', 'tools.author_id')
    .leftJoin('business_profiles', 'business_profiles.account_id', 'tools.author_id')
    .leftJoin('partner_profiles', 'partner_profiles.account_id', 'tools.author_id')
    .where('accounts.is_blacklisted', '=', false);
  if (f.id !== undefined) qb = qb.where('tools.id', '=', f.id);
  if (f.owner_id !== undefined) qb = qb.where('tools.author_id', '=', f.owner_id);
  if (f.author_id !== undefined) qb = qb.where('tools.author_id', '=', f.author_id);
  if (f.exclude !== undefined) qb = qb.where('tools.id', '!=', f.exclude);
  if (f.type) qb = qb.where('tools.type', '=', f.type);
  if (f.price) qb = qb.where('tools.price', '=', f.price);
  if (f.sector?.trim()) qb = qb.where(sql<string>`lower(tools.sector)`, '=', f.sector.trim().toLowerCase());
  if (f.category?.trim()) qb = qb.where(sql<string>`lower(tools.category)`, '=', f.category.trim().toLowerCase());
  const q = f.q?.trim();
  if (q) qb = qb.where('tools.name', 'ilike', containsPattern(q));
  return qb;
}

type Row = AuthorRow & Omit<ToolItem, 'author' | 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

function toItem(row: Row): ToolItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    link: row.link,
    images: row.images ?? [],
    sector: row.sector,
    offer: row.offer,
    type: row.type,
    price: row.price,
    category: row.category,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    author: toAuthor(row),
  };
}

export async function listTools(db: Conn, f: ToolFilters): Promise<ListResult<ToolItem>> {
  const paging = pagingOf(f);
  let rows = filtered(db, f).select([
    'tools.id', 'tools.name', 'tools.description', 'tools.link', 'tools.images', 'tools.sector', 'tools.offer',
    'tools.type', 'tools.price', 'tools.category', 'tools.created_at', 'tools.updated_at', 'tools.author_id',
    ...AUTHOR_COLUMNS,
  ]);
  rows = f.random && f.author_id !== undefined
    ? rows.orderBy(sql`random()`)
    : rows.orderBy('tools.created_at', 'desc').orderBy('tools.id', 'desc');
  const items = (await rows.limit(paging.limit).offset(paging.offset).execute()).map((r) => toItem(r as Row));
  if (!paging.paged) return { items };
  const total = await cachedTotal(totalKey('tools', f), async () =>
    Number((await filtered(db, f).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total),
  );
  return { items, meta: metaOf(paging, total) };
}

export async function findTool(db: Conn, id: number): Promise<ToolItem | undefined> {
  return (await listTools(db, { id })).items[0];
}

export interface ToolInput {
  name: string;
  description: string;
  link: string;
  images: string[];
  sector: string;
  offer: string;
  type: string | null;
  price: string | null;
  category: string | null;
}

export async function createTool(db: Conn, authorId: number, input: ToolInput): Promise<number> {
  const row = await db.insertInto('tools').values({ author_id: authorId, ...input }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
