// The "login flood" bench (issue 11, section 3): the public feed's latency idle, then while 16 clients loop logins
// at the production scrypt cost. Goal: the feed's p50 under the flood stays within 2x its idle p50, measured in the
// same run. A real server child process on PGlite (temp DATA_DIR, demo seed), RATE_LIMIT on with AUTH_IP_LIMIT high
// (the volume limit is not what protects), TRUST_PROXY=1 (one trusted hop: the bench) so each flooding connection is its own client address
// (X-Forwarded-For): 16 clients, not one, so the per-address cap is not what protects either (LOGIN_FLOOD_ONE_IP=1
// sends the whole flood from one address instead). `runLoginFlood()` returns a markdown section; run on its own,
// `node --import tsx scripts/bench/login-flood.ts` prints it.
// Env: LOGIN_FLOOD_SECONDS (default 10 per phase), LOGIN_FLOOD_CONNECTIONS (16), and any server setting to try
// (HASH_CONCURRENCY, HASH_QUEUE, AUTH_IP_CONCURRENCY) is passed through to the server.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { jsonPostDrive, startBenchServer } from './bench-server';

const FEED = '/clap/prop/public/post?page=1&limit=12';
/** The feed is sampled at a fixed, light rate so its latency (not its throughput) is what is compared. */
const FEED_CONNECTIONS = 4;
const FEED_RATE = 100;
const PASSED_THROUGH = ['HASH_CONCURRENCY', 'HASH_QUEUE', 'AUTH_IP_CONCURRENCY', 'UV_THREADPOOL_SIZE'];

interface Latency {
  p50: number;
  p95: number;
  requests: number;
  statuses: Record<string, number>;
}

/** Feed latency over `seconds` at a fixed light rate (exact p50/p95 from every response time). */
async function sampleFeed(url: string, seconds: number): Promise<Latency> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const run = autocannon({
    url: url + FEED,
    connections: FEED_CONNECTIONS,
    overallRate: FEED_RATE,
    duration: seconds,
    timeout: 30,
  });
  run.on('response', (_client, status, _bytes, ms) => {
    times.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  await run;
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? NaN) * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), requests: times.length, statuses };
}

/** `connections` clients looping logins with unknown e-mails (each one a full password hash), until stopped. */
export function flood(url: string, connections: number, seconds: number, oneIp: boolean) {
  const statuses: Record<string, number> = {};
  const times: number[] = [];
  let client = 0;
  const run = autocannon({
    ...jsonPostDrive(`${url}/clap/prop/creative/login`, connections, seconds),
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          // One address per connection: 16 clients behind a proxy, as a national deployment sees them.
          context.ip ??= oneIp ? '10.77.0.1' : `10.77.${Math.floor(client / 250)}.${(client++ % 250) + 1}`;
          return {
            ...request,
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              'x-forwarded-for': String(context.ip),
            },
            body: JSON.stringify({
              email: `flood-${randomBytes(6).toString('hex')}@bench.local`,
              password: 'Wrong#Pass1',
            }),
          };
        },
      },
    ],
  });
  run.on('response', (_client, status, _bytes, ms) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    times.push(ms);
  });
  return { run, statuses, times };
}

export async function runLoginFlood(): Promise<string> {
  const seconds = Number(process.env.LOGIN_FLOOD_SECONDS ?? 10);
  const connections = Number(process.env.LOGIN_FLOOD_CONNECTIONS ?? 16);
  const oneIp = process.env.LOGIN_FLOOD_ONE_IP === '1';
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clap-login-flood-'));
  const tried = Object.fromEntries(
    PASSED_THROUGH.filter((name) => process.env[name]).map((name) => [name, process.env[name]!]),
  );
  const server = await startBenchServer({
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    SCRYPT_COST: '17',
    RATE_LIMIT: 'true',
    AUTH_IP_LIMIT: '1000000',
    TRUST_PROXY: '1',
    ...tried,
  });
  try {
    await sampleFeed(server.url, 2); // warm-up
    const idle = await sampleFeed(server.url, seconds);
    const attack = flood(server.url, connections, seconds + 3, oneIp);
    await new Promise((r) => setTimeout(r, 2000)); // let the flood fill the queue first
    const loaded = await sampleFeed(server.url, seconds);
    await attack.run;
    const ratio = loaded.p50 / idle.p50;
    attack.times.sort((a, b) => a - b);
    const loginP50 = Math.round(attack.times[Math.floor(attack.times.length / 2)] ?? NaN);
    const answers = Object.entries(attack.statuses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${n} x ${status}`)
      .join(', ');
    const settings =
      Object.entries(tried)
        .map(([k, v]) => `${k}=${v}`)
        .join(', ') || 'defaults';
    return `## Login flood: the feed while ${connections} clients loop logins

\`npm run bench\` or \`npm run bench:abuse\` (scripts/bench/login-flood.ts), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC,
${os.availableParallelism()} CPUs, Node ${process.version}. One server process on PGlite (temp DATA_DIR, demo seed), SCRYPT_COST=17,
RATE_LIMIT on with AUTH_IP_LIMIT=1000000, TRUST_PROXY=1; server settings: ${settings}. The feed (GET ${FEED}) is
sampled at ${FEED_RATE} req/s over ${FEED_CONNECTIONS} connections for ${seconds} s idle, then for ${seconds} s while ${connections} connections
(${oneIp ? 'all from one address' : 'each its own client address'}) loop logins with unknown e-mails (each a full password hash: argon2id on Node 24.7+, scrypt at SCRYPT_COST
before), the flood having run 2 s first.

| | feed p50 ms | feed p95 ms | feed answers |
|---|---|---|---|
| idle | ${idle.p50} | ${idle.p95} | ${idle.requests} (${JSON.stringify(idle.statuses)}) |
| under the login flood | ${loaded.p50} | ${loaded.p95} | ${loaded.requests} (${JSON.stringify(loaded.statuses)}) |

Feed p50 under the flood / idle: **${ratio.toFixed(2)}x** (goal: at most 2x): ${ratio <= 2 ? 'met' : 'MISSED'}.
Login answers during the flood: ${answers} (login p50 ${loginP50} ms).
`;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runLoginFlood().then(
    (section) => {
      console.log(section);
      process.exit(0);
    },
    (error: unknown) => {
      console.error('login flood bench failed:', error);
      process.exit(1);
    },
  );
}
