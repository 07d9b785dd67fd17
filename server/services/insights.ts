// The sector's figures (issue 19) put together from the aggregate queries: the admin's exact insights, and the
// public open data with small cells suppressed (lib/suppression.ts). docs/open-data.md.
import type {
  AdminProposals,
  AdminInsights,
  AdminPeopleTrained,
  ContentCounts,
  InsightPeriod,
  OpenData,
  PublicCount,
} from '../../contract/insights';
import {
  ALL_SECTORS,
  ALL_STATES,
  NOT_GIVEN,
  SUPPRESSED,
  SUPPRESSION_THRESHOLD,
} from '../../contract/insights';
import { SECTORS } from '../../contract/sectors';
import { STATES } from '../../contract/states';
import { SUPPORT_TYPES, type SupportTypeKey } from '../../contract/support-types';
import type { DB } from '../db/database';
import { bucketOf, bucketsFrom, periodWindow } from '../lib/insight-buckets';
import { suppressGrowth, suppressTable } from '../lib/suppression';
import {
  contentPerWeek,
  reportsPerWeek,
  liveOffers,
  membersByKind,
  membersBySector,
  membersByState,
  membersJoinedPerMonth,
  pendingPartners,
  registrationsPerBucket,
  verificationCounts,
  type SectorRow,
  type StateRow,
  proposalsPerCall,
  proposalTotals,
  callsByPlace,
  proposalsByPlace,
  type CallPlaceRow,
  type ProposalPlaceRow,
} from '../repositories/insights';
import {
  peopleTrained,
  topTrainingPartners,
  trainingMonths,
  type PlaceCount,
} from '../repositories/people-trained';

const STATE_NAMES = STATES.map((s) => s.name);
const SECTOR_NAMES = SECTORS.map((s) => s.name);
const SUPPORT_KEYS: SupportTypeKey[] = SUPPORT_TYPES.map((t) => t.key);

/** Rows in the reference order, then the "not given" row (null), each present even when nobody is in it. */
function inReferenceOrder<R>(
  rows: R[],
  keyOf: (row: R) => string | null,
  names: string[],
  empty: (name: string | null) => R,
): R[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return [...names, null].map((name) => byKey.get(name) ?? empty(name));
}

const statesInOrder = (rows: StateRow[]) =>
  inReferenceOrder(
    rows,
    (r) => r.state,
    STATE_NAMES,
    (state) => ({ state, creative: 0, business: 0 }),
  );
const sectorsInOrder = (rows: SectorRow[]) =>
  inReferenceOrder(
    rows,
    (r) => r.sector,
    SECTOR_NAMES,
    (sector) => ({ sector, creative: 0, business: 0, training: 0, funding: 0, tools: 0, market_access: 0 }),
  );

const GENDER_NAMES = ['Female', 'Male'];

/** People trained in reference order (states, sectors, genders), then "not given". */
const placesInOrder = (rows: PlaceCount[], names: string[]) =>
  inReferenceOrder(
    rows,
    (r) => r.value,
    names,
    (value) => ({ value, people: 0 }),
  );

/** People trained (issue 33, section 4), exact, for the admin: the period's people, months and partners. */
async function adminPeopleTrained(
  db: DB,
  firstDay: string | null,
  first: string | null,
  now: Date,
): Promise<AdminPeopleTrained> {
  const [people, months, partners] = await Promise.all([
    peopleTrained(db, firstDay),
    trainingMonths(db, firstDay, now),
    topTrainingPartners(db, firstDay),
  ]);
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const firstMonth = (firstDay ?? first)?.slice(0, 7) ?? months[0]?.month;
  return {
    total: people.total,
    in_period: people.inPeriod,
    by_state: placesInOrder(people.byState, STATE_NAMES).map((r) => ({ state: r.value, people: r.people })),
    by_sector: placesInOrder(people.bySector, SECTOR_NAMES).map((r) => ({
      sector: r.value,
      people: r.people,
    })),
    by_gender: placesInOrder(people.byGender, GENDER_NAMES).map((r) => ({
      gender: r.value,
      people: r.people,
    })),
    per_month: (firstMonth ? bucketsFrom(firstMonth, now, 'month') : []).map((month) => {
      const row = byMonth.get(month);
      const registrations = row?.registrations ?? 0;
      const attended = row?.attended ?? 0;
      return {
        month,
        registrations,
        attended,
        attendance_rate: registrations > 0 ? Math.round((attended / registrations) * 1000) / 1000 : null,
        completions: row?.completions ?? 0,
      };
    }),
    top_partners: partners,
  };
}

