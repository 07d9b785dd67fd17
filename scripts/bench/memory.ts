// Memory figures for sizing a deployment (docs/deploy.md, "Sizing"): one real server process, on PGlite and on
// PostgreSQL, in the production settings that matter for memory (SCRYPT_COST=17, rate limits on, MALLOC_ARENA_MAX=2,
// the built portal served). Resident memory (VmRSS from /proc, sampled every 20 ms, and the kernel's VmHWM) is read:
//   - idle after start (PGlite: a restart over an initialised folder, as a deployed server runs);
//   - under a read load: autocannon, MEMORY_READ_CONNECTIONS (50) connections on the feed for MEMORY_READ_SECONDS (20);
//   - during uploads: IMAGE_CONCURRENCY phone photos at once, then a full burst (IMAGE_CONCURRENCY + IMAGE_QUEUE);
//   - under a login flood (16 clients, unknown e-mails: each a full scrypt hash) on fresh servers with
//     HASH_CONCURRENCY=1 and =3, so the difference is the memory of two concurrent hashes;
//   - everything at once (read load, a full upload burst and the flood), to check the sizing rule's sum.
// Run: `npm run build && node --import tsx scripts/bench/memory.ts` (prints a markdown section; MEMORY_SKIP_PG=1 for
// PGlite only, BENCH_PG as in image-memory.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { ROOT, startBenchServer, type BenchServer } from './bench-server';
import { createDatabase, memory, phonePhoto, resetPeak, sampleRss, upload, type Case } from './image-memory';
import { flood } from './login-flood';

const FEED = '/clap/prop/public/post?page=1&limit=12';
const READ_CONNECTIONS = Number(process.env.MEMORY_READ_CONNECTIONS ?? 50);
const READ_SECONDS = Number(process.env.MEMORY_READ_SECONDS ?? 20);
const FLOOD_SECONDS = 10;
const FLOOD_CONNECTIONS = 16;
const IMAGE_CONCURRENCY = 2;
const IMAGE_QUEUE = 10;
const ADMIN = { email: 'admin@memory-bench.local', password: 'Admin@MemoryBench2026' };

interface Reading {
  engine: string;
  phase: string;
  /** RSS just before the phase, its sampled peak (or VmHWM when higher), and RSS once it is over. */
  before: number;
  peak: number;
  after: number;
  note: string;
}

function start(
  dataDir: string,
  databaseUrl: string | undefined,
  extra: Record<string, string> = {},
): Promise<BenchServer> {
  return startBenchServer({
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    SCRYPT_COST: '17',
    RATE_LIMIT: 'true',
    // The flood's clients are told apart by X-Forwarded-For (one trusted hop: this script), and the per-address
    // volume limit is raised so the hashing cap, not the limit, is what the flood meets.
    TRUST_PROXY: '1',
    AUTH_IP_LIMIT: '1000000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    IMAGE_CONCURRENCY: String(IMAGE_CONCURRENCY),
    IMAGE_QUEUE: String(IMAGE_QUEUE),
    STATIC_DIR: path.join(ROOT, 'dist'),
    ...(databaseUrl
      ? { DATABASE_URL: databaseUrl, APP_SECRET: 'memory-bench-secret-of-32-characters!!' }
      : {}),
    ...extra,
  });
}

/** Runs `work` while sampling the server's RSS; the peak is the higher of the samples and the kernel's VmHWM. */
async function measure(
  server: BenchServer,
  engine: string,
  phase: string,
  work: () => Promise<string>,
): Promise<Reading> {
  const pid = server.child.pid!;
  await settle();
  const before = (await memory(pid)).rss;
  const hwmReset = await resetPeak(pid);
  const sampler = sampleRss(pid);
  const note = await work();
  const { peak } = await sampler.stop();
  const { hwm } = await memory(pid);
  await settle();
  const after = (await memory(pid)).rss;
  return { engine, phase, before, peak: hwmReset ? Math.max(peak, hwm) : peak, after, note };
}

const settle = () => new Promise((r) => setTimeout(r, 2000));

async function readLoad(url: string): Promise<string> {
  const result = await autocannon({
    url: url + FEED,
    connections: READ_CONNECTIONS,
    duration: READ_SECONDS,
    timeout: 30,
  });
  return `${result.requests.total} reads, ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, non-2xx ${result.non2xx}`;
}

async function uploads(url: string, token: string, photo: Case, count: number): Promise<string> {
  const answers = await Promise.all(Array.from({ length: count }, () => upload(url, token, photo)));
  const statuses: Record<number, number> = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  return `${count} uploads: ${Object.entries(statuses)
    .map(([status, n]) => `${n} x ${status}`)
    .join(', ')}`;
}

/** Answers to the flood; any 503 proves the hashing slots were all taken (a hash is refused only then). */
async function loginFlood(url: string, seconds = FLOOD_SECONDS): Promise<string> {
  const attack = flood(url, FLOOD_CONNECTIONS, seconds, false);
  await attack.run;
  const answers = Object.entries(attack.statuses)
    .map(([status, n]) => `${n} x ${status}`)
    .join(', ');
  return `${FLOOD_CONNECTIONS} login clients for ${seconds} s: ${answers}`;
}

