// GET /clap/prop/admin/insights (issue 19): the admin's Insights charts, exact counts from aggregate queries
// (services/insights.ts). Admins only.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../lib/envelope';
import { adminInsightsSchema } from '../../schemas/insights';
import { adminInsights } from '../../services/insights';

const insightsRoutes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  app.get(
    '/prop/admin/insights',
    { onRequest: app.requireAuth('admin'), schema: adminInsightsSchema },
    async (request) => ok(await adminInsights(app.db, request.query.period), 'Insights'),
  );
  return Promise.resolve();
};

export default insightsRoutes;
