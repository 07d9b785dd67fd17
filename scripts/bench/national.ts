// The bench's data sizes (issue 35): the default profile (100,000 creatives and posts, issue 16) and the national
// profile (`npm run bench -- --national [--scale 0.1]`): 2,000,000 creatives, 200,000 businesses, 20,000 partners,
// 5,000,000 posts, 500,000 products, 50,000 trainings with 2,000,000 registrations and their certificates, seeded in
// bulk SQL (generate_series) on PostgreSQL with the secondary indexes of the big tables dropped during the load and
// built again after it (then ANALYZE): building an index once is several times cheaper than keeping it row by row.
import { sql } from 'kysely';
import type { DB } from '../../server/db/database';

export interface BenchSize {
  creatives: number;
  businesses: number;
  partners: number;
  posts: number;
  products: number;
  trainings: number;
  registrations: number;
}

export const DEFAULT_SIZE: BenchSize = {
  creatives: 100_000,
  businesses: 100_000,
  partners: 20_000,
  posts: 100_000,
  products: 10_000,
  trainings: 0,
  registrations: 0,
};

export const NATIONAL_SIZE: BenchSize = {
  creatives: 2_000_000,
  businesses: 200_000,
  partners: 20_000,
  posts: 5_000_000,
  products: 500_000,
  trainings: 50_000,
  registrations: 2_000_000,
};

/** The national profile times `scale` (each count at least 1,000, partners at least 1,000). */
export function scaled(size: BenchSize, scale: number): BenchSize {
  const of = (n: number) => (n === 0 ? 0 : Math.max(1_000, Math.round(n * scale)));
  return Object.fromEntries(Object.entries(size).map(([k, v]) => [k, of(v)])) as unknown as BenchSize;
}

/** The tables the bulk load fills; their secondary indexes (not the ones behind constraints) wait for the end. */
const BULK_TABLES = [
  'accounts',
  'creative_profiles',
  'business_profiles',
  'partner_profiles',
  'posts',
  'products',
  'events',
  'event_registrations',
  'certificates',
];

/** Drops the bulk tables' plain secondary indexes and returns their definitions, to build them after the load. */
export async function dropSecondaryIndexes(db: DB): Promise<string[]> {
  const rows = await sql<{ name: string; def: string }>`
    select i.indexname as name, i.indexdef as def from pg_indexes i
    where i.schemaname = 'public' and i.tablename = any(${BULK_TABLES})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(db);
  for (const { name } of rows.rows) await sql.raw(`drop index if exists "${name}"`).execute(db);
  return rows.rows.map((r) => r.def);
}

/** Builds the dropped indexes again (each with the memory one build may take), then ANALYZE. */
export async function rebuildIndexes(db: DB, definitions: string[]): Promise<void> {
  await sql`set maintenance_work_mem = '256MB'`.execute(db);
  for (const def of definitions) await sql.raw(def).execute(db);
  await sql`analyze`.execute(db);
}

/**
 * The trainings, their registrations and certificates: `trainings` events by partners (a tenth in the future, the
 * rest past), `registrations` distinct (training, creative) pairs, and a certificate for every second past
 * registration (the attendees).
 */
export async function seedTrainings(db: DB, size: BenchSize): Promise<void> {
  if (size.trainings === 0) return;
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`insert into events (author_id, title, description, link, location, starts_at, created_at, state, capacity)
    select p.first + (g % ${size.partners}), 'Training ' || g || ' ' || (array['music','film','fashion','design','craft'])[1 + g % 5],
      'A bench training, number ' || g, 'https://example.com/t/' || g, 'Lagos',
      now() + make_interval(days => case when g % 10 = 0 then 1 + g % 60 else -(1 + g % 700) end),
      now() - make_interval(secs => g * 60), 'Lagos', 200
    from generate_series(1, ${size.trainings}) g, (select min(id) as first from accounts where kind = 'partner') p`);
  // Distinct pairs: registration g goes to training g % trainings, by creative g / trainings-th in a stride.
  await run(`insert into event_registrations (event_id, account_id, status, code, created_at, attended_at)
    select e.first + (g % ${size.trainings}), c.first + ((g / ${size.trainings}) * 7919 + g) % ${size.creatives}, 'registered',
      'R' || g, now() - make_interval(secs => g),
      case when g % 2 = 0 then now() - make_interval(secs => g) end
    from generate_series(0, ${size.registrations - 1}) g,
      (select min(id) as first from events) e, (select min(id) as first from accounts where kind = 'creative') c
    on conflict do nothing`);
  await run(`insert into certificates (code, kind, event_id, account_id, partner_id, holder_name, title, partner_name, training_date, state, issued_at)
    select 'C' || r.id, 'training', r.event_id, r.account_id, e.author_id, 'Bench Holder', e.title, 'Bench Partner', e.starts_at, 'Lagos', r.attended_at
    from event_registrations r join events e on e.id = r.event_id
    where r.attended_at is not null and e.starts_at < now()
    on conflict do nothing`);
}
