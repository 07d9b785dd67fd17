// People trained (issue 33, section 4): aggregate queries over certificates and training registrations. A person
// trained is a member (account not deleted) holding at least one training certificate that is not revoked; their
// state and sector are mapped to the reference names by the insight rollups' SQL functions (insight_state,
// insight_sector: migration 2026-11-25T0300-insight-rollups), so the tables line up with the members' figures.
// docs/training.md, "Counting people trained".
import { sql } from 'kysely';
import type { DB } from '../db/database';
import { countsIn } from './insights';

export interface PlaceCount {
  /** The reference name, or null: not given. */
  value: string | null;
  people: number;
}

export interface PeopleTrainedRows {
  /** All time. */
  total: number;
  /** First certified from `firstDay` on (all time when null). */
  inPeriod: number;
  byState: PlaceCount[];
  bySector: PlaceCount[];
  byGender: PlaceCount[];
}

/** Only certificates issued from `firstDay` (a WAT day, YYYY-MM-DD) on, when given. */
const issuedFrom = (column: string, firstDay: string | null) =>
  firstDay ? sql`and insight_day(${sql.ref(column)}) >= ${firstDay}::date` : sql``;

export async function peopleTrained(db: DB, firstDay: string | null): Promise<PeopleTrainedRows> {
  // Grouped by the raw profile text first and mapped to the reference names after (as the insight rollups are):
  // insight_state and insight_sector cost ~0.1 ms a call, which per person was 22 s at 100,000 certificates
  // (the open data's first computation, issue 35); per distinct raw value it is a few hundred calls.
  const { rows } = await sql<{ dimension: string; value: string | null; people: string | number }>`
    with firsts as (
      select account_id, min(issued_at) as first_at
      from certificates
      where kind = 'training' and revoked_at is null and account_id is not null
      group by account_id
    ), people as materialized (
      select
        coalesce(cp.residence_state, bp.state) as st,
        coalesce(cp.expertise, bp.sector) as se,
        coalesce(cp.category, bp.area) as cat,
        case lower(btrim(cp.gender)) when 'male' then 'Male' when 'female' then 'Female' end as gender,
        count(*) as n
      from firsts f
      left join creative_profiles cp on cp.account_id = f.account_id
      left join business_profiles bp on bp.account_id = f.account_id
      where true ${issuedFrom('f.first_at', firstDay)}
      group by 1, 2, 3, 4
    )
    select 'total' as dimension, null as value, count(*) as people from firsts
    union all select 'period', null, coalesce(sum(n), 0) from people
    union all select 'state', nullif(insight_state(st), '') as state, sum(n)
      from (select st, sum(n) as n from people group by st) g group by 2
    union all select 'sector', nullif(insight_sector(se, cat), '') as sector, sum(n)
      from (select se, cat, sum(n) as n from people group by se, cat) g group by 2
    union all select 'gender', gender, sum(n) from people group by gender`.execute(db);
  const of = (dimension: string) =>
    rows.filter((r) => r.dimension === dimension).map((r) => ({ value: r.value, people: Number(r.people) }));
  return {
    total: of('total')[0]?.people ?? 0,
    inPeriod: of('period')[0]?.people ?? 0,
    byState: of('state'),
    bySector: of('sector'),
    byGender: of('gender'),
  };
}

export interface TrainingMonthRow {
  month: string;
  registrations: number;
  attended: number;
  completions: number;
}

/**
 * Per month (WAT, YYYY-MM) from `firstDay` on: seats taken and attendance of trainings that started that month (up to
 * now), and training certificates issued that month (not revoked). Months with nothing are left out.
 */
export async function trainingMonths(
  db: DB,
  firstDay: string | null,
  now: Date,
): Promise<TrainingMonthRow[]> {
  const { rows } = await sql<{
    month: string;
    registrations: string | number;
    attended: string | number;
    completions: string | number;
  }>`
    with seats as (
      select to_char(date_trunc('month', e.starts_at at time zone 'Africa/Lagos'), 'YYYY-MM') as month,
        count(*) filter (where r.status = 'registered') as registrations,
        count(*) filter (where r.attended_at is not null) as attended
      from event_registrations r join events e on e.id = r.event_id
      where e.starts_at <= ${now} ${issuedFrom('e.starts_at', firstDay)}
      group by 1
    ), done as (
      select to_char(date_trunc('month', issued_at at time zone 'Africa/Lagos'), 'YYYY-MM') as month,
        count(*) as completions
      from certificates
      where kind = 'training' and revoked_at is null ${issuedFrom('issued_at', firstDay)}
      group by 1
    )
    select coalesce(seats.month, done.month) as month,
      coalesce(seats.registrations, 0) as registrations,
      coalesce(seats.attended, 0) as attended,
      coalesce(done.completions, 0) as completions
    from seats full join done on done.month = seats.month
    order by 1`.execute(db);
  return countsIn(rows, ['registrations', 'attended', 'completions']);
}

/** The partners whose training certificates (issued from `firstDay` on) reach the most distinct members. */
export async function topTrainingPartners(
  db: DB,
  firstDay: string | null,
  limit = 10,
): Promise<{ partner: string | null; people: number }[]> {
  const { rows } = await sql<{ partner: string | null; people: string | number }>`
    select max(partner_name) as partner, count(distinct account_id) as people
    from certificates
    where kind = 'training' and revoked_at is null and account_id is not null ${issuedFrom('issued_at', firstDay)}
    group by coalesce(partner_id::text, partner_name)
    order by 2 desc, 1
    limit ${limit}`.execute(db);
  return countsIn(rows, ['people']);
}
