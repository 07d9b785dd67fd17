// Accounts: throttling events that must hold across processes and restarts (login failures per account, code
// sends per e-mail). One narrow table, pruned as it is read: rows older than a day are never needed.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // What is counted: 'login_failure', 'code_send', ...
    .addColumn('bucket', 'text', (c) => c.notNull())
    // Whom it is counted against: "<kind>:<lower-cased e-mail>[:purpose]" (never a password or a code).
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index auth_events_lookup_idx on auth_events (bucket, subject, created_at desc)`.execute(
    db,
  );
  await sql`create index auth_events_created_idx on auth_events (created_at)`.execute(db);
  // Set-password grants are looked up by their hash alone.
  await sql`create index one_time_codes_hash_idx on one_time_codes (code_hash)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists one_time_codes_hash_idx`.execute(db);
  await db.schema.dropTable('auth_events').ifExists().execute();
}
