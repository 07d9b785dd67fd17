// The open data (issue 19), computed at most once an hour per process: the figures change slowly, each computation
// reads every member, and the public may ask for them as often as it likes. Concurrent callers share the one
// computation in flight; a failed one is not kept. Used by GET /clap/prop/public/stats, its CSV and /open-data.
import fp from 'fastify-plugin';
import type { OpenData } from '../../contract/insights';
import { computeOpenData, OPEN_DATA_MAX_AGE_SECONDS } from '../services/insights';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current open data: from this process's cache while it is under an hour old. */
    openData: () => Promise<OpenData>;
  }
}

export default fp(
  async (app) => {
    let cached: { expires: number; data: Promise<OpenData> } | null = null;
    app.decorate('openData', () => {
      const now = Date.now();
      if (cached && cached.expires > now) return cached.data;
      const data = computeOpenData(app.db, app.config.openDataLicence, new Date(now));
      cached = { expires: now + OPEN_DATA_MAX_AGE_SECONDS * 1000, data };
      data.catch(() => {
        if (cached?.data === data) cached = null;
      });
      return data;
    });
  },
  { name: 'open-data', dependencies: ['db'] },
);
