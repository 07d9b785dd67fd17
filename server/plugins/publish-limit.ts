// Publishing limits (docs/auth-abuse.md, "Publishing limits"): one account may create at most PUBLISH_LIMIT_HOUR
// new items an hour and PUBLISH_LIMIT_DAY a day, across every kind of item (posts, products, tools, opportunities,
// trainings; the calls for proposals and proposals to come take the same hook). A create route names it once:
//   app.post(path, { onRequest: app.requirePublisher(...), preHandler: app.publishLimit, ... }, handler)
// The count is reserved atomically in the database (repositories/auth-events.ts: an advisory lock per account,
// so it holds across server processes on one PostgreSQL) after the body has passed its schema; a create that then
// fails (4xx or 5xx) gives its place back. Beyond the limit: 429 with Retry-After and a sentence with the minutes.
// Edits are not counted (they add nothing to the feed); admins are not limited (they publish for the Ministry and
// can already remove anything, so a limit would only get in the way of a bulk import).
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { tooManyRequests } from '../lib/http-errors';
import { releaseEvent, reserveEvent, type WindowRule } from '../repositories/auth-events';

export const PUBLISH_BUCKET = 'publish';

declare module 'fastify' {
  interface FastifyInstance {
    /** The preHandler of every route that creates a published item (not edits). */
    publishLimit: preHandlerAsyncHookHandler;
  }
}

export function publishRules(config: Pick<Config, 'publishLimitHour' | 'publishLimitDay'>): WindowRule[] {
  return [
    { max: config.publishLimitHour, windowSeconds: 3600 },
    { max: config.publishLimitDay, windowSeconds: 24 * 3600 },
  ];
}

export function publishLimitMessage(seconds: number): string {
  return `You have published a lot in a short time. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minute(s).`;
}

export default fp(
  (app, _options, done) => {
    const rules = publishRules(app.config);
    const reserved = new WeakMap<FastifyRequest, number>();
    app.decorate('publishLimit', async function publishLimit(request: FastifyRequest) {
      const caller = request.caller;
      if (!caller || caller.kind === 'admin') return;
      const reservation = await reserveEvent(app.db, PUBLISH_BUCKET, String(caller.id), rules);
      if (!reservation.reserved)
        throw tooManyRequests(reservation.waitSeconds, publishLimitMessage(reservation.waitSeconds));
      reserved.set(request, reservation.id);
    });
    // Nothing was published: the place goes back.
    app.addHook('onResponse', async (request, reply) => {
      const id = reserved.get(request);
      if (id === undefined || reply.statusCode < 400) return;
      reserved.delete(request);
      await releaseEvent(app.db, id).catch((error: unknown) =>
        request.log.warn({ err: error }, 'could not give back a publishing place'),
      );
    });
    done();
  },
  { name: 'publish-limit', dependencies: ['auth', 'db'] },
);
