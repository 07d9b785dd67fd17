// The server's language (issue 17): each request's language is negotiated once (server/i18n/negotiate.ts) into
// `request.language`, and every envelope leaving through /clap gains its stable `code` and, in pcm, ha, yo or ig, the
// translated `message` (English answers keep their text word for word). One hook at serialisation covers ok(),
// fail(), the error table, the rate limits and the 404s, so no route names a code.
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { negotiateLanguage } from '../i18n/negotiate';
import { type Language, translateMessage } from '../i18n/registry';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language answers and e-mails use: `?lang=` on a GET, else Accept-Language, else 'en'. */
    language: Language;
  }
}

interface EnvelopeLike {
  status: boolean;
  message: string;
  code?: string;
}

function isEnvelope(payload: unknown): payload is EnvelopeLike {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as EnvelopeLike).status === 'boolean' &&
    typeof (payload as EnvelopeLike).message === 'string'
  );
}

/** Adds `value` to the reply's Vary header unless it is there already. */
export function varyOn(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary');
  const list = current === undefined ? '' : String(current);
  if (
    list === '*' ||
    list
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(value.toLowerCase())
  )
    return;
  void reply.header('vary', list ? `${list}, ${value}` : value);
}

/**
 * The envelope in `language` with its code: a new object (a route's payload may be shared), `code` after `message`.
 * Anything that is not an envelope passes through.
 */
export function localiseEnvelope<T>(language: Language, payload: T): T {
  if (!isEnvelope(payload)) return payload;
  const { code, message } = translateMessage(language, payload.message);
  return { ...payload, message, code };
}

export default fp(
  (app, _options, done) => {
    app.decorateRequest('language', 'en');
    app.addHook('onRequest', async (request) => {
      request.language = negotiateLanguage(request);
      // `?lang=` is the portal's, not a route's: strict query schemas (additionalProperties: false) never see it.
      if (request.method === 'GET' || request.method === 'HEAD') {
        const query = request.query as Record<string, unknown> | undefined;
        if (query && 'lang' in query) delete query.lang;
      }
    });
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (!isEnvelope(payload)) return payload;
      void reply.header('content-language', request.language);
      varyOn(reply, 'Accept-Language');
      return localiseEnvelope(request.language, payload);
    });
    done();
  },
  { name: 'i18n' },
);
