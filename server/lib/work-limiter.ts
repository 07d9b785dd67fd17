// Bounds how much heavy work (image decoding) runs at once in this process: a counting semaphore with a short
// waiting line. When the line is full the caller is turned away at once with a 503 and a Retry-After, because a
// request that waits holds its upload in memory, and memory is what the bound protects.
import { HttpError } from './http-errors';

export const BUSY_MESSAGE = 'The service is busy. Please try again in a moment.';

export interface WorkLimiter {
  /**
   * Runs `task` once a slot is free. Throws HttpError 503 when `concurrency` tasks run and `queue` already wait,
   * unless `waitForSlot` is set (start-up work such as the demo seed, which must never be refused).
   */
  run<T>(task: () => Promise<T>, options?: { waitForSlot?: boolean }): Promise<T>;
  /** Throws the same 503 as run() would if a task came now: lets a route refuse before it reads a large body. */
  refuseIfFull(): void;
}

export function createWorkLimiter({
  concurrency,
  queue,
}: {
  concurrency: number;
  queue: number;
}): WorkLimiter {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A running average of how long one task takes, to tell a refused client how long the line needs to clear.
  let averageMs = 1000;

  const retryAfterSeconds = () =>
    Math.min(60, Math.max(1, Math.ceil((averageMs * (running + waiting.length)) / concurrency / 1000)));

  const full = () => running >= concurrency && waiting.length >= queue;
  const busy = () => new HttpError(503, BUSY_MESSAGE, { 'retry-after': String(retryAfterSeconds()) });

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>, options: { waitForSlot?: boolean } = {}): Promise<T> {
      if (running >= concurrency) {
        if (full() && !options.waitForSlot) throw busy();
        // The slot is handed over by release(): `running` stays the same.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      const started = performance.now();
      try {
        return await task();
      } finally {
        averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
        release();
      }
    },
    refuseIfFull: () => {
      if (full()) throw busy();
    },
  };
}
