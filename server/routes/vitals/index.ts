// Real-user vitals (extension): the portal sends LCP, INP, CLS, FCP and TTFB from users' phones with
// navigator.sendBeacon; admins read the 75th percentile per page. Anyone may post, so posts from other sites'
// pages are refused and each address is capped, so that scripts cannot poison the admin's view.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { forbidden } from '../../lib/http-errors';
import { insertVitals, summariseVitals } from '../../repositories/vitals';
import { postVitalsSchema, vitalsSummarySchema } from '../../schemas/vitals';

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

const vitalsRoutes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  // sendBeacon posts text/plain (a CORS-safelisted type); parse it as JSON here only.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        const error = new Error('The request body is not valid JSON.') as Error & { statusCode: number };
        error.statusCode = 400;
        done(error, undefined);
      }
    },
  );

  app.post(
    '/vitals',
    {
      bodyLimit: 16 * 1024,
      // Before the limiter (route hooks run first): refused posts do not use up a visitor's allowance.
      onRequest: async (request) => {
        if (!fromPortal(request, app.config.publicUrl))
          throw forbidden("Vitals are accepted only from the portal's own pages.");
      },
      config: { rateLimit: { ...VITALS_LIMIT }, publicWrite: false },
      schema: postVitalsSchema,
    },
    async (request) => {
      const { samples } = request.body;
      // Ids in paths are folded so pages group together and nothing identifying is kept.
      await insertVitals(
        app.db,
        samples.map((s) => ({ ...s, path: s.path.split('?')[0].replace(/\/\d+(?=\/|$)/g, '/:id') })),
      );
      return ok(null, 'Thank you.');
    },
  );

  app.get(
    '/prop/admin/vitals',
    { onRequest: app.requireAuth('admin'), schema: vitalsSummarySchema },
    async (request) => {
      const { days } = request.query;
      return ok(await summariseVitals(app.db, days));
    },
  );
  return Promise.resolve();
};

export default vitalsRoutes;
