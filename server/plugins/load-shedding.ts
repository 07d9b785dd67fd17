// Load shedding (@fastify/under-pressure): while this process is overloaded, a new request is answered 503 at once,
// with Retry-After and the error envelope, instead of queueing behind work the process cannot finish in time. Two
// signals, sampled every second: the event loop's mean delay over the last second past 1 s (every answer is already
// a second late), or the V8 heap past 90% of its limit (the next large request would crash the process for everyone).
// /clap/health is never shed: it is cheap, and a balancer must not pull every instance of an overloaded cluster at
// once; it reports the state instead (routes/health). Thresholds and reasons: docs/operations.md.
import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { getHeapStatistics } from 'node:v8';
import { fail } from '../lib/envelope';
import { countShedRequest } from '../lib/metrics';

export const MAX_EVENT_LOOP_DELAY_MS = 1000;
/** Share of V8's heap limit (node --max-old-space-size, or V8's default for the machine) past which we shed. */
export const HEAP_LIMIT_SHARE = 0.9;
export const SHED_RETRY_AFTER_SECONDS = 5;
export const SHED_MESSAGE = 'The service is busy. Please try again in a moment.';
const WARN_EVERY_MS = 10_000;
/** How often the event loop's delay and the heap are sampled (the delay is the mean over one interval). */
const SAMPLE_INTERVAL_MS = 1000;
/** After ready, pressure counts once a sample taken wholly after start-up exists. */
const STARTUP_GRACE_MS = 2 * SAMPLE_INTERVAL_MS;

type PressureHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  value: number | undefined,
) => unknown;

declare module 'fastify' {
  interface FastifyInstance {
    /** True while new requests are being shed (health reports it). */
    shedding: () => boolean;
  }
  interface FastifyContextConfig {
    /** @fastify/under-pressure's per-route handler: one that returns nothing lets the request through. */
    pressureHandler?: PressureHandler;
  }
}

/** For a route that must answer under load (health): the request goes on. */
export const neverShed: PressureHandler = () => undefined;

export default fp<{ enabled: boolean }>(
  async (app, { enabled }) => {
    // Start-up (migrations, seeding: PGlite works on this thread) blocks the loop on purpose; its delay lands in the
    // first samples after the app is ready. Pressure counts only once a whole sample has passed since then.
    let steadyAt = Infinity;
    app.addHook('onReady', async () => {
      steadyAt = Date.now() + STARTUP_GRACE_MS;
    });
    app.decorate('shedding', () => enabled && Date.now() >= steadyAt && app.isUnderPressure());
    if (!enabled) return;
    let lastWarn = 0;
    const shed: PressureHandler = (request, reply, type, value) => {
      if (Date.now() < steadyAt) return undefined;
      countShedRequest(type);
      if (Date.now() - lastWarn >= WARN_EVERY_MS) {
        lastWarn = Date.now();
        request.log.warn({ reason: type, value }, 'overloaded: shedding requests with 503');
      }
      void reply.code(503).header('retry-after', String(SHED_RETRY_AFTER_SECONDS));
      return fail(SHED_MESSAGE);
    };
    await app.register(underPressure, {
      maxEventLoopDelay: MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * HEAP_LIMIT_SHARE),
      sampleInterval: SAMPLE_INTERVAL_MS,
      // Its types say void, but the plugin sends whatever else the handler returns and ends the request there (its
      // README): the error envelope. (reply.send here instead would let the next onRequest hooks run on.)
      pressureHandler: shed as () => void,
    });
  },
  { name: 'load-shedding' },
);
