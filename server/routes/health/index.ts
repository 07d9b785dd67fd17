// GET /clap/health: liveness and database reachability (for load balancers and uptime checks).
import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import { healthSchema } from '../../schemas/health';

const healthRoutes: FastifyPluginAsync = (app) => {
  app.get('/health', { schema: healthSchema }, async (_request, reply) => {
    if (app.shuttingDown) {
      return reply
        .code(503)
        .send({
          status: false,
          message: 'The server is shutting down.',
          data: { database: 'up', engine: app.dbEngine },
        });
    }
    try {
      await sql`select 1`.execute(app.db);
      return { status: true, message: 'OK', data: { database: 'up', engine: app.dbEngine } };
    } catch {
      return reply
        .code(503)
        .send({
          status: false,
          message: 'The database is unreachable.',
          data: { database: 'down', engine: app.dbEngine },
        });
    }
  });
  return Promise.resolve();
};

export default healthRoutes;
