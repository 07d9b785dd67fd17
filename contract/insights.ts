// The sector's figures (issue 19): the admin's Insights charts (GET /prop/admin/insights) and the public open data
// (GET /prop/public/stats, and the same figures as CSV at /prop/public/stats.csv). Aggregates only: no row names a
// person. Pure types and constants.
import type { ProfileKind } from './accounts';
import type { SupportTypeKey } from './support-types';

export const INSIGHT_PERIODS = ['30d', '12m', 'all'] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
export const INSIGHT_PERIOD_LABELS: Record<InsightPeriod, string> = {
  '30d': 'Last 30 days',
  '12m': 'Last 12 months',
  all: 'All time',
};

/** Public cells below this many accounts are shown as '<5' (with their complements, so no subtraction recovers them). */
export const SUPPRESSION_THRESHOLD = 5;
export const SUPPRESSED = '<5';
/** The row of a public table that counts members who gave no state or sector (or one outside the reference lists). */
export const NOT_GIVEN = 'Not given';
/** A public count: a number, or '<5' when it is suppressed. */
export type PublicCount = number | typeof SUPPRESSED;

/** One point of a time series: `bucket` is a day (YYYY-MM-DD, for 30d), an ISO week's Monday, or a month (YYYY-MM). */
export interface KindSeriesPoint {
  bucket: string;
  creative: number;
  business: number;
  partner: number;
}

export type ContentCounts = Record<'posts' | 'products' | 'tools' | 'opportunities' | 'trainings', number>;

/** GET /prop/admin/insights?period=30d|12m|all (admins only). Exact counts: admins see the registry itself. */
export interface AdminInsights {
  period: InsightPeriod;
  /** When the figures were computed (ISO 8601). */
  as_of: string;
  registrations: KindSeriesPoint[];
  /** Members by state of residence (creatives) or state (businesses); `state` null is "not given". */
  by_state: { state: string | null; creative: number; business: number }[];
  /** Members by sector (a creative's expertise, a business's sector); `sector` null is "not given". */
  by_sector: { sector: string | null; creative: number; business: number }[];
  /** Members asking for each support type, by sector. */
  support_needs: ({ sector: string | null } & Record<SupportTypeKey, number>)[];
  verification: {
    email_verified: number;
    email_unverified: number;
    identity_verified: number;
    identity_unverified: number;
  };
  partners_pending: {
    count: number;
    /** Days the oldest waiting partner has waited; null when none waits. */
    oldest_days: number | null;
    median_days: number | null;
  };
  /** Content created per ISO week (bucket = the week's Monday, YYYY-MM-DD). */
  content_per_week: ({ bucket: string } & ContentCounts)[];
  /** Reports opened and resolved per ISO week. */
  reports_per_week: { bucket: string; opened: number; resolved: number }[];
}

/**
 * GET /prop/public/stats: the landing page's counts (`accounts`, `as_of`, as before) and the open data. Every
 * account figure is suppressed below 5 (with its complement); `licence` names the terms the data is published under.
 */
export interface OpenData {
  /** When the figures were computed (ISO 8601); at most an hour old. */
  computed_at: string;
  licence: { name: string; url: string };
  by_kind: Record<ProfileKind, PublicCount>;
  /** Every state and the FCT, then NOT_GIVEN. Partners give no state, so they are counted in by_kind only. */
  by_state: { state: string; creative: PublicCount; business: PublicCount }[];
  /** The 19 sectors, then NOT_GIVEN. */
  by_sector: { sector: string; creative: PublicCount; business: PublicCount }[];
  support_needs: ({ sector: string } & Record<SupportTypeKey, PublicCount>)[];
  /** New members per month (YYYY-MM) and the running total. */
  growth: { month: string; joined: PublicCount; total: PublicCount }[];
  offers: { opportunities: number; trainings: number; tools: number };
}

/** The CSV at /prop/public/stats.csv: one tidy table with this header; `count` may be '<5'. */
export const OPEN_DATA_CSV_HEADER = ['dimension', 'value', 'kind', 'count'] as const;
