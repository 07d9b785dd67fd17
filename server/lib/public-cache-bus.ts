// How a write in one server process reaches every other process's public-read cache (docs/performance.md,
// "Public-read cache"): with REDIS_URL, INCR of `<prefix>public-cache:version` and PUBLISH on
// `<prefix>public-cache:bump` (each process SUBSCRIBEs on a connection of its own); without Redis on PostgreSQL,
// NOTIFY/LISTEN on a channel through one dedicated client. PGlite is one process: no bus.
// The bus is best effort and makes a write visible at once; the cache's TTL is the bound when a message is lost. A
// listener that (re)connects reports a bump, since messages sent while it was away are gone.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface CacheBus {
  /** Tells the other processes that public data changed (never throws; failures are logged, throttled). */
  announce(): void;
  close(): Promise<void>;
}

/** Channel of the PostgreSQL bus (NOTIFY reaches the listeners of the same database only). */
export const PG_CHANNEL = 'clap_public_cache';
const RECONNECT_MS = 1_000;
const WARN_EVERY_MS = 30_000;

/** This process's name on the bus, so that it skips its own messages (it bumped already). */
function instanceId(): string {
  return randomBytes(8).toString('hex');
}

function throttledWarn(log: FastifyBaseLogger, message: string): (error: unknown) => void {
  let last = 0;
  return (error) => {
    if (Date.now() - last < WARN_EVERY_MS) return;
    last = Date.now();
    log.warn({ err: error }, message);
  };
}

export function redisBus({
  url,
  prefix,
  onBump,
  log,
}: {
  url: string;
  prefix: string;
  onBump: () => void;
  log: FastifyBaseLogger;
}): CacheBus {
  const id = instanceId();
  const channel = `${prefix}public-cache:bump`;
  const versionKey = `${prefix}public-cache:version`;
  const warn = throttledWarn(
    log,
    'Redis unavailable: public-cache writes reach other processes only through the cache TTL',
  );
  const retryStrategy = (times: number) => Math.min(times * 200, 5000);
  // Announcing never waits on a Redis that is down: no offline queue, one short timeout.
  const pub = new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: 500,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy,
  });
  // The subscriber queues its SUBSCRIBE until connected, and ioredis subscribes again after every reconnect.
  const sub = new Redis(url, { connectTimeout: 2000, retryStrategy });
  pub.on('error', warn);
  sub.on('error', warn);
  sub.on('ready', onBump);
  sub.on('message', (_channel: string, from: string) => {
    if (from !== id) onBump();
  });
  sub.subscribe(channel).catch(warn);
  return {
    announce() {
      pub.multi().incr(versionKey).publish(channel, id).exec().catch(warn);
    },
    async close() {
      await Promise.all([pub, sub].map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}

/** `notify` runs `pg_notify(channel, payload)` through the app's pool, so announcing needs no listener. */
export function postgresBus({
  url,
  notify,
  onBump,
  log,
}: {
  url: string;
  notify: (channel: string, payload: string) => Promise<unknown>;
  onBump: () => void;
  log: FastifyBaseLogger;
}): CacheBus {
  const id = instanceId();
  const warn = throttledWarn(
    log,
    'PostgreSQL LISTEN unavailable: public-cache writes reach other processes only through the cache TTL',
  );
  let closed = false;
  let client: import('pg').Client | null = null;
  let timer: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void listen();
    }, RECONNECT_MS);
    timer.unref();
  };

  const listen = async () => {
    const pg = (await import('pg')).default;
    const next = new pg.Client({ connectionString: url });
    client = next;
    let lost = false;
    const lose = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (error) warn(error);
      // Messages sent while nobody listened are gone.
      onBump();
      next.end().catch(() => undefined);
      if (client === next) client = null;
      reconnectLater();
    };
    next.on('error', lose);
    next.on('end', () => lose());
    next.on('notification', (message) => {
      if (message.payload !== id) onBump();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${PG_CHANNEL}`);
      if (closed) return void (await next.end().catch(() => undefined));
      onBump();
    } catch (error) {
      lose(error);
    }
  };
  void listen();

  return {
    announce() {
      notify(PG_CHANNEL, id).catch(warn);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      current?.removeAllListeners('end');
      await current?.end().catch(() => undefined);
    },
  };
}
