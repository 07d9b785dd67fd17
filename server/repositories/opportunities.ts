// All SQL for opportunities: public list, a partner's own list, one opportunity, create.
import type { DB } from '../db/database';
import type { OpportunityItem } from '../../contract/opportunities';
import type { ContentFilters, ContentInput, ContentRow, ListResult } from './content-query';
import { iso, listContent, startFields } from './content-query';
import { columnFilters } from './content-filters';
import { insertItem } from './content-items';

/** An opportunity as listed, checked against the contract's item (contract/opportunities.ts). */
export type OpportunityRow = ContentRow<OpportunityItem>;

export interface OpportunityFilters extends ContentFilters {
  location?: string;
  timing?: string;
  level?: string;
}

export function listOpportunities(db: DB, f: OpportunityFilters): Promise<ListResult<OpportunityRow>> {
  return listContent(db, f, {
    table: 'opportunities',
    where: columnFilters(f, {
      location: 'opportunities.location',
      timing: 'opportunities.timing',
      level: 'opportunities.level',
    }),
    select: (qb) =>
      qb.select([
        'opportunities.id',
        'opportunities.title',
        'opportunities.description',
        'opportunities.link',
        'opportunities.deadline',
        'opportunities.starts_at',
        'opportunities.images',
        'opportunities.address',
        'opportunities.timing',
        'opportunities.location',
        'opportunities.level',
        'opportunities.state',
      ]),
    toItem: (row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      link: row.link,
      deadline: iso(row.deadline),
      ...startFields(row.starts_at),
      images: row.images ?? [],
      address: row.address,
      timing: row.timing,
      location: row.location,
      level: row.level,
      state: row.state,
    }),
  });
}

export async function findOpportunity(db: DB, id: number): Promise<OpportunityRow | undefined> {
  return (await listOpportunities(db, { id })).items[0];
}

/** What an opportunity stores: the body's fields, checked, with the deadline and the start (date and time
 * combined) as instants. */
export type OpportunityInput = Omit<
  ContentInput<OpportunityItem>,
  'deadline' | 'date' | 'time' | 'starts_at'
> & {
  deadline: Date;
  starts_at: Date;
};

export function createOpportunity(db: DB, authorId: number, input: OpportunityInput): Promise<number> {
  return insertItem(db, 'opportunities', authorId, input, 'opportunity');
}
