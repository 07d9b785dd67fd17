// Mail outbox (issue 11): every message is written in the transaction of the change it reports and sent afterwards by
// a worker (server/services/mail-outbox.ts), so no request ever waits for SMTP. Bodies are cleared once a row is sent
// or has failed: a one-time code does not stay in the database longer than its delivery needs.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    // Rendered bodies and the code they carry (logged by the local .eml outbox): null once sent or failed.
    .addColumn('body_text', 'text')
    .addColumn('body_html', 'text')
    .addColumn('code', 'text')
    // queued -> sent | failed; 'void' rows are written for unknown addresses (same work, never sent) and pruned.
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'sent', 'failed', 'void')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Due time of the next try; a claimed row's is pushed forward by the lease, so a crashed sender's row comes back.
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .execute();
  await sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at, id) where status = 'queued'`.execute(
    db,
  );
  await sql`create index mail_outbox_status_idx on mail_outbox (status, created_at desc, id desc)`.execute(
    db,
  );
  // Dead codes (and the never-usable rows written for unknown addresses) are pruned by expiry.
  await sql`create index one_time_codes_expires_idx on one_time_codes (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists one_time_codes_expires_idx`.execute(db);
  await db.schema.dropTable('mail_outbox').ifExists().execute();
}
