// How big a request body may be and how long a request may take to arrive (docs/auth-abuse.md, "Bodies and time").
// - Every route takes at most DEFAULT_BODY_LIMIT (the app's bodyLimit); the few that need more say so beside their
//   route with Fastify's `bodyLimit`: the file uploads (fileBodyLimit) and the admin's page revisions. Fastify
//   refuses an oversized body from its Content-Length before reading a byte of it, and a chunked one as soon as the
//   limit is passed, so a 2 MB body of nested `[` never reaches JSON.parse; the answer is 413 with the envelope.
// - A request whose body has not arrived REQUEST_TIMEOUT_MS after its headers is answered 408 and its connection
//   closed (a slow body holds a socket and a parser for as long as its sender likes). Routes that take a file
//   (`config.fileBody`) read their body in the handler (multipart) and get UPLOAD_TIMEOUT_MS instead: Node's own
//   requestTimeout, set to that budget in app.ts, bounds every request, headers included.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/**
 * Every route's body limit unless it declares its own. The largest legitimate JSON body is a content item at its
 * schema's limits (an opportunity: 27,916 characters, of which 5,200 are free text and 22,000 are URLs, ASCII);
 * with all the free text in 3- or 4-byte UTF-8 characters (marked Yorùbá letters, emoji) it is 38 to 44 KB. A
 * creative's profile (16,875 characters, nearly all free text) is 67 KB if every character were a 4-byte emoji.
 * 96 KB holds both and stays small (a 2 MB body is 20 times more).
 */
export const DEFAULT_BODY_LIMIT = 96 * 1024;

/**
 * A page revision (PUT /clap/prop/pages/...): admins only, checked before the body is read. The page schema allows
 * far more text than any page holds (40 sections of 50 paragraphs); the longest bundled page is 7 KB.
 */
export const PAGE_BODY_LIMIT = 1024 * 1024;

/** A file sent as base64 JSON is about 4/3 of the file, plus the other fields. */
export function fileBodyLimit(maxFileBytes: number): number {
  return Math.ceil(maxFileBytes * 1.4) + 64 * 1024;
}

export const REQUEST_TOO_LARGE = 'The request is too large.';
export const REQUEST_TOO_SLOW = 'The request took too long to arrive. Please try again.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes a file (base64 or multipart): a body over its limit is "The file is too large" and the body
     * may take UPLOAD_TIMEOUT_MS to arrive.
     */
    fileBody?: boolean;
  }
}

/** The error a body too slow to arrive fails with: plugins/errors.ts answers it 408 and closes the connection. */
export const REQUEST_TOO_SLOW_CODE = 'CLAP_REQUEST_TOO_SLOW';

/**
 * Fails the body's read: the body parser, which is waiting on the request stream, gets the error and Fastify answers
 * it like any other (the envelope, the language, the request id, the metrics). Should nothing be reading the body
 * yet (an onRequest hook still waiting), the socket is closed instead: an 'error' nobody listens to would crash.
 */
function failSlowRequest(request: FastifyRequest): void {
  if (request.raw.complete || request.raw.destroyed) return;
  request.log.info('request body too slow: answered 408 and closed');
  if (request.raw.listenerCount('error') === 0) {
    request.raw.socket?.destroy();
    return;
  }
  request.raw.emit(
    'error',
    Object.assign(new Error(REQUEST_TOO_SLOW), { statusCode: 408, code: REQUEST_TOO_SLOW_CODE }),
  );
}

export default fp<{ config: Pick<Config, 'requestTimeoutMs'> }>(
  (app, { config }, done) => {
    const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
    const clear = async (request: FastifyRequest) => {
      clearTimeout(timers.get(request));
      timers.delete(request);
    };
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config?.fileBody || request.raw.complete) return;
      const timer = setTimeout(() => failSlowRequest(request), config.requestTimeoutMs);
      timer.unref();
      timers.set(request, timer);
    });
    // preValidation runs once the body has been read and parsed.
    app.addHook('preValidation', clear);
    app.addHook('onResponse', clear);
    app.addHook('onRequestAbort', clear);
    done();
  },
  { name: 'request-limits' },
);
