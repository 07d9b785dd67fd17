// Decorates the app with the Kysely instance; the caller opens (and the app closes) the database.
import fp from 'fastify-plugin';
import type { DatabaseHandle, DB } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
    dbEngine: DatabaseHandle['engine'];
  }
}

export default fp<{ database: DatabaseHandle; closeOnShutdown: boolean }>(
  async (app, { database, closeOnShutdown }) => {
    app.decorate('db', database.db);
    app.decorate('dbEngine', database.engine);
    if (closeOnShutdown) app.addHook('onClose', async () => database.close());
  },
  { name: 'db' },
);
