// The open data's proposals by the applicant's state and sector (issue 32, docs/open-data.md), kept as they change,
// as the members' figures are (2026-11-25T0300-insight-rollups): a GROUP BY over every proposal joined to its
// applicant's profile grows with the registry, this rollup by the number of states, sectors and statuses.
// - Each proposal keeps the reference state and sector ('' for not given) its applicant had when they applied,
//   written by a trigger from the profile with the rollups' mapping (insight_state, insight_sector), so the public
//   tables line up with the members'. An applicant's account deletion (account_id set null) clears them.
// - proposal_places counts the proposals per (state, sector, status) whose applicant's account exists; a trigger
//   subtracts a row's old state and adds its new one on every insert, decision, account deletion and delete
//   (withdrawal, a call's take-down or deletion by cascade).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table proposals add column applicant_state text not null default ''`.execute(db);
  await sql`alter table proposals add column applicant_sector text not null default ''`.execute(db);
  await sql`
    create function proposal_place() returns trigger language plpgsql as $$
    begin
      if new.account_id is null then
        new.applicant_state := '';
        new.applicant_sector := '';
      elsif tg_op = 'INSERT' or new.account_id is distinct from old.account_id then
        select insight_state(coalesce(cp.residence_state, bp.state)),
               insight_sector(coalesce(cp.expertise, bp.sector), coalesce(cp.category, bp.area))
          into new.applicant_state, new.applicant_sector
          from (select new.account_id as id) a
          left join creative_profiles cp on cp.account_id = a.id
          left join business_profiles bp on bp.account_id = a.id;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger proposals_place before insert or update of account_id on proposals
    for each row execute function proposal_place()`.execute(db);
  // Existing proposals: the applicant's place today (the closest to "when they applied" there is).
  await sql`
    update proposals p set
      applicant_state = insight_state(coalesce(cp.residence_state, bp.state)),
      applicant_sector = insight_sector(coalesce(cp.expertise, bp.sector), coalesce(cp.category, bp.area))
    from accounts a
    left join creative_profiles cp on cp.account_id = a.id
    left join business_profiles bp on bp.account_id = a.id
    where a.id = p.account_id`.execute(db);

  await sql`
    create table proposal_places (
      state text not null,
      sector text not null,
      status text not null,
      proposals integer not null default 0,
      primary key (state, sector, status)
    )`.execute(db);
  await sql`
    create function proposal_places_add(p proposals, n integer) returns void language plpgsql as $$
    begin
      if p.account_id is null then return; end if;
      insert into proposal_places as t (state, sector, status, proposals)
      values (p.applicant_state, p.applicant_sector, p.status, n)
      on conflict (state, sector, status) do update set proposals = t.proposals + excluded.proposals;
    end $$`.execute(db);
  await sql`
    create function proposal_places_count() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then perform proposal_places_add(old, -1); end if;
      if tg_op in ('INSERT', 'UPDATE') then perform proposal_places_add(new, 1); end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger proposals_places_count after insert or delete or update of status, account_id on proposals
    for each row execute function proposal_places_count()`.execute(db);
  await sql`
    insert into proposal_places (state, sector, status, proposals)
    select applicant_state, applicant_sector, status, count(*) from proposals
    where account_id is not null group by 1, 2, 3`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists proposals_places_count on proposals`.execute(db);
  await sql`drop function if exists proposal_places_count()`.execute(db);
  await sql`drop function if exists proposal_places_add(proposals, integer)`.execute(db);
  await sql`drop table if exists proposal_places`.execute(db);
  await sql`drop trigger if exists proposals_place on proposals`.execute(db);
  await sql`drop function if exists proposal_place()`.execute(db);
  await sql`alter table proposals drop column if exists applicant_sector`.execute(db);
  await sql`alter table proposals drop column if exists applicant_state`.execute(db);
}
