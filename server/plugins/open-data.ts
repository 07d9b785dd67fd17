// The open data (issue 19), computed at most once an hour per process: the figures change slowly, each computation
// reads every member, and the public may ask for them as often as it likes. Concurrent callers share the one
// computation in flight; a failed one is not kept. Used by GET /clap/prop/public/stats, its CSV and /open-data.
// No visitor waits for a computation once one has finished (issue 35: the first one took 11.7 s at a tenth of the
// national profile): the server starts one as soon as it listens, and an hour later callers keep getting the last
// figures while the next computation runs in the background.
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
    /** The last figures computed, served while their successor is computed. */
    let last: Promise<OpenData> | null = null;
    const openData = () => {
      const now = Date.now();
      if (cached && cached.expires > now) return cached.data;
      const data = computeOpenData(app.db, app.config.openDataLicence, new Date(now));
      cached = { expires: now + OPEN_DATA_MAX_AGE_SECONDS * 1000, data };
      const previous = last;
      data.then(
        () => (last = data),
        () => {
          if (cached?.data === data) cached = null;
        },
      );
      return previous ?? data;
    };
    app.decorate('openData', openData);
    // Only a listening server (never a test's app.inject): its first visitors find the figures computed or in flight.
    app.addHook('onListen', (done) => {
      openData().catch((error: unknown) =>
        app.log.warn({ err: error }, 'open data: first computation failed'),
      );
      done();
    });
  },
  { name: 'open-data', dependencies: ['db'] },
);
