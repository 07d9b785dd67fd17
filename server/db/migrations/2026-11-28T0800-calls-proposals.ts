// Calls for proposals (issue 32, docs/proposals.md): a partner's (or an admin's) call, content like the others (an
// author, images, created and updated times), and the proposals members send to it, one per account and call, with
// their private documents (stored in the upload store's private area, as funding documents are).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calls')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('author_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('images', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('opens_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closes_at', 'timestamptz', (c) => c.notNull())
    .addColumn('amount_min', 'bigint', (c) => c.check(sql`amount_min >= 0`))
    .addColumn('amount_max', 'bigint', (c) => c.check(sql`amount_max >= 0`))
    // 'creative', 'business' or both; never empty (the route refuses it).
    .addColumn('eligible_kinds', sql`text[]`, (c) => c.notNull())
    // Empty means every sector / every state.
    .addColumn('sectors', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('states', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('documents_required', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index calls_closes_idx on calls (closes_at desc, id desc)`.execute(db);
  await sql`create index calls_author_idx on calls (author_id, created_at desc)`.execute(db);
  await sql`create index calls_title_trgm on calls using gin (title gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('proposals')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('call_id', 'integer', (c) => c.notNull().references('calls.id').onDelete('cascade'))
    // Null once the applicant's account is deleted: the partner's list keeps the decision, without the person.
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('cover_letter', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('PENDING')
        .check(sql`status in ('PENDING', 'APPROVED', 'REJECTED')`),
    )
    // The decision's message to the applicant, and who decided when.
    .addColumn('message', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    // The partner's private notes (the partner and admins only).
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // One proposal per account and call: concurrent submissions give one (the second insert fails here).
    .addUniqueConstraint('proposals_one_per_account', ['call_id', 'account_id'])
    .execute();
  await sql`create index proposals_call_idx on proposals (call_id, status, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index proposals_account_idx on proposals (account_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('proposal_documents')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
    // The required document's name this file answers (Cover Letter, CAC, ...).
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) =>
      c.notNull().check(sql`mime in ('application/pdf', 'image/png', 'image/jpeg')`),
    )
    .addColumn('file_name', 'text', (c) => c.notNull().unique())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index proposal_documents_proposal_idx on proposal_documents (proposal_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('proposal_documents').ifExists().execute();
  await db.schema.dropTable('proposals').ifExists().execute();
  await db.schema.dropTable('calls').ifExists().execute();
}
