// Rate limiting, off by default per route: sensitive routes opt in with `config.rateLimit`.
// Keys come from request.ip: the socket address or, behind the proxies TRUST_PROXY names (by count or address), the
// address the last trusted proxy appended to X-Forwarded-For; what a client writes before it is never read.
// With REDIS_URL the counters live in Redis, shared by every server process; without it, in this process's memory.
// A Redis failure fails open: the request is served uncounted and a warning is logged (at most every 30 s), because
// the limits guard against abuse and the database-kept counters (per-account login lockout, code sends, interest
// per e-mail; repositories/auth-events.ts) keep working without Redis. Answering 503 would take sign-in down with it.
import { createRequire } from 'node:module';
import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { fail } from '../lib/envelope';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface Store {
  incr: (key: string, cb: Callback, timeWindow: number, max: number) => void;
  read: (key: string, cb: Callback, timeWindow: number, max: number) => void;
  child: (routeOptions: { routeInfo: { method: string; url: string } }) => Store;
}

/** How long a Redis command may take before the request goes on uncounted. */
const COMMAND_TIMEOUT_MS = 500;
const WARN_EVERY_MS = 30_000;

/** Opens the shared client; commands fail fast (no offline queue, one short timeout) instead of holding requests. */
export function openRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // Keep retrying in the background (capped at 5 s); requests meanwhile fail open.
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  let lastWarn = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastWarn < WARN_EVERY_MS) return;
    lastWarn = Date.now();
    log.warn({ err: error }, 'Redis unavailable: rate limits are not being counted until it is back');
  });
  return redis;
}

/** Wraps @fastify/rate-limit's Redis store to log (throttled) the errors its skipOnError swallows. */
function loggingStore(inner: Store, log: FastifyBaseLogger): Store {
  let lastWarn = 0;
  const wrap =
    (cb: Callback): Callback =>
    (error, result) => {
      if (error && Date.now() - lastWarn >= WARN_EVERY_MS) {
        lastWarn = Date.now();
        log.warn({ err: error }, 'rate-limit counter unavailable (Redis): request served uncounted');
      }
      cb(error, result);
    };
  return {
    incr: (key, cb, timeWindow, max) => inner.incr(key, wrap(cb), timeWindow, max),
    read: (key, cb, timeWindow, max) => inner.read(key, wrap(cb), timeWindow, max),
    child: (routeOptions) => loggingStore(inner.child(routeOptions), log),
  };
}

export default fp<{ enabled: boolean; redisUrl?: string | undefined; redisPrefix: string }>(
  async (app, { enabled, redisUrl, redisPrefix }) => {
    // The shared client, for health's ping (plugins/observability.ts); null when this process uses no Redis.
    const redis = enabled && redisUrl ? openRedis(redisUrl, app.log) : null;
    app.decorate('redis', redis);
    if (!enabled) return;
    let store: (new (options: unknown) => Store) | undefined;
    if (redis) {
      // The plugin's own Redis store (its Lua script), wrapped for logging; the module ships no type declarations.
      const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as new (
        continueExceeding: boolean,
        exponentialBackoff: boolean,
        redis: Redis,
        key: string,
      ) => Store;
      const log = app.log;
      // The plugin constructs the store with its global options; routes get children keyed by method and URL.
      store = function SharedStore(options: unknown) {
        const { continueExceeding = false, exponentialBackoff = false } = options as {
          continueExceeding?: boolean;
          exponentialBackoff?: boolean;
        };
        return loggingStore(
          new RedisStore(continueExceeding, exponentialBackoff, redis, `${redisPrefix}rl:`),
          log,
        );
      } as unknown as new (options: unknown) => Store;
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: false,
      skipOnError: true,
      ...(store ? { store: store as never } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        ...fail(`Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
      }),
    });
  },
  { name: 'rate-limit' },
);
