// Builds the whole server as one Fastify instance and never listens (main.ts does; tests call app.inject).
// Plugin order: request ids and metrics, then external (errors, languages, security headers, load shedding, rate limits, db,
// OpenAPI), then app plugins (auth, mail, uploads), then the /clap routes, then the built portal with its
// index.html fallback.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { fail } from './lib/envelope';
import { negotiateLanguage } from './i18n/negotiate';
import { configureImageWork } from './lib/image-store';
import { configureHashing } from './lib/passwords';
import type { UploadStore } from './lib/upload-store';
import { createUploadStore } from './lib/upload-stores';
import { REQUEST_ID_LOG_LABEL, requestIdFrom, REQUEST_ID_HEADER } from './lib/request-id';
import authPlugin from './plugins/auth';
import authConcurrencyPlugin from './plugins/auth-concurrency';
import compressPlugin from './plugins/compress';
import contentPurgePlugin from './plugins/content-purge';
import trainingRemindersPlugin from './plugins/training-reminders';
import notificationFanoutPlugin from './plugins/notification-fanout';
import notificationMailPlugin from './plugins/notification-mail';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import i18nPlugin, { localiseEnvelope } from './plugins/i18n';
import loadSheddingPlugin from './plugins/load-shedding';
import type { Mailer } from './lib/mail-message';
import mailPlugin from './plugins/mail';
import observabilityPlugin from './plugins/observability';
import publicCachePlugin from './plugins/public-cache';
import publishLimitPlugin from './plugins/publish-limit';
import openDataPlugin from './plugins/open-data';
import rateLimitPlugin from './plugins/rate-limit';
import requestLimitsPlugin, { DEFAULT_BODY_LIMIT } from './plugins/request-limits';
import securityPlugin from './plugins/security';
import staticPortalPlugin from './plugins/static-portal';
import swaggerPlugin from './plugins/swagger';
import uploadsPlugin from './plugins/uploads';
import { invalidateListTotals } from './repositories/content-query';
import clapRoutes from './routes/index';
import siteRoutes from './routes/site/index';
import jwksRoutes from './routes/certificates/jwks';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** Close the database when the app closes (true for the real server; tests share one database). */
  closeDatabase?: boolean;
  /** Where uploaded files live (default: UPLOAD_STORE's, the disk under DATA_DIR or the S3 bucket). */
  uploadStore?: UploadStore;
  /** Replace the mail transport (tests capture messages). */
  mailer?: Mailer;
  /** Tests only: answers wait for the mail outbox to drain (see plugins/mail.ts). */
  drainMailBeforeReply?: boolean;
  logger?: boolean;
  /** Answer 503 while the process is overloaded (plugins/load-shedding.ts); tests turn it off unless they test it. */
  loadShedding?: boolean;
  /** Run the notification fan-out worker (default true); tests run its jobs themselves. */
  notificationWorker?: boolean;
  /** Where log lines go (default stdout); tests capture them to check redaction. */
  logStream?: { write: (line: string) => unknown };
}

/** Log fields that must never reach a log line: credentials, tokens, codes, identity numbers. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.otp',
  'req.body.token',
  'req.body.new_password',
  'req.body.confirm_password',
  'req.body.identificationNumber',
  'req.body.identification_number',
  'req.body.current_password',
  'req.body.file',
  'res.headers["set-cookie"]',
];

/**
 * Fastify's trustProxy for TRUST_PROXY (config.ts refuses "trust every hop"). Fastify 5.12 fails closed on a bare
 * number (it trusts nothing), so a hop count becomes the function Express uses: the socket peer (hop 0) and the next
 * count - 1 addresses of X-Forwarded-For are proxies, and the address the last of them appended is the client.
 */
