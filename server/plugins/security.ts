// Security headers on every response: a strict CSP (no inline script), nosniff, frame-ancestors, Referrer-Policy;
// HSTS on answers to requests that arrived over https (docs/auth-abuse.md, "HSTS"). Caches in front of the portal
// (issue 35): every answer to a request carrying an Authorization header, valid or not, is `private, no-store`, and
// a public answer of a route that reads the token varies on it (docs/performance.md, "Caches in front of the portal").
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { varyOn } from './i18n';

/** Every answer to a signed-in request: no browser, proxy or CDN keeps it (issue 35). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Caching headers for who asked: any Authorization header (a valid session, an expired one or garbage) makes the
 * answer private and unstored, whatever the route said; an anonymous answer that a shared cache may keep (`public`)
 * from a route that reads the token when one is sent (the public-read cache's routes, OPTIONAL_TOKEN) says Vary:
 * Authorization, so no cache hands it to a signed-in reader. Accept-Language is added by plugins/i18n.ts to every
 * envelope (and by the public-read cache to its ready-made bodies).
 */
export function cachingFor(request: FastifyRequest, reply: FastifyReply): void {
  if (request.headers.authorization !== undefined) {
    void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return;
  }
  const config = request.routeOptions.config as { publicCache?: boolean; token?: string } | undefined;
  if (!config?.publicCache && config?.token !== 'optional') return;
  const cacheControl = reply.getHeader('cache-control');
  if (typeof cacheControl === 'string' && cacheControl.includes('public')) varyOn(reply, 'authorization');
}

/** A year, the usual preload-free value; no includeSubDomains: other hosts of the domain are not ours to bind. */
export const HSTS = 'max-age=31536000';

/** Origins the portal may embed (funding forms) or call (the API, uploads), from the portal's own config. */
function originsOf(...urls: (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const value of urls) {
    if (!value) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // Not a URL: ignore; the portal shows its own message for a bad form address.
    }
  }
  return [...origins];
}

/** helmet's options: a strict CSP (no inline script), nosniff, frame-ancestors, Referrer-Policy; HSTS apart. */
const HELMET_OPTIONS = (frames: string[], apiOrigins: string[], uploadOrigins: string[]) =>
  ({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"], // react-bootstrap and the carousel set inline style attributes
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...uploadOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...apiOrigins],
        // The service worker (/sw.js) and the web app manifest, both from our own origin (docs/offline.md).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: frames.length > 0 ? frames : ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: false, // set below, only for requests that arrived over https
  }) satisfies FastifyHelmetOptions;

/**
 * The headers helmet sets with `options`: a throwaway Fastify answers one request with and without it, and the
 * difference is helmet's (none depends on the request; helmet only sets, it never reads the request).
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', () => 'ok');
    const res = await probe.inject({ url: '/' });
    await probe.close();
    return res.headers;
  };
  const [plain, helmeted] = [await answer(false), await answer(true)];
  return Object.fromEntries(
    Object.entries(helmeted)
      .filter(([name, value]) => plain[name] !== value && typeof value === 'string')
      .map(([name, value]) => [name, value as string]),
  );
}

export default fp(
  async (app) => {
    const env = process.env;
    const frames = originsOf(env.VITE_FUNDING_FORM_URL_REGISTERED, env.VITE_FUNDING_FORM_URL_NEW);
    const apiOrigins = originsOf(env.VITE_API_BASE_URL, env.VITE_UPLOAD_URL);
    // Uploads served from a CDN or bucket (S3_PUBLIC_URL): 'https:' covers it, an http origin (a local MinIO) not.
    const uploadOrigins = originsOf(app.config.s3PublicUrl);
    // helmet's headers for these options, worked out once: @fastify/helmet rebuilds helmet (parsing the CSP's
    // directives) on every request, about a tenth of a cached read's CPU (docs/benchmarks.md, "The cached read's
    // ceiling"); the headers depend on nothing in the request, so each answer gets the same ones from one hook.
    // Set on the raw response as helmet does, so answers written past Fastify's reply carry them too.
    const headers = Object.entries(await helmetHeaders(HELMET_OPTIONS(frames, apiOrigins, uploadOrigins)));
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    // request.protocol is 'https' when this server terminated TLS itself, or when a proxy TRUST_PROXY trusts said so
    // in X-Forwarded-Proto; a client reaching the server directly cannot claim it. Never on plain http: a browser
    // ignores it there, and a test or intranet install over http must stay reachable.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
      cachingFor(request, reply);
      return payload;
    });
  },
  { name: 'security' },
);
