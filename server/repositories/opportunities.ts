// All SQL for opportunities: public list, a partner's own list, one opportunity, create.
import type { DB } from '../db/database';
import type { OpportunityItem } from '../../contract/opportunities';
import {
  type ContentFilters,
  type ContentInput,
  type ContentRow,
  iso,
  listContent,
  type ListResult,
  startFields,
} from './content-query';
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
    where: (qb) => {
      if (f.location) qb = qb.where('opportunities.location', '=', f.location);
      if (f.timing) qb = qb.where('opportunities.timing', '=', f.timing);
      if (f.level) qb = qb.where('opportunities.level', '=', f.level);
      return qb;
    },
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
