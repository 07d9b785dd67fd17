// The sector's figures (issue 19): every figure is one aggregate query (GROUP BY, date_trunc, FILTER) over the
// rollup tables that triggers keep (migration 2026-11-25T0300-insight-rollups): members by state and sector,
// accounts by kind and WAT day, content by kind and WAT day. A chart reads a few hundred rows, not 100,000 accounts
// joined to their profiles. The triggers count members (verified e-mail, not blacklisted, partners approved), map
// the free-text state, expertise and category to the reference names ('' for not given) and bucket by the WAT day.
// docs/open-data.md.
import { sql, type RawBuilder } from 'kysely';
import type { AccountCounts } from '../../contract/stats';
import type { DB } from '../db/database';
import { BUCKET_FORMAT, type BucketUnit } from '../lib/insight-buckets';

/** The rows with their `counts` columns read as numbers: PostgreSQL's int8 counts and sums reach us as strings. The
 * other columns, and the columns' order, are kept as the query gave them. */
export function countsIn<R extends object, K extends keyof R>(
  rows: R[],
  counts: readonly K[],
): (Omit<R, K> & Record<K, number>)[] {
  return rows.map((row) => {
    const read = { ...row } as Record<PropertyKey, unknown>;
    for (const key of counts) read[key] = Number(row[key]);
    return read as Omit<R, K> & Record<K, number>;
  });
}

/** A bucket's label from a `day` column (lib/insight-buckets.ts writes the same labels). */
function labelSql(unit: BucketUnit): RawBuilder<string> {
  return sql<string>`to_char(date_trunc(${sql.lit(unit)}, day::timestamp), ${sql.lit(BUCKET_FORMAT[unit])})`;
}

/** Only the days from `firstDay` (YYYY-MM-DD) on, when given. */
const fromDay = (firstDay: string | null) => (firstDay ? sql`where day >= ${firstDay}::date` : sql``);
const kindSum = (column: string, kind: string) =>
  sql`coalesce(sum(${sql.ref(column)}) filter (where kind = ${sql.lit(kind)}), 0)::int8`;

export interface KindBucketRow {
  bucket: string;
  creative: number;
  business: number;
  partner: number;
}

/** Accounts made (sign-ups of every kind but admin, as they stand now) per bucket from `firstDay` on. */
export async function registrationsPerBucket(
  db: DB,
  unit: BucketUnit,
  firstDay: string | null,
): Promise<KindBucketRow[]> {
  const { rows } = await sql<KindBucketRow>`
    select ${labelSql(unit)} as bucket,
      ${kindSum('registered', 'creative')} as creative,
      ${kindSum('registered', 'business')} as business,
      ${kindSum('registered', 'partner')} as partner
    from insight_account_days ${fromDay(firstDay)}
    group by 1
    having sum(registered) > 0
    order by 1`.execute(db);
  return countsIn(rows, ['creative', 'business', 'partner']);
}

export interface StateRow {
  /** The reference name, or null: not given, or not a state of the list. */
  state: string | null;
  creative: number;
  business: number;
}

/** Creative and business members per state of residence (creatives) or state (businesses). */
export async function membersByState(db: DB): Promise<StateRow[]> {
  const { rows } = await sql<StateRow>`
    select nullif(state, '') as state, ${kindSum('members', 'creative')} as creative, ${kindSum('members', 'business')} as business
    from insight_member_places
    group by state`.execute(db);
  return countsIn(rows, ['creative', 'business']);
}

export interface SectorRow {
  /** The reference name, or null: not given, or neither a sector nor a category of the list. */
  sector: string | null;
  creative: number;
  business: number;
  training: number;
  funding: number;
  tools: number;
  market_access: number;
}

/**
 * Creative and business members per sector, and how many of them ask for each support type. The sector is a
 * creative's expertise or a business's sector when it names one of the 19; otherwise the sector of their category
 * (a business's area) when that names a category of the list; otherwise null.
 */
export async function membersBySector(db: DB): Promise<SectorRow[]> {
  const { rows } = await sql<SectorRow>`
    select nullif(sector, '') as sector,
      ${kindSum('members', 'creative')} as creative,
      ${kindSum('members', 'business')} as business,
      sum(training)::int8 as training,
      sum(funding)::int8 as funding,
      sum(tools)::int8 as tools,
      sum(market_access)::int8 as market_access
    from insight_member_places
    group by sector`.execute(db);
  return countsIn(rows, ['creative', 'business', 'training', 'funding', 'tools', 'market_access']);
}

export interface VerificationCounts {
  email_verified: number;
  email_unverified: number;
  identity_verified: number;
  identity_unverified: number;
}

/**
 * Over accounts that are not blacklisted (admins aside): e-mail verified or not (every kind); identity verified
 * (identity_hash set, through BVN or NIN) or not (creatives and businesses: partners have no identity check).
 */
