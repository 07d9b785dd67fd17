// Uncached public reads (issue 16, goal 3): the real server with the answer cache off against a bare Fastify + pg
// server running the feed page's own SQL, both on the PostgreSQL bench data, measured in the same run at 10
// connections (6 s each after a 1 s warm-up). Prints one line per endpoint; writes nothing.
//   node --import tsx scripts/bench/uncached.ts [name-filter]
// Env: UNCACHED_DB (default postgres://postgres@127.0.0.1:5432/scale_bench), BENCH_SECONDS (default 6),
// UNCACHED_CONNECTIONS (default 10). Seed the data first: BENCH_KEEP=1 npm run bench -- --seed-only.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Database } from '../../server/db/tables';
import { listPosts } from '../../server/repositories/posts';
import { freePort, ROOT, startBenchServer } from './bench-server';

const DB_URL = process.env.UNCACHED_DB ?? 'postgres://postgres@127.0.0.1:5432/scale_bench';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.UNCACHED_CONNECTIONS ?? 10);
const filter = process.argv[2] ?? '';

async function drive(url: string, seconds: number) {
  const times: number[] = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 10 });
  instance.on('response', (_c, _s, _b, ms) => void times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? NaN;
  return {
    rps: result.requests.average,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    bad: result.errors + result.timeouts + result.non2xx,
  };
}

async function main() {
  const pool = new pg.Pool({ connectionString: DB_URL, max: 2 });
  const captured: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (e) => void captured.push(e.query),
  });
  await listPosts(db, { page: 500, limit: 12 });
  const feedSql = captured[0];
  const product = await pool.query<{ id: number }>('select id from products order by id limit 1 offset 5000');
  await db.destroy();

  const barePort = await freePort();
  const bare = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(barePort),
      DATABASE_URL: DB_URL,
      BARE_SQL: feedSql.sql,
      BARE_PARAMS: JSON.stringify(feedSql.parameters),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const server = await startBenchServer({ DATABASE_URL: DB_URL, RATE_LIMIT: 'false', PUBLIC_CACHE: 'false' });
  for (
    let i = 0;
    i < 40 &&
    !(await fetch(`http://127.0.0.1:${barePort}/bare`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 250));
  const targets: [string, string][] = [
    ['bare Fastify + pg: feed page 500 SQL', `http://127.0.0.1:${barePort}/bare`],
    ['feed page 500', `${server.url}/clap/prop/public/post?page=500&limit=12`],
    ['directory q=ade', `${server.url}/clap/prop/public/directory?tab=creatives&q=ade&page=1&limit=10`],
    ['product details', `${server.url}/clap/prop/product/${product.rows[0].id}`],
    ['feed page 1', `${server.url}/clap/prop/public/post?page=1&limit=12`],
    ['directory page 1', `${server.url}/clap/prop/public/directory?tab=creatives&page=1&limit=10`],
  ];
  try {
    for (const [name, url] of targets) {
      if (!name.includes(filter) && !name.startsWith('bare')) continue;
      await drive(url, 1);
      const r = await drive(url, SECONDS);
      console.log(
        `${name.padEnd(38)} ${r.rps.toFixed(0).padStart(5)} req/s  p50 ${r.p50.toFixed(1)}  p95 ${r.p95.toFixed(1)}  p99 ${r.p99.toFixed(1)} ms  bad ${r.bad}`,
      );
    }
  } finally {
    await server.stop();
    bare.kill('SIGTERM');
  }
}

await main();
