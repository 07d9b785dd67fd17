// Reports (issue 14, docs/moderation.md "## Reports"): a signed-in member reports a content item or a public profile
// with a reason; an admin resolves every open report of the item at once (dismiss or take down).
// `item_id` has no foreign key on purpose: it names a row of one of five content tables or an account, and a report
// must outlive its item (deleted by its author, taken down, or its account deleted) so the admin can still see and
// resolve it. The reporter and the resolving admin are kept as null when their account is deleted.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('item_type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`item_type in ('post', 'product', 'tool', 'opportunity', 'event', 'creative', 'business', 'partner')`,
        ),
    )
    .addColumn('item_id', 'integer', (c) => c.notNull().check(sql`item_id > 0`))
    .addColumn('reporter_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`reason in ('spam', 'scam_or_fraud', 'offensive', 'impersonation', 'intellectual_property', 'other')`,
        ),
    )
    .addColumn('details', 'text', (c) => c.check(sql`char_length(details) <= 1000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('resolution', 'text', (c) => c.check(sql`resolution in ('dismissed', 'taken_down')`))
    .addColumn('resolution_reason', 'text')
    .execute();
  // One open report per member and item: a repeat is ON CONFLICT DO NOTHING. Once resolved, the member may report
  // the item again (it may have been edited since the dismissal).
  await sql`create unique index reports_open_once_idx on reports (item_type, item_id, reporter_id) where resolved_at is null`.execute(
    db,
  );
  // The open queue and its count (the admin tab's badge) read only this small partial index.
  await sql`create index reports_open_item_idx on reports (item_type, item_id, created_at desc) where resolved_at is null`.execute(
    db,
  );
  await sql`create index reports_resolved_item_idx on reports (item_type, item_id, created_at desc) where resolved_at is not null`.execute(
    db,
  );
  // The daily limit per reporter.
  await sql`create index reports_reporter_idx on reports (reporter_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reports').ifExists().execute();
}
