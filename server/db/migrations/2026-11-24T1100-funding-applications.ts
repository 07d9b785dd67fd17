// Funding applications (issue 13): the portal's own application form, used when the external forms' addresses are
// not configured. An application, its supporting documents (PDF or images, stored privately under
// DATA_DIR/private/funding, never under the public uploads) and its status history (who, when, note) for the audit.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('funding_applications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // The applicant's details as the profile held them when they applied (what the reviewer assessed).
    .addColumn('applicant_name', 'text', (c) => c.notNull())
    .addColumn('applicant_email', 'text', (c) => c.notNull())
    .addColumn('applicant_phone', 'text')
    .addColumn('applicant_kind', 'text', (c) => c.notNull())
    .addColumn('amount_ngn', 'bigint', (c) => c.notNull().check(sql`amount_ngn > 0`))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('programme', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('received')
        .check(sql`status in ('received', 'under_review', 'approved', 'declined')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index funding_applications_account_idx on funding_applications (account_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index funding_applications_status_idx on funding_applications (status, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index funding_applications_created_idx on funding_applications (created_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable('funding_documents')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // Null until the application that lists it is created; unattached documents are pruned after a day.
    .addColumn('application_id', 'integer', (c) =>
      c.references('funding_applications.id').onDelete('cascade'),
    )
    // The server's random file name (DATA_DIR/private/funding/<name>); the applicant's own name is display only.
    .addColumn('file_name', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) =>
      c.notNull().check(sql`mime in ('application/pdf', 'image/png', 'image/jpeg')`),
    )
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index funding_documents_application_idx on funding_documents (application_id, id)`.execute(
    db,
  );
  await sql`create index funding_documents_unattached_idx on funding_documents (owner_id, created_at) where application_id is null`.execute(
    db,
  );

  await db.schema
    .createTable('funding_status_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('funding_applications.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    // The applicant (on creation) or the admin who changed it; kept null if that account is deleted.
    .addColumn('actor_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index funding_status_history_application_idx on funding_status_history (application_id, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['funding_status_history', 'funding_documents', 'funding_applications']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
