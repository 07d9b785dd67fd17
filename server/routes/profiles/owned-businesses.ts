// /clap routes for the businesses an account runs ("Add a Business", docs/people.md): list, add, remove.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-errors';
import { normaliseLinkColumns } from '../../lib/web-links';
import { callerOf } from '../../plugins/auth';
import {
  addOwnedBusiness,
  deleteOwnedBusiness,
  listOwnedBusinesses,
  MAX_OWNED_BUSINESSES,
  TooManyBusinessesError,
} from '../../repositories/profiles';
import { ownedBusinessBodySchema } from '../../../contract/businesses';
import { cleanBody } from '../../schemas/people';
import {
  addOwnedBusinessSchema,
  ownedBusinessesSchema,
  removeOwnedBusinessSchema,
} from '../../schemas/profiles';

const FIELDS = Object.keys(ownedBusinessBodySchema.properties);

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  app.get(
    '/prop/business-info/mine',
    // Any signed-in kind: the spec's dropdown offers Your Business to every account. Only creatives and
    // businesses may add one, so partners and admins get an empty list rather than a 403.
    { onRequest: app.requireAuth(), schema: ownedBusinessesSchema },
    async (request) =>
      ok({ data: await listOwnedBusinesses(app.db, callerOf(request).id) }, 'Businesses retrieved'),
  );

  app.post(
    '/prop/business-info',
    { onRequest: app.requirePublisher('creative', 'business'), schema: addOwnedBusinessSchema },
    async (request, reply) => {
      const input = normaliseLinkColumns(cleanBody(request.body, FIELDS));
      if (!input.name) throw badRequest('Business name is required.');
      for (const key of FIELDS) if (!(key in input)) input[key] = null;
      try {
        const row = await addOwnedBusiness(app.db, callerOf(request).id, input as never);
        return reply.code(201).send(ok(row, 'Business added successfully'));
      } catch (error) {
        if (error instanceof TooManyBusinessesError)
          throw badRequest(`You can add at most ${MAX_OWNED_BUSINESSES} businesses.`);
        throw error;
      }
    },
  );

  app.delete(
    '/prop/business-info/:id',
    { onRequest: app.requireAuth('creative', 'business'), schema: removeOwnedBusinessSchema },
    async (request) => {
      const removed = await deleteOwnedBusiness(app.db, callerOf(request).id, request.params.id);
      if (!removed) throw notFound('Business not found.');
      return ok(null, 'Business removed successfully');
    },
  );
  return Promise.resolve();
};

export default routes;
