// Real-user vitals (extension): the portal sends LCP, INP, CLS, FCP and TTFB from users' phones with
// navigator.sendBeacon; admins read the 75th percentile per page.
import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema, errorSchema, ok } from '../../lib/envelope';
import { insertVitals, summariseVitals } from '../../repositories/vitals';

const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

const sampleSchema = {
  type: 'object',
  required: ['name', 'value', 'path'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', enum: [...METRICS] },
    value: { type: 'number', minimum: 0, maximum: 600000 },
    rating: { type: 'string', enum: ['good', 'needs-improvement', 'poor'] },
    path: { type: 'string', minLength: 1, maxLength: 200, pattern: '^/' },
    effective_type: { type: 'string', maxLength: 20 },
  },
} as const;

const vitalsRoutes: FastifyPluginAsync = async (app) => {
  // sendBeacon posts text/plain (a CORS-safelisted type); parse it as JSON here only.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      const error = new Error('The request body is not valid JSON.') as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });

  app.post(
    '/vitals',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['vitals'],
        summary: 'Report real-user Core Web Vitals',
        description: 'extension: the portal reports LCP, INP, CLS, FCP and TTFB; no personal data is stored.',
        body: { type: 'object', required: ['samples'], additionalProperties: false, properties: { samples: { type: 'array', minItems: 1, maxItems: 10, items: sampleSchema } } },
        response: { 200: envelopeSchema({ type: 'null' }), 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { samples } = request.body as { samples: { name: string; value: number; rating?: string; path: string; effective_type?: string }[] };
      // Ids in paths are folded so pages group together and nothing identifying is kept.
      await insertVitals(app.db, samples.map((s) => ({ ...s, path: s.path.split('?')[0].replace(/\/\d+(?=\/|$)/g, '/:id') })));
      return ok(null, 'Thank you.');
    },
  );

  app.get(
    '/prop/admin/vitals',
    {
      onRequest: app.requireAuth('admin'),
      schema: {
        tags: ['vitals'],
        summary: 'The 75th percentile of each vital per page',
        description: 'extension: admin only.',
        querystring: { type: 'object', additionalProperties: false, properties: { days: { type: 'integer', minimum: 1, maximum: 90, default: 28 } } },
        response: {
          200: envelopeSchema({
            type: 'array',
            items: { type: 'object', properties: { name: { type: 'string' }, path: { type: 'string' }, samples: { type: 'integer' }, p75: { type: 'number' }, good_share: { type: 'number' } } },
          }),
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      const { days } = request.query as { days: number };
      return ok(await summariseVitals(app.db, days));
    },
  );
};

export default vitalsRoutes;
