// The site search (issue 35 section 1, docs/search.md; capability `search`):
//   GET /prop/public/search?q=&kind=&page=   people, posts, products, tools, opportunities, trainings and calls
// Public: anonymous answers come from the public-read cache like the other public lists. Rate limited per address,
// since every uncached query runs up to seven searches.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { SEARCH_PAGE_SIZE } from '../../../contract/search';
import { ok } from '../../lib/envelope';
import { PUBLIC_READ } from '../../plugins/public-cache';
import { siteSearch } from '../../repositories/search';
import { siteSearchSchema } from '../../schemas/search';

export const SEARCH_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

const searchRoutes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  app.get(
    '/prop/public/search',
    { schema: siteSearchSchema, config: { ...PUBLIC_READ, rateLimit: { ...SEARCH_LIMIT } } },
    async (request) => {
      const { q, kind, page = 1 } = request.query;
      const groups = await siteSearch(app.db, q, { kind, page, limit: SEARCH_PAGE_SIZE });
      return ok({ q, groups }, 'Search results');
    },
  );
  return Promise.resolve();
};

export default searchRoutes;
