// The loop every outbox worker shares (mail: services/mail-outbox.ts; SMS: services/sms-outbox.ts): kicked right after
// a commit, polling for retries and for rows other processes wrote, one pass at a time, closed before the database.
// A subclass says what one pass does (claim due rows with a lease, send them, mark them).

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

export abstract class OutboxWorker {
  private running: Promise<void> | null = null;
  private again = false;
  protected closed = false;
  private immediate: NodeJS.Immediate | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly pollMs: number) {}

  /** One pass: sends every due row (errors are the subclass's to log). */
  protected abstract pass(): Promise<void>;

  /** Starts polling (retries, rows written by other processes, rows left by a crash). */
  start(): void {
    if (this.closed || this.timer) return;
    this.timer = setInterval(() => this.kick(), this.pollMs);
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
