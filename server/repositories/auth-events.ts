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
    await db.deleteFrom('auth_events').where('created_at', '<', sql<Date>`now() - interval '1 day'`).execute();
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
    const row = await trx.insertInto('auth_events').values({ bucket, subject }).returning('id').executeTakeFirstOrThrow();
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

/** Both counted events (to release them), and whether the companion itself, not the fallback, took its event. */
export type PairReservation =
  | { reserved: true; ids: [number, number]; companionCounted: boolean }
  | { reserved: false; waitSeconds: number };

/**
 * reserveEvent for `main`, and in the same transaction an event for `companion` (the wrong-kind sign-in check: the
 * other account whose password is checked) when its rules let one in, else for `fallback`. A full companion does
 * not refuse the request: the caller learns it was not counted and skips the work it guards. Whatever the outcome
 * past `main`, the same statements run (two locks, two counts, two inserts), so the answer time tells nothing about
 * which counter took the second event. Both locks are taken in one order (by key) so two requests cannot deadlock.
 */
export async function reserveEventWithCompanion(
  db: DB,
  main: Counter,
  companion: Counter,
  fallback: Counter,
  rules: WindowRule[],
): Promise<PairReservation> {
  const key = (c: Counter) => `auth_events:${c.bucket}:${c.subject}`;
  type Outcome = { wait: number } | { ids: [number, number]; companionCounted: boolean };
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    for (const lock of [key(main), key(companion)].sort()) {
      await sql`select pg_advisory_xact_lock(hashtext(${lock}))`.execute(trx);
    }
    const wait = await secondsUntilAllowed(trx, main.bucket, main.subject, rules);
    if (wait > 0) return { wait };
    const companionCounted = (await secondsUntilAllowed(trx, companion.bucket, companion.subject, rules)) === 0;
    const other = companionCounted ? companion : fallback;
    const rows = await trx
      .insertInto('auth_events')
      .values([
        { bucket: main.bucket, subject: main.subject },
        { bucket: other.bucket, subject: other.subject },
      ])
      .returning('id')
      .execute();
    const [first, second] = rows.map((row) => row.id);
    if (first === undefined || second === undefined) throw new Error('auth_events: two rows inserted, fewer returned');
    return { ids: [first, second], companionCounted };
  });
  if ('wait' in outcome) return { reserved: false, waitSeconds: outcome.wait };
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

/** Seconds until another event is allowed under every rule; 0 when allowed now. */
async function secondsUntilAllowed(db: DB, bucket: string, subject: string, rules: WindowRule[]): Promise<number> {
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
  return wait;
}
