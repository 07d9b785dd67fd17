// The mail worker: sends what the outbox holds, outside every transaction and without holding a database
// connection while SMTP talks. Kicked right after a commit (the local .eml file appears within milliseconds) and
// polling for retries and for rows other processes wrote. Retries back off exponentially from MAIL_RETRY_MIN_MS
// to MAIL_RETRY_MAX_MS; a message still unsent MAIL_GIVE_UP_MS after it was written is marked failed.
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/database';
import { countMailFailure } from '../lib/metrics';
import type { Mailer } from '../lib/mail-message';
import { deleteDeadCodes } from '../repositories/otp';
import * as outbox from '../repositories/mail-outbox';

export interface OutboxSettings {
  retryMinMs: number;
  retryMaxMs: number;
  giveUpMs: number;
  pollMs: number;
}

/** Rows one claim takes; they are sent side by side. */
const BATCH = 5;
/** How long a claim holds a row: far beyond one send (three SMTP timeouts of at most 10 s each). */
export const LEASE_MS = 5 * 60_000;
/** Sent and failed rows (recipient, subject, status; no body) are kept this long for the admin. */
export const KEEP_DAYS = 30;
const PRUNE_EVERY_MS = 60_000;
/** How long closing waits for sends in flight before it lets go (an unfinished row is retried after its lease). */
const CLOSE_WAIT_MS = 5_000;

/** Delay before the try after `attempts` failed ones: min, 2 min, 4 min ... capped at max. */
export function retryDelay(attempts: number, minMs: number, maxMs: number): number {
  return Math.min(maxMs, minMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

/** A short, single-line reason for the admin view (SMTP replies can be long; codes are never in them). */
function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 300) || 'Unknown error';
}

export class MailOutbox {
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private immediate: NodeJS.Immediate | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastPrune = 0;

  constructor(
    private readonly db: DB,
    private readonly mailer: () => Mailer,
    private readonly settings: OutboxSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

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

  /** Sends every due message; resolves when none is left (a call during a drain gets one more pass). */
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

  private async pass(): Promise<void> {
    try {
      if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
        this.lastPrune = Date.now();
        await outbox.pruneMail(this.db, KEEP_DAYS);
        await deleteDeadCodes(this.db);
      }
      while (!this.closed) {
        const batch = await outbox.claimDue(this.db, { limit: BATCH, leaseMs: LEASE_MS });
        if (batch.length === 0) return;
        await Promise.all(batch.map((row) => this.sendOne(row)));
      }
    } catch (error) {
      // The database is down or closing: the poll tries again later; claimed rows come back after their lease.
      if (!this.closed) this.log.warn({ err: error }, 'mail outbox: pass failed');
    }
  }

  private async sendOne(row: outbox.ClaimedMail): Promise<void> {
    let failure: unknown;
    try {
      await this.mailer().send({
        to: row.recipient,
        subject: row.subject,
        text: row.body_text ?? '',
        ...(row.body_html ? { html: row.body_html } : {}),
        ...(row.code ? { code: row.code } : {}),
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        ...(row.attachments?.length ? { attachments: row.attachments } : {}),
        ...(row.headers && Object.keys(row.headers).length ? { headers: row.headers } : {}),
      });
    } catch (error) {
      failure = error;
    }
    if (failure === undefined) {
      await outbox.markSent(this.db, row.id, row.attempts);
      return;
    }
    const error = reason(failure);
    const delay = retryDelay(row.attempts, this.settings.retryMinMs, this.settings.retryMaxMs);
    const giveUpAt = new Date(row.created_at).getTime() + this.settings.giveUpMs;
    if (Date.now() + delay > giveUpAt) {
      countMailFailure('gave_up');
      await outbox.markFailed(this.db, row.id, row.attempts, error);
      this.log.error(
        { mail: { id: row.id, to: row.recipient, subject: row.subject, attempts: row.attempts }, error },
        'mail failed: giving up',
      );
      return;
    }
    countMailFailure('retry');
    await outbox.markRetry(this.db, row.id, row.attempts, error, delay);
    this.log.warn(
      { mail: { id: row.id, to: row.recipient, attempts: row.attempts, retryInMs: delay }, error },
      'mail not sent: will retry',
    );
  }
}
