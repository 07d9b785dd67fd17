// Notifications (issue 34; docs/notifications.md): each member's notifications (matched items and events of their own
// account), the fan-out jobs that match a published item to its members off the request path, each member's
// notification settings, the member's SMS number, and an opportunity's optional state (as a training has).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One of the 36 states and the FCT (contract/states.ts names); null means anywhere.
  await db.schema.alterTable('opportunities').addColumn('state', 'text').execute();

  await db.schema
    .alterTable('accounts')
    // +234XXXXXXXXXX (contract/phone.ts); never written to logs.
    .addColumn('sms_phone', 'text')
    // Set when the member typed the code sent to sms_phone; only a verified number receives SMS.
    .addColumn('sms_phone_verified_at', 'timestamptz')
    // Password-reset codes go by SMS instead of e-mail.
    .addColumn('reset_by_sms', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // contract/notifications.ts NOTIFICATION_KINDS
    .addColumn('kind', 'text', (c) => c.notNull())
    // training | opportunity | tool | call, or null for a notification about no item
    .addColumn('item_kind', 'text')
    .addColumn('item_id', 'integer')
    // 'published' or 'deadline' for a matched item (one notification each); 'event' for the other kinds.
    .addColumn('occasion', 'text', (c) => c.notNull().defaultTo('event'))
    .addColumn('title', 'text', (c) => c.notNull())
    // A portal path (/trainingdetails/12), or null.
    .addColumn('link', 'text')
    // For `matched`: { need, state, sector } (contract/notifications.ts MatchReason).
    .addColumn('reason', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    // When this notification left by e-mail (instant) or in a digest; null while waiting, or never for `off`.
    .addColumn('mailed_at', 'timestamptz')
    // When an SMS alert for it was queued.
    .addColumn('sms_at', 'timestamptz')
    .execute();
  // The notification centre, newest first.
  await sql`create index notifications_account_idx on notifications (account_id, created_at desc, id desc)`.execute(
    db,
  );
  // The bell's unread count: an index-only count of the member's unread rows.
  await sql`create index notifications_unread_idx on notifications (account_id) where read_at is null`.execute(
    db,
  );
  // The fan-out is idempotent: a member is told of one item once per occasion, however often a batch is retried.
  await sql`create unique index notifications_matched_once on notifications (account_id, item_kind, item_id, occasion)
    where kind = 'matched'`.execute(db);
  // Digests and instant mails find what is still to be mailed.
  await sql`create index notifications_unmailed_idx on notifications (account_id, created_at) where mailed_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('notification_fanouts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('item_kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    // 'published' or 'deadline'
    .addColumn('occasion', 'text', (c) => c.notNull())
    // The batches walk accounts by id: the next batch starts after this one.
    .addColumn('after_account_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('matched', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A worker holds the job until then (several processes on one PostgreSQL never run one batch twice).
    .addColumn('lease_until', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addUniqueConstraint('notification_fanouts_once', ['item_kind', 'item_id', 'occasion'])
    .execute();
  await sql`create index notification_fanouts_pending_idx on notification_fanouts (id) where finished_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('notification_settings')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) =>
      c
        .notNull()
        .defaultTo('weekly')
        .check(sql`email in ('off', 'instant', 'daily', 'weekly')`),
    )
    .addColumn('topic_training', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('topic_opportunity', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('topic_funding', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('topic_tool', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sms', 'boolean', (c) => c.notNull().defaultTo(false))
    // The last digest sent (daily or weekly), so one goes per member per period.
    .addColumn('last_digest_at', 'timestamptz')
    // The last SMS alert sent: at most one a day.
    .addColumn('last_sms_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_settings').ifExists().execute();
  await db.schema.dropTable('notification_fanouts').ifExists().execute();
  await db.schema.dropTable('notifications').ifExists().execute();
  await db.schema
    .alterTable('accounts')
    .dropColumn('sms_phone')
    .dropColumn('sms_phone_verified_at')
    .dropColumn('reset_by_sms')
    .execute();
  await db.schema.alterTable('opportunities').dropColumn('state').execute();
}
