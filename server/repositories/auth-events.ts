// Throttling counters kept in the database, so limits hold across server processes and restarts.
import { sql } from 'kysely';
import type { DB } from '../db/database';

export interface WindowRule {
  /** Events allowed inside the window. */
  max: number;
  windowSeconds: number;
}

// Cheap housekeeping: now and then, drop rows no window needs any more.
async function prune(db: DB): Promise<void> {
  if (Math.random() < 0.01) {
    await db
      .deleteFrom('auth_events')
      .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
  }
}

/** A counted event (its id), or the wait until a rule lets another one in. */
export type Reservation = { reserved: true; id: number } | { reserved: false; waitSeconds: number };

/**
 * Checks the rules and counts the event in one step. A transaction-scoped advisory lock on the subject serialises
 * the check and the insert across requests and server processes (PostgreSQL and PGlite alike), so a burst of
 * concurrent requests cannot all pass the check before any of them is counted. A caller that learns the event
 * should not count (a right password) releases it by its id.
 */
export async function reserveEvent(
  db: DB,
  bucket: string,
  subject: string,
  rules: WindowRule[],
): Promise<Reservation> {
  const outcome = await db.transaction().execute(async (trx): Promise<{ wait: number } | { id: number }> => {
    await sql`select pg_advisory_xact_lock(hashtext(${`auth_events:${bucket}:${subject}`}))`.execute(trx);
    const wait = await secondsUntilAllowed(trx, bucket, subject, rules);
    if (wait > 0) return { wait };
    const row = await trx
      .insertInto('auth_events')
      .values({ bucket, subject })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  });
  if ('wait' in outcome) return { reserved: false, waitSeconds: outcome.wait };
  await prune(db);
  return { reserved: true, id: outcome.id };
}

/** A counter: its bucket and subject. */
export interface Counter {
  bucket: string;
  subject: string;
}

/** A counter and the rules it is held to. */
export interface Limit extends Counter {
  rules: WindowRule[];
}

/**
 * The events counted by reserveLanes (to release them), whether the companion lane (not the fallback) took its
 * events, and for each main limit the events in its widest window, this one included (the warning mails read it).
 */
export type LanesReservation =
  | { reserved: true; ids: number[]; companionCounted: boolean; counts: number[] }
  | { reserved: false; waitSeconds: number; full: boolean[] };

/**
 * Counts one event on every limit of `main`, in one transaction, or none when any of them is full (then the longest
 * wait, and which limits were full). In the same transaction, one event on every limit of `companion` when all of
 * them have room, else on the `fallback` counters (as many as the companion's): the wrong-kind sign-in check, whose
 * other account is checked only when its own limits let a try in. A full companion does not refuse the request: the
 * caller learns it was not counted and skips the work it guards. Whatever the outcome past `main`, the same
 * statements run (a lock and a count per limit, one insert), so the answer time tells nothing about which counters
 * took the events. Transaction-scoped advisory locks on every counter, taken in one order (by key) so two requests
 * cannot deadlock, serialise the checks and the insert across requests and server processes.
 */
export async function reserveLanes(
  db: DB,
  main: Limit[],
  companion: Limit[],
  fallback: Counter[],
): Promise<LanesReservation> {
  if (fallback.length !== companion.length)
    throw new Error('reserveLanes: one fallback counter per companion limit');
  const key = (c: Counter) => `auth_events:${c.bucket}:${c.subject}`;
  type Outcome =
    { wait: number; full: boolean[] } | { ids: number[]; companionCounted: boolean; counts: number[] };
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    for (const lock of [...new Set([...main, ...companion].map(key))].sort()) {
      await sql`select pg_advisory_xact_lock(hashtext(${lock}))`.execute(trx);
    }
    const mainStates = [];
    for (const limit of main)
      mainStates.push(await windowState(trx, limit.bucket, limit.subject, limit.rules));
    const wait = Math.max(0, ...mainStates.map((state) => state.wait));
    if (wait > 0) return { wait, full: mainStates.map((state) => state.wait > 0) };
    let companionCounted = true;
    for (const limit of companion) {
      if ((await windowState(trx, limit.bucket, limit.subject, limit.rules)).wait > 0)
        companionCounted = false;
    }
    const others: Counter[] = companionCounted ? companion : fallback;
    const rows = await trx
      .insertInto('auth_events')
      .values([...main, ...others].map(({ bucket, subject }) => ({ bucket, subject })))
      .returning('id')
      .execute();
    if (rows.length !== main.length + others.length)
      throw new Error('auth_events: fewer rows returned than inserted');
    return {
      ids: rows.map((row) => row.id),
      companionCounted,
      counts: mainStates.map((state) => state.count + 1),
    };
  });
  if ('wait' in outcome) return { reserved: false, waitSeconds: outcome.wait, full: outcome.full };
  await prune(db);
  return { reserved: true, ...outcome };
}

/** Gives back reserved events in one statement. */
export async function releaseEvents(db: DB, ids: number[]): Promise<void> {
  await db.deleteFrom('auth_events').where('id', 'in', ids).execute();
}

/** Gives back one reserved event (the guarded work turned out not to count, e.g. the server was too busy to do it). */
export async function releaseEvent(db: DB, id: number): Promise<void> {
  await db.deleteFrom('auth_events').where('id', '=', id).execute();
}

export async function clearEvents(db: DB, bucket: string, subject: string): Promise<void> {
  await db.deleteFrom('auth_events').where('bucket', '=', bucket).where('subject', '=', subject).execute();
}

/** Clears every counter of `bucket` whose subject starts with `prefix` (all the addresses of one account). */
export async function clearEventsByPrefix(db: DB, bucket: string, prefix: string): Promise<void> {
  await db
    .deleteFrom('auth_events')
    .where('bucket', '=', bucket)
    .where(sql<boolean>`starts_with(subject, ${prefix})`)
    .execute();
}

/** Seconds until another event is allowed under every rule; 0 when allowed now. */
async function secondsUntilAllowed(
  db: DB,
  bucket: string,
  subject: string,
  rules: WindowRule[],
): Promise<number> {
  return (await windowState(db, bucket, subject, rules)).wait;
}

/**
 * The wait until another event is allowed under every rule (0: allowed now), and the events in the widest window
 * (counted up to the largest max: a full window reads as its max).
 */
async function windowState(
  db: DB,
  bucket: string,
  subject: string,
  rules: WindowRule[],
): Promise<{ wait: number; count: number }> {
  let wait = 0;
  const widest = Math.max(...rules.map((r) => r.windowSeconds));
  const most = Math.max(...rules.map((r) => r.max));
  const rows = await db
    .selectFrom('auth_events')
    .select('created_at')
    .where('bucket', '=', bucket)
    .where('subject', '=', subject)
    .where('created_at', '>', new Date(Date.now() - widest * 1000))
    .orderBy('created_at', 'desc')
    .limit(most)
    .execute();
  const now = Date.now();
  for (const rule of rules) {
    const inWindow = rows.filter((r) => new Date(r.created_at).getTime() > now - rule.windowSeconds * 1000);
    if (inWindow.length >= rule.max) {
      // The oldest event that makes the window full must leave it.
      const oldest = new Date(inWindow[rule.max - 1].created_at).getTime();
      wait = Math.max(wait, Math.ceil((oldest + rule.windowSeconds * 1000 - now) / 1000));
    }
  }
  return { wait, count: rows.length };
}
