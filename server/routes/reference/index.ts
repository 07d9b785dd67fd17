// GET /clap/prop/reference (extension): the reference data of spec section 3 from the database, so a client
// against this server can fill its sector, category, state, LGA and support-type pickers. Public and cacheable.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../lib/envelope';
import { getReferenceData } from '../../repositories/reference';
import { referenceSchema } from '../../schemas/reference';

const referenceRoutes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  app.get('/prop/reference', { schema: referenceSchema }, async (_request, reply) => {
    const data = await getReferenceData(app.db);
    reply.header('Cache-Control', 'public, max-age=86400');
    return ok(data, 'Reference data');
  });
  return Promise.resolve();
};

export default referenceRoutes;
