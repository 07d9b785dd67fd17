// Content an admin took down (issue 14): the row is moved here out of its table in the take-down's transaction, so
// every list, detail and search stops showing it at once, and kept (with its images on disk) for an appeal until
// purge_after; the purge then deletes the row and the images nothing else shows (docs/moderation.md).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('removed_content')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('item_type', 'text', (c) =>
      c.notNull().check(sql`item_type in ('post', 'product', 'tool', 'opportunity', 'event')`),
    )
    .addColumn('item_id', 'integer', (c) => c.notNull())
    // The author's data: it goes with their account.
    .addColumn('author_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    // The whole row as it was taken down, for an appeal.
    .addColumn('snapshot', 'jsonb', (c) => c.notNull())
    // Uploads the row showed: kept on disk while this row exists.
    .addColumn('upload_names', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('removed_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('removed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('purge_after', 'timestamptz', (c) => c.notNull())
    // Content ids are never reused, so an item is taken down at most once.
    .addUniqueConstraint('removed_content_item_key', ['item_type', 'item_id'])
    .execute();
  await db.schema
    .createIndex('removed_content_purge_idx')
    .on('removed_content')
    .column('purge_after')
    .execute();
  await db.schema
    .createIndex('removed_content_author_idx')
    .on('removed_content')
    .column('author_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('removed_content').ifExists().execute();
}