async function adminToken(url: string): Promise<string> {
  const login = await fetch(`${url}/clap/prop/admin-auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await login.json()) as { token: string }).token;
}

/** Every phase on one engine; `databaseUrl` for PostgreSQL (each server gets the same fresh database). */
async function runEngine(
  engine: string,
  newDatabase: () => Promise<{ url: string; drop: () => Promise<void> } | null>,
  photo: Case,
): Promise<Reading[]> {
  const readings: Reading[] = [];
  const idle = (server: BenchServer, note: string) =>
    measure(server, engine, 'idle after start', () => settle().then(() => note));
  const withServer = async (
    extra: Record<string, string>,
    phases: (server: BenchServer) => Promise<void>,
  ) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'memory-bench-'));
    const database = await newDatabase();
    try {
      // PGlite's first start runs initdb (its WASM memory lingers): measure a restart, as a deployed server runs.
      if (!database) await (await start(dataDir, undefined, extra)).stop();
      const server = await start(dataDir, database?.url, extra);
      try {
        await phases(server);
      } finally {
        await server.stop();
      }
    } finally {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  };

  await withServer({ HASH_CONCURRENCY: '2' }, async (server) => {
    readings.push(await idle(server, 'demo seed, no request yet'));
    readings.push(
      await measure(server, engine, `read load (${READ_CONNECTIONS} connections, ${READ_SECONDS} s)`, () =>
        readLoad(server.url),
      ),
    );
    const token = await adminToken(server.url);
    await upload(server.url, token, photo); // warms sharp, as any server that has taken one upload
    readings.push(
      await measure(server, engine, `${IMAGE_CONCURRENCY} phone photos at once (IMAGE_CONCURRENCY)`, () =>
        uploads(server.url, token, photo, IMAGE_CONCURRENCY),
      ),
    );
    const burst = IMAGE_CONCURRENCY + IMAGE_QUEUE;
    readings.push(
      await measure(server, engine, `${burst} phone photos at once (concurrency + queue)`, () =>
        uploads(server.url, token, photo, burst),
      ),
    );
    readings.push(
      await measure(
        server,
        engine,
        'everything at once (login flood, then read load and upload burst), HASH_CONCURRENCY=2',
        async () => {
          // The flood first, so the hashing slots are taken before the read load fills the event loop's queue.
          const attack = loginFlood(server.url, READ_SECONDS + 4);
          await new Promise((r) => setTimeout(r, 2000));
          const notes = await Promise.all([readLoad(server.url), uploads(server.url, token, photo, burst)]);
          return [...notes, await attack].join('; ');
        },
      ),
    );
  });
  for (const hashes of [1, 3]) {
    await withServer({ HASH_CONCURRENCY: String(hashes) }, async (server) => {
      readings.push(await idle(server, `fresh server, HASH_CONCURRENCY=${hashes}`));
      readings.push(
        await measure(server, engine, `login flood, HASH_CONCURRENCY=${hashes}`, () =>
          loginFlood(server.url),
        ),
      );
    });
  }
  return readings;
}

export async function runMemory(): Promise<string> {
  const photo: Case = { name: 'phone photo', describe: '', data: await phonePhoto(), type: 'jpg' };
  const readings = await runEngine('PGlite', () => Promise.resolve(null), photo);
  if (process.env.MEMORY_SKIP_PG !== '1') {
    const probe = await createDatabase();
    if (probe) {
      await probe.drop();
      readings.push(...(await runEngine('PostgreSQL', createDatabase, photo)));
    }
  }
  const mb = (value: number) => `${Math.round(value)}`;
  return [
    `## Memory per server process (scripts/bench/memory.ts, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    `${os.availableParallelism()} CPUs, Node ${process.version}, SCRYPT_COST=17, MALLOC_ARENA_MAX=2, IMAGE_CONCURRENCY=${IMAGE_CONCURRENCY}, ` +
      `IMAGE_QUEUE=${IMAGE_QUEUE}, demo seed, the built portal served; phone photo: 6000 x 4000 JPEG, ${(photo.data.length / 1024 / 1024).toFixed(1)} MB. MB = 2^20 bytes.`,
    '',
    '| engine | phase | RSS before (MB) | peak RSS (MB) | added (MB) | RSS after (MB) | answers |',
    '|---|---|---|---|---|---|---|',
    ...readings.map(
      (r) =>
        `| ${r.engine} | ${r.phase} | ${mb(r.before)} | ${mb(r.peak)} | +${mb(r.peak - r.before)} | ${mb(r.after)} | ${r.note} |`,
    ),
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMemory().then(
    (section) => {
      console.log(section);
      process.exit(0);
    },
    (error: unknown) => {
      console.error('memory bench failed:', error);
      process.exit(1);
    },
  );
}
