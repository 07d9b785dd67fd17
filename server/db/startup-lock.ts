// Work that must run once however many processes start together (the first-start seed): on PostgreSQL one
// transaction takes a transaction-level advisory lock and stays open while the work runs on the pool's other
// connections; every other starter waits on the lock, then finds the work done. A transaction-level lock (not a
// session one) holds also behind PgBouncer in transaction mode, which keeps a server connection for a transaction's
// whole life (docs/scale-out.md). PGlite is one process's database (db/data-dir-lock.ts): nothing to guard.
import { sql } from 'kysely';
import type { DatabaseHandle } from './database';

/** pg_advisory_xact_lock(key1, key2): 'clap' and the start-up work's number, clear of Kysely's migration lock id. */
const LOCK_NAMESPACE = 0x636c6170;
const STARTUP_WORK = 1;

export async function withStartupLock<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.engine !== 'postgres') return work();
  return database.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${STARTUP_WORK})`.execute(trx);
    return work();
  });
}
