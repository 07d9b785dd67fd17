// Work that must run once however many processes start together (the first-start seed): on PostgreSQL a session
// advisory lock, held on one pinned connection while the work runs on the pool's others, makes every other starter
// wait and then find the work done. PGlite is one process's database (db/data-dir-lock.ts): nothing to guard.
import { sql } from 'kysely';
import type { DatabaseHandle } from './database';

/** pg_advisory_lock(key1, key2): 'clap' and the start-up work's number, clear of Kysely's migration lock id. */
const LOCK_NAMESPACE = 0x636c6170;
const STARTUP_WORK = 1;

export async function withStartupLock<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.engine !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${LOCK_NAMESPACE}, ${STARTUP_WORK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_NAMESPACE}, ${STARTUP_WORK})`.execute(connection);
    }
  });
}
