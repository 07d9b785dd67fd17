// The author's display fields, copied onto their account as one jsonb (accounts.author_card) so that a content
// list joins one table for its authors instead of accounts and the three profile tables: PostgreSQL spent ~1 ms
// *planning* that five-table join on every call, more than running it (issue 16, docs/benchmarks.md).
// The card is kept by statement-level triggers on the profile tables, in the writing transaction itself, so no
// reader ever sees a profile edit without its card (nothing for the application to remember); a bulk insert costs
// one UPDATE per statement, not one per row. Keys are the list query's column names (repositories/content-query.ts
// AuthorRow); an account without a profile has '{}', as the old left joins gave nulls.
// Frozen in time: later changes go in new migrations.
import { sql, type Kysely } from 'kysely';

const PROFILE_TABLES = {
  creative: 'creative_profiles',
  business: 'business_profiles',
  partner: 'partner_profiles',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table accounts add column author_card jsonb not null default '{}'`.execute(db);
  // The card of a profile row (as jsonb: the three tables name their columns differently), by the account's kind.
  await sql`
    create function author_card_of(kind text, p jsonb) returns jsonb language sql immutable as $$
      select case kind
        when 'creative' then jsonb_build_object(
          'author_first_name', p->'first_name', 'author_last_name', p->'last_name', 'author_photo', p->'photo',
          'author_expertise', p->'expertise', 'author_category', p->'category',
          'author_availability_status', p->'availability_status', 'author_availability_remote', p->'availability_remote')
        when 'business' then jsonb_build_object(
          'author_registered_name', p->'registered_name', 'author_trade_name', p->'trade_name',
          'author_business_logo', p->'logo', 'author_area', p->'area', 'author_sector', p->'sector')
        else jsonb_build_object(
          'author_partner_name', p->'name', 'author_industry', p->'industry', 'author_partner_logo', p->'logo')
      end $$`.execute(db);
  // tg_argv[0]: the profile table's kind. Only cards that change are written (most profile edits touch other fields).
  await sql`
    create function author_cards_track() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        update accounts a set author_card = '{}' from gone o where a.id = o.account_id;
      else
        update accounts a set author_card = author_card_of(tg_argv[0], to_jsonb(n)) from changed n
          where a.id = n.account_id and a.author_card is distinct from author_card_of(tg_argv[0], to_jsonb(n));
      end if;
      return null;
    end $$`.execute(db);
  for (const [kind, table] of Object.entries(PROFILE_TABLES)) {
    const t = sql.table(table);
    // Transition tables allow one event per trigger, hence three.
    await sql`create trigger ${sql.raw(`${table}_card_insert`)} after insert on ${t} referencing new table as changed
      for each statement execute function author_cards_track(${sql.lit(kind)})`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_card_update`)} after update on ${t} referencing new table as changed
      for each statement execute function author_cards_track(${sql.lit(kind)})`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_card_delete`)} after delete on ${t} referencing old table as gone
      for each statement execute function author_cards_track(${sql.lit(kind)})`.execute(db);
    await sql`update accounts a set author_card = author_card_of(${sql.lit(kind)}, to_jsonb(p)) from ${t} p where p.account_id = a.id`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.values(PROFILE_TABLES)) {
    for (const event of ['insert', 'update', 'delete'])
      await sql`drop trigger if exists ${sql.raw(`${table}_card_${event}`)} on ${sql.table(table)}`.execute(
        db,
      );
  }
  await sql`drop function if exists author_cards_track()`.execute(db);
  await sql`drop function if exists author_card_of(text, jsonb)`.execute(db);
  await sql`alter table accounts drop column if exists author_card`.execute(db);
}