export function trustProxyOption(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/**
 * The headers must arrive within REQUEST_TIMEOUT_MS, and Node looks for overdue requests every few seconds (its
 * default, 30 s, would let a slow request live a whole extra interval).
 */
function serverTimeouts(app: FastifyInstance, config: Config): void {
  const server = app.server as typeof app.server & {
    headersTimeout: number;
    connectionsCheckingInterval: number;
  };
  server.headersTimeout = config.requestTimeoutMs;
  server.connectionsCheckingInterval = Math.min(
    5_000,
    Math.max(250, Math.floor(config.requestTimeoutMs / 4)),
  );
}

export async function buildApp({
  config,
  database,
  closeDatabase = false,
  uploadStore,
  mailer,
  drainMailBeforeReply = false,
  notificationWorker = true,
  logger = true,
  loadShedding = true,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          ...(logStream ? { stream: logStream } : {}),
          redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
          // Query strings can carry e-mails or codes: log only the path.
          serializers: {
            req: (req: { method: string; url: string; ip: string }) => ({
              method: req.method,
              url: req.url.split('?')[0],
              ip: req.ip,
            }),
          },
        }
      : false,
    // A well-formed X-Request-Id from a proxy or client is kept, anything else replaced (lib/request-id.ts).
    requestIdHeader: false,
    genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    trustProxy: trustProxyOption(config.trustProxy),
    // Small for every route; the file uploads and page revisions declare more beside their routes (plugins/request-limits.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Node's bound on every request, headers and body (the uploads' budget); other routes get REQUEST_TIMEOUT_MS from
    // plugins/request-limits.ts. Idle keep-alive connections close after KEEP_ALIVE_TIMEOUT_MS.
    requestTimeout: config.uploadTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    return503OnClosing: false,
    forceCloseConnections: false,
    // Router-level refusals (malformed URL encoding, a path parameter over maxParamLength) get the envelope too.
    frameworkErrors: (error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      // No hook runs for these either: the language is negotiated here.
      const body = localiseEnvelope(
        negotiateLanguage(request),
        fail(status === 414 ? 'The address is too long.' : 'The address is not valid.'),
      );
      // No hook runs for these: the id is set here.
      void (reply as unknown as { header: (k: string, v: string) => void }).header(
        REQUEST_ID_HEADER,
        String(request.id),
      );
      void (reply as unknown as { code: (s: number) => { send: (b: unknown) => void } })
        .code(status >= 400 && status < 500 ? status : 400)
        .send(body);
    },
  });
  app.decorate('config', config);
  serverTimeouts(app, config);
  // Process-wide on purpose: the bound protects this process's memory, whichever app instance asks.
  configureImageWork({ concurrency: config.imageConcurrency, queue: config.imageQueue });
  app.decorate('shuttingDown', false);
  app.decorate('uploadStore', uploadStore ?? (await createUploadStore(config)));
  // Only the store the app made: one passed in belongs to its caller.
  if (!uploadStore) {
    app.addHook('onClose', async () => {
      app.uploadStore.close?.();
    });
  }

  await app.register(observabilityPlugin, { pool: database.pool });
  await app.register(errorsPlugin);
  await app.register(i18nPlugin);
  await app.register(requestLimitsPlugin, { config });
  await app.register(securityPlugin);
  await app.register(compressPlugin);
  await app.register(loadSheddingPlugin, { enabled: loadShedding });
  await app.register(rateLimitPlugin, {
    enabled: config.rateLimitEnabled,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
  });
  await app.register(authConcurrencyPlugin, {
    enabled: config.rateLimitEnabled,
    perIp: config.authIpConcurrency,
  });
  // The hashing cap is the process's (one thread pool): the last app built in a process sets it.
  configureHashing({
    concurrency: config.hashConcurrency,
    queue: config.hashQueue,
    laneQueue: config.hashLaneQueue,
    cost: { argon2Memory: config.argon2Memory, scryptCost: config.scryptCost },
  });
  await app.register(dbPlugin, { database, closeOnShutdown: closeDatabase });
  await app.register(openDataPlugin);
  await app.register(swaggerPlugin);
  await app.register(authPlugin, { tokenTtl: config.tokenTtl });
  await app.register(publishLimitPlugin);
  await app.register(mailPlugin, { config, mailer, drainBeforeReply: drainMailBeforeReply });
  await app.register(uploadsPlugin, { config });
  await app.register(publicCachePlugin, {
    enabled: config.publicCache,
    maxMb: config.publicCacheMaxMb,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    databaseUrl: config.databaseUrl,
  });
  await app.register(contentPurgePlugin);
  await app.register(trainingRemindersPlugin);
  await app.register(notificationFanoutPlugin, { enabled: notificationWorker });
  await app.register(notificationMailPlugin);
  // A successful write may change any list's total (a new post, a blacklisted author) and any public answer: drop
  // the cached totals and bump the public-read cache (here and, through its bus, in every process). onSend runs
  // before the answer leaves, so the client's next request already sees fresh data.
  app.addHook('onSend', async (request, reply, payload) => {
    const writes =
      request.routeOptions.config?.publicWrite ?? (request.method !== 'GET' && request.method !== 'HEAD');
    if (writes && reply.statusCode < 400) {
      invalidateListTotals();
      app.publicCache.written();
    }
    return payload;
  });
  await app.register(clapRoutes, { prefix: '/clap' });
  await app.register(siteRoutes);
  await app.register(jwksRoutes);
  await app.register(staticPortalPlugin, { staticDir: config.staticDir });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Set on SIGTERM (main.ts): health answers 503 while in-flight work finishes. */
    shuttingDown: boolean;
    /** Where uploaded files are written, read and removed (server/lib/upload-store.ts). */
    uploadStore: UploadStore;
  }
}
