// WORKERS=N (N > 1, PostgreSQL only): this primary prepares the database once (migrations unless
// MIGRATE_ON_START=false, the first-start seed), then forks N workers (server/start-worker.ts) that each build the app
// and listen on the same port; node:cluster hands them connections in turn. A worker that dies is replaced after a
// short backoff; SIGTERM/SIGINT drains every worker (each runs the single server's graceful shutdown) and the primary
// exits 0 once all have exited cleanly. The primary serves no request itself (docs/scale-out.md).
import cluster, { type Worker } from 'node:cluster';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { configWarnings, type Config } from './config';
import { openDatabase } from './db/database';
import { createUploadStore } from './lib/upload-stores';
import { startMetricsServer } from './metrics-server';
import { prepareSchema, seedOnce } from './startup';

/** Replacement delays: 1 s, doubling per exit in the last minute, at most 30 s (a crash loop must not spin). */
const BACKOFF_MIN_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;
const CRASH_WINDOW_MS = 60_000;
/** Workers still running this long after SIGTERM (their own limit is 10 s) are killed. */
const STOP_LIMIT_MS = 15_000;

function replacementDelay(recentExits: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.max(0, Math.min(recentExits - 1, 10)));
}

/** `entry`: the file workers run (server/main.ts, or dist-server/main.js in the bundle), with this process's flags. */
export async function runPrimary(config: Config, entry: string): Promise<void> {
  // The primary has no app; Fastify's logger (pino) keeps its lines in the workers' format.
  const log = Fastify({ logger: { level: config.logLevel } }).log;
  const database = await openDatabase(config);
  try {
    await prepareSchema(database, config);
    for (const warning of configWarnings(config)) log.warn(warning);
    // The demo seed's images go where the workers will serve them from.
    const uploadStore = await createUploadStore(config);
    try {
      await seedOnce(database, config, log, uploadStore);
    } finally {
      uploadStore.close?.();
    }
  } finally {
    // Its connections are not part of the budget the workers share.
    await database.close();
  }
  // METRICS_PORT: the primary serves every worker's metrics, summed (prom-client's AggregatorRegistry); workers serve none.
  if (config.metricsPort) await startMetricsServer({ port: config.metricsPort, aggregateWorkers: true, log });
  // Named explicitly: under the launcher (scripts/launch.mjs) process.argv[1] is not necessarily the entry.
  cluster.setupPrimary({ exec: entry });
  superviseWorkers(config.workers, log);
}

function superviseWorkers(count: number, log: FastifyBaseLogger): void {
  const running = new Set<Worker>();
  const replacements = new Set<NodeJS.Timeout>();
  let recentExits: number[] = [];
  let listened = 0;
  let allListening = false;
  let stopping = false;
  let cleanExit = true;

  const fork = () => {
    const worker = cluster.fork();
    running.add(worker);
    worker.on('listening', () => {
      log.info({ worker: worker.process.pid }, 'worker listening');
      listened += 1;
      if (listened >= count) allListening = true;
    });
  };

  const finish = () => {
    log.info({ clean: cleanExit }, 'every worker has stopped');
    process.exit(cleanExit ? 0 : 1);
  };

  const stop = (signal: string, reason = 'shutting down: draining every worker') => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: running.size }, reason);
    for (const timer of replacements) clearTimeout(timer);
    replacements.clear();
    for (const worker of running) worker.process.kill('SIGTERM');
    const limit = setTimeout(() => {
      log.error({ workers: running.size }, 'workers still running after the shutdown limit: killing them');
      cleanExit = false;
      for (const worker of running) worker.process.kill('SIGKILL');
    }, STOP_LIMIT_MS);
    limit.unref();
    if (running.size === 0) finish();
  };

  cluster.on('exit', (worker, code, signal) => {
    running.delete(worker);
    if (stopping) {
      // Killed by the SIGTERM itself: a worker still starting (no handler yet, nothing in flight). Clean too.
      if (code !== 0 && signal !== 'SIGTERM') cleanExit = false;
      if (running.size === 0) finish();
      return;
    }
    if (!allListening) {
      // A worker that cannot start (port taken, database unreachable) would fail again: stop rather than loop.
      log.error(
        { worker: worker.process.pid, code, signal },
        'a worker exited before every worker was listening: the server did not start',
      );
      cleanExit = false;
      stop('startup', 'stopping the other workers');
      return;
    }
    const now = Date.now();
    recentExits = [...recentExits.filter((at) => now - at < CRASH_WINDOW_MS), now];
    const delay = replacementDelay(recentExits.length);
    log.error(
      { worker: worker.process.pid, code, signal, replacementInMs: delay },
      'worker exited unexpectedly: starting a replacement',
    );
    const timer = setTimeout(() => {
      replacements.delete(timer);
      fork();
    }, delay);
    replacements.add(timer);
  });

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < count; i += 1) fork();
}
