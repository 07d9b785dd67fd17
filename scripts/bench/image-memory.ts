// Image-upload memory bench: starts the real server per case (PGlite in a temp DATA_DIR, then PostgreSQL in a
// fresh database when reachable), sends 12 concurrent uploads of a 24-megapixel image through POST /upload while
// reading the feed, and samples the server process's resident memory from /proc (VmRSS every ~20 ms, plus the
// kernel's own peak, VmHWM). Returns a markdown section.
// Standalone: `node --import tsx scripts/bench/image-memory.ts`. Env: BENCH_IMAGE_UPLOADS (default 12),
// BENCH_PG (default postgres://postgres@127.0.0.1:5432/postgres; BENCH_IMAGE_SKIP_PG=1 for PGlite only,
// BENCH_IMAGE_SKIP_PGLITE=1 for PostgreSQL only), BENCH_IMAGE_CASES=1,2 (a subset of the three cases); any
// IMAGE_CONCURRENCY / IMAGE_QUEUE / MALLOC_ARENA_MAX set here is passed to the server.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { startBenchServer, type BenchServer } from './bench-server';

const UPLOADS = Number(process.env.BENCH_IMAGE_UPLOADS ?? 12);
const ADMIN = { email: 'admin@image-bench.local', password: 'Admin@ImageBench2026' };
const FEED = '/clap/prop/public/post?page=1&limit=12';
const PG_ADMIN = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Settings the caller may pass through to the server (the bench itself never sets them). */
const PASSED_ENV = ['IMAGE_CONCURRENCY', 'IMAGE_QUEUE', 'MALLOC_ARENA_MAX', 'UV_THREADPOOL_SIZE'];

export interface Case {
  name: string;
  /** What the file is, for the table. */
  describe: string;
  data: Buffer;
  type: string;
}

