// Security headers on every response: a strict CSP (no inline script), nosniff, frame-ancestors, Referrer-Policy;
// HSTS on answers to requests that arrived over https (docs/auth-abuse.md, "HSTS").
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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

export default fp(
  async (app) => {
    const env = process.env;
    const frames = originsOf(env.VITE_FUNDING_FORM_URL_REGISTERED, env.VITE_FUNDING_FORM_URL_NEW);
    const apiOrigins = originsOf(env.VITE_API_BASE_URL, env.VITE_UPLOAD_URL);
    // Uploads served from a CDN or bucket (S3_PUBLIC_URL): 'https:' covers it, an http origin (a local MinIO) not.
    const uploadOrigins = originsOf(app.config.s3PublicUrl);
    await app.register(helmet, {
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
    });
    // request.protocol is 'https' when this server terminated TLS itself, or when a proxy TRUST_PROXY trusts said so
    // in X-Forwarded-Proto; a client reaching the server directly cannot claim it. Never on plain http: a browser
    // ignores it there, and a test or intranet install over http must stay reachable.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
      return payload;
    });
  },
  { name: 'security' },
);
