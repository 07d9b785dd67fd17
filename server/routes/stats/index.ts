// GET /clap/prop/public/stats (issue 13): the landing page's live counts, and (issue 19) the open data, also as CSV.
// Public like the other public reads (no per-address cap: carriers put thousands of users behind one address). One
// grouped COUNT is reused for a few seconds in this process, so a flood of visitors costs the database one query per
// STATS_MAX_AGE_SECONDS; the open data is computed at most once an hour (plugins/open-data.ts).
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { AccountCounts, PublicStats } from '../../../contract/stats';
import { ok } from '../../lib/envelope';
import { PUBLIC_READ } from '../../plugins/public-cache';
import { openDataCsv } from '../../lib/open-data-csv';
import { countMembers } from '../../repositories/stats';
import { openDataCsvSchema } from '../../schemas/insights';
import { publicStatsSchema, STATS_MAX_AGE_SECONDS } from '../../schemas/stats';
import { OPEN_DATA_MAX_AGE_SECONDS } from '../../services/insights';

const statsRoutes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  // Per app instance (each test builds its own); concurrent requests share the one count in flight.
  let cached: { expires: number; counted: Promise<Pick<PublicStats, 'accounts' | 'as_of'>> } | null = null;

  const currentCounts = (): Promise<Pick<PublicStats, 'accounts' | 'as_of'>> => {
    const now = Date.now();
    if (cached && cached.expires > now) return cached.counted;
    const counted = countMembers(app.db).then((accounts: AccountCounts) => ({
      accounts,
      as_of: new Date(now).toISOString(),
    }));
    cached = { expires: now + STATS_MAX_AGE_SECONDS * 1000, counted };
    // A failed count is not reused: the next request counts again.
    counted.catch(() => {
      if (cached?.counted === counted) cached = null;
    });
    return counted;
  };

  const licence = app.config.openDataLicence;

  // Every landing page asks for this: its anonymous answers are the public-read cache's ready bytes (issue 35: built
  // and serialised on each request, the ~10 KB answer held 100 connections to ~800 req/s). HTTP caches may keep it
  // for the counts' own window.
  app.get(
    '/prop/public/stats',
    {
      schema: publicStatsSchema(licence),
      config: { ...PUBLIC_READ, publicCacheControl: `public, max-age=${STATS_MAX_AGE_SECONDS}` },
    },
    async () => {
      const [counts, openData] = await Promise.all([currentCounts(), app.openData()]);
      const stats: PublicStats = { ...counts, open_data: openData };
      return ok(stats, 'Portal figures');
    },
  );

  app.get('/prop/public/stats.csv', { schema: openDataCsvSchema(licence) }, async (_request, reply) => {
    const data = await app.openData();
    const age = Math.floor((Date.now() - Date.parse(data.computed_at)) / 1000);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="open-data-${data.computed_at.slice(0, 10)}.csv"`)
      .header('cache-control', `public, max-age=${Math.max(0, OPEN_DATA_MAX_AGE_SECONDS - age)}`)
      .header('last-modified', new Date(data.computed_at).toUTCString())
      .header('link', `<${encodeURI(licence.url)}>; rel="license"`)
      .send(openDataCsv(data));
  });
  return Promise.resolve();
};

export default statsRoutes;
