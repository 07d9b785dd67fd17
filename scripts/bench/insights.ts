// The sector's figures at 100,000 accounts (issue 19): each chart's aggregate query (repositories/insights.ts) run
// in a loop on the bench's seeded data, one query at a time, on PostgreSQL and on PGlite; goal p95 <= 50 ms.
// Part of `npm run bench`; `npm run bench -- --insights-only` runs only this and rewrites its section of
// docs/benchmarks.md (reusing the seeded databases like BENCH_KEEP=1).
import { sql } from 'kysely';
import { SECTORS } from '../../contract/sectors';
import { STATES } from '../../contract/states';
import type { DB } from '../../server/db/database';
import { seedReference } from '../../server/db/seed/reference';
import { periodWindow } from '../../server/lib/insight-buckets';
import * as figures from '../../server/repositories/insights';

export const INSIGHTS_START = '<!-- insights:start -->';
export const INSIGHTS_END = '<!-- insights:end -->';
const GOAL_P95_MS = 50;
const RUNS = Number(process.env.INSIGHTS_RUNS ?? 40);

export interface InsightTiming {
  engine: string;
  chart: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
}

/** The rollup triggers (migration 2026-11-25T0300-insight-rollups): off during the bulk load, like the directory's. */
const INSIGHT_TRIGGERS: [table: string, trigger: string][] = [
  ['accounts', 'accounts_insights'],
  ['accounts', 'accounts_insights_delete'],
  ['creative_profiles', 'creative_profiles_insights'],
  ['business_profiles', 'business_profiles_insights'],
  ...['posts', 'products', 'tools', 'opportunities', 'events'].map((t): [string, string] => [
    t,
    `${t}_insights`,
  ]),
];

export async function setInsightTriggers(db: DB, enabled: boolean): Promise<void> {
  for (const [table, trigger] of INSIGHT_TRIGGERS) {
    await sql.raw(`alter table ${table} ${enabled ? 'enable' : 'disable'} trigger ${trigger}`).execute(db);
  }
}

/** Spreads the bench's uniform profiles over the 37 states, the 19 sectors, the four support needs and two years of
 * sign-ups, and leaves one partner in ten awaiting approval, so the figures group like real data. */
export async function spreadForInsights(db: DB): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  await db.transaction().execute((trx) => seedReference(trx));
  const literal = (names: string[]) => `(array[${names.map((n) => `'${n.replace(/'/g, "''")}'`).join(',')}])`;
  const pick = (list: 'states' | 'sectors', id: string) => {
    const names = list === 'states' ? STATES.map((s) => s.name) : SECTORS.map((s) => s.name);
    return `${literal(names)}[1 + (${id}) % ${names.length}]`;
  };
  await run(`update creative_profiles set residence_state = ${pick('states', 'account_id')}, expertise = ${pick('sectors', 'account_id')},
    need_training = account_id % 3 = 0, need_funding = account_id % 2 = 0, need_tools = account_id % 5 = 0, need_market_access = account_id % 7 = 0,
    identity_hash = case when account_id % 10 = 0 then 'bench-' || account_id end`);
  await run(`update business_profiles set state = ${pick('states', 'account_id + 3')}, sector = ${pick('sectors', 'account_id + 5')},
    need_funding = account_id % 2 = 0, need_market_access = account_id % 3 = 0`);
  await run(
    `update accounts set created_at = now() - make_interval(mins => (id % 105000) * 10) where kind <> 'admin'`,
  );
  await run(`update accounts set approved = false where kind = 'partner' and id % 10 = 0`);
  // The bulk load and these updates ran without the rollup triggers: recompute the rollups once.
  await run('select insight_rollups_rebuild()');
  await setInsightTriggers(db, true);
  // A real database is vacuumed by autovacuum; the updates above left one dead row per live one.
  await run('vacuum analyze');
}

