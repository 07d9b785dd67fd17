// All SQL for events (the portal's training): public list, a partner's own list, one event, create.
import type { DB } from '../db/database';
import type { EventItem } from '../../contract/events';
import {
  type ContentFilters,
  type ContentInput,
  type ContentRow,
  listContent,
  type ListResult,
  startFields,
} from './content-query';

/** An event as listed, checked against the contract's item (contract/events.ts). */
export type EventRow = ContentRow<EventItem>;

export interface EventFilters extends ContentFilters {
  location?: string;
}

export function listEvents(db: DB, f: EventFilters): Promise<ListResult<EventRow>> {
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

export async function findEvent(db: DB, id: number): Promise<EventRow | undefined> {
  return (await listEvents(db, { id })).items[0];
}

/** What an event stores: the body's fields, checked, with date and time combined into starts_at. */
export type EventInput = Omit<ContentInput<EventItem>, 'date' | 'time' | 'starts_at'> & { starts_at: Date };

export async function createEvent(db: DB, authorId: number, input: EventInput): Promise<number> {
  const row = await db
    .insertInto('events')
    .values({ author_id: authorId, ...input })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
