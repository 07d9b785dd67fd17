// The sector's figures (issue 19): every figure is one aggregate query (GROUP BY, date_trunc, FILTER); Node only
// receives the grouped rows (a few dozen at most) and fills empty buckets. Free-text profile fields (state,
// expertise, category) are matched case-insensitively to the reference tables inside the query. Members are counted
// as countMembers counts them (repositories/stats.ts). docs/open-data.md.
import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/database';
import { BUCKET_FORMAT, type BucketUnit } from '../lib/insight-buckets';

const WAT = 'Africa/Lagos';

/** A member: e-mail verified, not blacklisted, and (partners) approved. `a` is the accounts alias. */
const IS_MEMBER = sql`a.email_verified_at is not null and not a.is_blacklisted and (a.kind <> 'partner' or a.approved)`;

/** The start of the bucket holding an instant, on the WAT calendar (a timestamp without time zone). */
function truncSql(unit: BucketUnit, column: RawBuilder<unknown>): RawBuilder<Date> {
  return sql<Date>`date_trunc(${sql.lit(unit)}, ${column} at time zone ${sql.lit(WAT)})`;
}

/** A bucket's label (lib/insight-buckets.ts writes the same). Applied after grouping: once per bucket, not per row. */
function labelSql(unit: BucketUnit, start: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`to_char(${start}, ${sql.lit(BUCKET_FORMAT[unit])})`;
}

export interface KindBucketRow {
  bucket: string;
  creative: number;
  business: number;
  partner: number;
}

