// All SQL for products (the marketplace): public list, one product, create.
import type { DB } from '../db/database';
import {
  type Author,
  type ContentFilters,
  iso,
  listContent,
  type ListResult,
  toAuthor,
} from './content-query';

/** The spec's field says "product, Service or content"; its filter's "control" is read as content. */
export const PRODUCT_CATEGORIES = ['product', 'service', 'content'] as const;
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

export interface ProductFilters extends ContentFilters {
  category?: string;
  min_price?: number;
  max_price?: number;
}

export function listProducts(db: DB, f: ProductFilters): Promise<ListResult<ProductItem>> {
  return listContent(db, f, {
    table: 'products',
    where: (qb) => {
      if (f.category) qb = qb.where('products.category', '=', f.category);
      if (f.min_price !== undefined) qb = qb.where('products.price', '>=', f.min_price);
      if (f.max_price !== undefined) qb = qb.where('products.price', '<=', f.max_price);
      return qb;
    },
    select: (qb) =>
      qb.select([
        'products.id',
        'products.title',
        'products.description',
        'products.link',
        'products.images',
        'products.category',
        'products.price',
        'products.quantity',
        'products.type',
        'products.created_at',
        'products.updated_at',
      ]),
    toItem: (row): ProductItem => ({
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
    }),
  });
}

export async function findProduct(db: DB, id: number): Promise<ProductItem | undefined> {
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

export async function createProduct(db: DB, authorId: number, input: ProductInput): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({ author_id: authorId, ...input })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
