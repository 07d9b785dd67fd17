// The public-read cache and HTTP caching of the public GETs (issue 16; docs/performance.md, "Public-read cache").
// A route opts in with `config: { publicCache: true }`. Its handler is wrapped:
// - a request without Authorization is answered from the cache (lib/public-cache.ts), keyed by the route and its
//   validated (so parsed, defaulted) params and query with sorted keys; a miss runs the handler once for every
//   request waiting on the same key and version, and a 200 is stored with its strong ETag and compressed forms;
// - a signed-in request always runs the handler (a writer sees their own change at once through any process) and
//   is answered `private, no-store` (plugins/security.ts says so for every signed-in answer), with an ETag all the
//   same;
// - If-None-Match naming the answer's content gets 304 with no body; an error is never publicly cacheable.
// Every successful write bumps the version (app.ts's onSend calls publicCache.written()), here at once and, through
// the bus (lib/public-cache-bus.ts), in every other process.
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { LRUCache } from 'lru-cache';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { countPublicCacheFill, countPublicCacheLookup } from '../lib/metrics';
import {
  answerOf,
  compressible,
  ENCODINGS,
  etagMatches,
  etagOf,
  formOf,
  preferredEncoding,
  PublicCache,
  sizeOfAnswer,
  type PublicAnswer,
} from '../lib/public-cache';
import { postgresBus, redisBus, type CacheBus } from '../lib/public-cache-bus';
import { REQUEST_ID_HEADER } from '../lib/request-id';
import { localiseEnvelope } from './i18n';
import { HSTS, PRIVATE_CACHE_CONTROL } from './security';

/**
 * How long an entry is served, counted from the start of its fill: the bound on what an anonymous reader of this
 * server may miss when a bump never arrives (bus down). With the bus up a write is seen at once.
 */
export const PUBLIC_CACHE_TTL_MS = 1_000;
/**
 * Anonymous answers: a browser, CDN or proxy may reuse one for a second and serve it a second longer while it
 * revalidates (a 304 when unchanged). Through such a cache a write shows within 2 s with the bus up.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=1, stale-while-revalidate=1';
export { PRIVATE_CACHE_CONTROL };
/** Lower case, as @fastify/compress looks for its token (it would otherwise add a second one). Accept-Language: the
 * envelope's message is in the request's language (the key holds it too). */
const VARY = 'authorization, accept-language';
const VARY_COMPRESSED = 'authorization, accept-language, accept-encoding';
/** Headers that belong to one answer, never to the entry: left out of an entry's ready headers. */
const PER_ANSWER = new Set([
  REQUEST_ID_HEADER,
  'strict-transport-security',
  'etag',
  'content-encoding',
  'content-length',
]);
/** Addresses remembered for ready answers (strings only; an entry's bytes stay bounded by PUBLIC_CACHE_MAX_MB). */
const READY_ADDRESSES = 10_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous GETs of this route are answered from the public-read cache (plugins/public-cache.ts). */
    publicCache?: boolean;
    /** Cache-Control of its anonymous answers when not PUBLIC_CACHE_CONTROL (an answer only a deployment changes). */
    publicCacheControl?: string;
    /**
     * Whether a success may change public data (app.ts's onSend then bumps the public-read cache): by default every
     * method but GET and HEAD. true for a GET that writes (the spec's GET approve); false for a frequent POST that
     * changes nothing anyone reads publicly (the vitals beacon, sign-out), so it does not empty the cache.
     */
    publicWrite?: boolean;
  }
  interface FastifyInstance {
    publicCache: {
      /** A write succeeded: nothing read before it is served again, here at once, elsewhere through the bus. */
      written(): void;
    };
  }
}

/** JSON with object keys sorted at every level: equal queries give equal keys, whatever their order in the URL. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    return `{${Object.keys(object)
      .filter((key) => object[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(object[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The representation this request gets: compressed when it is large enough and the client accepts br or gzip. */
