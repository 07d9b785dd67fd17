// The queries every outbox (mail_outbox, sms_outbox) runs on its rows' state: the claim, an atomic
// UPDATE ... WHERE id = any(array(SELECT ... FOR UPDATE SKIP LOCKED)) RETURNING with a lease, so that several server
// processes on one PostgreSQL never send the same row twice; the sent, retry and failed marks, each only while the
// sender's claim still holds; the prune (docs/mail.md, docs/sms.md). Each outbox says which columns a claim returns
// and which it clears once a row is done (the bodies; the SMS's number is masked).
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, OutboxStateColumns } from '../db/tables';
import type { Executor } from './accounts';

export type OutboxTableName = 'mail_outbox' | 'sms_outbox';

/** The state every claimed row carries: `attempts` counts the tries so far, this one included. */
export interface ClaimedOutboxRow {
  id: number;
  attempts: number;
  created_at: Date;
}

/** The queries one outbox's worker runs (services/outbox-worker.ts). */
export interface OutboxQueries<Row extends ClaimedOutboxRow> {
  claimDue: (db: Executor, options: { limit: number; leaseMs: number }) => Promise<Row[]>;
  markSent: (db: Executor, row: Row) => Promise<void>;
  markRetry: (db: Executor, row: Row, error: string, delayMs: number) => Promise<void>;
  markFailed: (db: Executor, row: Row, error: string) => Promise<void>;
  prune: (db: Executor, keepDays: number) => Promise<void>;
}

// Kysely cannot type a query on a table chosen at run time. These queries touch only the state columns, which both
// tables share (OutboxStateColumns), so they run on a view of the database that names one such table, `outbox`, with
// the real table's name put in its place.
type OutboxView = { outbox: OutboxStateColumns & { id: number } };
const view = (db: Executor) => db as unknown as Kysely<OutboxView>;
const as = (table: OutboxTableName) => table as 'outbox';

/** What a claim returns besides the message: the worker's retry and give-up decisions read these. */
const STATE_COLUMNS = ['id', 'attempts', 'created_at'] as const;

/**
 * The queries of `table`: a claim returns the message's `columns` (and the state above), and a row done (sent or
 * failed) gets `cleared(row)` written with its final status.
 */
export function outboxQueries<
  Table extends OutboxTableName,
  Column extends keyof Selectable<Database[Table]> & string,
>(
  table: Table,
  columns: readonly Column[],
  cleared: (row: Pick<Selectable<Database[Table]>, Column>) => Updateable<Database[Table]>,
): OutboxQueries<Pick<Selectable<Database[Table]>, Column> & ClaimedOutboxRow> {
  type Row = Pick<Selectable<Database[Table]>, Column> & ClaimedOutboxRow;
  // The message's columns are the table's own, which the view does not name.
  const returned = [...STATE_COLUMNS, ...columns] as unknown as readonly (keyof OutboxView['outbox'])[];

  /** The claim (id + attempts) still holds: a row re-claimed after an expired lease is not overwritten by the first sender. */
  const claimed = (db: Executor, row: Row) =>
    view(db)
      .updateTable(as(table))
      .where('id', '=', row.id)
      .where('attempts', '=', row.attempts)
      .where('status', '=', 'queued');

  // Likewise the cleared columns (the bodies, the SMS's recipient).
  const finished = (row: Row) => cleared(row) as Updateable<OutboxView['outbox']>;

  return {
    /**
     * Claims up to `limit` due rows: their attempt count goes up and their due time moves `leaseMs` ahead, in one
     * statement. Rows another worker holds locked are skipped; a row whose sender died comes due again after the lease.
     */
    claimDue: async (db, { limit, leaseMs }) => {
      const rows = await view(db)
        .updateTable(as(table))
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          next_attempt_at: sql<Date>`now() + ${leaseMs} * interval '1 millisecond'`,
        }))
        // `= any(array(subquery))` runs the subquery once (an InitPlan). A plain `in (subquery)` may be rescanned
        // during the update and, skipping the rows this very statement has just locked, claim far more than `limit`.
        .where(
          sql<boolean>`id = any(array(${view(db)
            .selectFrom(as(table))
            .select('id')
            .where('status', '=', 'queued')
            .where('next_attempt_at', '<=', sql<Date>`now()`)
            .orderBy('next_attempt_at')
            .orderBy('id')
            .limit(limit)
            .forUpdate()
            .skipLocked()}))`,
        )
        .where('status', '=', 'queued')
        .returning(returned)
        .execute();
      return rows as unknown as Row[];
    },

    markSent: async (db, row) => {
      await claimed(db, row)
        .set({ ...finished(row), status: 'sent', sent_at: sql<Date>`now()`, last_error: null })
        .execute();
    },

    markRetry: async (db, row, error, delayMs) => {
      await claimed(db, row)
        .set({ last_error: error, next_attempt_at: sql<Date>`now() + ${delayMs} * interval '1 millisecond'` })
        .execute();
    },

    /** Given up: cleared like a sent row; the error stays for the admin. */
    markFailed: async (db, row, error) => {
      await claimed(db, row)
        .set({ ...finished(row), status: 'failed', failed_at: sql<Date>`now()`, last_error: error })
        .execute();
    },

    /** Drops 'void' rows at once, and sent or failed rows older than `keepDays`. */
    prune: async (db, keepDays) => {
      await view(db).deleteFrom(as(table)).where('status', '=', 'void').execute();
      await view(db)
        .deleteFrom(as(table))
        .where('status', 'in', ['sent', 'failed'])
        .where('created_at', '<', sql<Date>`now() - ${keepDays} * interval '1 day'`)
        .execute();
    },
  };
}
