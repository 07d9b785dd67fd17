// A probe of a dependency (Redis, the upload store, the mail queue) answered from a short cache: a load balancer or
// a scraper polling every second costs the dependency one check per `ttlMs`, and callers arriving while a check runs
// share it. A check that hangs counts as failed after `timeoutMs`, so health never waits on a silent dependency.

export interface CachedProbe<T> {
  /** The latest result, checked anew when older than the TTL. */
  read(): Promise<T>;
}

export function cachedProbe<T>(
  check: () => Promise<T>,
  { ttlMs, timeoutMs, failed }: { ttlMs: number; timeoutMs: number; failed: T },
): CachedProbe<T> {
  let value: T = failed;
  let checkedAt = -Infinity;
  let running: Promise<T> | null = null;
  const run = async (): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(failed), timeoutMs);
      timer.unref();
    });
    try {
      return await Promise.race([check().catch(() => failed), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    read() {
      if (Date.now() - checkedAt < ttlMs) return Promise.resolve(value);
      running ??= run().then((result) => {
        value = result;
        checkedAt = Date.now();
        running = null;
        return result;
      });
      return running;
    },
  };
}
