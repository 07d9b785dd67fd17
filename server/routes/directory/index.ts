// /clap route for the public directory: creatives, businesses and partners that may be shown to anyone.
import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema, errorSchema, ok, pageMetaSchema } from '../../lib/envelope';
import { DIRECTORY_TABS, type DirectoryTab } from '../../../contract/directory';
import { countMatches, directoryCounts, listDirectory, TAB_KIND } from '../../repositories/directory';
import { countsSchema, directoryEntrySchema, pageMeta, pageQuery, readPaging } from '../../schemas/people';

/** Without paging parameters the spec's full lists are returned, bounded to the newest this many per kind. */
export const DIRECTORY_UNPAGED_LIMIT = 500;

const list = { type: 'array', items: directoryEntrySchema } as const;

// Routes are declared synchronously; the plugin type is async by Fastify's convention.
 
const routes: FastifyPluginAsync = (app) => {
  app.get(
    '/prop/public/directory',
    {
      schema: {
        tags: ['directory'],
        summary: 'Public directory: creatives, businesses and partners (blacklisted, private and unapproved never appear)',
        description:
          `Without parameters: data.{creatives,business,partners}, the newest ${DIRECTORY_UNPAGED_LIMIT} of each. ` +
          'extension: tab (creatives|business|partners), page, limit (max 100), q (name search) return one tab\'s page ' +
          'in data.<tab>, with meta {page, limit, total, pages}. counts {creatives, business, partners} always.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { tab: { type: 'string', enum: [...DIRECTORY_TABS] }, ...pageQuery },
        },
        response: {
          200: envelopeSchema(
            { type: 'object', properties: { creatives: list, business: list, partners: list } },
            { meta: pageMetaSchema, counts: countsSchema, tab: { type: 'string' } },
          ),
          400: errorSchema,
        },
      },
    },
    async (request) => {
      const query = request.query as { tab?: DirectoryTab; page?: number; limit?: number; q?: string };
      const counts = await directoryCounts(app.db, 'public');
      const paging = readPaging(query) ?? (query.tab ? readPaging({ page: 1 }) : undefined);
      if (!paging) {
        const opts = { scope: 'public' as const, limit: DIRECTORY_UNPAGED_LIMIT, offset: 0 };
        const [creatives, business, partners] = await Promise.all([
          listDirectory(app.db, 'creative', opts),
          listDirectory(app.db, 'business', opts),
          listDirectory(app.db, 'partner', opts),
        ]);
        return ok({ creatives, business, partners }, 'Directory retrieved', { counts });
      }
      const tab = query.tab ?? 'creatives';
      const kind = TAB_KIND[tab];
      const [rows, total] = await Promise.all([
        listDirectory(app.db, kind, { scope: 'public', limit: paging.limit, offset: paging.offset, q: paging.q }),
        paging.q ? countMatches(app.db, kind, 'public', paging.q) : Promise.resolve(counts[tab]),
      ]);
      return ok({ [tab]: rows }, 'Directory retrieved', { tab, counts, meta: pageMeta(paging.page, paging.limit, total) });
    },
  );
  return Promise.resolve();
};

export default routes;
