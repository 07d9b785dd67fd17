// Starts the server: config, database, migrations, first-start seed, listen; shuts down gracefully.
import { buildApp } from './app';
import { ConfigError, configWarnings, loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { seedDatabase } from './db/seed/index';
import { startMetricsServer } from './metrics-server';

/** How long the server keeps accepting after SIGTERM before it stops listening (see shutdown below). */
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 1500);

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // One line per problem, all of them: an operator fixes the whole list in one pass.
      for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
      const count = error.problems.length;
      console.error(`The server did not start: ${count} configuration problem${count === 1 ? '' : 's'} (see above).`);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase(config);
  await migrateToLatest(database.db);
  // The database is closed by shutdown() after the HTTP server has drained: an onClose hook of the db plugin would run
  // before Fastify's own server.close (onClose hooks run children first) and fail the requests still in flight.
  const app = await buildApp({ config, database, closeDatabase: false });
  for (const warning of configWarnings(config)) app.log.warn(warning);
  await seedDatabase(database.db, config, app.log, app.uploadStore);
  await app.listen({ port: config.port, host: config.host });
  // METRICS_PORT: Prometheus metrics on 127.0.0.1 only (docs/operations.md); unset, nothing more listens.
  const metrics = config.metricsPort ? await startMetricsServer({ port: config.metricsPort, aggregateWorkers: false, log: app.log }) : undefined;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    // Keep accepting for a short grace period first: connections the kernel has already queued (and a load
    // balancer still routing here) are served instead of reset when the listener closes. /clap/health answers
    // 503 meanwhile so balancers stop sending new work. Then app.close stops listening and waits for in-flight
    // requests; the database closes last.
    app.shuttingDown = true;
    const grace = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS));
    grace.then(() => Promise.all([app.close(), metrics?.close()])).then(
      () => database.close().then(() => process.exit(0), () => process.exit(0)),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