export async function verificationCounts(db: DB): Promise<VerificationCounts> {
  const { rows } = await sql<VerificationCounts & { identity_eligible: number }>`
    select
      coalesce(sum(email_verified), 0)::int8 as email_verified,
      coalesce(sum(email_unverified), 0)::int8 as email_unverified,
      coalesce(sum(email_verified + email_unverified) filter (where kind in ('creative', 'business')), 0)::int8 as identity_eligible,
      coalesce(sum(identity_verified), 0)::int8 as identity_verified
    from insight_account_days`.execute(db);
  const row = rows[0];
  const verified = Number(row.identity_verified);
  return {
    email_verified: Number(row.email_verified),
    email_unverified: Number(row.email_unverified),
    identity_verified: verified,
    identity_unverified: Number(row.identity_eligible) - verified,
  };
}

export interface PendingPartners {
  count: number;
  oldest_days: number | null;
  median_days: number | null;
}

/** Partners waiting for the admin's approval (not approved, not blacklisted), and how long they have waited. */
export async function pendingPartners(db: DB, now: Date): Promise<PendingPartners> {
  const { rows } = await sql<{ count: number; oldest: number | null; median: number | null }>`
    select count(*) as count,
      max(w.days) as oldest,
      percentile_cont(0.5) within group (order by w.days) as median
    from (
      select floor(extract(epoch from (${now}::timestamptz - a.created_at)) / 86400) as days
      from accounts a
      where a.kind = 'partner' and not a.approved and not a.is_blacklisted
    ) w`.execute(db);
  const row = rows[0];
  const count = Number(row.count);
  return {
    count,
    oldest_days: count > 0 && row.oldest !== null ? Math.max(0, Number(row.oldest)) : null,
    median_days: count > 0 && row.median !== null ? Math.max(0, Number(row.median)) : null,
  };
}

export type ContentKind = 'posts' | 'products' | 'tools' | 'opportunities' | 'trainings';

/** Content made per ISO week (every item that exists, whoever wrote it), from the week starting `firstWeek` on. */
export async function contentPerWeek(
  db: DB,
  firstWeek: string | null,
): Promise<{ bucket: string; kind: ContentKind; n: number }[]> {
  const { rows } = await sql<{ bucket: string; kind: ContentKind; n: number }>`
    select ${labelSql('week')} as bucket, kind, sum(items)::int8 as n
    from insight_content_days ${fromDay(firstWeek)}
    group by 1, 2
    having sum(items) > 0`.execute(db);
  return countsIn(rows, ['n']);
}

/**
 * Reports opened (by when they were made) and resolved (by when an admin dismissed or took them down) per ISO week
 * from `firstWeek` on. Read from the reports table itself: it grows with complaints, not with the registry, and
 * both of its dates are indexed by the queue's needs.
 */
export async function reportsPerWeek(
  db: DB,
  firstWeek: string | null,
): Promise<{ bucket: string; opened: number; resolved: number }[]> {
  const { rows } = await sql<{ bucket: string; opened: number; resolved: number }>`
    select ${labelSql('week')} as bucket, sum(opened)::int8 as opened, sum(resolved)::int8 as resolved
    from (
      select insight_day(created_at) as day, 1 as opened, 0 as resolved from reports
      union all
      select insight_day(resolved_at) as day, 0 as opened, 1 as resolved from reports where resolved_at is not null
    ) as events ${fromDay(firstWeek)}
    group by 1
    order by 1`.execute(db);
  return countsIn(rows, ['opened', 'resolved']);
}

/** Members (every kind) by the month they joined: the open data's growth. */
export async function membersJoinedPerMonth(db: DB): Promise<{ month: string; joined: number }[]> {
  const { rows } = await sql<{ month: string; joined: number }>`
    select ${labelSql('month')} as month, sum(members)::int8 as joined
    from insight_account_days
    group by 1
    having sum(members) > 0
    order by 1`.execute(db);
  return countsIn(rows, ['joined']);
}

/** Members per kind, from the same rollup as the growth (so the two always agree). */
export async function membersByKind(db: DB): Promise<AccountCounts> {
  const { rows } = await sql<{ kind: keyof AccountCounts; n: number }>`
    select kind, sum(members)::int8 as n from insight_account_days group by kind`.execute(db);
  const counts: AccountCounts = { creative: 0, business: 0, partner: 0 };
  for (const row of rows) if (row.kind in counts) counts[row.kind] = Number(row.n);
  return counts;
}

export interface LiveOffers {
  opportunities: number;
  trainings: number;
  tools: number;
}

/** Live offers: by an author who is not blacklisted; opportunities whose deadline has not passed, trainings that
 * have not started, every tool. */
