// Stores and summarises real-user Core Web Vitals.
import { sql } from 'kysely';
import type { VitalSample, VitalSummary } from '../../contract/vitals';
import type { DB } from '../db/database';

export async function insertVitals(db: DB, samples: VitalSample[]): Promise<void> {
  if (samples.length === 0) return;
  await db
    .insertInto('web_vitals')
    .values(
      samples.map((s) => ({
        name: s.name,
        value: s.value,
        rating: s.rating ?? null,
        path: s.path,
        effective_type: s.effective_type ?? null,
      })),
    )
    .execute();
}

/** The 75th percentile per metric and page over the last `days` days (how Google judges Core Web Vitals). */
export async function summariseVitals(db: DB, days: number): Promise<VitalSummary[]> {
  const since = new Date(Date.now() - days * 24 * 3600 * 1000);
  const rows = await db
    .selectFrom('web_vitals')
    .select([
      'name',
      'path',
      sql<number>`count(*)::int`.as('samples'),
      sql<number>`percentile_cont(0.75) within group (order by value)`.as('p75'),
      sql<number>`avg(case when rating = 'good' then 1.0 else 0.0 end)`.as('good_share'),
    ])
    .where('created_at', '>=', since)
    .groupBy(['name', 'path'])
    .orderBy('name')
    .orderBy('path')
    .limit(500)
    .execute();
  return rows.map((row) => ({ ...row, p75: Number(row.p75), good_share: Number(row.good_share) }));
}