/** Spreads a bench database seeded before spreadForInsights existed (BENCH_KEEP reuses databases). */
export async function ensureSpread(db: DB): Promise<void> {
  const spread = await db
    .selectFrom('accounts')
    .select('id')
    .where('kind', '=', 'partner')
    .where('approved', '=', false)
    .limit(1)
    .executeTakeFirst();
  const rolled = await db.selectFrom('insight_account_days').select('kind').limit(1).executeTakeFirst();
  if (!spread || !rolled) {
    await setInsightTriggers(db, false);
    await spreadForInsights(db);
  } else {
    await sql`vacuum analyze`.execute(db);
  }
}

/** The charts' queries, as the admin route and the open data run them. */
function charts(now: Date): [string, (db: DB) => Promise<unknown>][] {
  const list: [string, (db: DB) => Promise<unknown>][] = [];
  for (const period of ['30d', '12m', 'all'] as const) {
    const window = periodWindow(period, now);
    list.push([
      `registrations (${period})`,
      (db) => figures.registrationsPerBucket(db, window.unit, window.firstDay),
    ]);
  }
  list.push(
    ['members by state', (db) => figures.membersByState(db)],
    ['members by sector and support needs', (db) => figures.membersBySector(db)],
    ['verification', (db) => figures.verificationCounts(db)],
    ['partners awaiting approval', (db) => figures.pendingPartners(db, now)],
  );
  for (const period of ['30d', '12m', 'all'] as const) {
    const { firstWeek } = periodWindow(period, now);
    list.push([`content per week (${period})`, (db) => figures.contentPerWeek(db, firstWeek)]);
  }
  list.push(
    ['open data: growth by month', (db) => figures.membersJoinedPerMonth(db)],
    ['open data: live offers', (db) => figures.liveOffers(db, now)],
    ['open data: members by kind', (db) => figures.membersByKind(db)],
  );
  return list;
}

export async function measureInsights(
  db: DB,
  engine: string,
  log: (msg: string) => void,
): Promise<InsightTiming[]> {
  const results: InsightTiming[] = [];
  for (const [chart, query] of charts(new Date())) {
    for (let i = 0; i < 3; i += 1) await query(db); // warm-up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t = performance.now();
      await query(db);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) =>
      Math.round(times[Math.min(times.length - 1, Math.floor(times.length * p))] * 10) / 10;
    const r = {
      engine,
      chart,
      runs: RUNS,
      p50: at(0.5),
      p95: at(0.95),
      max: Math.round(times.at(-1)! * 10) / 10,
    };
    results.push(r);
    log(`insights ${engine} ${chart}: p50 ${r.p50} p95 ${r.p95} max ${r.max} ms`);
  }
  return results;
}

export function insightsSection(results: InsightTiming[], note: string): string {
  const rows = results.map(
    (r) =>
      `| ${r.engine} | ${r.chart} | ${r.runs} | ${r.p50} | ${r.p95} | ${r.max} | ${r.p95 <= GOAL_P95_MS ? 'met' : 'MISSED'} |`,
  );
  return `${INSIGHTS_START}
## The sector's figures (issue 19): each chart's query at 100,000 accounts

\`npm run bench -- --insights-only\` (or part of \`npm run bench\`), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, on the
bench's data (100,000 creatives, 100,000 businesses, 20,000 partners, 100,000 posts, 10,000 products) spread over the
37 states, the 19 sectors, the four support needs and two years of sign-ups, one partner in ten awaiting approval.
Each query (server/repositories/insights.ts) runs ${RUNS} times after 3 warm-ups, one at a time, from the bench process:
PostgreSQL over a pool, PGlite in the same process. Goal: p95 <= ${GOAL_P95_MS} ms. ${note}

| engine | chart's query | runs | p50 ms | p95 ms | max ms | p95 <= ${GOAL_P95_MS} ms |
|---|---|---|---|---|---|---|
${rows.join('\n')}
${INSIGHTS_END}`;
}
