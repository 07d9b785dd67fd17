// All SQL for events (the portal's training): public list, a partner's own list, one event, create.
import type { DB } from '../db/database';
import type { EventBody } from '../../contract/content';
import {
  type ContentFilters,
  type ContentStamp,
  listContent,
  type ListResult,
  startFields,
} from './content-query';

/** date and time are the West Africa Time date (YYYY-MM-DD) and time (HH:MM) of starts_at, as entered. */
export interface EventItem extends ContentStamp, Omit<EventBody, 'address'> {
  id: number;
  /** ISO timestamp with zero seconds, e.g. 2026-12-01T09:30:00.000Z. */
  starts_at: string;
  address: string | null;
}

export interface EventFilters extends ContentFilters {
  location?: string;
}

export function listEvents(db: DB, f: EventFilters): Promise<ListResult<EventItem>> {
  return listContent(db, f, {
    table: 'events',
    where: (qb) => (f.location ? qb.where('events.location', '=', f.location) : qb),
    select: (qb) =>
      qb.select([
        'events.id',
        'events.title',
        'events.description',
        'events.link',
        'events.location',
        'events.starts_at',
        'events.images',
        'events.address',
      ]),
    toItem: (row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      link: row.link,
      location: row.location,
      ...startFields(row.starts_at),
      images: row.images ?? [],
      address: row.address,
    }),
  });
}

export async function findEvent(db: DB, id: number): Promise<EventItem | undefined> {
  return (await listEvents(db, { id })).items[0];
}

/** What an event stores: the body's fields, checked, with date and time combined into starts_at. */
export interface EventInput extends Omit<EventBody, 'date' | 'time'> {
  starts_at: Date;
}

export async function createEvent(db: DB, authorId: number, input: EventInput): Promise<number> {
  const row = await db
    .insertInto('events')
    .values({ author_id: authorId, ...input })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
