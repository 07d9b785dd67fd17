// The reference for scripts/bench/uncached.ts: a bare Fastify + pg server answering one route with one SQL query
// (the text and parameters the real endpoint sends, given in BARE_SQL / BARE_PARAMS), its rows as plain JSON.
// No plugins, no schema, no Kysely: what the same machine can do with the same query and nothing else.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const text = process.env.BARE_SQL ?? 'select 1';
const values = JSON.parse(process.env.BARE_PARAMS ?? '[]') as unknown[];
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: true, data: (await pool.query(text, values)).rows }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
