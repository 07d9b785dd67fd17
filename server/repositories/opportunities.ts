// All SQL for opportunities: public list, a partner's own list, one opportunity, create.
import type { DB } from '../db/database';
import type { OpportunityBody } from '../../contract/content';
import {
  type ContentFilters,
  type ContentStamp,
  iso,
  listContent,
  type ListResult,
  startFields,
} from './content-query';

/** The optional fields, stored as a value or null. */
interface OpportunityOptionals {
  address: string | null;
  location: string | null;
  level: string | null;
}

/** date and time are the West Africa Time date (YYYY-MM-DD) and time (HH:MM) of starts_at, as entered. */
export interface OpportunityItem
  extends ContentStamp, Omit<OpportunityBody, keyof OpportunityOptionals>, OpportunityOptionals {
  id: number;
  /** ISO timestamp. */
  deadline: string;
  /** ISO timestamp combining date and time. */
  starts_at: string;
}

export interface OpportunityFilters extends ContentFilters {
  location?: string;
  timing?: string;
  level?: string;
}

export function listOpportunities(db: DB, f: OpportunityFilters): Promise<ListResult<OpportunityItem>> {
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
    }),
  });
}

export async function findOpportunity(db: DB, id: number): Promise<OpportunityItem | undefined> {
  return (await listOpportunities(db, { id })).items[0];
}

/** What an opportunity stores: the body's fields, checked, with date and time combined into starts_at. */
export interface OpportunityInput
  extends
    Omit<OpportunityBody, keyof OpportunityOptionals | 'deadline' | 'date' | 'time'>,
    OpportunityOptionals {
  deadline: Date;
  starts_at: Date;
}

export async function createOpportunity(db: DB, authorId: number, input: OpportunityInput): Promise<number> {
  const row = await db
    .insertInto('opportunities')
    .values({ author_id: authorId, ...input })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