/** approved / decided, null while none is decided. */
const approvalRate = (approved: number, rejected: number) =>
  approved + rejected === 0 ? null : approved / (approved + rejected);

/** Calls for proposals: the period's proposals by status, overall and per call (issue 32). */
async function adminProposals(db: DB, firstDay: string | null): Promise<AdminProposals> {
  const [totals, perCall] = await Promise.all([proposalTotals(db, firstDay), proposalsPerCall(db, firstDay)]);
  return {
    total: totals.pending + totals.approved + totals.rejected,
    ...totals,
    approval_rate: approvalRate(totals.approved, totals.rejected),
    per_call: perCall.map((row) => ({
      ...row,
      proposals: row.pending + row.approved + row.rejected,
      approval_rate: approvalRate(row.approved, row.rejected),
    })),
  };
}

/** GET /prop/admin/insights: exact counts (the admin sees the registry itself). */
export async function adminInsights(db: DB, period: InsightPeriod, now = new Date()): Promise<AdminInsights> {
  const window = periodWindow(period, now);
  const [registrations, states, sectors, verification, pending, content, reports, trained, proposals] =
    await Promise.all([
      registrationsPerBucket(db, window.unit, window.firstDay),
      membersByState(db),
      membersBySector(db),
      verificationCounts(db),
      pendingPartners(db, now),
      contentPerWeek(db, window.firstWeek),
      reportsPerWeek(db, window.firstWeek),
      adminPeopleTrained(db, window.firstDay, window.first, now),
      adminProposals(db, window.firstDay),
    ]);

  const registrationBuckets = bucketsFrom(
    window.first ?? registrations[0]?.bucket ?? bucketOf(now, window.unit),
    now,
    window.unit,
  );
  const registered = new Map(registrations.map((r) => [r.bucket, r]));

  const firstWeek =
    window.firstWeek ??
    content.reduce<string | null>((min, r) => (min === null || r.bucket < min ? r.bucket : min), null);
  const weeks = new Map(
    bucketsFrom(firstWeek ?? bucketOf(now, 'week'), now, 'week').map((bucket): [string, ContentCounts] => [
      bucket,
      { posts: 0, products: 0, tools: 0, opportunities: 0, trainings: 0 },
    ]),
  );
  for (const row of content) {
    const counts = weeks.get(row.bucket);
    if (counts) counts[row.kind] += row.n;
  }
  // Every week of the window, so a quiet week reads as a zero rather than a gap; none at all when nobody ever reported.
  const reported = new Map(reports.map((row) => [row.bucket, row]));
  const reportWeeks =
    reports.length === 0 ? [] : bucketsFrom(window.firstWeek ?? reports[0].bucket, now, 'week');

  const sectorRows = sectorsInOrder(sectors);
  return {
    period,
    as_of: now.toISOString(),
    registrations: registrationBuckets.map((bucket) => {
      const row = registered.get(bucket);
      return {
        bucket,
        creative: row?.creative ?? 0,
        business: row?.business ?? 0,
        partner: row?.partner ?? 0,
      };
    }),
    by_state: statesInOrder(states),
    by_sector: sectorRows.map(({ sector, creative, business }) => ({ sector, creative, business })),
    support_needs: sectorRows.map((row) => ({
      sector: row.sector,
      training: row.training,
      funding: row.funding,
      tools: row.tools,
      market_access: row.market_access,
    })),
    verification,
    partners_pending: pending,
    content_per_week: [...weeks].map(([bucket, counts]) => ({ bucket, ...counts })),
    reports_per_week: reportWeeks.map((bucket) => ({
      bucket,
      opened: reported.get(bucket)?.opened ?? 0,
      resolved: reported.get(bucket)?.resolved ?? 0,
    })),
    people_trained: trained,
    proposals,
  };
}

