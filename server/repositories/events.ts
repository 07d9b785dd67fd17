// All SQL for events (the portal's training): public list, a partner's own list, one event, create.
import type { DB } from '../db/database';
import { localDateAndTime } from '../lib/content-input';
import {
  type Author,
  type ContentFilters,
  iso,
  listContent,
  type ListResult,
  toAuthor,
} from './content-query';

export const EVENT_LOCATIONS = ['Online', 'Offline'] as const;

export interface EventItem {
  id: number;
  title: string;
  description: string;
  link: string;
  location: string;
  /** The West Africa Time date (YYYY-MM-DD) and time (HH:MM) of starts_at, as entered. */
  date: string;
  time: string;
  /** ISO timestamp with zero seconds, e.g. 2026-12-01T09:30:00.000Z. */
  starts_at: string;
  images: string[];
  address: string | null;
  created_at: string;
  updated_at: string;
  author: Author;
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
        'events.created_at',
        'events.updated_at',
      ]),
    toItem: (row): EventItem => {
      const startsAt = new Date(row.starts_at);
      return {
        id: row.id,
        title: row.title,
        description: row.description,
        link: row.link,
        location: row.location,
        ...localDateAndTime(startsAt),
        starts_at: startsAt.toISOString(),
        images: row.images ?? [],
        address: row.address,
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
        author: toAuthor(row),
      };
    },
  });
}

export async function findEvent(db: DB, id: number): Promise<EventItem | undefined> {
  return (await listEvents(db, { id })).items[0];
}

export interface EventInput {
  title: string;
  description: string;
  link: string;
  location: string;
  starts_at: Date;
  images: string[];
  address: string;
}

export async function createEvent(db: DB, authorId: number, input: EventInput): Promise<number> {
  const row = await db
    .insertInto('events')
    .values({ author_id: authorId, ...input })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
