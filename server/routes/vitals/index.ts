// Real-user vitals (extension): the portal sends LCP, INP, CLS, FCP and TTFB from users' phones with
// navigator.sendBeacon; admins read the 75th percentile per page. Anyone may post, so posts from other sites'
// pages are refused and each address is capped, so that scripts cannot poison the admin's view.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { envelopeSchema, errorSchema, ok } from '../../lib/envelope';
import { forbidden } from '../../lib/http-errors';
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

/** Beacons per address per window: a visitor sends one or two per page view; carrier NAT shares one address. */
export const VITALS_LIMIT = { max: 60, timeWindow: '10 minutes' } as const;

/** host[:port], lower case, without the default ports (a TLS-terminating proxy may forward https as http). */
function comparableHost(host: string): string {
  return host.toLowerCase().replace(/:(80|443)$/, '');
}

/**
 * Whether a post comes from the portal's own pages: its Origin is PUBLIC_URL's origin or names the host the request
 * was sent to (compared without the scheme: behind a TLS-terminating proxy the server sees http). Browsers send
 * Origin on every POST, sendBeacon's included, so a page on another site always names itself (or "null", refused).
 * A post without Origin comes from an old browser or from a non-browser client, which could write any Origin it
 * liked: it is accepted unless the browser marks it cross-site, and the per-address cap bounds what it can send.
 */
export function fromPortal(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
  let sender: URL;
  try {
    sender = new URL(origin);
  } catch {
    return false;
  }
  if (sender.protocol !== 'https:' && sender.protocol !== 'http:') return false;
  try {
    if (sender.origin === new URL(publicUrl).origin) return true;
  } catch {
    // An unparsable PUBLIC_URL names no origin; the Host comparison still applies.
  }
  return request.host !== '' && comparableHost(sender.host) === comparableHost(request.host);
}

const vitalsRoutes: FastifyPluginAsync = (app) => {
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
      // Before the limiter (route hooks run first): refused posts do not use up a visitor's allowance.
      onRequest: async (request) => {
        if (!fromPortal(request, app.config.publicUrl)) throw forbidden("Vitals are accepted only from the portal's own pages.");
      },
      config: { rateLimit: { ...VITALS_LIMIT } },
      schema: {
        tags: ['vitals'],
        summary: 'Report real-user Core Web Vitals',
        description:
          "extension: the portal reports LCP, INP, CLS, FCP and TTFB; no personal data is stored. Only from the portal's own origin " +
          '(PUBLIC_URL or the requested host; 403 otherwise), 60 posts per 10 minutes per address (429).',
        body: { type: 'object', required: ['samples'], additionalProperties: false, properties: { samples: { type: 'array', minItems: 1, maxItems: 10, items: sampleSchema } } },
        response: { 200: envelopeSchema({ type: 'null' }), 400: errorSchema, 403: errorSchema, 429: errorSchema },
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
  return Promise.resolve();
};

export default vitalsRoutes;
