// What operators watch (docs/operations.md): request ids on every answer and log line, the Prometheus metrics on
// their own 127.0.0.1 port, load shedding with 503 + Retry-After, and health's report of each dependency.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { startMetricsServer } from '../../server/metrics-server';
import { SHED_MESSAGE, SHED_RETRY_AFTER_SECONDS } from '../../server/plugins/load-shedding';
import { enqueueMail } from '../../server/repositories/mail-outbox';
import { MailOutbox } from '../../server/services/mail-outbox';
import { uniqueEmail } from './auth-helpers';
import { createAccount } from './builders';
import { body, createTestContext, type TestContext, coded } from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let ctx: TestContext;
const logLines: Record<string, unknown>[] = [];
let metrics: { port: number; close(): Promise<void> };

beforeAll(async () => {
  ctx = await createTestContext({
    // The app's own mail worker never polls here: the failing-mailer test drives its own outbox.
    env: { MAIL_POLL_MS: '600000' },
    loadShedding: true,
    logStream: { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  // One mail waiting before the first scrape reads (and caches for 5 s) the queue.
  await enqueueMail(ctx.database.db, { to: 'queued@test.local', subject: 'Waiting', text: 'hello' });
  metrics = await startMetricsServer({ port: 0, aggregateWorkers: false, log: ctx.app.log });
});

afterAll(async () => {
  await metrics?.close();
  await ctx?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function scrape(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return response.text();
}

/** The value of one series, by its name and exact labels (in the order prom-client writes them). */
function series(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** Another app on the same database (no migrations or seeding to wait for), with its own DATA_DIR and settings. */
async function appBeside(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clap-obs-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-portal'),
    MAIL_POLL_MS: '600000',
    ...env,
  });
  const app = await buildApp({ config, database: ctx.database, logger: false });
  await app.ready();
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Blocks this process's event loop (the app runs in it) for `ms`. */
function block(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy on purpose
  }
}
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('request ids', () => {
  it('keeps a well-formed X-Request-Id and echoes it', async () => {
    for (const id of ['abc', 'req-1.2:3_x', 'A'.repeat(128), '7b0d5f8e-63f6-4bc2-9a06-3ad2b6a1f0c1']) {
      const response = await get('/clap/health', { 'x-request-id': id });
      expect(response.headers['x-request-id'], id).toBe(id);
    }
  });

  it('replaces a malformed one (too long, spaces, control characters, empty) with a new UUID', async () => {
    for (const id of ['A'.repeat(129), 'has space', 'semi;colon', 'new\u0001line', '']) {
      const response = await get('/clap/health', { 'x-request-id': id });
      expect(response.headers['x-request-id'], JSON.stringify(id)).toMatch(UUID);
    }
    // No header: a new UUID each time.
    const [a, b] = await Promise.all([get('/clap/health'), get('/clap/health')]);
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('replaces a CRLF-carrying id, so it can never split a header or a log line', async () => {
    const response = await get('/clap/health', { 'x-request-id': 'abc\r\nX-Injected: 1' });
    expect(response.headers['x-request-id']).toMatch(UUID);
    expect(response.headers['x-injected']).toBeUndefined();
  });

  it('is on errors: 404, 400, 429 and the router-level refusals', async () => {
    const notFound = await get('/clap/nope', { 'x-request-id': 'nf-1' });
    expect([notFound.statusCode, notFound.headers['x-request-id']]).toEqual([404, 'nf-1']);
    const badJson = await ctx.app.inject({
      method: 'POST',
      url: '/clap/prop/creative/login',
      headers: { 'content-type': 'application/json', 'x-request-id': 'bad-1' },
      payload: '{',
    });
    expect([badJson.statusCode, badJson.headers['x-request-id']]).toEqual([400, 'bad-1']);
    const badUrl = await get('/clap/prop/tool/%E0%A4%A', { 'x-request-id': 'url-1' });
    expect([badUrl.statusCode, badUrl.headers['x-request-id']]).toEqual([400, 'url-1']);
    // Six failed sign-ins for one address: the sixth is refused with 429.
    const email = uniqueEmail('ids');
    let last;
    for (let i = 0; i < 6; i += 1) {
      last = await ctx.app.inject({
        method: 'POST',
        url: '/clap/prop/creative/login',
        headers: { 'x-request-id': `limit-${i}` },
        payload: { email, password: 'Wrong#Pass1' },
      });
    }
    expect([last?.statusCode, last?.headers['x-request-id']]).toEqual([429, 'limit-5']);
  });

  it('is on every log line of the request, as requestId', async () => {
    const id = `trace-${Date.now()}`;
    await get('/clap/nope-logged', { 'x-request-id': id });
    const lines = logLines.filter((line) => line.requestId === id);
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    expect(lines.every((line) => line.requestId === id)).toBe(true);
  });
});

describe('metrics on METRICS_PORT', () => {
  it('times requests by route pattern, method and status; unknown paths share one label', async () => {
    await get('/clap/health');
    await get('/clap/prop/tool/424242');
    await get('/wp-admin/setup-config-9f3a2b');
    await get('/some/random/path-7d1e');
    const text = await scrape();
    expect(
      series(
        text,
        'clap_http_request_duration_seconds_count',
        'le="+Inf",route="/clap/health",method="GET",status_code="200"',
      ),
    ).toBeUndefined();
    expect(
      series(
        text,
        'clap_http_request_duration_seconds_count',
        'route="/clap/health",method="GET",status_code="200"',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      series(
        text,
        'clap_http_request_duration_seconds_count',
        'route="/clap/prop/tool/:id",method="GET",status_code="404"',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      series(
        text,
        'clap_http_request_duration_seconds_count',
        'route="unmatched",method="GET",status_code="404"',
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/clap_http_request_duration_seconds_bucket\{le="0\.1",route="\/clap\/health"/);
    // Never a raw URL as a label.
    expect(text).not.toContain('424242');
    expect(text).not.toContain('setup-config');
    expect(text).not.toContain('path-7d1e');
  });

  it('has the event-loop delay, the process metrics, the pool and the mail queue', async () => {
    const text = await scrape();
    expect(series(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(series(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(series(text, 'clap_mail_queue_depth')).toBeGreaterThanOrEqual(1);
    expect(series(text, 'clap_mail_queue_overdue_seconds')).toBeGreaterThanOrEqual(0);
    // On PGlite there is no pool: the gauges read 0; on PostgreSQL the pool holds at least the connection used.
    const total = series(text, 'clap_db_pool_connections');
    if (ctx.database.engine === 'postgres') expect(total).toBeGreaterThanOrEqual(1);
    else expect(total).toBe(0);
    expect(series(text, 'clap_db_pool_waiting_queries')).toBe(0);
  });

  it('counts stored upload bytes', async () => {
    const before = series(await scrape(), 'clap_upload_bytes_total') ?? 0;
    const account = await createAccount(ctx, { kind: 'creative' });
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 60 } },
    })
      .png()
      .toBuffer();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/upload',
      headers: { authorization: account.token },
      payload: { type: 'png', file: png.toString('base64') },
    });
    expect(response.statusCode).toBe(200);
    // Everything the upload wrote to the store: the main file and each WebP variant.
    const { data } = body<{ data: { name: string; variants: { url: string }[] } }>(response);
    const names = [data.name, ...data.variants.map((variant) => variant.url.split('/').pop() ?? '')];
    let bytes = 0;
    for (const name of names) {
      const object = await ctx.app.uploadStore.get('public', name);
      object?.body.destroy();
      bytes += object?.bytes ?? Number.NaN;
    }
    expect(names.length).toBeGreaterThan(1);
    expect(series(await scrape(), 'clap_upload_bytes_total')).toBe(before + bytes);
  });

  it('counts mail sends that failed: retried, then given up', async () => {
    const text = await scrape();
    const retryBefore = series(text, 'clap_mail_send_failures_total', 'outcome="retry"') ?? 0;
    const gaveUpBefore = series(text, 'clap_mail_send_failures_total', 'outcome="gave_up"') ?? 0;
    await ctx.database.db.deleteFrom('mail_outbox').execute();
    await enqueueMail(ctx.database.db, { to: 'unlucky@test.local', subject: 'Lost', text: 'hello' });
    const failing = { send: () => Promise.reject(new Error('SMTP relay refused')) };
    // First failure: retried in 0.5 s, before the give-up time (1 s after writing); the second is past it.
    const outbox = new MailOutbox(
      ctx.database.db,
      () => failing,
      { retryMinMs: 500, retryMaxMs: 500, giveUpMs: 1000, pollMs: 600_000 },
      ctx.app.log,
    );
    await outbox.drain();
    await tick(1100);
    await outbox.drain();
    await outbox.close();
    const after = await scrape();
    expect(series(after, 'clap_mail_send_failures_total', 'outcome="retry"')).toBe(retryBefore + 1);
    expect(series(after, 'clap_mail_send_failures_total', 'outcome="gave_up"')).toBe(gaveUpBefore + 1);
  });

  it('listens on 127.0.0.1 only, and answers nothing but GET /metrics', async () => {
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (outside) {
      await expect(fetch(`http://${outside.address}:${metrics.port}/metrics`)).rejects.toThrow();
    }
    const other = await fetch(`http://127.0.0.1:${metrics.port}/`);
    expect(other.status).toBe(404);
    const post = await fetch(`http://127.0.0.1:${metrics.port}/metrics`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After and the envelope while the event loop lags past 1 s, keeps health up, then recovers', async () => {
    // Two long blocks with barely a breath between: the loop's mean delay over the sampled second passes 1 s
    // (2.2 s each, so that a stray 10 ms sample beside one of them still leaves the mean above 1 s).
    for (let i = 0; i < 2; i += 1) {
      block(2200);
      await tick();
    }
    await tick(5);
    const shed = await get('/clap/prop/tool/1', { 'x-request-id': 'shed-1' });
    const health = await get('/clap/health');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(shed.headers['x-request-id']).toBe('shed-1');
    expect(body(shed)).toEqual(coded({ status: false, message: SHED_MESSAGE }));
    expect(health.statusCode).toBe(200);
    expect(body<{ data: { load: string } }>(health).data.load).toBe('shedding');
    // An idle second later the mean delay is back near 0: requests are served again.
    const started = Date.now();
    let recovered = false;
    while (!recovered && Date.now() - started < 5000) {
      await tick(250);
      recovered = (await get('/clap/prop/tool/1')).statusCode !== 503;
    }
    console.log(`load shedding: recovered ${Date.now() - started} ms after the last block`);
    expect(recovered).toBe(true);
    const text = await scrape();
    expect(series(text, 'clap_http_requests_shed_total', 'reason="eventLoopDelay"')).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      series(
        text,
        'clap_http_request_duration_seconds_count',
        'route="/clap/prop/tool/:id",method="GET",status_code="503"',
      ),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /clap/health', () => {
  it('reports each dependency: the database up, Redis off (not configured), storage up, the mail queue with its depth', async () => {
    const response = await get('/clap/health');
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      status: true,
      message: 'OK',
      data: {
        database: 'up',
        engine: ctx.database.engine,
        redis: 'off',
        storage: 'up',
        mailQueue: 'up',
        load: 'ok',
      },
    });
    expect(body<{ data: { mailQueueDepth: number } }>(response).data.mailQueueDepth).toBeGreaterThanOrEqual(
      0,
    );
  });

  it('reports Redis up when it answers; stays 200 and says "Degraded" when Redis or the upload store is down', async () => {
    const live = await appBeside({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `obs-${Date.now()}:` });
    const dead = await appBeside({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      // Redis may take a moment to connect: the probe is cached 2 s.
      let redis = '';
      for (let i = 0; i < 10 && redis !== 'up'; i += 1) {
        redis = body<{ data: { redis: string } }>(
          await live.app.inject({ method: 'GET', url: '/clap/health' }),
        ).data.redis;
        if (redis !== 'up') await tick(500);
      }
      expect(redis).toBe('up');

      const down = await dead.app.inject({ method: 'GET', url: '/clap/health' });
      expect(down.statusCode).toBe(200);
      expect(body(down)).toMatchObject({
        status: true,
        message: 'Degraded: redis down.',
        data: { database: 'up', redis: 'down', storage: 'up' },
      });
      // A file where the uploads folder should be: the store can no longer write.
      await rm(path.join(dead.dataDir, 'uploads'), { recursive: true, force: true });
      await writeFile(path.join(dead.dataDir, 'uploads'), 'not a folder');
      // Within the cache the earlier answer stands: a balancer polling fast costs one check per 2 s.
      expect(
        body<{ data: { storage: string } }>(await dead.app.inject({ method: 'GET', url: '/clap/health' }))
          .data.storage,
      ).toBe('up');
      await tick(2100);
      const both = await dead.app.inject({ method: 'GET', url: '/clap/health' });
      expect(both.statusCode).toBe(200);
      expect(body(both)).toMatchObject({
        status: true,
        message: 'Degraded: redis, storage down.',
        data: { database: 'up', redis: 'down', storage: 'down' },
      });
    } finally {
      await live.close();
      await dead.close();
    }
  });

  it('is cheap under fast polling: 200 calls check the upload store at most once per 2 s', async () => {
    const store = ctx.app.uploadStore;
    const check = store.check.bind(store);
    let checks = 0;
    store.check = () => {
      checks += 1;
      return check();
    };
    try {
      const started = performance.now();
      for (let i = 0; i < 200; i += 1) expect((await get('/clap/health')).statusCode).toBe(200);
      const ms = performance.now() - started;
      const scrapeStarted = performance.now();
      await scrape();
      const scrapeMs = performance.now() - scrapeStarted;
      console.log(
        `health: 200 calls in ${ms.toFixed(0)} ms (${(ms / 200).toFixed(2)} ms each), ${checks} storage check(s); one scrape ${scrapeMs.toFixed(1)} ms`,
      );
      expect(checks).toBeLessThanOrEqual(Math.ceil(ms / 2000) + 1);
    } finally {
      store.check = check;
    }
  });

  it('answers 503 while shutting down, as before', async () => {
    ctx.app.shuttingDown = true;
    try {
      const response = await get('/clap/health');
      expect(response.statusCode).toBe(503);
      expect(body(response)).toMatchObject({
        status: false,
        message: 'The server is shutting down.',
        data: { database: 'up' },
      });
    } finally {
      ctx.app.shuttingDown = false;
    }
  });
});
