// Starts the server. WORKERS=1 (the default): this one process prepares the database and serves
// (server/start-worker.ts). WORKERS above 1: this process is the cluster's primary (server/cluster.ts) and each
// worker it forks runs this file again, taking the worker branch. Any start-up failure is one line and exit code 1.
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { runPrimary } from './cluster';
import { startServer } from './start-worker';
import { readConfig, startupFailure } from './startup';

const config = readConfig();
if (config) {
  const started = cluster.isWorker
    ? startServer(config, 'worker')
    : config.workers > 1
      ? runPrimary(config, fileURLToPath(import.meta.url))
      : startServer(config, 'single');
  started.catch((error: unknown) => {
    console.error(startupFailure(error));
    process.exit(1);
  });
}
