// Scale-out on one machine and several (docs/scale-out.md), with real processes: WORKERS=2 serves from two worker
// processes, replaces one killed with SIGKILL and ends cleanly on SIGTERM; processes starting together on a fresh
// PostgreSQL migrate and seed once; MIGRATE_ON_START=false refuses pending migrations until npm run migrate; and a
// second process on a PGlite DATA_DIR is refused while a dead holder's lock is taken over.
import { rm } from 'node:fs/promises';
import http from 'node:http';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../server/db/database';
import { migrations } from '../../server/db/migrations/index';
import {
  ADMIN,
  createDatabase,
  isRunning,
  runToExit,
  startServer,
  stopServer,
  tempDir,
  waitForOutput,
  type ServerProcess,
} from '../server/process-helpers';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const SECRET = { APP_SECRET: 'w'.repeat(48) };
const MIGRATION_COUNT = Object.keys(migrations).length;

async function freshDatabase() {
  const database = await createDatabase();
  cleanups.push(database.drop);
  return database;
}

async function dataDir() {
  const dir = await tempDir();
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

function started(server: ServerProcess): ServerProcess {
  cleanups.push(() => stopServer(server));
  return server;
}

/** A GET over a new connection each time (cluster hands out connections, not requests). */
function getStatus(url: string): Promise<number> {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false, headers: { connection: 'close' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', () => resolve(-1));
  });
}

/** Worker pids from the primary's 'worker listening' lines. */
const WORKER_LISTENING = /"worker":(\d+),"msg":"worker listening"/;

describe('WORKERS=2 on PostgreSQL', () => {
  it('two worker processes serve one port; one killed is replaced; SIGTERM drains them all and the primary exits 0', async () => {
    const database = await freshDatabase();
    const server = started(
      await startServer({
        ...SECRET,
        DATABASE_URL: database.url,
        DATA_DIR: await dataDir(),
        WORKERS: '2',
        DB_MAX_CONNECTIONS: '6',
        LOG_LEVEL: 'info',
      }),
    );
    const workers = (await waitForOutput(server, WORKER_LISTENING, 2)).map((m) => Number(m[1]));
    expect(new Set(workers).size).toBe(2);
    expect(workers).not.toContain(server.child.pid);

    // Every request line carries its process's pid (pino): both workers answered, the primary none.
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => getStatus(`${server.url}/clap/health?from=workers`)),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    const servedBy = new Set(
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"msg":"incoming request"') && line.includes('/clap/health'))
        .map((line) => Number(/"pid":(\d+)/.exec(line)?.[1])),
    );
    expect([...servedBy].sort()).toEqual([...workers].sort());

    // A worker dies: the others keep serving, and a replacement starts after the backoff.
    process.kill(workers[0], 'SIGKILL');
    await waitForOutput(server, /worker exited unexpectedly: starting a replacement/);
    expect(await getStatus(`${server.url}/clap/health`)).toBe(200);
    const replacement = Number((await waitForOutput(server, WORKER_LISTENING, 3))[2][1]);
    expect(workers).not.toContain(replacement);

    const stopping = Date.now();
    server.kill('SIGTERM');
    const exit = await server.exited;
    const ms = Date.now() - stopping;
    console.log(
      `WORKERS=2: workers ${workers.join(', ')} served; ${workers[0]} killed, replaced by ${replacement}; SIGTERM to exit ${exit.code} in ${ms} ms`,
    );
    expect(exit).toEqual({ code: 0, signal: null });
    for (const pid of [workers[1], replacement]) expect(isRunning(pid), `worker ${pid}`).toBe(false);
    expect(server.output()).toMatch(/"clean":true,"msg":"every worker has stopped"/);
  });

  it('refuses WORKERS above 1 on PGlite, and a connection budget below 2 per worker', async () => {
    const pglite = await runToExit({
      WORKERS: '2',
      DATA_DIR: await dataDir(),
      ADMIN_PASSWORD: ADMIN.password,
    });
    expect(pglite.code).toBe(1);
    expect(pglite.output).toMatch(
      /^Configuration error: WORKERS above 1 needs PostgreSQL \(DATABASE_URL\): PGlite is one process's database$/m,
    );
    const budget = await runToExit({
      WORKERS: '4',
      DB_MAX_CONNECTIONS: '6',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/never_opened',
      DATA_DIR: await dataDir(),
    });
    expect(budget.code).toBe(1);
    expect(budget.output).toMatch(
      /^Configuration error: DB_MAX_CONNECTIONS must be at least 2 x WORKERS \(8 for WORKERS=4\), got 6$/m,
    );
  });
});