/** How long one computation of the open data is served (plugins/open-data.ts). */
export const OPEN_DATA_MAX_AGE_SECONDS = 3600;

const count = (n: number): PublicCount => (n < SUPPRESSION_THRESHOLD ? SUPPRESSED : n);

/**
 * The open data: every account figure counted over members and suppressed below SUPPRESSION_THRESHOLD. The kinds'
 * totals are treated as known (the growth series' last totals; the landing page published them until issue 31), so
 * each column of by_state and by_sector has a published total and gets complements; support needs and rows have no
 * published totals.
 */
export async function computeOpenData(
  db: DB,
  licence: OpenData['licence'],
  now = new Date(),
): Promise<OpenData> {
  const [members, states, sectors, joined, offers, trained, calls, proposals] = await Promise.all([
    membersByKind(db),
    membersByState(db),
    membersBySector(db),
    membersJoinedPerMonth(db),
    liveOffers(db, now),
    publicPeopleTrained(db, now),
    callsByPlace(db, now),
    proposalsByPlace(db),
  ]);
  const stateRows = statesInOrder(states);
  const stateCells = suppressTable(
    stateRows.map((r) => [r.creative, r.business]),
    { rows: false, columns: true },
  );
  const sectorRows = sectorsInOrder(sectors);
  const sectorCells = suppressTable(
    sectorRows.map((r) => [r.creative, r.business]),
    { rows: false, columns: true },
  );
  const needCells = suppressTable(
    sectorRows.map((r) => SUPPORT_KEYS.map((key) => r[key])),
    { rows: false, columns: false },
  );

  const months = joined.length > 0 ? bucketsFrom(joined[0].month, now, 'month') : [];
  const joinedIn = new Map(joined.map((m) => [m.month, m.joined]));
  const growth = suppressGrowth(months.map((month) => joinedIn.get(month) ?? 0));

  return {
    computed_at: now.toISOString(),
    licence,
    by_kind: {
      creative: count(members.creative),
      business: count(members.business),
      partner: count(members.partner),
    },
    by_state: stateRows.map((r, i) => ({
      state: r.state ?? NOT_GIVEN,
      creative: stateCells[i][0],
      business: stateCells[i][1],
    })),
    by_sector: sectorRows.map((r, i) => ({
      sector: r.sector ?? NOT_GIVEN,
      creative: sectorCells[i][0],
      business: sectorCells[i][1],
    })),
    support_needs: sectorRows.map((r, i) => ({
      sector: r.sector ?? NOT_GIVEN,
      ...(Object.fromEntries(SUPPORT_KEYS.map((key, k) => [key, needCells[i][k]])) as Record<
        SupportTypeKey,
        PublicCount
      >),
    })),
    growth: months.map((month, i) => ({ month, joined: growth.joined[i], total: growth.total[i] })),
    offers,
    people_trained: trained,
    calls: publicCalls(calls),
    proposals: publicProposals(proposals),
  };
}

/** One dimension's rows in reference order, then the '' row (no place), each present even when empty. */
function placeRows<R extends { dimension: string; place: string }>(
  rows: R[],
  dimension: R['dimension'],
  names: string[],
  empty: (place: string) => R,
): R[] {
  return inReferenceOrder(
    rows.filter((r) => r.dimension === dimension),
    (r) => r.place || null,
    names,
    (place) => empty(place ?? ''),
  );
}

/**
 * Calls for proposals (issue 32), exact: every call is public on the portal, so a count of them singles nobody out
 * (as the live offers). A call open to every sector (state) is counted once in ALL_SECTORS (ALL_STATES), not in each.
 */
