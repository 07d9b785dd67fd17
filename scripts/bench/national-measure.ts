// The national profile's figures (issue 35), on a database seeded by `npm run bench -- --national [--scale f]
// --seed-only`: the public first pages (cached) at 100 connections and the deep pages (PUBLIC_CACHE=false) at 10,
// each right after the bare Fastify + pg reference running the same page query (reference-server.ts) where there is
// one; the sector's figures (insights, open data) as the admin route runs them; and the server's RSS under the
// 50-connection feed load on this database and on the 100,000-row one. The searches (issue 35) are measured against
// the portal's own page queries, captured from its repositories at the start and run bare (reference-server.ts
// `/captured/`); the landing counts against their one query. Prints markdown rows; writes nothing.
//   node --import tsx scripts/bench/national-measure.ts <national db url> [<100,000-row db url>]
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../server/db/database';
import type { Database } from '../../server/db/tables';
import { listDirectory } from '../../server/repositories/directory';
import { listPosts } from '../../server/repositories/posts';
import { listProducts } from '../../server/repositories/products';
import { siteSearch } from '../../server/repositories/search';
import { SEARCH_PAGE_SIZE } from '../../contract/search';
import { startBenchProcess, startBenchServer, type BenchServer } from './bench-server';
import { driveOnce, type Figure } from './ceiling';
import { measureInsights } from './insights';

const NATIONAL = process.argv[2];
const SMALL = process.argv[3];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
/** MEASURE_ONLY=<regular expression>: only the pages whose name matches, and neither the insights nor the RSS. */
const ONLY = process.env.MEASURE_ONLY ? new RegExp(process.env.MEASURE_ONLY, 'i') : null;
const rows: string[] = [];
const row = (cells: (string | number)[]) => {
  const line = `| ${cells.join(' | ')} |`;
  rows.push(line);
  console.log(line);
};
const fmt = (f: Figure) =>
  `${f.rps.toFixed(0)} req/s, p95 ${f.p95.toFixed(1)} ms${f.bad ? `, ${f.bad} bad` : ''}`;

async function drive(url: string, connections: number): Promise<Figure> {
  await driveOnce(url, 1, 10);
  return driveOnce(url, SECONDS, connections);
}

async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** The server's highest RSS while 50 connections read the feed's first page for SECONDS. */
async function rssUnderFeed(dbUrl: string): Promise<number> {
  const server = await startBenchServer({ DATABASE_URL: dbUrl, RATE_LIMIT: 'false' });
  try {
    let peak = 0;
    const timer = setInterval(
      () => void rssKb(server.child.pid!).then((kb) => (peak = Math.max(peak, kb))),
      200,
    );
    await driveOnce(`${server.url}/clap/prop/public/post?page=1&limit=12`, SECONDS, 50);
    clearInterval(timer);
    return peak;
  } finally {
    await server.stop();
  }
}

/** The searches measured (issue 35): a common word, a rare one, a name part, and the site search across every kind. */
const SEARCHES: { name: string; path: string; run: (db: Kysely<Database>) => Promise<unknown> }[] = [
  {
    name: 'directory q=ade',
    path: '/clap/prop/public/directory?tab=creatives&q=ade&page=1&limit=10',
    run: (db) =>
      listDirectory(db as never, 'creative', {
        scope: 'public',
        limit: 10,
        offset: 0,
        q: 'ade',
        urls: {} as never,
      }),
  },
  {
    name: 'feed q=fashion (a fifth of the posts)',
    path: '/clap/prop/public/post?q=fashion&page=1&limit=12',
    run: (db) => listPosts(db as never, { q: 'fashion', page: 1, limit: 12 }),
  },
  {
    name: 'feed q=4242 (199 posts)',
    path: '/clap/prop/public/post?q=4242&page=1&limit=12',
    run: (db) => listPosts(db as never, { q: '4242', page: 1, limit: 12 }),
  },
  {
    name: 'marketplace q=4242',
    path: '/clap/prop/public/product?q=4242&page=1&limit=12',
    run: (db) => listProducts(db as never, { q: '4242', page: 1, limit: 12 }),
  },
  {
    name: 'feed q=fashon (a typo, no match)',
    path: '/clap/prop/public/post?q=fashon&page=1&limit=12',
    run: (db) => listPosts(db as never, { q: 'fashon', page: 1, limit: 12 }),
  },
  {
    name: 'directory q=adaze (a typo, no match)',
    path: '/clap/prop/public/directory?tab=creatives&q=adaze&page=1&limit=10',
    run: (db) =>
      listDirectory(db as never, 'creative', {
        scope: 'public',
        limit: 10,
        offset: 0,
        q: 'adaze',
        urls: {} as never,
      }),
  },
  {
    name: 'site search q=ade',
    path: '/clap/prop/public/search?q=ade',
    run: (db) => siteSearch(db as never, 'ade', { page: 1, limit: SEARCH_PAGE_SIZE }),
  },
];

/** Each search's page queries as the portal's repositories send them (the counts and the vocabulary look-ups, both
 * cached apart, left out). The bare server runs them with PostgreSQL's default parallel workers, which the portal
 * turns off for the site search's people page (withoutParallelWorkers). */
