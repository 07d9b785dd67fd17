// The admin's Insights as chart data (components/charts): each field of AdminInsights turned into categories and
// series, with every state (36 and the FCT) and every one of the 19 sectors listed, largest first, 'Not given' last.
import type { AdminInsights, InsightPeriod } from '@contract/insights';
import { SECTORS } from '@contract/sectors';
import { STATES } from '@contract/states';
import { SUPPORT_TYPES } from '@contract/support-types';
import { chartFrom, formatBucket, KIND_SERIES, MEMBER_KIND_SERIES, type ChartData } from '@/components/charts/chart-data';

export const NOT_GIVEN = 'Not given';


type Counted<K extends string> = { [key in K]: number };

/**
 * Rows keyed by a name (null = not given) as categories: every expected name (zeros included), then any other name
 * the server sent, ordered by total, largest first; 'Not given' last when it has members.
 */
function byName<K extends string>(
  rows: readonly (Counted<K> & { name: string | null })[],
  expected: readonly string[],
  series: readonly { key: K; label: string }[],
  label: string,
): ChartData {
  const found = new Map(rows.map((row) => [row.name ?? NOT_GIVEN, row]));
  const total = (name: string) => series.reduce((sum, s) => sum + (found.get(name)?.[s.key] ?? 0), 0);
  const names = [...new Set([...expected, ...found.keys()])]
    .filter((name) => name !== NOT_GIVEN)
    .sort((a, b) => total(b) - total(a) || a.localeCompare(b));
  if (found.has(NOT_GIVEN)) names.push(NOT_GIVEN);
  return {
    category: { label, values: names },
    valueLabel: 'Members',
    series: series.map((s) => ({ key: s.key, label: s.label, values: names.map((name) => found.get(name)?.[s.key] ?? 0) })),
  };
}

/** A time series: its buckets (days, ISO weeks' Mondays or months) and one series per key. */
const overTime = <K extends string>(
  rows: readonly ({ bucket: string } & Counted<K>)[],
  series: readonly { key: K; label: string }[],
  bucketLabel: string,
  valueLabel: string,
) => chartFrom(rows, { key: 'bucket', label: bucketLabel, format: formatBucket }, series, valueLabel);

/** Days for 30 days, months otherwise (the contract allows weeks too: a bucket YYYY-MM-DD outside 30d is a week). */
function bucketLabelOf(period: InsightPeriod, buckets: readonly { bucket: string }[]): string {
  if (buckets.length > 0 && /^\d{4}-\d{2}$/.test(buckets[0].bucket)) return 'Month';
  return period === '30d' ? 'Day' : 'Week starting';
}

export interface InsightChart {
  key: string;
  title: string;
  kind: 'bars' | 'lines';
  data: ChartData;
  /** Said under the title. */
  note?: string;
  emptyText?: string;
}

export function insightCharts(insights: AdminInsights, period: InsightPeriod): InsightChart[] {
  const { partners_pending: pending, verification } = insights;
  const charts: InsightChart[] = [
    {
      key: 'registrations',
      title: 'Registrations over time',
      kind: 'lines',
      data: overTime(insights.registrations, KIND_SERIES, bucketLabelOf(period, insights.registrations), 'New members'),
    },
    {
      key: 'members-by-state',
      title: 'Members by state of residence',
      kind: 'bars',
      data: byName(
        insights.by_state.map((row) => ({ ...row, name: row.state })),
        STATES.map((s) => s.name),
        MEMBER_KIND_SERIES,
        'State',
      ),
    },
    {
      key: 'members-by-sector',
      title: 'Members by sector',
      kind: 'bars',
      data: byName(
        insights.by_sector.map((row) => ({ ...row, name: row.sector })),
        SECTORS.map((s) => s.name),
        MEMBER_KIND_SERIES,
        'Sector',
      ),
    },
    {
      key: 'support-needs',
      title: 'Support needs by sector',
      kind: 'bars',
      note: 'Members asking for each kind of support; one member may ask for several.',
      data: byName(
        insights.support_needs.map((row) => ({ ...row, name: row.sector })),
        SECTORS.map((s) => s.name),
        SUPPORT_TYPES,
        'Sector',
      ),
    },
    {
      key: 'verification',
      title: 'Verification status',
      kind: 'bars',
      data: {
        category: { label: 'Check', values: ['E-mail address', 'Identity (BVN or NIN)'] },
        valueLabel: 'Accounts',
        series: [
          { key: 'verified', label: 'Verified', values: [verification.email_verified, verification.identity_verified] },
          { key: 'unverified', label: 'Not verified', values: [verification.email_unverified, verification.identity_unverified] },
        ],
      },
    },
    {
      key: 'partners-pending',
      title: 'Partners awaiting approval',
      kind: 'bars',
      note:
        pending.count === 0
          ? 'No partner awaits approval.'
          : `${pending.count} ${pending.count === 1 ? 'partner awaits' : 'partners await'} approval.`,
      emptyText: 'Nobody is waiting.',
      data: {
        category: { label: 'Wait', values: pending.count === 0 ? [] : ['Median wait', 'Longest wait'] },
        valueLabel: 'Days',
        series: [{ key: 'days', label: 'Days', values: [pending.median_days ?? 0, pending.oldest_days ?? 0] }],
      },
    },
    {
      key: 'content-per-week',
      title: 'Content created per week',
      kind: 'lines',
      data: overTime(
        insights.content_per_week,
        [
          { key: 'posts', label: 'Posts' },
          { key: 'products', label: 'Products' },
          { key: 'tools', label: 'Tools' },
          { key: 'opportunities', label: 'Opportunities' },
          { key: 'trainings', label: 'Trainings' },
        ],
        'Week starting',
        'Items created',
      ),
    },
  ];
  if (insights.reports_per_week.length > 0) {
    charts.push({
      key: 'reports',
      title: 'Reports opened and resolved',
      kind: 'lines',
      data: overTime(
        insights.reports_per_week,
        [
          { key: 'opened', label: 'Opened' },
          { key: 'resolved', label: 'Resolved' },
        ],
        'Week starting',
        'Reports',
      ),
    });
  }
  return charts;
}
