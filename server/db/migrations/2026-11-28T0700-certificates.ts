// Certificates anyone can verify (issue 33, section 3): one row per certificate, found by an unguessable public code.
// What it certifies is copied in when it is issued (holder's name, training, partner, date, state), so the
// certificate stays verifiable when the training or the holder's account is gone (docs/training.md, "Certificates").
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('certificates')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // 20 characters of base32 (100 random bits): the verify page's address.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('training', 'registration')`))
    // The training (kind training); null for a registration certificate or once the training is deleted.
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('set null'))
    // The holder; null once the account is deleted ("Holder account deleted", still verifiable as issued).
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    // The partner who ran the training (who may revoke it); null for registration certificates.
    .addColumn('partner_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    // The snapshot: the holder's name is erased with the account; the rest stays.
    .addColumn('holder_name', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('partner_name', 'text')
    .addColumn('training_date', 'timestamptz')
    .addColumn('state', 'text')
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .addColumn('revoked_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .execute();
  // Issuing is idempotent: one training certificate per holder and training, one registration certificate per
  // account. A deleted holder's rows (account_id null) no longer take part.
  await sql`create unique index certificates_training_once on certificates (event_id, account_id) where kind = 'training'`.execute(
    db,
  );
  await sql`create unique index certificates_registration_once on certificates (account_id) where kind = 'registration'`.execute(
    db,
  );
  // My certificates; the people-trained counts.
  await sql`create index certificates_account_idx on certificates (account_id)`.execute(db);
  await sql`create index certificates_event_idx on certificates (event_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('certificates').ifExists().execute();
}
