// npm run migrate: brings the database's schema up to date and exits, for deployments that start servers with
// MIGRATE_ON_START=false (migrate once, then roll the servers). Safe beside other migrators (see migrateToLatest);
// on PGlite it refuses while a server holds the data folder. Exit code 0 when the schema is current, 1 otherwise.
import { migrateToLatest, openDatabase, pendingMigrations } from '../db/database';
import { readConfig, startupFailure } from '../startup';

async function main(): Promise<void> {
  const config = readConfig();
  if (!config) return;
  let database;
  try {
    database = await openDatabase(config);
    const pending = await pendingMigrations(database.db);
    if (pending.length === 0) {
      console.log(`The database is up to date (${database.engine}): no migration is pending.`);
      return;
    }
    console.log(
      `Running ${pending.length} migration${pending.length === 1 ? '' : 's'} (${database.engine}): ${pending.join(', ')}`,
    );
    await migrateToLatest(database.db);
    console.log('Migrations complete.');
  } catch (error) {
    console.error(startupFailure(error, 'The migrations did not run'));
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}

await main();
