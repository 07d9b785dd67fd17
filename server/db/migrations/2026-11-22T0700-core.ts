// The core schema: accounts of every kind, sessions and one-time codes, reference data, content, uploads, audit.
// Frozen in time: later changes go in new migrations.
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

type TableBuilder = CreateTableBuilder<string, string>;

export async function up(db: Kysely<unknown>): Promise<void> {
  // pg_trgm powers indexed ILIKE search on titles and names (available in PostgreSQL and PGlite).
  await sql`create extension if not exists pg_trgm`.execute(db);

  // ---- reference data
  await db.schema
    .createTable('sectors')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('sector_id', 'integer', (c) => c.notNull().references('sectors.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('categories_sector_name_key', ['sector_id', 'name'])
    .execute();
  await db.schema
    .createTable('states')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('lgas')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('lgas_state_name_key', ['state_id', 'name'])
    .execute();
  await db.schema
    .createTable('support_types')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  // ---- accounts: one row per login, whatever its kind; the kind's fields live in its profile table.
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('creative', 'business', 'partner', 'admin')`),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('is_activated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_blacklisted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('approved', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('public')
        .check(sql`status in ('public', 'private')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One account per e-mail and kind, case-insensitively: concurrent duplicate registrations yield one row.
  await sql`create unique index accounts_kind_email_key on accounts (kind, lower(email))`.execute(db);
  await sql`create index accounts_kind_created_idx on accounts (kind, created_at desc, id desc)`.execute(db);

  await db.schema
    .createTable('creative_profiles')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('bio', 'text')
    .addColumn('gender', 'text')
    .addColumn('date_of_birth', 'date')
    .addColumn('phone_number', 'text')
    .addColumn('employment_status', 'text')
    .addColumn('level_of_education', 'text')
    .addColumn('expertise', 'text')
    .addColumn('category', 'text')
    .addColumn('skill_level', 'text')
    .addColumn('origin_state', 'text')
    .addColumn('lga_origin', 'text')
    .addColumn('residence_state', 'text')
    .addColumn('photo', 'text')
    .addColumn('cover_photo', 'text')
    .addColumn('facebook', 'text')
    .addColumn('twitter', 'text')
    .addColumn('instagram', 'text')
    .addColumn('availability_status', 'text')
    .addColumn('availability_remote', 'boolean')
    .addColumn('need_training', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('need_funding', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('need_tools', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('need_market_access', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('detail_training', 'text')
    .addColumn('detail_funding', 'text')
    .addColumn('detail_tools', 'text')
    .addColumn('detail_market_access', 'text')
    .addColumn('verification_method', 'text')
    .addColumn('identity_hash', 'text')
    .addColumn('identity_last4', 'text')
    .execute();
  await sql`create index creative_profiles_name_trgm on creative_profiles using gin ((first_name || ' ' || last_name) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create unique index creative_profiles_identity_key on creative_profiles (identity_hash) where identity_hash is not null`.execute(
    db,
  );

  await db.schema
    .createTable('business_profiles')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('registered_name', 'text')
    .addColumn('trade_name', 'text', (c) => c.notNull())
    .addColumn('sector', 'text')
    .addColumn('area', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('lga', 'text')
    .addColumn('state', 'text')
    .addColumn('address', 'text')
    .addColumn('website', 'text')
    .addColumn('bio', 'text')
    .addColumn('logo', 'text')
    .addColumn('cover_photo', 'text')
    .addColumn('twitter', 'text')
    .addColumn('facebook', 'text')
    .addColumn('instagram', 'text')
    .addColumn('need_training', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('need_funding', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('need_tools', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('need_market_access', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('detail_training', 'text')
    .addColumn('detail_funding', 'text')
    .addColumn('detail_tools', 'text')
    .addColumn('detail_market_access', 'text')
    .addColumn('verification_type', 'text')
    .addColumn('identity_hash', 'text')
    .addColumn('identity_last4', 'text')
    .execute();
  await sql`create index business_profiles_name_trgm on business_profiles using gin ((coalesce(registered_name, '') || ' ' || trade_name) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create unique index business_profiles_identity_key on business_profiles (identity_hash) where identity_hash is not null`.execute(
    db,
  );

  await db.schema
    .createTable('partner_profiles')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('website', 'text')
    .addColumn('industry', 'text')
    .addColumn('user_name', 'text')
    .addColumn('user_email', 'text')
    .addColumn('user_phone_number', 'text')
    .addColumn('partner_type', 'text')
    .addColumn('goals', 'text')
    .addColumn('outcome', 'text')
    .addColumn('bio', 'text')
    .addColumn('logo', 'text')
    .addColumn('cover_photo', 'text')
    .execute();
  await sql`create index partner_profiles_name_trgm on partner_profiles using gin (name gin_trgm_ops)`.execute(
    db,
  );

  await db.schema
    .createTable('admin_profiles')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  // ---- sessions: opaque tokens stored only as SHA-256 hashes, revocable, with an expiry.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_account_idx').on('sessions').column('account_id').execute();

  // ---- one-time codes: hashed, bound to account (or e-mail before the account exists) and purpose.
  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .execute();
  await sql`create index one_time_codes_lookup_idx on one_time_codes (kind, lower(email), purpose, created_at desc)`.execute(
    db,
  );

  // ---- skills: a catalogue of names, and the skills each account lists.
  await db.schema
    .createTable('skills')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index skills_name_key on skills (lower(name))`.execute(db);
  await db.schema
    .createTable('account_skills')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('skill_id', 'integer', (c) => c.notNull().references('skills.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('account_skills_account_skill_key', ['account_id', 'skill_id'])
    .execute();

  // ---- content. Every list is read newest first and paged; (created_at desc, id desc) serves keyset paging.
  const content = async (table: string, build: (t: TableBuilder) => TableBuilder, titleColumn: string) => {
    let t: TableBuilder = db.schema
      .createTable(table)
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('author_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'));
    t = build(t);
    await t
      .addColumn('images', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create index ${sql.raw(`${table}_created_idx`)} on ${sql.table(table)} (created_at desc, id desc)`.execute(
      db,
    );
    await sql`create index ${sql.raw(`${table}_author_idx`)} on ${sql.table(table)} (author_id, created_at desc)`.execute(
      db,
    );
    await sql`create index ${sql.raw(`${table}_title_trgm`)} on ${sql.table(table)} using gin (${sql.ref(titleColumn)} gin_trgm_ops)`.execute(
      db,
    );
  };

  await content(
    'posts',
    (t) =>
      t
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0)),
    'title',
  );

  await content(
    'products',
    (t) =>
      t
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price >= 0`))
        .addColumn('quantity', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`quantity >= 0`),
        )
        .addColumn('type', 'text'),
    'title',
  );
  await db.schema.createIndex('products_price_idx').on('products').column('price').execute();

  await content(
    'tools',
    (t) =>
      t
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('sector', 'text', (c) => c.notNull())
        .addColumn('offer', 'text', (c) => c.notNull())
        .addColumn('type', 'text')
        .addColumn('category', 'text')
        .addColumn('price', 'text'),
    'name',
  );

  await content(
    'opportunities',
    (t) =>
      t
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('deadline', 'timestamptz', (c) => c.notNull())
        .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
        .addColumn('address', 'text')
        .addColumn('timing', 'text', (c) => c.notNull())
        .addColumn('location', 'text')
        .addColumn('level', 'text'),
    'title',
  );

  await content(
    'events',
    (t) =>
      t
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('location', 'text', (c) => c.notNull())
        .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
        .addColumn('address', 'text'),
    'title',
  );

  // ---- uploads: every file the upload service stored; content may reference only these (or allowed hosts).
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('variants', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('owner_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // ---- audit log of admin and security-relevant actions: who, what, when.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('actor_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text')
    .addColumn('target_id', 'integer')
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'uploads',
    'events',
    'opportunities',
    'tools',
    'products',
    'posts',
    'account_skills',
    'skills',
    'one_time_codes',
    'sessions',
    'admin_profiles',
    'partner_profiles',
    'business_profiles',
    'creative_profiles',
    'accounts',
    'support_types',
    'lgas',
    'states',
    'categories',
    'sectors',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
