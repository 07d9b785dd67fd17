// People: directory counts kept by a trigger (so the directory never counts 100,000 rows per request) and the
// businesses a creative (or business) account says it runs ("Add a Business", docs/people.md).
// Frozen in time: later changes go in new migrations.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per account kind: every account (admin lists) and those the public directory shows.
  await db.schema
    .createTable('directory_counts')
    .addColumn('kind', 'text', (c) => c.primaryKey())
    .addColumn('total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('visible', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  // "Visible" is the public directory's rule: not blacklisted, public status, and for partners approved.
  await sql`
    create function directory_visible(is_blacklisted boolean, status text, kind text, approved boolean)
    returns integer language sql immutable as
    $$ select case when not is_blacklisted and status = 'public' and (kind <> 'partner' or approved) then 1 else 0 end $$
  `.execute(db);

  await sql`
    insert into directory_counts (kind, total, visible)
    select k.kind, count(a.id), coalesce(sum(directory_visible(a.is_blacklisted, a.status, a.kind, a.approved)), 0)
    from (values ('creative'), ('business'), ('partner'), ('admin')) as k(kind)
    left join accounts a on a.kind = k.kind
    group by k.kind
  `.execute(db);

  await sql`
    create function directory_counts_track() returns trigger language plpgsql as $$
    declare
      old_visible integer := 0;
      new_visible integer := 0;
    begin
      if tg_op = 'UPDATE' then
        old_visible := directory_visible(old.is_blacklisted, old.status, old.kind, old.approved);
        new_visible := directory_visible(new.is_blacklisted, new.status, new.kind, new.approved);
        if old.kind = new.kind then
          if old_visible <> new_visible then
            update directory_counts set visible = visible + new_visible - old_visible where kind = new.kind;
          end if;
          return null;
        end if;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        update directory_counts
          set total = total - 1, visible = visible - directory_visible(old.is_blacklisted, old.status, old.kind, old.approved)
          where kind = old.kind;
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        update directory_counts
          set total = total + 1, visible = visible + directory_visible(new.is_blacklisted, new.status, new.kind, new.approved)
          where kind = new.kind;
      end if;
      return null;
    end
    $$
  `.execute(db);

  await sql`
    create trigger accounts_directory_counts
    after insert or delete or update of kind, is_blacklisted, status, approved on accounts
    for each row execute function directory_counts_track()
  `.execute(db);

  await db.schema
    .createTable('owned_businesses')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sector', 'text')
    .addColumn('area', 'text')
    .addColumn('state', 'text')
    .addColumn('lga', 'text')
    .addColumn('address', 'text')
    .addColumn('website', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index owned_businesses_owner_idx on owned_businesses (owner_id, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('owned_businesses').ifExists().execute();
  await sql`drop trigger if exists accounts_directory_counts on accounts`.execute(db);
  await sql`drop function if exists directory_counts_track()`.execute(db);
  await sql`drop function if exists directory_visible(boolean, text, text, boolean)`.execute(db);
  await db.schema.dropTable('directory_counts').ifExists().execute();
}
