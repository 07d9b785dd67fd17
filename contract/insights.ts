// The sector's figures (issue 19): the admin's Insights charts (GET /prop/admin/insights) and the public open data
// (GET /prop/public/stats, and the same figures as CSV at /prop/public/stats.csv). Aggregates only: no row names a
// person. Constants, and the answers as JSON schemas with their types derived from them (FromSchema, type-only).
import type { FromSchema } from 'json-schema-to-ts';
import { optionsOf } from './option-lists';
import { anyString, count, objectOf } from './schema-fragments';
import type { SupportTypeKey } from './support-types';

export const INSIGHT_PERIOD_LABELS = {
  '30d': 'Last 30 days',
  '12m': 'Last 12 months',
  all: 'All time',
} as const;
export const INSIGHT_PERIODS = optionsOf(INSIGHT_PERIOD_LABELS);
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** Public cells below this many accounts are shown as '<5' (with their complements, so no subtraction recovers them). */
export const SUPPRESSION_THRESHOLD = 5;
export const SUPPRESSED = '<5';
/** The row of a public table that counts members who gave no state or sector (or one outside the reference lists). */
export const NOT_GIVEN = 'Not given';
/** The rows of the open data's calls tables that count the calls open to every sector or every state (issue 32). */
export const ALL_SECTORS = 'All sectors';
export const ALL_STATES = 'All states';
/** A public count: a number, or '<5' when it is suppressed. */
export type PublicCount = number | typeof SUPPRESSED;

// The answers, declared once as JSON schemas `as const` (the server validates and serialises with them, the portal
// and the mocks take their types, FromSchema, type-only). Every object lists all its fields as required: the server
// always sends them.
const nullableName = { type: ['string', 'null'] } as const;
const publicCount = { anyOf: [count, { type: 'string', enum: [SUPPRESSED] }] } as const;

/** The support types' keys in SUPPORT_TYPES' order (checked against SupportTypeKey below). */
const SUPPORT_KEYS = ['training', 'funding', 'tools', 'market_access'] as const;
type SupportKeysAreComplete = [SupportTypeKey] extends [(typeof SUPPORT_KEYS)[number]]
  ? [(typeof SUPPORT_KEYS)[number]] extends [SupportTypeKey]
    ? true
    : never
  : never;
export const SUPPORT_KEYS_COMPLETE: SupportKeysAreComplete = true;

/** One cell per support type. */
function supportCells<const T extends object>(cell: T): Record<SupportTypeKey, T> {
  return Object.fromEntries(SUPPORT_KEYS.map((key) => [key, cell])) as Record<SupportTypeKey, T>;
}

const kindSeriesSchema = {
  type: 'array',
  items: objectOf({ bucket: { type: 'string' }, creative: count, business: count, partner: count }),
} as const;

/**
 * People trained (issue 33, section 4): distinct members holding at least one training certificate that is not
 * revoked. total: all time; in_period and the by_* tables: those whose first certificate was issued in the period
 * (by their state, sector and gender now; null = not given); per_month: per month of the period (YYYY-MM), the
 * registrations (seats taken) and attendance of trainings that started that month, attendance_rate =
 * attended / registrations (null without registrations), and the certificates issued that month (completions);
 * top_partners: the 10 partners whose certificates (issued in the period) reach the most people.
 */
export const adminPeopleTrainedSchema = objectOf({
  total: count,
  in_period: count,
  by_state: { type: 'array', items: objectOf({ state: nullableName, people: count }) },
  by_sector: { type: 'array', items: objectOf({ sector: nullableName, people: count }) },
  by_gender: { type: 'array', items: objectOf({ gender: nullableName, people: count }) },
  per_month: {
    type: 'array',
    items: objectOf({
      month: { type: 'string' },
      registrations: count,
      attended: count,
      attendance_rate: { type: ['number', 'null'] },
      completions: count,
    }),
  },
  top_partners: { type: 'array', items: objectOf({ partner: nullableName, people: count }) },
});
export type AdminPeopleTrained = FromSchema<typeof adminPeopleTrainedSchema>;

/** Calls for proposals (issue 32): the proposals sent in the period by status, and per call (the 20 calls that
 * received most, most first); approval_rate = approved / (approved + rejected), null while none is decided. */
const approvalRate = { type: ['number', 'null'] } as const;
export const adminProposalsSchema = objectOf({
  total: count,
  pending: count,
  approved: count,
  rejected: count,
  approval_rate: approvalRate,
  per_call: {
    type: 'array',
    items: objectOf({
      call_id: count,
      title: anyString,
      host: anyString,
      proposals: count,
      pending: count,
      approved: count,
      rejected: count,
      approval_rate: approvalRate,
    }),
  },
});
export type AdminProposals = FromSchema<typeof adminProposalsSchema>;

/** GET /prop/admin/insights?period=30d|12m|all (admins only). Exact counts: admins see the registry itself.
 * registrations: one point per bucket (a day, YYYY-MM-DD, for 30d, else a month, YYYY-MM); by_state and by_sector:
 * members by state (of residence) and by sector, null being "not given"; support_needs: members asking for each
 * support type, by sector; partners_pending.oldest_days and median_days: null when none waits; content_per_week and
 * reports_per_week: per ISO week (bucket = the week's Monday). */
