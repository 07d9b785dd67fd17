// One serving process: opens the database, builds the app, listens, and shuts down gracefully on SIGTERM/SIGINT.
// 'single' (WORKERS=1) also prepares the database itself; a cluster 'worker' finds it prepared by the primary
// (server/cluster.ts), listens on the port the primary shares, and logs no start-up warnings (the primary does).
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { configWarnings, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { startMetricsServer } from './metrics-server';
import { prepareSchema, seedOnce } from './startup';

/** How long the server keeps accepting after SIGTERM before it stops listening (see shutdown below). */
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 1500);
/** A shutdown still running after this exits 1 rather than hang. */
const SHUTDOWN_LIMIT_MS = 10_000;

export type ServerRole = 'single' | 'worker';

export async function startServer(config: Config, role: ServerRole): Promise<void> {
  const database = await openDatabase(config);
  let app: FastifyInstance;
  try {
    if (role === 'single') await prepareSchema(database, config);
    // The database is closed by shutdown() after the HTTP server has drained: an onClose hook of the db plugin would
    // run before Fastify's own server.close (onClose hooks run children first) and fail the requests still in flight.
    app = await buildApp({ config, database, closeDatabase: false });
    if (role === 'single') {
      for (const warning of configWarnings(config)) app.log.warn(warning);
      await seedOnce(database, config, app.log, app.uploadStore);
    }
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Release the database (and PGlite's folder lock) before the caller reports the failure.
    await database.close().catch(() => undefined);
    throw error;
  }
  // METRICS_PORT: Prometheus metrics on 127.0.0.1 only (docs/operations.md). In a cluster the primary serves them,
  // summed over the workers; a single process serves its own.
  const metrics =
    role === 'single' && config.metricsPort
      ? await startMetricsServer({ port: config.metricsPort, aggregateWorkers: false, log: app.log })
      : undefined;
  const shutdown = gracefulShutdown(app, database, () => metrics?.close());
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

function gracefulShutdown(
  app: FastifyInstance,
  database: DatabaseHandle,
  closeMetrics: () => Promise<void> | undefined,
): (signal: string) => void {
  let closing = false;
  return (signal) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    timer.unref();
    // Keep accepting for a short grace period first: connections the kernel has already queued (and a load
    // balancer still routing here) are served instead of reset when the listener closes. /clap/health answers
    // 503 meanwhile so balancers stop sending new work. Then app.close stops listening and waits for in-flight
    // requests; the database closes last.
    app.shuttingDown = true;
    const grace = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS));
    grace
      .then(() => Promise.all([app.close(), closeMetrics()]))
      .then(
        () =>
          database.close().then(
            () => process.exit(0),
            () => process.exit(0),
          ),
        (error: unknown) => {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
}
