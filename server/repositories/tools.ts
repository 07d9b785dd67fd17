// All SQL for tools (partner offers): public list, a partner's own tools, one tool, create.
import type { DB } from '../db/database';
import type { ToolItem } from '../../contract/tools';
import type { ContentFilters, ContentInput, ContentRow, ListResult } from './content-query';
import { listContent } from './content-query';
import { columnFilters } from './content-filters';
import { insertItem } from './content-items';

/** What a tool stores: the body's fields, checked, with the optional ones as a value or null. */
export type ToolInput = ContentInput<ToolItem>;

/** A tool as listed, checked against the contract's item (contract/tools.ts). */
export type ToolRow = ContentRow<ToolItem>;

export interface ToolFilters extends ContentFilters {
  type?: string;
  price?: string;
  sector?: string;
  category?: string;
}

export function listTools(db: DB, f: ToolFilters): Promise<ListResult<ToolRow>> {
  return listContent(db, f, {
    table: 'tools',
    where: columnFilters(f, {
      type: 'tools.type',
      price: 'tools.price',
      sector: { folded: 'tools.sector' },
      category: { folded: 'tools.category' },
    }),
    select: (qb) =>
      qb.select([
        'tools.id',
        'tools.name',
        'tools.description',
        'tools.link',
        'tools.images',
        'tools.sector',
        'tools.offer',
        'tools.type',
        'tools.price',
        'tools.category',
      ]),
    toItem: (row) => ({
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
    }),
  });
}

export async function findTool(db: DB, id: number): Promise<ToolRow | undefined> {
  return (await listTools(db, { id })).items[0];
}

export function createTool(db: DB, authorId: number, input: ToolInput): Promise<number> {
  return insertItem(db, 'tools', authorId, input, 'tool');
}