function publicCalls(rows: CallPlaceRow[]): OpenData['calls'] {
  const empty = (dimension: CallPlaceRow['dimension']) => (place: string) => ({
    dimension,
    place,
    open: 0,
    upcoming: 0,
    closed: 0,
  });
  const cells = ({ open, upcoming, closed }: CallPlaceRow) => ({ open, upcoming, closed });
  const all = (place: string, name: string) => (place === '' ? name : place);
  return {
    total: cells(rows.find((r) => r.dimension === 'total') ?? empty('total')('')),
    by_sector: placeRows(rows, 'sector', SECTOR_NAMES, empty('sector')).map((r) => ({
      sector: all(r.place, ALL_SECTORS),
      ...cells(r),
    })),
    by_state: placeRows(rows, 'state', STATE_NAMES, empty('state')).map((r) => ({
      state: all(r.place, ALL_STATES),
      ...cells(r),
    })),
  };
}

/**
 * Proposals (issue 32) by the applicant's state and sector, suppressed as the members' tables: each status's total is
 * published, so it is every column's known total and a column's lone small cell gets a complement; rows have none.
 */
function publicProposals(rows: ProposalPlaceRow[]): OpenData['proposals'] {
  const STATUSES = ['pending', 'approved', 'rejected'] as const;
  const empty = (dimension: ProposalPlaceRow['dimension']) => (place: string) => ({
    dimension,
    place,
    pending: 0,
    approved: 0,
    rejected: 0,
  });
  const table = (dimension: ProposalPlaceRow['dimension'], names: string[]) => {
    const ordered = placeRows(rows, dimension, names, empty(dimension));
    const cells = suppressTable(
      ordered.map((r) => STATUSES.map((status) => r[status])),
      { rows: false, columns: true },
    );
    return ordered.map((r, i) => ({
      name: r.place === '' ? NOT_GIVEN : r.place,
      pending: cells[i][0],
      approved: cells[i][1],
      rejected: cells[i][2],
    }));
  };
  const sum = (status: (typeof STATUSES)[number]) =>
    rows.filter((r) => r.dimension === 'state').reduce((n, r) => n + r[status], 0);
  return {
    total: {
      pending: count(sum('pending')),
      approved: count(sum('approved')),
      rejected: count(sum('rejected')),
    },
    by_state: table('state', STATE_NAMES).map(({ name, ...cells }) => ({ state: name, ...cells })),
    by_sector: table('sector', SECTOR_NAMES).map(({ name, ...cells }) => ({ sector: name, ...cells })),
  };
}

/**
 * People trained for the open data (all time). The total is published (suppressed below the threshold), so each
 * of by_state, by_sector and by_gender is a column with a published total and gets complements; the months and the
 * partners have no published total (a person may hold several certificates): their small cells alone are hidden.
 */
async function publicPeopleTrained(db: DB, now: Date): Promise<OpenData['people_trained']> {
  const [people, months, partners] = await Promise.all([
    peopleTrained(db, null),
    trainingMonths(db, null, now),
    topTrainingPartners(db, null),
  ]);
  const column = (rows: PlaceCount[], names: string[]) => {
    const ordered = placesInOrder(rows, names);
    const cells = suppressTable(
      ordered.map((r) => [r.people]),
      { rows: false, columns: true },
    );
    return ordered.map((r, i) => ({ name: r.value ?? NOT_GIVEN, people: cells[i][0] }));
  };
  const withCompletions = months.filter((m) => m.completions > 0);
  const completions = suppressTable(
    withCompletions.map((m) => [m.completions]),
    { rows: false, columns: false },
  );
  const reach = suppressTable(
    partners.map((p) => [p.people]),
    { rows: false, columns: false },
  );
  return {
    total: count(people.total),
    by_state: column(people.byState, STATE_NAMES).map(({ name, people: n }) => ({ state: name, people: n })),
    by_sector: column(people.bySector, SECTOR_NAMES).map(({ name, people: n }) => ({
      sector: name,
      people: n,
    })),
    by_gender: column(people.byGender, GENDER_NAMES).map(({ name, people: n }) => ({
      gender: name,
      people: n,
    })),
    per_month: withCompletions.map((m, i) => ({ month: m.month, completions: completions[i][0] })),
    top_partners: partners.map((p, i) => ({ partner: p.partner ?? NOT_GIVEN, people: reach[i][0] })),
  };
}
