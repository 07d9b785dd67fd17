// The fan-out worker (issue 34; docs/notifications.md "Fan-out"): a published item's job, queued in the publishing
// transaction, is claimed here with a lease (FOR UPDATE SKIP LOCKED, so several processes are safe) and walked over
// the members by account id, one INSERT ... SELECT per batch, each batch its own short transaction (no lock held
// across the walk). A crash mid-walk leaves the job to be claimed again once its lease runs out; the batch it was in
// is retried and inserts nothing twice (the unique index notifications_matched_once).
import type { DB } from '../db/database';
import {
  advanceFanout,
  claimFanout,
  fanoutBatch,
  matchTarget,
  queueDeadlineFanouts,
} from '../repositories/notifications';

/** Members per batch: one statement each, a fraction of a second at this size (docs/notifications.md figures). */
export const FANOUT_BATCH = 5_000;
/**
 * After each batch the worker rests this many times the batch's own time, so a walk takes about 1 / (1 + ratio) of a
 * database core instead of a whole one, and the reads beside it (the feed) keep their latency: a 2,000,000-member
 * fan-out then takes about twice as long (docs/notifications.md, "At national scale"). 0: no rest.
 */
export const FANOUT_REST_RATIO = 1;
/** A rest is never longer than this (a slow batch on a loaded machine, and the shutdown's wait, stay short). */
export const FANOUT_REST_MAX_MS = 1_000;
/** How long a claimed job is held before another process may take it over (renewed by each batch). */
export const FANOUT_LEASE_MS = 5 * 60_000;
/** A deadline notification goes out when the deadline is this near... */
export const DEADLINE_AHEAD_MS = 3 * 86_400_000;
/** ...for items published at least this long ago (a fresh item's 'published' notification says it already). */
export const DEADLINE_MIN_AGE_MS = 86_400_000;

export interface FanoutOptions {
  batchSize?: number;
  leaseMs?: number;
  /** Stop after this many batches in all (tests: a walk cut short, as by a crash). */
  maxBatches?: number;
  /** Checked between batches: the process is closing (the job's lease lets another process go on). */
  stop?: () => boolean;
  /** The rest after each batch, as a multiple of its time (FANOUT_REST_RATIO). */
  restRatio?: number;
}

const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs every job there is to run; resolves with the number of batches and of notifications written. */
export async function runPendingFanouts(
  db: DB,
  {
    batchSize = FANOUT_BATCH,
    leaseMs = FANOUT_LEASE_MS,
    maxBatches = Infinity,
    stop = () => false,
    restRatio = FANOUT_REST_RATIO,
  }: FanoutOptions = {},
): Promise<{ batches: number; inserted: number; jobs: number }> {
  let batches = 0;
  let inserted = 0;
  let jobs = 0;
  while (batches < maxBatches && !stop()) {
    const job = await claimFanout(db, leaseMs);
    if (!job) break;
    jobs += 1;
    const target = await matchTarget(db, job.item_kind, job.item_id);
    if (!target) {
      // The item was deleted or taken down before its turn: nothing to tell anyone.
      await advanceFanout(db, job.id, { lastId: null, inserted: 0, done: true, leaseMs });
      continue;
    }
    let after = job.after_account_id;
    for (;;) {
      if (batches >= maxBatches || stop()) return { batches, inserted, jobs };
      const started = performance.now();
      const result = await db.transaction().execute(async (trx) => {
        const batch = await fanoutBatch(trx, job, target, after, batchSize);
        const done = batch.seen < batchSize;
        await advanceFanout(trx, job.id, { lastId: batch.lastId, inserted: batch.inserted, done, leaseMs });
        return { ...batch, done };
      });
      batches += 1;
      inserted += result.inserted;
      if (result.done || result.lastId === null) break;
      after = result.lastId;
      if (restRatio > 0) await rest(Math.min(FANOUT_REST_MAX_MS, (performance.now() - started) * restRatio));
    }
  }
  return { batches, inserted, jobs };
}

/** The periodic deadline scan: queues a 'deadline' fan-out once per item whose deadline is near. */
export function queueDeadlines(db: DB): Promise<number> {
  return queueDeadlineFanouts(db, { withinMs: DEADLINE_AHEAD_MS, minAgeMs: DEADLINE_MIN_AGE_MS });
}
