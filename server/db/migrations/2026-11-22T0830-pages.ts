// Editable static pages with their revision history, interest registrations (the /licensepage) and consents
// (terms accepted at registration). Frozen in time: later changes go in new migrations.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pages')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    // { summary?, sections: [{ heading, paragraphs: string[], items?: string[] }] }: plain text, never HTML.
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('page_revisions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().references('pages.slug').onDelete('cascade'))
    .addColumn('previous', 'jsonb')
    .addColumn('next', 'jsonb', (c) => c.notNull())
    .addColumn('editor_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index page_revisions_slug_idx on page_revisions (slug, created_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable('interest_registrations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('interest', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('submissions', 'integer', (c) => c.notNull().defaultTo(1))
    // Per-e-mail throttle kept in the database so it holds across restarts and processes.
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('window_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index interest_registrations_email_interest_key on interest_registrations (lower(email), interest)`.execute(
    db,
  );
  await sql`create index interest_registrations_created_idx on interest_registrations (created_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable('consents')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('consents_account_kind_version_key', ['account_id', 'kind', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['consents', 'interest_registrations', 'page_revisions', 'pages']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