/** A phone-like 6000 x 4000 JPEG (smooth colour fields plus sensor-like noise, quality 85): about 4 MB. */
export async function phonePhoto(): Promise<Buffer> {
  const width = 6000;
  const height = 4000;
  const pixels = await sharp(randomBytes(60 * 40 * 3), { raw: { width: 60, height: 40, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const noise = randomBytes(pixels.length);
  for (let i = 0; i < pixels.length; i += 1)
    pixels[i] = Math.max(0, Math.min(255, pixels[i] + (noise[i] % 25) - 12));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A tiny PNG whose header declares width x height (one colour compresses to almost nothing). */
function declaredPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#345678' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The server on `dataDir` (and PostgreSQL when `databaseUrl` is set) with the bench's settings. */
function startServer(dataDir: string, databaseUrl: string | undefined): Promise<BenchServer> {
  const passed = Object.fromEntries(
    PASSED_ENV.filter((name) => process.env[name]).map((name) => [name, process.env[name] as string]),
  );
  return startBenchServer(
    {
      DATA_DIR: dataDir,
      RATE_LIMIT: 'false',
      SCRYPT_COST: '12',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // A 24 MP phone JPEG is about 4 MB; leave room above the 5 MB default.
      UPLOAD_MAX_BYTES: String(16 * 1024 * 1024),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...passed,
    },
    { timeoutMs: 120_000 },
  );
}

/** VmRSS and VmHWM of a process, in MB. */
export async function memory(pid: number): Promise<{ rss: number; hwm: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** Resets the kernel's peak-RSS mark (VmHWM) to the current RSS; false where that is not allowed. */
export async function resetPeak(pid: number): Promise<boolean> {
  return writeFile(`/proc/${pid}/clear_refs`, '5').then(
    () => true,
    () => false,
  );
}

/** Samples VmRSS every `everyMs` until stopped; returns the peak seen. */
export function sampleRss(
  pid: number,
  everyMs = 20,
): { stop: () => Promise<{ peak: number; samples: number }> } {
  let peak = 0;
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rss } = await memory(pid).catch(() => ({ rss: 0 }));
      peak = Math.max(peak, rss);
      samples += 1;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { peak, samples };
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
};
const ms = (value: number) => `${Math.round(value)} ms`;
const mb = (value: number) => `${Math.round(value)} MB`;

async function timed<T>(task: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await task();
  return { ms: performance.now() - start, value };
}

export async function upload(
  url: string,
  token: string,
  item: Case,
): Promise<{ status: number; ms: number; message: string }> {
  const { ms: took, value } = await timed(async () => {
    const res = await fetch(`${url}/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ type: item.type, file: item.data.toString('base64') }),
    });
    const body = (await res.json()) as { message?: string };
    return { status: res.status, message: body.message ?? '' };
  });
  return { ...value, ms: took };
}

/** Reads the feed back to back until `until` settles; returns each response time. */
async function feedWhile(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const { ms: took } = await timed(() => fetch(url + FEED).then((r) => r.arrayBuffer()));
    times.push(took);
  }
  return times;
}

/** A fresh, empty PostgreSQL database for one server, or null when PostgreSQL is not reachable. */
export async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (process.env.BENCH_IMAGE_SKIP_PG === '1') return null;
  const name = `image_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

interface CaseResult {
  engine: string;
  item: Case;
  /** After start, login and 40 feed reads, before any upload. */
  idleRss: number;
  baseline: number;
  single: { status: number; ms: number; message: string };
  peakSampled: number;
  samples: number;
  hwm: number;
  hwmReset: boolean;
  after: number;
  statuses: Record<number, number>;
  messages: string[];
  times: number[];
  wall: number;
  feedIdle: number;
  feedBusy: number;
  feedBusyMax: number;
  feedCount: number;
}

async function runCase(item: Case, database: { url: string } | null): Promise<CaseResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'image-bench-'));
  // A first start on an empty PGlite folder runs initdb, whose ~450 MB of WASM memory lingers until a major GC;
  // servers live on an initialised folder, so measure a restart over it (as a deployed server runs).
  if (!database) await (await startServer(dataDir, undefined)).stop();
  const server = await startServer(dataDir, database?.url);
  const pid = server.child.pid!;
  try {
    const login = await fetch(`${server.url}/clap/prop/admin-auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = ((await login.json()) as { token: string }).token;
    // Idle feed first (also warms the route), then one upload on its own (warms sharp and shows the unloaded time).
    const idle: number[] = [];
    for (let i = 0; i < 40; i += 1)
      idle.push((await timed(() => fetch(server.url + FEED).then((r) => r.arrayBuffer()))).ms);
    const idleRss = (await memory(pid)).rss;
    const single = await upload(server.url, token, item);
    await new Promise((r) => setTimeout(r, 500));
    const baseline = (await memory(pid)).rss;
    const hwmReset = await resetPeak(pid);
    const sampler = sampleRss(pid);
    const started = performance.now();
    const burst = Promise.all(Array.from({ length: UPLOADS }, () => upload(server.url, token, item)));
    const feedTimes = await feedWhile(server.url, burst);
    const results = await burst;
    const wall = performance.now() - started;
    const { peak, samples } = await sampler.stop();
    const { rss: after, hwm } = await memory(pid);
    const statuses: Record<number, number> = {};
    for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    return {
      engine: database ? 'PostgreSQL' : 'PGlite',
      item,
      idleRss,
      baseline,
      single,
      peakSampled: peak,
      samples,
      hwm,
      hwmReset,
      after,
      statuses,
      messages: [...new Set(results.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.message}`))],
      times: results.map((r) => r.ms),
      wall,
      feedIdle: percentile(idle, 0.5),
      feedBusy: percentile(feedTimes, 0.5),
      feedBusyMax: Math.max(...feedTimes),
      feedCount: feedTimes.length,
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function runImageMemory(): Promise<string> {
  const cases: Case[] = [
    { name: 'phone photo', describe: '', data: await phonePhoto(), type: 'jpg' },
    { name: 'declared 24 MP PNG', describe: '', data: await declaredPng(6000, 4000), type: 'png' },
    { name: 'declared 39.7 MP PNG', describe: '', data: await declaredPng(6300, 6300), type: 'png' },
  ];
  const chosen = process.env.BENCH_IMAGE_CASES?.split(',').map(Number);
  cases[0].describe = `6000 x 4000 JPEG, ${(cases[0].data.length / 1024 / 1024).toFixed(1)} MB`;
  cases[1].describe = `6000 x 4000 PNG, ${Math.round(cases[1].data.length / 1024)} KB`;
  cases[2].describe = `6300 x 6300 PNG, ${Math.round(cases[2].data.length / 1024)} KB`;
  const run = chosen ? cases.filter((_, index) => chosen.includes(index + 1)) : cases;
  const results: CaseResult[] = [];
  if (process.env.BENCH_IMAGE_SKIP_PGLITE !== '1')
    for (const item of run) results.push(await runCase(item, null));
  for (const item of run) {
    const database = await createDatabase();
    if (!database) break;
    try {
      results.push(await runCase(item, database));
    } finally {
      await database.drop();
    }
  }

  const settings = PASSED_ENV.filter((name) => process.env[name]).map(
    (name) => `${name}=${process.env[name]}`,
  );
  const lines = [
    '## Image uploads and memory',
    '',
    `${UPLOADS} concurrent uploads (POST /upload, base64 JSON) per case, each case on a freshly started server (PGlite ` +
      'in a temp DATA_DIR, measured on a second start over the initialised folder, then PostgreSQL in a fresh database; ' +
      `RATE_LIMIT=false, UPLOAD_MAX_BYTES=16 MB${settings.length ? `, ${settings.join(', ')}` : ''}), ${os.cpus().length} cores. ` +
      'RSS is the server process\'s VmRSS from /proc: "idle" after start, login and 40 feed reads; "before burst" after ' +
      "one upload on its own; the peak sampled every 20 ms during the burst; VmHWM is the kernel's peak for the same " +
      'window (reset just before the burst); "added" is the sampled peak minus the idle RSS. The feed (page 1) is read ' +
      'back to back during the burst.',
    '',
    '| engine | case | file | RSS idle | one upload alone | RSS before burst | peak RSS (sampled) | VmHWM | added | RSS after | answers | per-upload time p50 / max | burst wall time | feed p50 idle | feed p50 during uploads (max) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) =>
      [
        '',
        r.engine,
        r.item.name,
        r.item.describe,
        mb(r.idleRss),
        `${ms(r.single.ms)} (${r.single.status})`,
        mb(r.baseline),
        mb(r.peakSampled),
        r.hwmReset ? mb(r.hwm) : `${mb(r.hwm)} (lifetime)`,
        `+${mb(r.peakSampled - r.idleRss)}`,
        mb(r.after),
        Object.entries(r.statuses)
          .map(([status, count]) => `${count} x ${status}`)
          .join(', '),
        `${ms(percentile(r.times, 0.5))} / ${ms(Math.max(...r.times))}`,
        ms(r.wall),
        `${r.feedIdle.toFixed(1)} ms`,
        `${r.feedBusy.toFixed(1)} ms (${ms(r.feedBusyMax)}, ${r.feedCount} reads)`,
        '',
      ]
        .join(' | ')
        .trim(),
    ),
  ];
  const verdicts = results
    .filter((r) => r.item.name !== 'declared 39.7 MP PNG')
    .map(
      (r) =>
        `${r.engine}, ${r.item.name}: ${mb(Math.max(r.peakSampled, r.hwmReset ? r.hwm : 0))} (${r.peakSampled < 600 && (!r.hwmReset || r.hwm < 600) ? 'met' : 'MISSED'})`,
    );
  if (verdicts.length)
    lines.push(
      '',
      `Goal, the server under 600 MB RSS during ${UPLOADS} concurrent 24 MP uploads: ${verdicts.join('; ')}.`,
    );
  const refusals = results.flatMap((r) => r.messages.map((m) => `${r.engine}, ${r.item.name}: ${m}`));
  if (refusals.length) lines.push('', `Refusals: ${refusals.join('; ').replace(/\.$/, '')}.`);
  return lines.join('\n') + '\n';
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runImageMemory().then(
    (section) => {
      console.log(section);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
