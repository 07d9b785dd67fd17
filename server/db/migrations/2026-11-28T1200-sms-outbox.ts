// SMS outbox (issue 34, docs/sms.md): every SMS (a phone code, a password-reset code, a daily alert) is written in the
// transaction of the change it reports and sent afterwards by a worker (server/services/sms-outbox.ts), like mail.
// The text is cleared and the number masked once a row is sent or has failed. A verified number belongs to one
// account at most (reset codes by SMS must reach one account's owner only).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // The account it is for (null for the never-sent rows of an unknown address): deleting the account drops its rows.
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    // +234XXXXXXXXXX while queued; masked (+234 80* *** **12) once sent or failed.
    .addColumn('recipient', 'text', (c) => c.notNull())
    // 'code' (phone or reset code: useless after 10 minutes) or 'alert' (the daily SMS alert).
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('code', 'alert')`))
    // The text (GSM-7 folded); null once sent or failed.
    .addColumn('body', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'sent', 'failed', 'void')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .execute();
  await sql`create index sms_outbox_due_idx on sms_outbox (next_attempt_at, id) where status = 'queued'`.execute(
    db,
  );
  await sql`create index sms_outbox_account_idx on sms_outbox (account_id)`.execute(db);
  // One verified number, one account (an unverified claim does not block the owner of the number).
  await sql`create unique index accounts_sms_phone_verified on accounts (sms_phone)
    where sms_phone_verified_at is not null`.execute(db);
  // The daily alert job finds members with SMS alerts on.
  await sql`create index notification_settings_sms_idx on notification_settings (account_id) where sms`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists notification_settings_sms_idx`.execute(db);
  await sql`drop index if exists accounts_sms_phone_verified`.execute(db);
  await db.schema.dropTable('sms_outbox').ifExists().execute();
}
