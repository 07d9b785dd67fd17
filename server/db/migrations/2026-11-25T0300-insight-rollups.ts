// The sector's figures (issue 19) kept as small rollup tables by triggers, so that each chart reads a few hundred
// rows instead of joining 100,000 accounts to their profiles (over 500 ms at 100,000 accounts; docs/open-data.md):
// - insight_member_places: creative and business members by state and sector (mapped to the reference names, ''
//   for not given), with their support needs;
// - insight_account_days: accounts (admins aside) by kind and WAT day: registered, members, and among those not
//   blacklisted, e-mail verified or not and identity verified (identity_hash set);
// - insight_content_days: posts, products, tools, opportunities and trainings (events) by WAT day.
// insight_rollups_rebuild() recomputes all three from the source tables (this migration, the bench's bulk load).
// Frozen in time: later changes go in new migrations.
import { sql, type Kysely } from 'kysely';

const CONTENT_TABLES = ['posts', 'products', 'tools', 'opportunities', 'events'];

/** A rollup table: its key columns (the primary key), then its counters (bigint, 0 by default). */
function rollupTable(name: string, keys: Record<string, string>, counters: string[]) {
  const columns = [
    ...Object.entries(keys).map(([column, type]) => `${column} ${type} not null`),
    ...counters.map((column) => `${column} bigint not null default 0`),
    `primary key (${Object.keys(keys).join(', ')})`,
  ];
  return sql`create table ${sql.table(name)} (${sql.raw(columns.join(', '))})`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rollupTable('insight_member_places', { kind: 'text', state: 'text', sector: 'text' }, [
    'members',
    'training',
    'funding',
    'tools',
    'market_access',
  ]).execute(db);
  await rollupTable('insight_account_days', { kind: 'text', day: 'date' }, [
    'registered',
    'members',
    'email_verified',
    'email_unverified',
    'identity_verified',
  ]).execute(db);
  await rollupTable('insight_content_days', { kind: 'text', day: 'date' }, ['items']).execute(db);

  // Partners awaiting approval, in the order they have waited: the queue is read without the other 100,000 rows.
  await sql`create index accounts_pending_partners_idx on accounts (created_at) where kind = 'partner' and not approved and not is_blacklisted`.execute(
    db,
  );

  // The rules, once: a member (repositories/stats.ts countMembers), the WAT day, the reference names.
  await sql`
    create function insight_member(verified timestamptz, blacklisted boolean, kind text, approved boolean)
    returns integer language sql immutable as
    $$ select case when verified is not null and not blacklisted and (kind <> 'partner' or approved) then 1 else 0 end $$`.execute(
    db,
  );
  await sql`
    create function insight_day(at timestamptz) returns date language sql stable as
    $$ select (at at time zone 'Africa/Lagos')::date $$`.execute(db);
  await sql`
    create function insight_state(raw text) returns text language sql stable as
    $$ select coalesce((select name from states where lower(name) = lower(btrim(raw)) limit 1), '') $$`.execute(
    db,
  );
  // A creative's expertise (a business's sector) when it names a sector, else the sector of the category (area).
  await sql`
    create function insight_sector(named text, category text) returns text language sql stable as
    $$ select coalesce(
         (select name from sectors where lower(name) = lower(btrim(named)) limit 1),
         (select s.name from categories c join sectors s on s.id = c.sector_id where lower(c.name) = lower(btrim(category)) limit 1),
         '') $$`.execute(db);

  // A creative or business profile (as jsonb: the two tables name their columns differently) counted n times.
  await sql`
    create function insight_place_add(p_kind text, p_profile jsonb, p_n integer) returns void language plpgsql as $$
    begin
      insert into insight_member_places as t (kind, state, sector, members, training, funding, tools, market_access)
      values (
        p_kind,
        insight_state(coalesce(p_profile->>'residence_state', p_profile->>'state')),
        insight_sector(coalesce(p_profile->>'expertise', p_profile->>'sector'), coalesce(p_profile->>'category', p_profile->>'area')),
        p_n,
        p_n * ((p_profile->>'need_training')::boolean)::integer,
        p_n * ((p_profile->>'need_funding')::boolean)::integer,
        p_n * ((p_profile->>'need_tools')::boolean)::integer,
        p_n * ((p_profile->>'need_market_access')::boolean)::integer)
      on conflict (kind, state, sector) do update set
        members = t.members + excluded.members,
        training = t.training + excluded.training,
        funding = t.funding + excluded.funding,
        tools = t.tools + excluded.tools,
        market_access = t.market_access + excluded.market_access;
    end $$`.execute(db);

  // The profile of a creative or business account, as jsonb (null for other kinds, or before it exists).
  await sql`
    create function insight_profile_of(a accounts) returns jsonb language sql stable as
    $$ select case a.kind
         when 'creative' then (select to_jsonb(p) from creative_profiles p where p.account_id = a.id)
         when 'business' then (select to_jsonb(p) from business_profiles p where p.account_id = a.id)
       end $$`.execute(db);

  // An account with a given profile counted n times: its day's row, and its place when it is a creative or business
  // member. Every trigger subtracts the old (account, profile) pair and adds the new one.
  await sql`
    create function insight_account_add(a accounts, profile jsonb, n integer) returns void language plpgsql as $$
    declare
      member integer := insight_member(a.email_verified_at, a.is_blacklisted, a.kind, a.approved);
    begin
      if a.kind = 'admin' then return; end if;
      insert into insight_account_days as t (kind, day, registered, members, email_verified, email_unverified, identity_verified)
      values (
        a.kind, insight_day(a.created_at), n, n * member,
        n * (not a.is_blacklisted and a.email_verified_at is not null)::integer,
        n * (not a.is_blacklisted and a.email_verified_at is null)::integer,
        n * (not a.is_blacklisted and coalesce(profile->>'identity_hash', '') <> '')::integer)
      on conflict (kind, day) do update set
        registered = t.registered + excluded.registered,
        members = t.members + excluded.members,
        email_verified = t.email_verified + excluded.email_verified,
        email_unverified = t.email_unverified + excluded.email_unverified,
        identity_verified = t.identity_verified + excluded.identity_verified;
      if member = 1 and profile is not null then perform insight_place_add(a.kind, profile, n); end if;
    end $$`.execute(db);

  // Deletes are counted BEFORE the row goes: the profile still exists then (the cascade removes it afterwards, and
  // the profile trigger, finding no account, leaves the counts alone).
  await sql`
    create function insight_accounts_track() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then perform insight_account_add(old, insight_profile_of(old), -1); end if;
      if tg_op in ('UPDATE', 'INSERT') then perform insight_account_add(new, insight_profile_of(new), 1); end if;
      if tg_op = 'DELETE' then return old; end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger accounts_insights
    after insert or update of kind, created_at, email_verified_at, is_blacklisted, approved on accounts
    for each row execute function insight_accounts_track()`.execute(db);
  await sql`
    create trigger accounts_insights_delete before delete on accounts
    for each row execute function insight_accounts_track()`.execute(db);

  await sql`
    create function insight_profiles_track() returns trigger language plpgsql as $$
    declare
      a accounts;
    begin
      select * into a from accounts where id = (case when tg_op = 'DELETE' then old.account_id else new.account_id end);
      -- No account: it is being deleted, and its BEFORE DELETE trigger has already subtracted it.
      if not found then return null; end if;
      perform insight_account_add(a, case when tg_op = 'INSERT' then null else to_jsonb(old) end, -1);
      perform insight_account_add(a, case when tg_op = 'DELETE' then null else to_jsonb(new) end, 1);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger creative_profiles_insights
    after insert or delete or update of residence_state, expertise, category, need_training, need_funding, need_tools, need_market_access, identity_hash
    on creative_profiles for each row execute function insight_profiles_track()`.execute(db);
  await sql`
    create trigger business_profiles_insights
    after insert or delete or update of state, sector, area, need_training, need_funding, need_tools, need_market_access, identity_hash
    on business_profiles for each row execute function insight_profiles_track()`.execute(db);

  await sql`
    create function insight_content_track() returns trigger language plpgsql as $$
    declare
      k text := case when tg_table_name = 'events' then 'trainings' else tg_table_name end;
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update insight_content_days set items = items - 1 where kind = k and day = insight_day(old.created_at);
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        insert into insight_content_days as t (kind, day, items) values (k, insight_day(new.created_at), 1)
        on conflict (kind, day) do update set items = t.items + 1;
      end if;
      return null;
    end $$`.execute(db);
  for (const table of CONTENT_TABLES) {
    await sql`
      create trigger ${sql.raw(`${table}_insights`)} after insert or delete or update of created_at on ${sql.table(table)}
      for each row execute function insight_content_track()`.execute(db);
  }

  // Recomputes every rollup from the source tables (grouped by the raw text first, mapped after: a few dozen lookups).
  await sql`
    create function insight_rollups_rebuild() returns void language plpgsql as $$
    begin
      delete from insight_member_places;
      delete from insight_account_days;
      delete from insight_content_days;
      insert into insight_member_places (kind, state, sector, members, training, funding, tools, market_access)
      select g.kind, insight_state(g.st), insight_sector(g.se, g.cat), sum(g.n), sum(g.tr), sum(g.fu), sum(g.tl), sum(g.ma)
      from (
        select a.kind, p.st, p.se, p.cat, count(*) as n,
          count(*) filter (where p.tr) as tr, count(*) filter (where p.fu) as fu,
          count(*) filter (where p.tl) as tl, count(*) filter (where p.ma) as ma
        from accounts a
        join (
          select account_id, residence_state as st, expertise as se, category as cat, need_training as tr, need_funding as fu, need_tools as tl, need_market_access as ma from creative_profiles
          union all
          select account_id, state, sector, area, need_training, need_funding, need_tools, need_market_access from business_profiles
        ) p on p.account_id = a.id
        where insight_member(a.email_verified_at, a.is_blacklisted, a.kind, a.approved) = 1
        group by 1, 2, 3, 4
      ) g
      group by 1, 2, 3;
      insert into insight_account_days (kind, day, registered, members, email_verified, email_unverified, identity_verified)
      select a.kind, insight_day(a.created_at), count(*), sum(insight_member(a.email_verified_at, a.is_blacklisted, a.kind, a.approved)),
        count(*) filter (where not a.is_blacklisted and a.email_verified_at is not null),
        count(*) filter (where not a.is_blacklisted and a.email_verified_at is null),
        count(*) filter (where not a.is_blacklisted and coalesce(i.identity_hash, '') <> '')
      from accounts a
      left join (
        select account_id, identity_hash from creative_profiles where identity_hash is not null
        union all
        select account_id, identity_hash from business_profiles where identity_hash is not null
      ) i on i.account_id = a.id
      where a.kind <> 'admin'
      group by 1, 2;
      insert into insight_content_days (kind, day, items)
      select kind, day, count(*) from (
        select 'posts' as kind, insight_day(created_at) as day from posts
        union all select 'products', insight_day(created_at) from products
        union all select 'tools', insight_day(created_at) from tools
        union all select 'opportunities', insight_day(created_at) from opportunities
        union all select 'trainings', insight_day(created_at) from events
      ) c
      group by 1, 2;
    end $$`.execute(db);
  await sql`select insight_rollups_rebuild()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of CONTENT_TABLES)
    await sql`drop trigger if exists ${sql.raw(`${table}_insights`)} on ${sql.table(table)}`.execute(db);
  await sql`drop trigger if exists business_profiles_insights on business_profiles`.execute(db);
  await sql`drop trigger if exists creative_profiles_insights on creative_profiles`.execute(db);
  await sql`drop trigger if exists accounts_insights_delete on accounts`.execute(db);
  await sql`drop trigger if exists accounts_insights on accounts`.execute(db);
  for (const fn of [
    'insight_rollups_rebuild()',
    'insight_content_track()',
    'insight_profiles_track()',
    'insight_accounts_track()',
    'insight_account_add(accounts, jsonb, integer)',
    'insight_profile_of(accounts)',
    'insight_place_add(text, jsonb, integer)',
    'insight_sector(text, text)',
    'insight_state(text)',
    'insight_day(timestamptz)',
    'insight_member(timestamptz, boolean, text, boolean)',
  ]) {
    await sql`drop function if exists ${sql.raw(fn)}`.execute(db);
  }
  await sql`drop index if exists accounts_pending_partners_idx`.execute(db);
  await sql`drop table if exists insight_content_days`.execute(db);
  await sql`drop table if exists insight_account_days`.execute(db);
  await sql`drop table if exists insight_member_places`.execute(db);
}
