// The public items the sitemap lists (issue 18): products, tools, opportunities, trainings (events) and the profiles
// the public directory shows. Read by primary-key ranges (keyset), never by OFFSET: a sitemap page is one id range
// of one source, so asking for page 40 costs the same as page 1.
import { sql } from 'kysely';
import type { DB } from '../db/database';

// calls: calls for proposals (issue 32), open or closed: their details pages stay readable.
export const SITEMAP_SOURCES = ['products', 'tools', 'opportunities', 'events', 'calls', 'profiles'] as const;
export type SitemapSource = (typeof SITEMAP_SOURCES)[number];

/** One id range of a source ([bucket × size, (bucket + 1) × size)) that holds at least one public row. */
export interface SitemapBucket {
  source: SitemapSource;
  bucket: number;
  count: number;
  lastmod: Date | null;
}

export interface SitemapRow {
  id: number;
  lastmod: Date | null;
}

/** The rows of a source anyone may open: content of authors who are not blacklisted; the directory's profiles. */
function visibleRows(db: DB, source: SitemapSource) {
  if (source === 'profiles') {
    // The directory's rule (profiles.ts isPubliclyVisible): public, not blacklisted, partners once approved.
    return db
      .selectFrom('accounts as t')
      .where('t.kind', 'in', ['creative', 'business', 'partner'])
      .where('t.is_blacklisted', '=', false)
      .where('t.status', '=', 'public')
      .where((eb) => eb.or([eb('t.kind', '!=', 'partner'), eb('t.approved', '=', true)]));
  }
  // Every content table has the same id/author_id/updated_at columns; one of them stands for the type.
  return db
    .selectFrom(`${source} as t` as 'products as t')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('accounts as b')
            .select('b.id')
            .whereRef('b.id', '=', 't.author_id')
            .where('b.is_blacklisted', '=', true),
        ),
      ),
    );
}

/** Every non-empty id range of every source, in source then id order, with its count and newest change. */
export async function listSitemapBuckets(db: DB, size: number): Promise<SitemapBucket[]> {
  const perSource = await Promise.all(
    SITEMAP_SOURCES.map(async (source) => {
      // A literal, not a parameter: select and group by must be the same expression for PostgreSQL.
      const bucket = sql<number>`t.id / ${sql.lit(Math.max(1, Math.trunc(size)))}`;
      const rows = await visibleRows(db, source)
        .select([
          bucket.as('bucket'),
          sql<string>`count(*)`.as('count'),
          sql<Date | null>`max(t.updated_at)`.as('lastmod'),
        ])
        .groupBy(bucket)
        .orderBy(bucket)
        .execute();
      return rows.map((row) => ({
        source,
        bucket: Number(row.bucket),
        count: Number(row.count),
        lastmod: toDate(row.lastmod),
      }));
    }),
  );
  return perSource.flat();
}

/** The public rows of a source with from <= id < to, in id order (a range scan of the primary key). */
export async function listSitemapRows(
  db: DB,
  source: SitemapSource,
  from: number,
  to?: number,
): Promise<SitemapRow[]> {
  let query = visibleRows(db, source)
    .select(['t.id as id', 't.updated_at as lastmod'])
    .where('t.id', '>=', from);
  if (to !== undefined) query = query.where('t.id', '<', to);
  const rows = await query.orderBy('t.id').execute();
  return rows.map((row) => ({ id: row.id, lastmod: toDate(row.lastmod) }));
}

/** PGlite and node-postgres both give Date for timestamps, but an aggregate may come back as text. */
function toDate(value: Date | string | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}
