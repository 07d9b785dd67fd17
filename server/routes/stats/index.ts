// GET /clap/prop/public/stats (issue 13): the landing page's live counts. Public like the other public reads (no
// per-address cap: carriers put thousands of users behind one address); one grouped COUNT is reused for a few
// seconds in this process, so a flood of visitors costs the database one query per STATS_MAX_AGE_SECONDS.
import type { FastifyPluginAsync } from 'fastify';
import type { PublicStats } from '../../../contract/stats';
import { ok } from '../../lib/envelope';
import { countMembers } from '../../repositories/stats';
import { publicStatsSchema, STATS_MAX_AGE_SECONDS } from '../../schemas/stats';

const statsRoutes: FastifyPluginAsync = (app) => {
  // Per app instance (each test builds its own); concurrent requests share the one count in flight.
  let cached: { expires: number; stats: Promise<PublicStats> } | null = null;

  const currentStats = (): Promise<PublicStats> => {
    const now = Date.now();
    if (cached && cached.expires > now) return cached.stats;
    const stats = countMembers(app.db).then((accounts) => ({ accounts, as_of: new Date(now).toISOString() }));
    cached = { expires: now + STATS_MAX_AGE_SECONDS * 1000, stats };
    // A failed count is not reused: the next request counts again.
    stats.catch(() => {
      if (cached?.stats === stats) cached = null;
    });
    return stats;
  };

  app.get('/prop/public/stats', { schema: publicStatsSchema }, async (_request, reply) => {
    const stats = await currentStats();
    void reply.header('cache-control', `public, max-age=${STATS_MAX_AGE_SECONDS}`);
    return ok(stats, 'Portal figures');
  });
  return Promise.resolve();
};

export default statsRoutes;
