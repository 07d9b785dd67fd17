// GET /clap/health: liveness, the database, and each dependency's state (for load balancers and uptime checks).
// Only the database decides the status code: without it no page works, so a balancer should send traffic elsewhere.
// Redis, the upload store and the mail queue are reported, not fatal: Redis fails open (rate limits go uncounted),
// a storage or mail outage breaks uploads or mail alone, and all of them are shared by every instance, so a 503
// would pull the whole cluster out of the balancer for a partial outage (docs/operations.md).
import { sql } from 'kysely';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { neverShed } from '../../plugins/load-shedding';
import type { HealthData } from '../../../contract/health';
import { healthSchema } from '../../schemas/health';

/** A due mail nobody has sent for this long means no worker is sending (retries are scheduled ahead, not overdue). */
export const MAIL_STALLED_SECONDS = 15 * 60;

const healthRoutes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  app.get(
    '/health',
    { schema: healthSchema, config: { pressureHandler: neverShed } },
    async (_request, reply) => {
      if (app.shuttingDown) {
        return reply.code(503).send({
          status: false,
          message: 'The server is shutting down.',
          data: { database: 'up', engine: app.dbEngine },
        });
      }
      const [database, redis, storage, mail] = await Promise.all([
        sql`select 1`.execute(app.db).then(
          () => 'up' as const,
          () => 'down' as const,
        ),
        app.probes.redis.read(),
        app.probes.storage.read(),
        app.probes.mailQueue.read(),
      ]);
      const mailQueue = mail && mail.overdueSeconds < MAIL_STALLED_SECONDS ? 'up' : 'down';
      const data: HealthData = {
        database,
        engine: app.dbEngine,
        redis,
        storage,
        mailQueue,
        mailQueueDepth: mail?.depth ?? null,
        load: app.shedding() ? 'shedding' : 'ok',
      };
      if (database === 'down')
        return reply.code(503).send({ status: false, message: 'The database is unreachable.', data });
      const degraded = (['redis', 'storage', 'mailQueue'] as const).filter((name) => data[name] === 'down');
      return {
        status: true,
        message: degraded.length > 0 ? `Degraded: ${degraded.join(', ')} down.` : 'OK',
        data,
      };
    },
  );
  return Promise.resolve();
};

export default healthRoutes;
