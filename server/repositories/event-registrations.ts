// All SQL for training registrations (issue 33, docs/training.md): the event row locked for the seat check, the
// caller's registration, the waiting list, the registrants' list, check-in and the reminders that are due.
import { sql } from 'kysely';
import type { DB } from '../db/database';
import type { EventRegistrationStatus } from '../db/tables';
import type { Executor } from './accounts';
import { accountWithProfiles } from './profiles';

/** What the registration flow needs of a training, read under its row lock. */
export interface LockedEvent {
  id: number;
  author_id: number;
  title: string;
  location: string;
  address: string | null;
  state: string | null;
  link: string;
  join_link: string | null;
  starts_at: Date;
  registration_deadline: Date | null;
  capacity: number | null;
}

const EVENT_COLUMNS = [
  'events.id',
  'events.author_id',
  'events.title',
  'events.location',
  'events.address',
  'events.state',
  'events.link',
  'events.join_link',
  'events.starts_at',
  'events.registration_deadline',
  'events.capacity',
] as const;

/** A visible training (its author is not blacklisted); `lock` takes its row lock (select ... for update), which
 * every seat change for that training holds until its transaction ends, so seat checks run one after another. */
export async function findTraining(
  db: Executor,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<LockedEvent | undefined> {
  let qb = db
    .selectFrom('events')
    .select(EVENT_COLUMNS)
    .where('events.id', '=', id)
    .where('events.author_id', 'not in', (eb) =>
      eb.selectFrom('accounts as b').select('b.id').where('b.is_blacklisted', '=', true),
    );
  if (lock) qb = qb.forUpdate();
  return qb.executeTakeFirst();
}

/** The training was taken down by an admin (kept for an appeal in removed_content). */
export async function wasTakenDown(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('removed_content')
    .select('id')
    .where('item_type', '=', 'event')
    .where('item_id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findRegistration(db: Executor, eventId: number, accountId: number) {
  return db
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export type RegistrationRow = NonNullable<Awaited<ReturnType<typeof findRegistration>>>;

export async function countRegistered(db: Executor, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('event_registrations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .where('status', '=', 'registered')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts a registration with `code`; undefined when that code is already taken in this training (the caller draws
 * another). ON CONFLICT keeps the transaction usable on PostgreSQL, where a failed insert would abort it. */
export async function insertRegistration(
  db: Executor,
  values: { event_id: number; account_id: number; status: EventRegistrationStatus; code: string },
): Promise<RegistrationRow | undefined> {
  return db
    .insertInto('event_registrations')
    .values(values)
    .onConflict((oc) => oc.columns(['event_id', 'code']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function deleteRegistration(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('event_registrations').where('id', '=', id).execute();
}

/** Moves the first on the waiting list (oldest first) to a seat; undefined when nobody waits. */
export async function promoteFirstWaiting(
  db: Executor,
  eventId: number,
): Promise<RegistrationRow | undefined> {
  return db
    .updateTable('event_registrations')
    .set({ status: 'registered', promoted_at: sql<Date>`now()` })
    .where(
      'id',
      '=',
      db
        .selectFrom('event_registrations')
        .select('id')
        .where('event_id', '=', eventId)
        .where('status', '=', 'waitlisted')
        .orderBy('created_at')
        .orderBy('id')
        .limit(1),
    )
    .returningAll()
    .executeTakeFirst();
}

/** The person behind an account (accountWithProfiles), for mails and the registrants' list: name, e-mail, phone,
 * state, language. */
const PERSON_COLUMNS = [
  'accounts.id as account_id',
  'accounts.email',
  'accounts.kind',
  'accounts.language',
  sql<string>`coalesce(nullif(trim(concat_ws(' ', c.first_name, c.last_name)), ''), nullif(b.registered_name, ''), b.trade_name, accounts.email)`.as(
    'name',
  ),
  sql<string | null>`coalesce(c.phone_number, b.phone_number)`.as('phone'),
  sql<string | null>`coalesce(c.residence_state, c.origin_state, b.state)`.as('person_state'),
] as const;

export async function findPerson(db: Executor, accountId: number) {
  return accountWithProfiles(db)
    .select(PERSON_COLUMNS)
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
}

/** A training's registrations, each with its person (registered and waiting alike). */
function registrantsOf(db: Executor, eventId: number) {
  return accountWithProfiles(db)
    .innerJoin('event_registrations as r', 'r.account_id', 'accounts.id')
    .select(PERSON_COLUMNS)
    .where('r.event_id', '=', eventId);
}

/** Every registration of a training with its person, in registration order. */
export async function listRegistrants(db: DB, eventId: number) {
  return registrantsOf(db, eventId)
    .select(['r.id', 'r.status', 'r.code', 'r.created_at', 'r.attended_at'])
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

/** One registration of the training, by its code or its id. */
export async function findRegistrationBy(
  db: Executor,
  eventId: number,
  by: { code: string } | { id: number },
) {
  const qb = registrantsOf(db, eventId).select(['r.id', 'r.status', 'r.attended_at']);
  return ('code' in by ? qb.where('r.code', '=', by.code) : qb.where('r.id', '=', by.id)).executeTakeFirst();
}

/** Some other training has a registration with this code. */
export async function codeUsedElsewhere(db: Executor, eventId: number, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('event_registrations')
    .select('id')
    .where('code', '=', code)
    .where('event_id', '!=', eventId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks (or unmarks) attendance; with `onlyIfAbsent`, only a registration not yet marked (a second scan changes
 * nothing). Returns the new attended_at, or undefined when nothing changed. */
export async function setAttended(
  db: Executor,
  id: number,
  attended: boolean,
  { onlyIfAbsent = false }: { onlyIfAbsent?: boolean } = {},
): Promise<{ attended_at: Date | null } | undefined> {
  let qb = db
    .updateTable('event_registrations')
    .set({ attended_at: attended ? sql<Date>`now()` : null })
    .where('id', '=', id)
    .where('status', '=', 'registered');
  if (onlyIfAbsent) qb = qb.where('attended_at', 'is', null);
  return qb.returning('attended_at').executeTakeFirst();
}

/** A member's registrations joined to their trainings (My trainings, the account export). */
function registrationsOfMember(db: DB, accountId: number) {
  return db
    .selectFrom('event_registrations as r')
    .innerJoin('events', 'events.id', 'r.event_id')
    .where('r.account_id', '=', accountId);
}

/** A member's trainings, soonest first. */
export async function listMyTrainings(db: DB, accountId: number) {
  return registrationsOfMember(db, accountId)
    .select([
      'r.event_id',
      'r.status',
      'r.code',
      'r.attended_at',
      'events.title',
      'events.starts_at',
      'events.location',
      'events.address',
      'events.state',
      'events.join_link',
    ])
    .orderBy('events.starts_at')
    .orderBy('r.id')
    .execute();
}

/** Registered seats whose training starts within `withinMs` and has not started, not yet reminded; locked so two
 * server processes never remind the same person twice (the second skips rows the first holds). */
export async function claimDueReminders(db: Executor, withinMs: number, limit: number) {
  return (
    db
      .selectFrom('event_registrations as r')
      .innerJoin('events', 'events.id', 'r.event_id')
      .select(['r.id', 'r.account_id', 'r.code', 'r.event_id'])
      .where('r.status', '=', 'registered')
      .where('r.reminded_at', 'is', null)
      .where('events.starts_at', '>', sql<Date>`now()`)
      .where('events.starts_at', '<=', sql<Date>`now() + ${withinMs} * interval '1 millisecond'`)
      .orderBy('r.id')
      .limit(limit)
      // Locks the registrations only (not their trainings, which registrations lock for their seat checks).
      .modifyEnd(sql`for update of r skip locked`)
      .execute()
  );
}

export async function markReminded(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('event_registrations')
    .set({ reminded_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .execute();
}

/** A member's registrations for the account export. */
export async function exportRegistrations(db: DB, accountId: number) {
  return registrationsOfMember(db, accountId)
    .select([
      'r.event_id',
      'events.title',
      'events.starts_at',
      'r.status',
      'r.code',
      'r.created_at',
      'r.promoted_at',
      'r.attended_at',
      'r.reminded_at',
    ])
    .orderBy('r.id')
    .execute();
}

/** Seats taken per training, for the lists' seats_left. */
export async function registeredCounts(db: DB, eventIds: number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('event_registrations')
    .select(['event_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('event_id', 'in', eventIds)
    .where('status', '=', 'registered')
    .groupBy('event_id')
    .execute();
  return new Map(rows.map((r) => [r.event_id, Number(r.n)]));
}
