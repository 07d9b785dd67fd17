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
}

/** Runs every job there is to run; resolves with the number of batches and of notifications written. */
export async function runPendingFanouts(
  db: DB,
  {
    batchSize = FANOUT_BATCH,
    leaseMs = FANOUT_LEASE_MS,
    maxBatches = Infinity,
    stop = () => false,
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
    }
  }
  return { batches, inserted, jobs };
}

/** The periodic deadline scan: queues a 'deadline' fan-out once per item whose deadline is near. */
export function queueDeadlines(db: DB): Promise<number> {
  return queueDeadlineFanouts(db, { withinMs: DEADLINE_AHEAD_MS, minAgeMs: DEADLINE_MIN_AGE_MS });
}
