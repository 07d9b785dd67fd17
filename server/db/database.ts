// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// The same migrations and queries run on both.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, type Migration, type MigrationProvider } from 'kysely';
import type { Config } from '../config';
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

/** `inMemory` opens a throw-away PGlite (tests); otherwise PGlite keeps its files under DATA_DIR/pgdata. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  { inMemory = false }: { inMemory?: boolean } = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pg = await import('pg');
    // pg returns int8 as string by default; counts and prices fit a JS number, so parse them.
    pg.default.types.setTypeParser(20, (value: string) => Number(value));
    const pool = new pg.default.Pool({ connectionString: config.databaseUrl, max: 20 });
    // A dropped connection (server restart, terminated backend) must not crash the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy(), pool };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const dir = inMemory ? undefined : path.join(config.dataDir, 'pgdata');
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
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, engine: 'pglite', close: () => db.destroy() };
}

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly list: Record<string, Migration>) {}
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(this.list);
  }
}

export async function migrateToLatest(db: DB): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(migrations) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
