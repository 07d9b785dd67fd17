// The start-up steps every entry shares (the single server, the cluster's primary, npm run migrate): read the
// configuration or say what is wrong with it, bring the schema up to date (or refuse when MIGRATE_ON_START=false and
// migrations are pending), seed once, and turn a failure into the one line an operator reads.
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { migrateToLatest, pendingMigrations, type DatabaseHandle } from './db/database';
import { seedDatabase } from './db/seed/index';
import { withStartupLock } from './db/startup-lock';
import type { UploadStore } from './lib/upload-store';

export class PendingMigrationsError extends Error {
  constructor(readonly pending: string[]) {
    const count = pending.length;
    super(`${count} migration${count === 1 ? ' is' : 's are'} pending: run npm run migrate first.`);
    this.name = 'PendingMigrationsError';
  }
}

/** The configuration, or undefined after printing one line per problem (process.exitCode is then 1). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config | undefined {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // One line per problem, all of them: an operator fixes the whole list in one pass.
    for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
    const count = error.problems.length;
    console.error(
      `The server did not start: ${count} configuration problem${count === 1 ? '' : 's'} (see above).`,
    );
    process.exitCode = 1;
    return undefined;
  }
}

/**
 * Migrates (MIGRATE_ON_START, the default) or refuses when migrations are pending. With nothing pending the migrator
 * is not run at all: its session-level lock is then never taken, so a start behind PgBouncer in transaction mode
 * is harmless once `npm run migrate` has run over a direct connection (docs/scale-out.md).
 */
export async function prepareSchema(
  database: DatabaseHandle,
  config: Pick<Config, 'migrateOnStart'>,
): Promise<void> {
  const pending = await pendingMigrations(database.db);
  if (pending.length === 0) return;
  if (!config.migrateOnStart) throw new PendingMigrationsError(pending);
  await migrateToLatest(database.db);
}

/** The first-start seed, once even when several processes start together on one PostgreSQL. */
export function seedOnce(
  database: DatabaseHandle,
  config: Config,
  log: FastifyBaseLogger,
  uploadStore: UploadStore,
): Promise<void> {
  return withStartupLock(database, () => seedDatabase(database.db, config, log, uploadStore));
}

/** The line printed when start-up fails: our own refusals speak for themselves, anything else is prefixed. */
export function startupFailure(error: unknown, prefix = 'The server could not start'): string {
  if (error instanceof DataDirLockedError || error instanceof PendingMigrationsError) return error.message;
  return `${prefix}: ${error instanceof Error ? error.message : String(error)}`;
}