function encodingFor(request: FastifyRequest, answer: PublicAnswer) {
  if (!compressible(answer) || request.headers['x-no-compression'] !== undefined) return null;
  return preferredEncoding(request.headers['accept-encoding']);
}

/** Sends an answer with its validators and caching headers: 304 when If-None-Match names it. */
function send(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswer, cacheControl: string) {
  const encoding = encodingFor(request, answer);
  void reply
    .header('cache-control', cacheControl)
    // The message is in the request's language (plugins/i18n.ts, whose hook a ready-made body skips).
    .header('content-language', request.language)
    .header('vary', compressible(answer) ? VARY_COMPRESSED : VARY)
    .header('etag', etagOf(answer, encoding));
  if (etagMatches(request.headers['if-none-match'], answer)) return reply.code(304).send();
  void reply.type('application/json; charset=utf-8');
  if (!encoding) return reply.send(answer.body);
  // Already compressed: @fastify/compress leaves an answer with a Content-Encoding alone.
  return reply.header('content-encoding', encoding).send(formOf(answer, encoding));
}

export default fp<{
  enabled: boolean;
  maxMb: number;
  redisUrl: string | undefined;
  redisPrefix: string;
  databaseUrl: string | undefined;
}>(
  (app, { enabled, maxMb, redisUrl, redisPrefix, databaseUrl }, done) => {
    const cache = new PublicCache<PublicAnswer>({
      maxBytes: maxMb * 1024 * 1024,
      ttlMs: PUBLIC_CACHE_TTL_MS,
      sizeOf: sizeOfAnswer,
    });
    const onBump = () => cache.bump();
    let bus: CacheBus | null = null;
    if (enabled && redisUrl) bus = redisBus({ url: redisUrl, prefix: redisPrefix, onBump, log: app.log });
    else if (enabled && databaseUrl) {
      bus = postgresBus({
        url: databaseUrl,
        notify: (channel, payload) => sql`select pg_notify(${channel}, ${payload})`.execute(app.db),
        onBump,
        log: app.log,
      });
    }
    // Even with the cache off a write is announced: other processes may run with it on.
    app.decorate('publicCache', {
      written() {
        cache.bump();
        bus?.announce();
      },
    });
    app.addHook('onClose', async () => {
      await bus?.close();
    });

    // Ready answers (issue 35, docs/benchmarks.md "The cached read's ceiling"). A cached hit went through query
    // validation, the key's canonical JSON, the handler wrapper, Fastify's send and five onSend hooks to write bytes
    // it already had. Once an entry has answered an address (the language and the raw URL, which was validated on
    // that first answer) with 200, the same address is answered here, in the last onRequest hook, straight from the
    // entry: its stored headers, this answer's request id, ETag, encoding and HSTS, and the bytes. The hooks before
    // this one (request id, language, security headers, load shedding, the body timer, the token) and every
    // onResponse hook (metrics) still run; anything else (a token, If-None-Match, a stale or bumped entry, an
    // address not yet seen) takes the full path below.
    const addresses = new LRUCache<string, string>({ max: READY_ADDRESSES });
    const pending = new WeakMap<FastifyRequest, { address: string; key: string; answer: PublicAnswer }>();
    if (enabled) {
      app.addHook('onRequest', (request, reply, done) => {
        if (
          request.method !== 'GET' ||
          request.headers.authorization !== undefined ||
          request.headers['if-none-match'] !== undefined ||
          !request.routeOptions.config?.publicCache
        )
          return done();
        const key = addresses.get(`${request.language}|${request.url}`);
        const answer = key === undefined ? undefined : cache.get(key);
        if (!answer?.headers) return done();
        countPublicCacheLookup('hit');
        const encoding = encodingFor(request, answer);
        const body = encoding ? formOf(answer, encoding) : answer.body;
        // The raw response already holds the security headers (set before); of the reply's own, the request id.
        const headers: OutgoingHttpHeaders = {
          [REQUEST_ID_HEADER]: request.id,
          ...(answer.headers as OutgoingHttpHeaders),
          etag: etagOf(answer, encoding),
          'content-length': body.length,
          ...(encoding ? { 'content-encoding': encoding } : {}),
          ...(request.protocol === 'https' ? { 'strict-transport-security': HSTS } : {}),
        };
        reply.hijack();
        reply.raw.writeHead(200, headers);
        reply.raw.end(body);
      });
      // Last of the onSend hooks that set headers (security's and compression's were registered before): an
      // anonymous 200 from the cache leaves its headers on its entry and its address ready.
      app.addHook('onSend', (request, reply, payload, done) => {
        const ready = pending.get(request);
        if (ready && reply.statusCode === 200) {
          // Fastify's own headers of this answer (the raw response's, the security headers, are set anew on each).
          const raw = new Set(reply.raw.getHeaderNames());
          ready.answer.headers ??= Object.fromEntries(
            Object.entries(reply.getHeaders()).filter(
              (entry): entry is [string, string | number | string[]] =>
                entry[1] !== undefined && !PER_ANSWER.has(entry[0]) && !raw.has(entry[0]),
            ),
          );
          addresses.set(ready.address, ready.key);
        }
        done(null, payload);
      });
    }

    /** Runs the route's handler: its 200 answer serialised by the route's schema, or what it answered otherwise. */
    const run = async (
      self: unknown,
      handler: RouteHandlerMethod,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      const payload: unknown = await handler.call(self as never, request, reply);
      if (reply.statusCode !== 200 || reply.sent) return { payload };
      // Serialised here, so plugins/i18n.ts's preSerialization hook never sees it: localised (and coded) first.
      return { answer: answerOf(reply.serialize(localiseEnvelope(request.language, payload)) as string) };
    };

    app.addHook('onRoute', (route) => {
      if (!route.config?.publicCache) return;
      const handler = route.handler;
      const url = route.url;
      const publicCacheControl = route.config.publicCacheControl ?? PUBLIC_CACHE_CONTROL;
      route.handler = async function publicCacheHandler(request, reply) {
        const anonymous = request.headers.authorization === undefined;
        try {
          if (!enabled || !anonymous) {
            const { answer, payload } = await run(this, handler, request, reply);
            return answer
              ? send(request, reply, answer, anonymous ? publicCacheControl : PRIVATE_CACHE_CONTROL)
              : payload;
          }
          const key = `${request.language}|${url}${canonical(request.params)}${canonical(request.query)}`;
          let answer = cache.get(key);
          countPublicCacheLookup(answer ? 'hit' : 'miss');
          // Set when this request is the one that fills and its handler answered something other than 200.
          let own: { payload: unknown } | undefined;
          answer ??= await cache.fill(key, async () => {
            countPublicCacheFill();
            const result = await run(this, handler, request, reply);
            if (!result.answer) {
              own = result;
              return undefined;
            }
            // Both forms now, once per fill, so that hits never compress and the entry's size is final.
            if (compressible(result.answer))
              for (const encoding of ENCODINGS) formOf(result.answer, encoding);
            return result.answer;
          });
          if (own) return own.payload;
          // The fill this request waited for was not cacheable: it answers for itself, as without the cache.
          if (!answer) return handler.call(this, request, reply);
          pending.set(request, { address: `${request.language}|${request.url}`, key, answer });
          return send(request, reply, answer, publicCacheControl);
        } catch (error) {
          // No shared cache may keep an error (a 404 is cacheable by default).
          void reply.header('cache-control', 'no-store');
          throw error;
        }
      };
    });
    done();
  },
  { name: 'public-cache', dependencies: ['db', 'i18n'] },
);

/** A public GET's route config: its anonymous answers come from the public-read cache. */
export const PUBLIC_READ = { publicCache: true } as const;
