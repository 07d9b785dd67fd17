// GET /clap/prop/reference (extension): the reference data of spec section 3 from the database, so a client
// against this server can fill its sector, category, state, LGA and support-type pickers. Public and cacheable.
import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema, ok } from '../../lib/envelope';
import { getReferenceData } from '../../repositories/reference';

const stringList = { type: 'array', items: { type: 'string' } } as const;

const referenceSchema = {
  type: 'object',
  required: ['sectors', 'states', 'support_types'],
  properties: {
    sectors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'categories'],
        properties: { id: { type: 'integer' }, name: { type: 'string' }, categories: stringList },
      },
    },
    states: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'lgas'],
        properties: { id: { type: 'integer' }, name: { type: 'string' }, lgas: stringList },
      },
    },
    support_types: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'label', 'question'],
        properties: { key: { type: 'string' }, label: { type: 'string' }, question: { type: 'string' } },
      },
    },
  },
} as const;

const referenceRoutes: FastifyPluginAsync = (app) => {
  app.get(
    '/prop/reference',
    {
      schema: {
        tags: ['reference'],
        summary: 'Creative sectors with categories, states with LGAs, and support types',
        description: 'extension: the reference data of spec section 3, public and cacheable for a day.',
        response: { 200: envelopeSchema(referenceSchema) },
      },
    },
    async (_request, reply) => {
      const data = await getReferenceData(app.db);
      reply.header('Cache-Control', 'public, max-age=86400');
      return ok(data, 'Reference data');
    },
  );
  return Promise.resolve();
};

export default referenceRoutes;
