// Device tokens (issue 29, section 2): a browser that signed in to an account (or opened its mailed unlock link) holds
// a random token, stored here only as a keyed hash; its sign-ins are then counted per device, so guesses from
// elsewhere never lock it out (docs/auth-abuse.md, "Lockouts that protect the owner").
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // HMAC-SHA-256 of the token under the app secret (never the token).
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Tokens unused for 180 days are dead and pruned; each account keeps its 20 most recently used.
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index device_tokens_account_idx on device_tokens (account_id, last_used_at desc)`.execute(
    db,
  );
  await sql`create index device_tokens_used_idx on device_tokens (last_used_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_tokens').ifExists().execute();
}
