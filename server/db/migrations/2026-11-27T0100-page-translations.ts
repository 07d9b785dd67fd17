// Each static page's version per language (issue 17): English stays the page's main version in `pages`; a page may
// have one version in each of pcm, ha, yo and ig here, edited by admins. A reader in a language without its own
// version is shown the English one. Revisions record which language they changed (existing ones are English).
// Frozen in time: later changes go in new migrations.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_translations')
    .addColumn('slug', 'text', (c) => c.notNull().references('pages.slug').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('pcm', 'ha', 'yo', 'ig')`))
    .addColumn('title', 'text', (c) => c.notNull())
    // The same shape as pages.body: { summary?, sections: [{ heading, paragraphs: string[], items?: string[] }] }.
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addPrimaryKeyConstraint('page_translations_pkey', ['slug', 'language'])
    .execute();

  await sql`alter table page_revisions add column language text not null default 'en' check (language in ('en', 'pcm', 'ha', 'yo', 'ig'))`.execute(
    db,
  );
  await sql`create index page_revisions_slug_language_idx on page_revisions (slug, language, created_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists page_revisions_slug_language_idx`.execute(db);
  await sql`alter table page_revisions drop column language`.execute(db);
  await db.schema.dropTable('page_translations').ifExists().execute();
}