async function captureSearches(): Promise<Record<string, { sql: string; parameters: readonly unknown[] }[]>> {
  const captured: Record<string, { sql: string; parameters: readonly unknown[] }[]> = {};
  let into: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: NATIONAL, max: 8 }) }),
    log: (e) => void into.push(e.query),
  });
  for (const search of SEARCHES) {
    into = [];
    await search.run(db);
    captured[search.name] = into
      .filter((q) => !/count\(\*\)|from search_words|^set local/i.test(q.sql))
      .map((q) => ({ sql: q.sql, parameters: q.parameters }));
  }
  await db.destroy();
  return captured;
}

async function main() {
  const captured = await captureSearches();
  const pool = new pg.Pool({ connectionString: NATIONAL, max: 2 });
  const productId = (
    await pool.query<{ id: number }>('select id from products order by id limit 1 offset 5000')
  ).rows[0].id;
  const eventId = (await pool.query<{ id: number }>('select id from events order by id limit 1 offset 100'))
    .rows[0].id;
  await pool.end();
  const servers: BenchServer[] = [];
  const reference = await startBenchProcess(
    'scripts/bench/reference-server.ts',
    { DATABASE_URL: NATIONAL, CAPTURED_QUERIES: JSON.stringify(captured) },
    '/health',
  );
  servers.push(reference);
  try {
    console.log(
      `load at start ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' / ')}`,
    );
    const first: [string, string, string | null][] = [
      ['feed (page 1)', '/clap/prop/public/post?page=1&limit=12', '/feed?page=1'],
      [
        'directory creatives (page 1)',
        '/clap/prop/public/directory?tab=creatives&page=1&limit=10',
        '/directory?page=1',
      ],
      ['product details', `/clap/prop/product/${productId}`, `/product/${productId}`],
      ['marketplace (page 1)', '/clap/prop/public/product?page=1&limit=12', null],
      ['training (page 1)', '/clap/prop/event/all?page=1&limit=12', null],
      ['training details', `/clap/prop/event/${eventId}`, null],
      ['tools (page 1)', '/clap/prop/tool/all?page=1&limit=12', null],
      ['opportunities (page 1)', '/clap/prop/opportunity/all?page=1&limit=12', null],
      ['landing counts', '/clap/prop/public/stats', '/stats'],
    ];
    const cached = await startBenchServer({ DATABASE_URL: NATIONAL, RATE_LIMIT: 'false' });
    servers.push(cached);
    console.log('| page | connections | bare query | portal (cached) | ratio | load |');
    for (const [name, path, bare] of first) {
      if (ONLY && !ONLY.test(name)) continue;
      const ref = bare ? await drive(reference.url + bare, 100) : null;
      const portal = await drive(cached.url + path, 100);
      row([
        name,
        100,
        ref ? fmt(ref) : '-',
        fmt(portal),
        ref ? `${(portal.rps / ref.rps).toFixed(2)}x` : '-',
        os.loadavg()[0].toFixed(1),
      ]);
    }
    await cached.stop();
    const uncached = await startBenchServer({
      DATABASE_URL: NATIONAL,
      RATE_LIMIT: 'false',
      PUBLIC_CACHE: 'false',
    });
    servers.push(uncached);
    const deep: [string, string, string | null][] = [
      ['feed page 500', '/clap/prop/public/post?page=500&limit=12', '/feed?page=500'],
      [
        'directory page 500',
        '/clap/prop/public/directory?tab=creatives&page=500&limit=10',
        '/directory?page=500',
      ],
      ['marketplace page 500', '/clap/prop/public/product?page=500&limit=12', null],
      [
        "directory q=ade (reference: the first session's ilike query)",
        '/clap/prop/public/directory?tab=creatives&q=ade&page=1&limit=10',
        '/directory?q=ade',
      ],
      ...SEARCHES.map(({ name, path }): [string, string, string] => [
        name,
        path,
        `/captured/${encodeURIComponent(name)}`,
      ]),
    ];
    for (const [name, path, bare] of deep) {
      if (ONLY && !ONLY.test(name)) continue;
      const ref = bare ? await drive(reference.url + bare, 10) : null;
      const portal = await drive(uncached.url + path, 10);
      row([
        `${name} (PUBLIC_CACHE=false)`,
        10,
        ref ? fmt(ref) : '-',
        fmt(portal),
        ref ? `${(portal.rps / ref.rps).toFixed(2)}x` : '-',
        os.loadavg()[0].toFixed(1),
      ]);
    }
    await uncached.stop();
  } finally {
    for (const s of servers) await s.stop();
  }
  if (ONLY) return;
  const handle = await openDatabase({ databaseUrl: NATIONAL, dataDir: os.tmpdir() });
  try {
    for (const t of await measureInsights(handle.db, 'PostgreSQL', console.log))
      row([
        `insights: ${t.chart}`,
        '-',
        '-',
        `p50 ${t.p50} ms, p95 ${t.p95} ms`,
        t.p95 <= 50 ? 'met' : 'MISSED',
        '-',
      ]);
  } finally {
    await handle.close();
  }
  const national = await rssUnderFeed(NATIONAL);
  const small = SMALL ? await rssUnderFeed(SMALL) : 0;
  row([
    'RSS under 50 connections on the feed',
    50,
    SMALL ? `100,000 rows: ${(small / 1024).toFixed(0)} MB` : '-',
    `national: ${(national / 1024).toFixed(0)} MB`,
    SMALL ? `${(national / small).toFixed(2)}x` : '-',
    os.loadavg()[0].toFixed(1),
  ]);
  console.log(
    `load at end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
}

await main();
