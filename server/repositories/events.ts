// All SQL for events (the portal's training): public list, a partner's own list, one event, create.
import { sql } from 'kysely';
import type { DB } from '../db/database';
import type { EventItem } from '../../contract/events';
import type { ContentFilters, ContentInput, ContentRow, ListResult } from './content-query';
import { iso, listContent, startFields } from './content-query';
import { columnFilters } from './content-filters';
import { insertItem } from './content-items';

/** An event as listed, checked against the contract's item (contract/events.ts). */
export type EventRow = ContentRow<EventItem>;

export interface EventFilters extends ContentFilters {
  location?: string;
  /** Offline trainings in this state (issue 33). */
  state?: string;
}

export function listEvents(db: DB, f: EventFilters): Promise<ListResult<EventRow>> {
  return listContent(db, f, {
    table: 'events',
    where: columnFilters(f, { location: 'events.location', state: 'events.state' }),
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
        'events.capacity',
        'events.registration_deadline',
        'events.state',
        // Seats taken (issue 33): one index lookup per listed training (event_registrations_queue_idx).
        sql<number>`(select count(*) from event_registrations r where r.event_id = events.id and r.status = 'registered')`.as(
          'registered_count',
        ),
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
      capacity: row.capacity,
      registration_deadline: row.registration_deadline && iso(row.registration_deadline),
      state: row.state,
      seats_left: row.capacity === null ? null : Math.max(0, row.capacity - Number(row.registered_count)),
    }),
  });
}

export async function findEvent(db: DB, id: number): Promise<EventRow | undefined> {
  return (await listEvents(db, { id })).items[0];
}

/** What an event stores: the body's fields, checked, with date and time combined into starts_at. The registration
 * fields (issue 33) are left out of an edit that does not send them, so a form that does not know them keeps them. */
export type EventInput = Omit<
  ContentInput<EventItem>,
  'date' | 'time' | 'starts_at' | 'seats_left' | 'registration_deadline' | 'capacity' | 'state'
> & {
  starts_at: Date;
  capacity?: number | null;
  registration_deadline?: Date | null;
  state?: string | null;
  join_link?: string | null;
};

export function createEvent(db: DB, authorId: number, input: EventInput): Promise<number> {
  return insertItem(db, 'events', authorId, input, 'training');
}
