// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// The same migrations and queries run on both. PGlite's folder is locked to one process (db/data-dir-lock.ts).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, type Migration, type MigrationProvider } from 'kysely';
import type { Config } from '../config';
import { lockDataDir } from './data-dir-lock';
import { migrations } from './migrations/index';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './tables';

/** The one database type every module uses; a transaction (Transaction<Database>) is a DB too. */
export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PostgreSQL's connection pool, for its gauges (lib/metrics.ts); PGlite has none. */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
}

/**
 * `inMemory` opens a throw-away PGlite (tests); otherwise PGlite keeps its files under DATA_DIR/pgdata and holds
 * DATA_DIR's lock until closed (a second opener gets DataDirLockedError). On PostgreSQL the pool holds at most
 * `dbPoolSize` connections (this process's share of DB_MAX_CONNECTIONS).
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'dbPoolSize'>>,
  { inMemory = false, log }: { inMemory?: boolean; log?: (message: string) => void } = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pg = await import('pg');
    // pg returns int8 as string by default; counts and prices fit a JS number, so parse them.
    pg.default.types.setTypeParser(20, (value: string) => Number(value));
    const pool = new pg.default.Pool({ connectionString: config.databaseUrl, max: config.dbPoolSize ?? 20 });
    // A dropped connection (server restart, terminated backend) must not crash the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy(), pool };
  }
  const lock = inMemory ? undefined : await lockDataDir(config.dataDir, log);
  try {
    const db = await openPglite(inMemory ? undefined : path.join(config.dataDir, 'pgdata'));
    return {
      db,
      engine: 'pglite',
      close: async () => {
        try {
          await db.destroy();
        } finally {
          await lock?.release();
        }
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

async function openPglite(dir: string | undefined): Promise<DB> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (dir) await mkdir(dir, { recursive: true });
  const pglite = await PGlite.create(dir, {
    extensions: { pg_trgm },
    // PGlite's default 128 MB of shared buffers sits in the process's own memory (WASM); 32 MB keeps an idle server
    // near 180 MB instead of 300 MB, so 12 concurrent photo uploads stay under the 600 MB budget (docs/benchmarks.md).
    // The operating system's file cache still holds the rest of the data.
    postgresqlconf: 'shared_buffers = 32MB',
    // int8 as number, like the pg setup above.
    parsers: { 20: (value: string) => Number(value) },
  });
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly list: Record<string, Migration>) {}
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(this.list);
  }
}

function migrator(db: DB): Migrator {
  return new Migrator({ db, provider: new StaticMigrationProvider(migrations) });
}

/**
 * Safe to run from several processes at once: Kysely's migrator holds a PostgreSQL advisory lock on one connection
 * and reads what is done inside its transaction, so a second migrator waits and then finds nothing to do
 * (tests/hardening/startup-race.test.ts).
 */
export async function migrateToLatest(db: DB): Promise<void> {
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Names of the migrations this code has that the database has not run yet (oldest first). */
export async function pendingMigrations(db: DB): Promise<string[]> {
  const list = await migrator(db).getMigrations();
  return list.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}
