// Throttles kept in the database (repositories/auth-events.ts), answered as HTTP: a full window is a 429 with
// Retry-After.
import type { DB } from '../db/database';
import { tooManyRequests } from '../lib/http-errors';
import { reserveEvent, type WindowRule } from '../repositories/auth-events';

/**
 * Counts an event under `rules` and returns its id (to release it if it turns out not to count), or throws 429
 * with Retry-After and `message(seconds)` (the generic sentence without one) when a rule is full.
 */
export async function reserveOrRefuse(
  db: DB,
  bucket: string,
  subject: string,
  rules: WindowRule[],
  message?: (seconds: number) => string,
): Promise<number> {
  const reservation = await reserveEvent(db, bucket, subject, rules);
  if (!reservation.reserved)
    throw tooManyRequests(reservation.waitSeconds, message?.(reservation.waitSeconds));
  return reservation.id;
}