export const adminInsightsSchema = objectOf({
  period: { type: 'string', enum: [...INSIGHT_PERIODS] },
  /** When the figures were computed (ISO 8601). */
  as_of: { type: 'string', format: 'date-time' },
  registrations: kindSeriesSchema,
  by_state: { type: 'array', items: objectOf({ state: nullableName, creative: count, business: count }) },
  by_sector: { type: 'array', items: objectOf({ sector: nullableName, creative: count, business: count }) },
  support_needs: { type: 'array', items: objectOf({ sector: nullableName, ...supportCells(count) }) },
  verification: objectOf({
    email_verified: count,
    email_unverified: count,
    identity_verified: count,
    identity_unverified: count,
  }),
  partners_pending: objectOf({
    count,
    oldest_days: { type: ['integer', 'null'] },
    median_days: { type: ['number', 'null'] },
  }),
  content_per_week: {
    type: 'array',
    items: objectOf({
      bucket: { type: 'string' },
      posts: count,
      products: count,
      tools: count,
      opportunities: count,
      trainings: count,
    }),
  },
  reports_per_week: {
    type: 'array',
    items: objectOf({ bucket: { type: 'string' }, opened: count, resolved: count }),
  },
  people_trained: adminPeopleTrainedSchema,
  proposals: adminProposalsSchema,
});
export type AdminInsights = FromSchema<typeof adminInsightsSchema>;

/** One point of a time series: `bucket` is a day (YYYY-MM-DD, for 30d), an ISO week's Monday, or a month (YYYY-MM). */
export type KindSeriesPoint = AdminInsights['registrations'][number];

export type ContentCounts = Record<'posts' | 'products' | 'tools' | 'opportunities' | 'trainings', number>;

const callCells = objectOf({ open: count, upcoming: count, closed: count });
const proposalCells = objectOf({ pending: publicCount, approved: publicCount, rejected: publicCount });

/**
 * GET /prop/public/stats's open_data (and the CSV at /prop/public/stats.csv). Every account figure is suppressed
 * below 5 (with its complement); `licence` names the terms the data is published under. computed_at: at most an
 * hour old. by_state: every state and the FCT, then NOT_GIVEN (partners give no state, so they are counted in by_kind
 * only); by_sector: the 19 sectors, then NOT_GIVEN; growth: new members per month (YYYY-MM) and the running total.
 */
export const openDataSchema = objectOf({
  computed_at: { type: 'string', format: 'date-time' },
  licence: objectOf({ name: { type: 'string' }, url: { type: 'string' } }),
  by_kind: objectOf({ creative: publicCount, business: publicCount, partner: publicCount }),
  by_state: {
    type: 'array',
    items: objectOf({ state: { type: 'string' }, creative: publicCount, business: publicCount }),
  },
  by_sector: {
    type: 'array',
    items: objectOf({ sector: { type: 'string' }, creative: publicCount, business: publicCount }),
  },
  support_needs: {
    type: 'array',
    items: objectOf({ sector: { type: 'string' }, ...supportCells(publicCount) }),
  },
  growth: {
    type: 'array',
    items: objectOf({ month: { type: 'string' }, joined: publicCount, total: publicCount }),
  },
  offers: objectOf({ opportunities: count, trainings: count, tools: count }),
  /** People trained (issue 33): all time, suppressed as the rest; total is what the landing page shows. */
  people_trained: objectOf({
    total: publicCount,
    by_state: { type: 'array', items: objectOf({ state: { type: 'string' }, people: publicCount }) },
    by_sector: { type: 'array', items: objectOf({ sector: { type: 'string' }, people: publicCount }) },
    by_gender: { type: 'array', items: objectOf({ gender: { type: 'string' }, people: publicCount }) },
    per_month: { type: 'array', items: objectOf({ month: { type: 'string' }, completions: publicCount }) },
    top_partners: { type: 'array', items: objectOf({ partner: { type: 'string' }, people: publicCount }) },
  }),
  /** Calls for proposals (issue 32), exact (each call is public on the portal): by whether they are open, not open
   * yet or closed; by_sector and by_state list every sector (state), then ALL_SECTORS (ALL_STATES): the calls that
   * name none. A call naming several counts in each, so those columns add up to more than total. */
  calls: objectOf({
    total: callCells,
    by_sector: { type: 'array', items: objectOf({ sector: { type: 'string' }, ...callCells.properties }) },
    by_state: { type: 'array', items: objectOf({ state: { type: 'string' }, ...callCells.properties }) },
  }),
  /** Proposals sent to those calls, by status, by the applicant's state and sector when they applied (then
   * NOT_GIVEN); suppressed as the members' tables, total being each status column's published total. */
  proposals: objectOf({
    total: proposalCells,
    by_state: { type: 'array', items: objectOf({ state: { type: 'string' }, ...proposalCells.properties }) },
    by_sector: {
      type: 'array',
      items: objectOf({ sector: { type: 'string' }, ...proposalCells.properties }),
    },
  }),
});
export type OpenData = FromSchema<typeof openDataSchema>;

/** The CSV at /prop/public/stats.csv: one tidy table with this header; `count` may be '<5'. */
export const OPEN_DATA_CSV_HEADER = ['dimension', 'value', 'kind', 'count'] as const;
