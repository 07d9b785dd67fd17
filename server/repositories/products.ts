// All SQL for products (the marketplace): public list, one product, create.
import type { DB } from '../db/database';
import type { ProductItem } from '../../contract/products';
import type { ContentFilters, ContentInput, ContentRow, ListResult } from './content-query';
import { listContent } from './content-query';
import { columnFilters } from './content-filters';
import { insertItem } from './content-items';

export { MAX_PRICE, MAX_QUANTITY } from '../../contract/products';

/** What a product stores: the body's fields, checked, with the type as a value or null (name is the title). */
export type ProductInput = Omit<ContentInput<ProductItem>, 'name' | 'link'> & { link: string };

/** A product as listed, checked against the contract's item (contract/products.ts). */
export type ProductRow = ContentRow<ProductItem>;

export interface ProductFilters extends ContentFilters {
  category?: string;
  min_price?: number;
  max_price?: number;
}

export function listProducts(db: DB, f: ProductFilters): Promise<ListResult<ProductRow>> {
  return listContent(db, f, {
    table: 'products',
    where: columnFilters(f, {
      category: 'products.category',
      min_price: { column: 'products.price', op: '>=' },
      max_price: { column: 'products.price', op: '<=' },
    }),
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
      ]),
    toItem: (row) => ({
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
    }),
  });
}

export async function findProduct(db: DB, id: number): Promise<ProductRow | undefined> {
  return (await listProducts(db, { id })).items[0];
}

export function createProduct(db: DB, authorId: number, input: ProductInput): Promise<number> {
  return insertItem(db, 'products', authorId, input);
}
