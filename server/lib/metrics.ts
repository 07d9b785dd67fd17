// The Prometheus metrics of a server process (prom-client, its default global registry). Every metric the server
// keeps is defined here, with the names and labels docs/operations.md lists; the code that counts calls the small
// functions below. METRICS_PORT serves them (server/metrics-server.ts), never the public port.
//
// Labels are bounded on purpose: a route is its pattern ('/clap/prop/tool/:id'), never the raw URL, so a crawler
// walking random paths cannot create a series per path.
import cluster from 'node:cluster';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  register,
  type Aggregator,
  type Metric,
} from 'prom-client';

/** Where the values read at scrape time come from (set by plugins/observability.ts for the app in this process). */
export interface MetricSources {
  /** The pg pool's connection counts; absent on PGlite (one connection inside the process: the gauges read 0). */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  /** The mail outbox's queued rows and how late the most overdue one is (cached: a scrape costs no query). */
  mailQueue?: () => Promise<{ depth: number; overdueSeconds: number } | null>;
}

/**
 * Kept on globalThis: prom-client's registry is one per process, while a test runner evaluates this module once per
 * test file; the gauges' collect functions (registered once) must see the sources the latest app set.
 */
const SOURCES_KEY = Symbol.for('clap.metrics.sources');
const globals = globalThis as typeof globalThis & { [SOURCES_KEY]?: MetricSources };
const sources: MetricSources = (globals[SOURCES_KEY] ??= {});

/** The app in this process names its sources (the last one built wins; tests build several). */
let current: MetricSources | undefined;

/** Replaces the sources; with `onlyIf`, only while that app's sources are the current ones (its close). */
export function setMetricSources(next: MetricSources, onlyIf?: MetricSources): void {
  if (onlyIf && current !== onlyIf) return;
  current = next;
  for (const key of Object.keys(sources) as (keyof MetricSources)[]) delete sources[key];
  Object.assign(sources, next);
}

/** The metric already registered under `name` (an earlier evaluation of this module), or a new one. */
function once<T extends Metric>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

// Node's own: CPU, memory, heap, GC, handles, and the event-loop delay (nodejs_eventloop_lag_*).
if (!register.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics();

/** Unmatched paths (the portal's deep links and true 404s) share one label; so do the built portal's files. */
export const UNMATCHED_ROUTE = 'unmatched';
export const STATIC_ROUTE = 'static';

const requestDuration = once(
  'clap_http_request_duration_seconds',
  () =>
    new Histogram({
      name: 'clap_http_request_duration_seconds',
      help: 'Time from receiving a request to the end of its answer, by route pattern, method and status code',
      labelNames: ['route', 'method', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

const requestsShed = once(
  'clap_http_requests_shed_total',
  () =>
    new Counter({
      name: 'clap_http_requests_shed_total',
      help: 'Requests answered 503 at once because the process was overloaded, by reason',
      labelNames: ['reason'] as const,
    }),
);

const uploadBytes = once(
  'clap_upload_bytes_total',
  () =>
    new Counter({
      name: 'clap_upload_bytes_total',
      help: 'Bytes of uploaded images written to the store (the re-encoded main image and its WebP variants)',
    }),
);

const mailFailures = once(
  'clap_mail_send_failures_total',
  () =>
    new Counter({
      name: 'clap_mail_send_failures_total',
      help: 'Mail sends that failed: outcome "retry" (tried again later) or "gave_up" (marked failed for the admin)',
      labelNames: ['outcome'] as const,
    }),
);

const publicCacheLookups = once(
  'clap_public_cache_lookups_total',
  () =>
    new Counter({
      name: 'clap_public_cache_lookups_total',
      help: 'Anonymous public GETs looked up in the public-read cache: result "hit" (answered from it) or "miss"',
      labelNames: ['result'] as const,
    }),
);

const publicCacheFills = once(
  'clap_public_cache_fills_total',
  () =>
    new Counter({
      name: 'clap_public_cache_fills_total',
      help: 'Public-read cache fills (one per missing key and version, however many requests waited for it)',
    }),
);

/**
 * A gauge read at scrape time from the sources; `undefined` leaves the last value (the source is failing or absent).
 * `aggregator` says how a cluster's primary combines the workers' values (prom-client's default: their sum).
 */
function sourceGauge(
  name: string,
  help: string,
  read: () => number | undefined | Promise<number | undefined>,
  aggregator?: Aggregator,
): void {
  once(
    name,
    () =>
      new Gauge({
        name,
        help,
        ...(aggregator ? { aggregator } : {}),
        async collect() {
          const value = await read();
          if (value !== undefined) this.set(value);
        },
      }),
  );
}

// Every worker reads the same table: the cluster's value is one worker's, not their sum.
sourceGauge(
  'clap_mail_queue_depth',
  'Mail outbox rows waiting to be sent (read at scrape time, cached 5 s)',
  async () => (await sources.mailQueue?.())?.depth,
  'max',
);
sourceGauge(
  'clap_mail_queue_overdue_seconds',
  'How long past its due time the most overdue waiting mail is (0 when none): grows when no worker sends',
  async () => (await sources.mailQueue?.())?.overdueSeconds,
  'max',
);
// One gauge per pool figure (0 on PGlite, which has no pool). Summed over a cluster's workers: each has its own pool.
sourceGauge(
  'clap_db_pool_connections',
  'PostgreSQL connections the pool holds (busy and idle)',
  () => sources.pool?.totalCount ?? 0,
);
sourceGauge(
  'clap_db_pool_idle_connections',
  'PostgreSQL connections idle in the pool',
  () => sources.pool?.idleCount ?? 0,
);
sourceGauge(
  'clap_db_pool_waiting_queries',
  'Queries waiting for a free PostgreSQL connection',
  () => sources.pool?.waitingCount ?? 0,
);

// A cluster worker answers the primary's scrape with its own metrics (the constructor adds the message listener).
if (cluster.isWorker) new AggregatorRegistry();

export function observeRequest(route: string, method: string, statusCode: number, seconds: number): void {
  requestDuration.observe({ route, method, status_code: String(statusCode) }, seconds);
}

export function countShedRequest(reason: string): void {
  requestsShed.inc({ reason });
}

export function countUploadBytes(bytes: number): void {
  uploadBytes.inc(bytes);
}

export function countPublicCacheLookup(result: 'hit' | 'miss'): void {
  publicCacheLookups.inc({ result });
}

export function countPublicCacheFill(): void {
  publicCacheFills.inc();
}

export function countMailFailure(outcome: 'retry' | 'gave_up'): void {
  mailFailures.inc({ outcome });
}

/** This process's metrics in Prometheus' text format. */
export function processMetrics(): Promise<string> {
  return register.metrics();
}

export const METRICS_CONTENT_TYPE = register.contentType;
