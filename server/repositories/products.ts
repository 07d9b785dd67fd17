// All SQL for products (the marketplace): public list, one product, create.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/tables';
import type { Author } from '../../contract/authors';
import { AUTHOR_COLUMNS, type AuthorRow, cachedTotal, containsPattern, iso, type ListQuery, type ListResult, metaOf, pagingOf, toAuthor, totalKey } from './content-query';

type Conn = DB | Transaction<Database>;

/** The spec's field says "product, Service or content"; its filter's "control" is read as content. */
export const MAX_PRICE = 1_000_000_000;
export const MAX_QUANTITY = 1_000_000;

export interface ProductItem {
  id: number;
  title: string;
  /** The same as title (the spec names the field both ways). */
  name: string;
  description: string;
  link: string | null;
  images: string[];
  category: string;
  /** Whole naira. */
  price: number;
  quantity: number;
  type: string | null;
  created_at: string;
  updated_at: string;
  author: Author;
}

export interface ProductFilters extends ListQuery {
  id?: number;
  category?: string;
  min_price?: number;
  max_price?: number;
}

function filtered(db: Conn, f: ProductFilters) {
  let qb = db
    .selectFrom('products')
    .innerJoin('accounts', 'accounts.id', 'products.author_id')
    .leftJoin('creative_profiles', 'creative_profiles.account_id', 'products.author_id')
    .leftJoin('business_profiles', 'business_profiles.account_id', 'products.author_id')
    .leftJoin('partner_profiles', 'partner_profiles.account_id', 'products.author_id')
    .where('accounts.is_blacklisted', '=', false);
  if (f.id !== undefined) qb = qb.where('products.id', '=', f.id);
  if (f.author_id !== undefined) qb = qb.where('products.author_id', '=', f.author_id);
  if (f.exclude !== undefined) qb = qb.where('products.id', '!=', f.exclude);
  if (f.category) qb = qb.where('products.category', '=', f.category);
  if (f.min_price !== undefined) qb = qb.where('products.price', '>=', f.min_price);
  if (f.max_price !== undefined) qb = qb.where('products.price', '<=', f.max_price);
  const q = f.q?.trim();
  if (q) qb = qb.where('products.title', 'ilike', containsPattern(q));
  return qb;
}

type Row = AuthorRow & {
  id: number; title: string; description: string; link: string | null; images: string[]; category: string;
  price: number | string; quantity: number; type: string | null; created_at: Date; updated_at: Date;
};

function toItem(row: Row): ProductItem {
  return {
    id: row.id,
    title: row.title,
    name: row.title,
    description: row.description,
    link: row.link,
    images: row.images ?? [],
    category: row.category,
    price: Number(row.price),
    quantity: row.quantity,
    type: row.type,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    author: toAuthor(row),
  };
}

export async function listProducts(db: Conn, f: ProductFilters): Promise<ListResult<ProductItem>> {
  const paging = pagingOf(f);
  let rows = filtered(db, f).select([
    'products.id', 'products.title', 'products.description', 'products.link', 'products.images', 'products.category',
    'products.price', 'products.quantity', 'products.type', 'products.created_at', 'products.updated_at',
    'products.author_id', ...AUTHOR_COLUMNS,
  ]);
  rows = f.random && f.author_id !== undefined
    ? rows.orderBy(sql`random()`)
    : rows.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc');
  const items = (await rows.limit(paging.limit).offset(paging.offset).execute()).map((r) => toItem(r as Row));
  if (!paging.paged) return { items };
  const total = await cachedTotal(totalKey('products', f), async () =>
    Number((await filtered(db, f).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total),
  );
  return { items, meta: metaOf(paging, total) };
}

export async function findProduct(db: Conn, id: number): Promise<ProductItem | undefined> {
  return (await listProducts(db, { id })).items[0];
}

export interface ProductInput {
  title: string;
  description: string;
  link: string;
  images: string[];
  category: string;
  price: number;
  quantity: number;
  type: string | null;
}

export async function createProduct(db: Conn, authorId: number, input: ProductInput): Promise<number> {
  const row = await db.insertInto('products').values({ author_id: authorId, ...input }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
