// What operators watch, per request and per dependency (docs/operations.md):
// - every answer carries X-Request-Id (the id Fastify binds to every log line of the request: app.ts genReqId);
// - every answer is timed into clap_http_request_duration_seconds by route pattern, method and status;
// - the probes of Redis, the upload store and the mail queue, cached so that health checks and scrapes polling every
//   second cost each dependency one check per few seconds; health (routes/health) and the metrics read them.
// Registered first, so that even a request refused by a later plugin (429, 503) has its id and its timing.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cachedProbe, type CachedProbe } from '../lib/cached-probe';
import {
  observeRequest,
  setMetricSources,
  STATIC_ROUTE,
  UNMATCHED_ROUTE,
  type MetricSources,
} from '../lib/metrics';
import { REQUEST_ID_HEADER } from '../lib/request-id';
import { queueState } from '../repositories/mail-outbox';

/** Redis and the upload store are checked at most every 2 s; the mail queue (a count) every 5 s. */
export const PROBE_TTL_MS = { redis: 2_000, storage: 2_000, mailQueue: 5_000 };
/** A dependency that has not answered within this is reported down. */
export const PROBE_TIMEOUT_MS = 1_500;

export type ProbeState = 'up' | 'down';

export interface Probes {
  /** 'off' when no Redis is configured (REDIS_URL unset, or rate limits off). */
  redis: CachedProbe<ProbeState | 'off'>;
  storage: CachedProbe<ProbeState>;
  /** null when the outbox cannot be read (the database is down). */
  mailQueue: CachedProbe<{ depth: number; overdueSeconds: number } | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    probes: Probes;
  }
}

/** The metric label of a request's route: its pattern, one label for the portal's files, one for everything else. */
export function routeLabel(request: FastifyRequest): string {
  const { url, config } = request.routeOptions;
  // @fastify/static registers one route per built file (its config names the file): one label for them all.
  if ((config as { file?: unknown } | undefined)?.file !== undefined) return STATIC_ROUTE;
  return url ?? UNMATCHED_ROUTE;
}

export default fp<{ pool?: MetricSources['pool'] }>(
  async (app, { pool }) => {
    app.addHook('onRequest', async (request, reply) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      observeRequest(routeLabel(request), request.method, reply.statusCode, reply.elapsedTime / 1000);
    });

    // The dependencies are read when probed, not now: app.redis, app.db and the store are decorated later.
    const probes: Probes = {
      redis: cachedProbe(
        async () => {
          if (!app.redis) return 'off';
          return (await app.redis.ping()) === 'PONG' ? 'up' : 'down';
        },
        { ttlMs: PROBE_TTL_MS.redis, timeoutMs: PROBE_TIMEOUT_MS, failed: 'down' },
      ),
      storage: cachedProbe(async () => ((await app.uploadStore.check()) ? 'up' : 'down'), {
        ttlMs: PROBE_TTL_MS.storage,
        timeoutMs: PROBE_TIMEOUT_MS,
        failed: 'down',
      }),
      mailQueue: cachedProbe(() => queueState(app.db), {
        ttlMs: PROBE_TTL_MS.mailQueue,
        timeoutMs: PROBE_TIMEOUT_MS,
        failed: null,
      }),
    };
    app.decorate('probes', probes);
    const sources: MetricSources = { ...(pool ? { pool } : {}), mailQueue: () => probes.mailQueue.read() };
    app.addHook('onReady', async () => setMetricSources(sources));
    app.addHook('onClose', async () => setMetricSources({}, sources));
  },
  { name: 'observability' },
);