/** Accounts created (sign-ups of every kind but admin, as they stand now) per bucket since `since`. */
export async function registrationsPerBucket(db: DB, unit: BucketUnit, since: Date | null): Promise<KindBucketRow[]> {
  const { rows } = await sql<KindBucketRow>`
    select ${labelSql(unit, sql`b.at`)} as bucket, b.creative, b.business, b.partner
    from (
      select ${truncSql(unit, sql`a.created_at`)} as at,
        count(*) filter (where a.kind = 'creative') as creative,
        count(*) filter (where a.kind = 'business') as business,
        count(*) filter (where a.kind = 'partner') as partner
      from accounts a
      where a.kind in ('creative', 'business', 'partner') ${since ? sql`and a.created_at >= ${since}` : sql``}
      group by 1
    ) b
    order by 1`.execute(db);
  return rows.map((r) => ({ bucket: r.bucket, creative: Number(r.creative), business: Number(r.business), partner: Number(r.partner) }));
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
    with raw as (
      select 'creative' as kind, lower(btrim(p.residence_state)) as k, count(*) as n
      from accounts a join creative_profiles p on p.account_id = a.id
      where ${IS_MEMBER}
      group by 2
      union all
      select 'business', lower(btrim(p.state)), count(*)
      from accounts a join business_profiles p on p.account_id = a.id
      where ${IS_MEMBER}
      group by 2
    )
    select s.name as state,
      coalesce(sum(raw.n) filter (where raw.kind = 'creative'), 0)::int8 as creative,
      coalesce(sum(raw.n) filter (where raw.kind = 'business'), 0)::int8 as business
    from raw left join states s on lower(s.name) = raw.k
    group by s.name`.execute(db);
  return rows.map((r) => ({ state: r.state, creative: Number(r.creative), business: Number(r.business) }));
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
  const profile = (table: 'creative_profiles' | 'business_profiles', kind: string, sector: string, category: string) => sql`
      select ${sql.lit(kind)} as kind, lower(btrim(p.${sql.ref(sector)})) as s, lower(btrim(p.${sql.ref(category)})) as c,
        count(*) as n,
        count(*) filter (where p.need_training) as training,
        count(*) filter (where p.need_funding) as funding,
        count(*) filter (where p.need_tools) as tools,
        count(*) filter (where p.need_market_access) as market_access
      from accounts a join ${sql.table(table)} p on p.account_id = a.id
      where ${IS_MEMBER}
      group by 2, 3`;
  const { rows } = await sql<SectorRow>`
    with raw as (
      ${profile('creative_profiles', 'creative', 'expertise', 'category')}
      union all
      ${profile('business_profiles', 'business', 'sector', 'area')}
    )
    select coalesce(named.name, by_category.name) as sector,
      coalesce(sum(raw.n) filter (where raw.kind = 'creative'), 0)::int8 as creative,
      coalesce(sum(raw.n) filter (where raw.kind = 'business'), 0)::int8 as business,
      sum(raw.training)::int8 as training,
      sum(raw.funding)::int8 as funding,
      sum(raw.tools)::int8 as tools,
      sum(raw.market_access)::int8 as market_access
    from raw
    left join sectors named on lower(named.name) = raw.s
    left join categories cat on lower(cat.name) = raw.c
    left join sectors by_category on by_category.id = cat.sector_id
    group by 1`.execute(db);
  return rows.map((r) => ({
    sector: r.sector,
    creative: Number(r.creative),
    business: Number(r.business),
    training: Number(r.training),
    funding: Number(r.funding),
    tools: Number(r.tools),
    market_access: Number(r.market_access),
  }));
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
  // The identity count walks the partial unique indexes on identity_hash, so only verified rows are read.
  const { rows } = await sql<VerificationCounts & { identity_eligible: number }>`
    select
      count(*) filter (where a.email_verified_at is not null) as email_verified,
      count(*) filter (where a.email_verified_at is null) as email_unverified,
      count(*) filter (where a.kind in ('creative', 'business')) as identity_eligible,
      (select count(*) from (
        select account_id from creative_profiles where identity_hash is not null
        union all
        select account_id from business_profiles where identity_hash is not null
      ) v join accounts va on va.id = v.account_id and not va.is_blacklisted) as identity_verified
    from accounts a
    where a.kind <> 'admin' and not a.is_blacklisted`.execute(db);
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

/** Content created per ISO week (every item that exists, whoever wrote it), from `since` on. */
export async function contentPerWeek(db: DB, since: Date | null): Promise<{ bucket: string; kind: ContentKind; n: number }[]> {
  const part = (table: string, kind: ContentKind) => sql`
      select ${sql.lit(kind)} as kind, ${truncSql('week', sql`t.created_at`)} as at, count(*) as n
      from ${sql.table(table)} t
      ${since ? sql`where t.created_at >= ${since}` : sql``}
      group by 2`;
  const { rows } = await sql<{ bucket: string; kind: ContentKind; n: number }>`
    select ${labelSql('week', sql`x.at`)} as bucket, x.kind, x.n
    from (
      ${part('posts', 'posts')}
      union all ${part('products', 'products')}
      union all ${part('tools', 'tools')}
      union all ${part('opportunities', 'opportunities')}
      union all ${part('events', 'trainings')}
    ) x`.execute(db);
  return rows.map((r) => ({ bucket: r.bucket, kind: r.kind, n: Number(r.n) }));
}

/** Members (every kind) by the month they joined: the open data's growth. */
export async function membersJoinedPerMonth(db: DB): Promise<{ month: string; joined: number }[]> {
  const { rows } = await sql<{ month: string; joined: number }>`
    select ${labelSql('month', sql`m.at`)} as month, m.joined
    from (
      select ${truncSql('month', sql`a.created_at`)} as at, count(*) as joined
      from accounts a
      where a.kind in ('creative', 'business', 'partner') and ${IS_MEMBER}
      group by 1
    ) m
    order by 1`.execute(db);
  return rows.map((r) => ({ month: r.month, joined: Number(r.joined) }));
}

export interface LiveOffers {
  opportunities: number;
  trainings: number;
  tools: number;
}

/** Live offers: by an author who is not blacklisted; opportunities whose deadline has not passed, trainings that
 * have not started, every tool. */
export async function liveOffers(db: DB, now: Date): Promise<LiveOffers> {
  const visible = (table: string) => sql`not exists (select 1 from accounts b where b.id = ${sql.ref(`${table}.author_id`)} and b.is_blacklisted)`;
  const { rows } = await sql<LiveOffers>`
    select
      (select count(*) from opportunities where opportunities.deadline >= ${now} and ${visible('opportunities')}) as opportunities,
      (select count(*) from events where events.starts_at >= ${now} and ${visible('events')}) as trainings,
      (select count(*) from tools where ${visible('tools')}) as tools`.execute(db);
  const row = rows[0];
  return { opportunities: Number(row.opportunities), trainings: Number(row.trainings), tools: Number(row.tools) };
}