export async function liveOffers(db: DB, now: Date): Promise<LiveOffers> {
  const visible = (table: string) =>
    sql`not exists (select 1 from accounts b where b.id = ${sql.ref(`${table}.author_id`)} and b.is_blacklisted)`;
  const { rows } = await sql<LiveOffers>`
    select
      (select count(*) from opportunities where opportunities.deadline >= ${now} and ${visible('opportunities')}) as opportunities,
      (select count(*) from events where events.starts_at >= ${now} and ${visible('events')}) as trainings,
      (select count(*) from tools where ${visible('tools')}) as tools`.execute(db);
  const row = rows[0];
  return {
    opportunities: Number(row.opportunities),
    trainings: Number(row.trainings),
    tools: Number(row.tools),
  };
}

/** Calls for proposals (issue 32): per call, its proposals sent from `firstDay` (a WAT day) on, by status; the calls
 * that received most first, at most `limit`. */
export async function proposalsPerCall(db: DB, firstDay: string | null, limit = 20) {
  const since = firstDay ? sql`and insight_day(p.created_at) >= ${firstDay}::date` : sql``;
  const { rows } = await sql<{
    call_id: number;
    title: string;
    host: string;
    pending: number;
    approved: number;
    rejected: number;
  }>`select c.id as call_id, c.title, c.host,
      count(*) filter (where p.status = 'PENDING')::int as pending,
      count(*) filter (where p.status = 'APPROVED')::int as approved,
      count(*) filter (where p.status = 'REJECTED')::int as rejected
    from proposals p join calls c on c.id = p.call_id
    where true ${since}
    group by c.id, c.title, c.host
    order by count(*) desc, c.id desc
    limit ${limit}`.execute(db);
  return rows;
}

/** All proposals sent from `firstDay` on, by status. */
export async function proposalTotals(db: DB, firstDay: string | null) {
  const since = firstDay ? sql`and insight_day(created_at) >= ${firstDay}::date` : sql``;
  const { rows } = await sql<{ pending: number; approved: number; rejected: number }>`select
      count(*) filter (where status = 'PENDING')::int as pending,
      count(*) filter (where status = 'APPROVED')::int as approved,
      count(*) filter (where status = 'REJECTED')::int as rejected
    from proposals where true ${since}`.execute(db);
  return rows[0] ?? { pending: 0, approved: 0, rejected: 0 };
}

export interface CallPlaceRow {
  /** 'total' counts each call once (place ''). */
  dimension: 'sector' | 'state' | 'total';
  /** A name the call lists, or '' for a call that lists none (open to all). */
  place: string;
  open: number;
  upcoming: number;
  closed: number;
}

/** The open data's calls (issue 32): by author not blacklisted (what the list shows), per sector and per state the
 * call names ('' when it names none), by whether it is open at `now`, not open yet, or closed. */
export async function callsByPlace(db: DB, now: Date): Promise<CallPlaceRow[]> {
  const { rows } = await sql<CallPlaceRow>`
    with listed as (
      select sectors, states,
        case when opens_at > ${now} then 'upcoming' when closes_at > ${now} then 'open' else 'closed' end as phase
      from calls c
      where not exists (select 1 from accounts b where b.id = c.author_id and b.is_blacklisted)
    ), places as (
      select 'sector' as dimension, place, phase
      from listed cross join unnest(case when cardinality(sectors) = 0 then array[''] else sectors end) as place
      union all
      select 'state', place, phase
      from listed cross join unnest(case when cardinality(states) = 0 then array[''] else states end) as place
      union all
      select 'total', '', phase from listed
    )
    select dimension, place,
      count(*) filter (where phase = 'open')::int as open,
      count(*) filter (where phase = 'upcoming')::int as upcoming,
      count(*) filter (where phase = 'closed')::int as closed
    from places
    group by dimension, place`.execute(db);
  return rows;
}

export interface ProposalPlaceRow {
  dimension: 'sector' | 'state';
  /** The reference name, or '' for not given. */
  place: string;
  pending: number;
  approved: number;
  rejected: number;
}

/**
 * The open data's proposals (issue 32) by the applicant's state and sector when they applied, from the rollup a
 * trigger keeps (proposal_places, migration 2026-11-28T1500-proposal-places: proposals whose applicant's account
 * exists; withdrawn ones are deleted rows), grouped both ways in one pass over a few hundred rows.
 */
export async function proposalsByPlace(db: DB): Promise<ProposalPlaceRow[]> {
  const statusSum = (status: string) =>
    sql`coalesce(sum(proposals) filter (where status = ${sql.lit(status)}), 0)::int`;
  const { rows } = await sql<ProposalPlaceRow & { state: string | null; sector: string | null }>`
    select state, sector,
      ${statusSum('PENDING')} as pending,
      ${statusSum('APPROVED')} as approved,
      ${statusSum('REJECTED')} as rejected
    from proposal_places
    group by grouping sets ((state), (sector))`.execute(db);
  return rows.map(({ state, sector, pending, approved, rejected }) => ({
    dimension: state === null ? 'sector' : 'state',
    place: state ?? sector ?? '',
    pending,
    approved,
    rejected,
  }));
}
