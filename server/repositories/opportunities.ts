// All SQL for opportunities: public list, a partner's own list, one opportunity, create.
import type { DB } from '../db/database';
import {
  type ContentFilters,
  type ContentStamp,
  iso,
  listContent,
  type ListResult,
  startFields,
} from './content-query';

export interface OpportunityItem extends ContentStamp {
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

export async function createOpportunity(db: DB, authorId: number, input: OpportunityInput): Promise<number> {
  const row = await db
    .insertInto('opportunities')
    .values({ author_id: authorId, ...input })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