describe('several processes starting together on one fresh PostgreSQL', () => {
  it("four migrators at once: Kysely's lock lets one run every migration and the others find nothing to do", async () => {
    const database = await freshDatabase();
    const handles = await Promise.all(
      Array.from({ length: 4 }, () =>
        openDatabase({ databaseUrl: database.url, dataDir: '/nonexistent', dbPoolSize: 2 }),
      ),
    );
    try {
      await Promise.all(handles.map((handle) => migrateToLatest(handle.db)));
      const runs = await sql<{
        n: number;
        names: number;
      }>`select count(*)::int as n, count(distinct name)::int as names from kysely_migration`.execute(
        handles[0].db,
      );
      expect(runs.rows[0]).toEqual({ n: MIGRATION_COUNT, names: MIGRATION_COUNT });
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });

  it('two servers started at the same moment both serve, and the seed ran once (one admin, reference data once)', async () => {
    const database = await freshDatabase();
    const env = { ...SECRET, DATABASE_URL: database.url, LOG_LEVEL: 'info' };
    const [first, second] = await Promise.all([
      startServer({ ...env, DATA_DIR: await dataDir() }),
      startServer({ ...env, DATA_DIR: await dataDir() }),
    ]);
    started(first);
    started(second);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const admins = await client.query<{ n: string }>(
        'select count(*) as n from accounts where email = $1',
        [ADMIN.email],
      );
      const sectors = await client.query<{ n: string; names: string }>(
        'select count(*) as n, count(distinct name) as names from sectors',
      );
      expect(Number(admins.rows[0].n)).toBe(1);
      expect(Number(sectors.rows[0].n)).toBeGreaterThan(0);
      expect(sectors.rows[0].n).toBe(sectors.rows[0].names);
    } finally {
      await client.end();
    }
    const seeded = [first, second].filter((server) => server.output().includes('seeded the admin account'));
    expect(seeded).toHaveLength(1);
  });
});

describe('MIGRATE_ON_START=false and npm run migrate', () => {
  it('the server refuses while migrations are pending; the migrate command runs them once; then the server starts', async () => {
    const database = await freshDatabase();
    const env = {
      ...SECRET,
      DATABASE_URL: database.url,
      DATA_DIR: await dataDir(),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
    };
    const refused = await runToExit({ ...env, MIGRATE_ON_START: 'false' });
    expect(refused.code).toBe(1);
    expect(refused.output.trim()).toBe(
      `${MIGRATION_COUNT} migrations are pending: run npm run migrate first.`,
    );

    const migrated = await runToExit(env, 'server/cli/migrate.ts');
    expect(migrated.code).toBe(0);
    expect(migrated.output).toMatch(
      new RegExp(`^Running ${MIGRATION_COUNT} migrations \\(postgres\\): `, 'm'),
    );
    const again = await runToExit(env, 'server/cli/migrate.ts');
    expect([again.code, again.output.trim()]).toEqual([
      0,
      'The database is up to date (postgres): no migration is pending.',
    ]);

    const server = started(await startServer({ ...env, MIGRATE_ON_START: 'false' }));
    expect(await getStatus(`${server.url}/clap/health`)).toBe(200);
  });
});

describe('one process per PGlite DATA_DIR', () => {
  it('a second process on the same folder is refused naming the first; after kill -9 the next start takes the lock over', async () => {
    const dir = await dataDir();
    const first = started(await startServer({ DATA_DIR: dir }));
    const second = await runToExit({ DATA_DIR: dir, ADMIN_PASSWORD: ADMIN.password });
    expect(second.code).toBe(1);
    expect(second.output.trim()).toMatch(
      new RegExp(
        `^The data folder ${dir} is in use by process ${first.child.pid} on host \\S+ \\(since [^)]+\\)\\. Stop it first, or use PostgreSQL \\(DATABASE_URL\\) to run several processes\\.$`,
      ),
    );
    expect(await getStatus(`${first.url}/clap/health`)).toBe(200);

    first.kill('SIGKILL');
    await first.exited;
    const next = started(await startServer({ DATA_DIR: dir }));
    expect(next.output()).toContain(
      `Took over the lock of the data folder ${dir}: process ${first.child.pid}`,
    );
    expect(await getStatus(`${next.url}/clap/health`)).toBe(200);
  });
});
