// /clap route for the public directory: creatives, businesses and partners that may be shown to anyone.
// The type provider infers the query from the schema and checks the answer against it (rows: contract/directory.ts).
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../lib/envelope';
import { pageMeta } from '../../lib/paging';
import { PUBLIC_READ } from '../../plugins/public-cache';
import { directoryCounts, listDirectory, listDirectoryPage, TAB_KIND } from '../../repositories/directory';
import { readPaging } from '../../schemas/people';
import { DIRECTORY_UNPAGED_LIMIT, directorySchema } from '../../schemas/directory';
// Routes are declared synchronously; the plugin type is async by Fastify's convention.

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  app.get('/prop/public/directory', { schema: directorySchema, config: PUBLIC_READ }, async (request) => {
    const query = request.query;
    const counts = await directoryCounts(app.db, 'public');
    const paging = readPaging(query) ?? (query.tab ? readPaging({ page: 1 }) : undefined);
    if (!paging) {
      const opts = { scope: 'public' as const, limit: DIRECTORY_UNPAGED_LIMIT, offset: 0, urls: app.config };
      const [creatives, business, partners] = await Promise.all([
        listDirectory(app.db, 'creative', opts),
        listDirectory(app.db, 'business', opts),
        listDirectory(app.db, 'partner', opts),
      ]);
      return ok({ creatives, business, partners }, 'Directory retrieved', { counts });
    }
    const tab = query.tab ?? 'creatives';
    const kind = TAB_KIND[tab];
    const { rows, total } = await listDirectoryPage(app.db, kind, 'public', paging, counts, app.config);
    return ok({ [tab]: rows }, 'Directory retrieved', {
      tab,
      counts,
      meta: pageMeta(paging, total),
    });
  });
  return Promise.resolve();
};

export default routes;
