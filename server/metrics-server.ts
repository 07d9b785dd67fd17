// The metrics endpoint: a separate, tiny node:http server on 127.0.0.1:METRICS_PORT, never the public app, so
// Prometheus' scrape needs no route, no auth and no rate limit on the public port and cannot be reached from outside
// the machine (a local Prometheus or agent scrapes it; docs/operations.md). GET /metrics answers this process's
// metrics, or with aggregateWorkers every cluster worker's, summed by prom-client's AggregatorRegistry.
import { createServer, type Server } from 'node:http';
import { AggregatorRegistry } from 'prom-client';
import { METRICS_CONTENT_TYPE, processMetrics } from './lib/metrics';

export interface MetricsServerOptions {
  port: number;
  /** True in a cluster's primary: ask every worker for its metrics and answer their aggregate. */
  aggregateWorkers: boolean;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

export const METRICS_HOST = '127.0.0.1';

export async function startMetricsServer({
  port,
  aggregateWorkers,
  log,
}: MetricsServerOptions): Promise<{ port: number; close(): Promise<void> }> {
  const aggregator = aggregateWorkers ? new AggregatorRegistry() : undefined;
  const read = () => (aggregator ? aggregator.clusterMetrics() : processMetrics());
  const server: Server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not found: metrics are at GET /metrics\n');
      return;
    }
    read().then(
      (text) => {
        response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        // A worker that does not answer within prom-client's 5 s: the scrape fails visibly (Prometheus marks it down).
        log.warn({ err: error }, 'metrics scrape failed');
        response
          .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
          .end('Metrics are unavailable right now.\n');
      },
    );
  });
  // Scrapes are short; a stuck client must not keep the process from closing.
  server.keepAliveTimeout = 5_000;
  server.requestTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, METRICS_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as { port: number }).port;
  log.info({ port: bound, host: METRICS_HOST }, 'metrics served at /metrics');
  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
