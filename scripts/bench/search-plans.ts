// EXPLAIN (ANALYZE, BUFFERS) of each search's queries as the repositories send them (issue 35, docs/search.md
// "Performance at national scale"), counts included, on a seeded national database. Each query runs twice; the
// second run's plan is printed, then a summary (execution ms and shared buffers per query).
//   node --import tsx scripts/bench/search-plans.ts <db url> [name filter]
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Database } from '../../server/db/tables';
import { listDirectoryPage } from '../../server/repositories/directory';
import { listPosts } from '../../server/repositories/posts';
import { listProducts } from '../../server/repositories/products';
import { siteSearch } from '../../server/repositories/search';
import { invalidateListTotals } from '../../server/repositories/content-query';
import { SEARCH_PAGE_SIZE } from '../../contract/search';

const URL = process.argv[2];
const ONLY = process.argv[3] ? new RegExp(process.argv[3], 'i') : null;
const counts = { creatives: 0, business: 0, partners: 0 };
const directory = (q: string) => (db: Kysely<Database>) =>
  listDirectoryPage(db as never, 'creative', 'public', { limit: 10, offset: 0, q }, counts, {} as never);
const SEARCHES: [string, (db: Kysely<Database>) => Promise<unknown>][] = [
  ['directory creatives q=ade', directory('ade')],
  ['directory creatives q=adaze (typo)', directory('adaze')],
  ['feed q=fashion', (db) => listPosts(db as never, { q: 'fashion', page: 1, limit: 12 })],
  ['feed q=fashon (typo)', (db) => listPosts(db as never, { q: 'fashon', page: 1, limit: 12 })],
  ['feed q=424 (2,484 matches)', (db) => listPosts(db as never, { q: '424', page: 1, limit: 12 })],
  ['feed q=4242', (db) => listPosts(db as never, { q: '4242', page: 1, limit: 12 })],
  ['marketplace q=4242', (db) => listProducts(db as never, { q: '4242', page: 1, limit: 12 })],
  ['site search q=ade', (db) => siteSearch(db as never, 'ade', { page: 1, limit: SEARCH_PAGE_SIZE })],
];

async function main() {
  let into: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: URL, max: 4 }) }),
    log: (e) => void into.push(e.query),
  });
  const client = new pg.Client({ connectionString: URL });
  await client.connect();
  const summary: string[] = [];
  for (const [name, run] of SEARCHES) {
    if (ONLY && !ONLY.test(name)) continue;
    into = [];
    invalidateListTotals();
    await run(db);
    for (const [i, query] of into.entries()) {
      const explain = `explain (analyze, buffers) ${query.sql}`;
      await client.query(explain, query.parameters as unknown[]);
      const plan = (await client.query<{ 'QUERY PLAN': string }>(explain, query.parameters as unknown[])).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      const ms = /Execution Time: ([\d.]+)/.exec(plan)?.[1];
      const buffers = /Buffers: (shared [^\n]*)/.exec(plan)?.[1];
      const what = /^select count\(/i.test(query.sql) ? 'count' : 'page';
      console.log(
        `\n### ${name}: query ${i + 1} (${what})\n\n${query.sql}\n${JSON.stringify(query.parameters)}\n\n${plan}`,
      );
      summary.push(`| ${name} | ${i + 1} ${what} | ${ms} ms | ${buffers} |`);
    }
  }
  console.log('\n' + summary.join('\n'));
  await client.end();
  await db.destroy();
}

void main();
