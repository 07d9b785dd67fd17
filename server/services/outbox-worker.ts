// The loop every outbox worker shares (mail: services/mail-outbox.ts; SMS: services/sms-outbox.ts): kicked right after
// a commit, polling for retries and for rows other processes wrote, one pass at a time, closed before the database.
// A pass prunes now and then, claims due rows with a lease (repositories/outbox.ts), sends them side by side and marks
// each sent, to retry (backing off) or failed (once a retry would come after the row's life); a subclass says how one
// row is sent, how long it lives and what the logs say.
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/database';
import type { ClaimedOutboxRow, OutboxQueries } from '../repositories/outbox';

/** How long closing waits for sends in flight before it lets go (an unfinished row is retried after its lease). */
const CLOSE_WAIT_MS = 5_000;

/** Delay before the try after `attempts` failed ones: min, 2 min, 4 min ... capped at max. */
export function retryDelay(attempts: number, minMs: number, maxMs: number): number {
  return Math.min(maxMs, minMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

/** A short, single-line reason for the admin view (provider replies can be long; codes are never in them). */
export function failureReason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 300) || 'Unknown error';
}

/** Rows one claim takes; they are sent side by side. */
const BATCH = 5;
const PRUNE_EVERY_MS = 60_000;
/** Sent and failed rows (recipient, dates, status, the last error; no body) are kept this long for the admin. */
const KEEP_DAYS = 30;

/** The settings every outbox takes from the environment. */
export interface OutboxRetrySettings {
  pollMs: number;
  retryMinMs: number;
  retryMaxMs: number;
}

export abstract class OutboxWorker<
  Row extends ClaimedOutboxRow,
  Transport,
  Settings extends OutboxRetrySettings,
> {
  private running: Promise<void> | null = null;
  private again = false;
  protected closed = false;
  private immediate: NodeJS.Immediate | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastPrune = 0;

  /** `transport` is asked for the sender at each send (a test or the admin may swap it). */
  constructor(
    protected readonly db: DB,
    protected readonly transport: () => Transport,
    protected readonly settings: Settings,
    protected readonly log: FastifyBaseLogger,
  ) {}

  protected abstract readonly queries: OutboxQueries<Row>;
  /** How long a claim holds a row: far beyond one send, so a live sender's row is never claimed twice. */
  protected abstract readonly leaseMs: number;
  /** The outbox's name in the log line of a failed pass. */
  protected abstract readonly name: string;

  /** Hands one row to the provider; throws when it is not sent. */
  protected abstract send(row: Row): Promise<void>;

  /** How long after it was written a row is still worth sending. */
  protected abstract lifeMs(row: Row): number;

  /** Logs (and counts) a row given up. */
  protected abstract gaveUp(row: Row, error: string): void;

  /** Logs (and counts) a row to be tried again in `delayMs`. */
  protected abstract willRetry(row: Row, error: string, delayMs: number): void;

  /** Drops old rows (a subclass may drop more that ages with them). */
  protected async prune(): Promise<void> {
    await this.queries.prune(this.db, KEEP_DAYS);
  }

  /** One pass: sends every due row. */
  private async pass(): Promise<void> {
    try {
      if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
        this.lastPrune = Date.now();
        await this.prune();
      }
      while (!this.closed) {
        const batch = await this.queries.claimDue(this.db, { limit: BATCH, leaseMs: this.leaseMs });
        if (batch.length === 0) return;
        await Promise.all(batch.map((row) => this.sendOne(row)));
      }
    } catch (error) {
      // The database is down or closing: the poll tries again later; claimed rows come back after their lease.
      if (!this.closed) this.log.warn({ err: error }, `${this.name} outbox: pass failed`);
    }
  }

  private async sendOne(row: Row): Promise<void> {
    let failure: unknown;
    try {
      await this.send(row);
    } catch (error) {
      failure = error;
    }
    if (failure === undefined) {
      await this.queries.markSent(this.db, row);
      return;
    }
    const error = failureReason(failure);
    const delay = retryDelay(row.attempts, this.settings.retryMinMs, this.settings.retryMaxMs);
    if (Date.now() + delay > new Date(row.created_at).getTime() + this.lifeMs(row)) {
      await this.queries.markFailed(this.db, row, error);
      this.gaveUp(row, error);
      return;
    }
    await this.queries.markRetry(this.db, row, error, delay);
    this.willRetry(row, error, delay);
  }

  /** Starts polling (retries, rows written by other processes, rows left by a crash). */
  start(): void {
    if (this.closed || this.timer) return;
    this.timer = setInterval(() => this.kick(), this.settings.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Schedules a drain right after the current answer (call it after the commit that wrote the rows). */
  kick(): void {
    if (this.closed || this.immediate) return;
    this.immediate = setImmediate(() => {
      this.immediate = null;
      void this.drain();
    });
  }

  /** True when no drain is scheduled or running. */
  get idle(): boolean {
    return !this.immediate && !this.running;
  }

  /** Sends every due row; resolves when none is left (a call during a drain gets one more pass). */
  drain(): Promise<void> {
    if (this.immediate) {
      clearImmediate(this.immediate);
      this.immediate = null;
    }
    if (this.closed) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = async () => {
      try {
        do {
          this.again = false;
          await this.pass();
        } while (this.again && !this.closed);
      } finally {
        this.running = null;
      }
    };
    this.running = run();
    return this.running;
  }

  /** Stops polling and waits (a little) for sends in flight. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (this.immediate) clearImmediate(this.immediate);
    this.timer = null;
    this.immediate = null;
    if (!this.running) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      this.running,
      new Promise((resolve) => (timeout = setTimeout(resolve, CLOSE_WAIT_MS))),
    ]);
    clearTimeout(timeout);
  }
}
