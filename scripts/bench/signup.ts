// Sign-up drives (issue 35): how many sign-ups per second one server process takes at the production password
// hashing cost, and the CPU one sign-up costs it, to size a drive of 100,000 sign-ups in an hour (docs/deploy.md,
// "Sign-up drives"). The real server (one process, its default hashing threads and queue) on a fresh PostgreSQL
// database of its own (created and dropped here), driven through the real route, POST /clap/prop/creative/register,
// each request a new e-mail; the rate limits lifted as the bench's login scenario lifts them (RATE_LIMIT=false, a
// deep hashing queue), since the drive comes from one address. CPU per sign-up is the server's own (user + system,
// every thread: the hashing threads included) from /proc, which the machine's other load moves far less than the
// rate. Prints one markdown row per connection count; writes nothing.
//   npm run bench:signup     (env: SIGNUP_SECONDS, default 15; SIGNUP_CONNECTIONS, "4,16")
// Through npm, so that it runs the project's Node (24, with crypto.argon2: production's argon2id); an older `node`
// hashes with scrypt, and the first line printed says which.
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { nativeArgon2, PRODUCTION_COST } from '../../server/lib/passwords';
import { jsonPostDrive, startBenchServer } from './bench-server';
import { cpuMs } from './ceiling';

const SECONDS = Number(process.env.SIGNUP_SECONDS ?? 15);
const CONNECTIONS = (process.env.SIGNUP_CONNECTIONS ?? '4,16').split(',').map(Number);
const ADMIN_URL = process.env.SIGNUP_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `bench_signup_${process.pid}`;

/** Sign-ups through `url` for SECONDS at `connections`, every request a new member; the 2xx count and latencies. */
async function drive(url: string, connections: number, prefix: string) {
  let n = 0;
  const times: number[] = [];
  const instance = autocannon({
    ...jsonPostDrive(`${url}/clap/prop/creative/register`, connections, SECONDS),
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            first_name: 'Drive',
            last_name: `Member${n}`,
            email: `${prefix}-${n++}@signup.bench`,
            password: 'Bench#Pass2026',
            confirm_password: 'Bench#Pass2026',
          }),
        }),
      },
    ],
  });
  let ok = 0;
  instance.on('response', (_c, status, _b, ms) => {
    times.push(ms);
    if (status >= 200 && status < 300) ok += 1;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    ok,
    bad: result.non2xx + result.errors + result.timeouts,
    p50: times[Math.floor(times.length * 0.5)] ?? NaN,
    p95: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? NaN,
  };
}

async function main() {
  const admin = new pg.Pool({ connectionString: ADMIN_URL, max: 1 });
  await admin.query(`create database ${DB_NAME}`);
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${DB_NAME}`;
  const server = await startBenchServer({
    DATABASE_URL: dbUrl.toString(),
    RATE_LIMIT: 'false',
    HASH_QUEUE: '200',
    HASH_LANE_QUEUE: '200',
  });
  try {
    const algorithm = nativeArgon2
      ? `argon2id m=${PRODUCTION_COST.argon2Memory} KiB, t=2, p=1`
      : `scrypt N=2^${PRODUCTION_COST.scryptCost} (this Node has no crypto.argon2)`;
    console.log(`node ${process.version}, ${os.cpus().length} cores, hashing: ${algorithm}`);
    console.log(
      '| connections | sign-ups/s | p50 ms | p95 ms | refused or failed | server CPU per sign-up | load |',
    );
    await drive(server.url, 2, 'warm');
    for (const connections of CONNECTIONS) {
      const before = await cpuMs(server.child.pid!);
      const started = performance.now();
      const figure = await drive(server.url, connections, `c${connections}`);
      const seconds = (performance.now() - started) / 1000;
      const cpu = ((await cpuMs(server.child.pid!)) - before) / Math.max(1, figure.ok);
      console.log(
        `| ${connections} | ${(figure.ok / seconds).toFixed(1)} | ${figure.p50.toFixed(0)} | ${figure.p95.toFixed(0)} | ${figure.bad} | ${cpu.toFixed(0)} ms | ${os.loadavg()[0].toFixed(1)} |`,
      );
    }
  } finally {
    await server.stop();
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.end();
  }
}

await main();
