// The admin's Insights as chart data (components/charts): each field of AdminInsights turned into categories and
// series, with every state (36 and the FCT) and every one of the 19 sectors listed, largest first, 'Not given' last.
import type { AdminInsights, InsightPeriod } from '@contract/insights';
import { SECTORS } from '@contract/sectors';
import { STATES } from '@contract/states';
import { SUPPORT_TYPES } from '@contract/support-types';
import {
  chartFrom,
  formatBucket,
  KIND_SERIES,
  MEMBER_KIND_SERIES,
  type ChartData,
} from '@/components/charts/chart-data';
import { msg, t } from '@/i18n/runtime';
import { referenceName } from '@/lib/reference-names';

export const NOT_GIVEN = msg('Not given');

/** The series' labels in the current language (KIND_SERIES and MEMBER_KIND_SERIES are marked in admin-directory.tsx's tabs, the support types in admin-texts.ts). */
const translated = <K extends string>(series: readonly { key: K; label: string }[]) =>
  series.map((s) => ({ key: s.key, label: t(s.label) }));

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
    // Names are the server's (states, sectors: the latter in the reader's language); 'Not given' is the portal's own.
    category: {
      label,
      values: names.map((name) => (name === NOT_GIVEN ? t(NOT_GIVEN) : referenceName(name))),
    },
    valueLabel: t('Members'),
    series: translated(series).map((s) => ({
      ...s,
      values: names.map((name) => found.get(name)?.[s.key] ?? 0),
    })),
  };
}

/** A time series: its buckets (days, ISO weeks' Mondays or months) and one series per key. */
const overTime = <K extends string>(
  rows: readonly ({ bucket: string } & Counted<K>)[],
  series: readonly { key: K; label: string }[],
  bucketLabel: string,
  valueLabel: string,
) =>
  chartFrom(
    rows,
    { key: 'bucket', label: bucketLabel, format: formatBucket },
    translated(series),
    valueLabel,
  );

/** Days for 30 days, months otherwise (the contract allows weeks too: a bucket YYYY-MM-DD outside 30d is a week). */
function bucketLabelOf(period: InsightPeriod, buckets: readonly { bucket: string }[]): string {
  if (buckets.length > 0 && /^\d{4}-\d{2}$/.test(buckets[0].bucket)) return t('Month');
  return period === '30d' ? t('Day') : t('Week starting');
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

/** The charts of the Insights tab, in the current language (the caller's useT('admin') has loaded its words). */
export function insightCharts(insights: AdminInsights, period: InsightPeriod): InsightChart[] {
  const { partners_pending: pending, verification } = insights;
  const charts: InsightChart[] = [
    {
      key: 'registrations',
      title: t('Registrations over time'),
      kind: 'lines',
      data: overTime(
        insights.registrations,
        KIND_SERIES,
        bucketLabelOf(period, insights.registrations),
        t('New members'),
      ),
    },
    {
      key: 'members-by-state',
      title: t('Members by state of residence'),
      kind: 'bars',
      data: byName(
        insights.by_state.map((row) => ({ ...row, name: row.state })),
        STATES.map((s) => s.name),
        MEMBER_KIND_SERIES,
        t('State'),
      ),
    },
    {
      key: 'members-by-sector',
      title: t('Members by sector'),
      kind: 'bars',
      data: byName(
        insights.by_sector.map((row) => ({ ...row, name: row.sector })),
        SECTORS.map((s) => s.name),
        MEMBER_KIND_SERIES,
        t('Sector'),
      ),
    },
    {
      key: 'support-needs',
      title: t('Support needs by sector'),
      kind: 'bars',
      note: t('Members asking for each kind of support; one member may ask for several.'),
      data: byName(
        insights.support_needs.map((row) => ({ ...row, name: row.sector })),
        SECTORS.map((s) => s.name),
        SUPPORT_TYPES,
        t('Sector'),
      ),
    },
    {
      key: 'verification',
      title: t('Verification status'),
      kind: 'bars',
      data: {
        category: { label: t('Check'), values: [t('E-mail address'), t('Identity (BVN or NIN)')] },
        valueLabel: t('Accounts'),
        series: [
          {
            key: 'verified',
            label: t('Verified'),
            values: [verification.email_verified, verification.identity_verified],
          },
          {
            key: 'unverified',
            label: t('Not verified'),
            values: [verification.email_unverified, verification.identity_unverified],
          },
        ],
      },
    },
    {
      key: 'partners-pending',
      title: t('Partners awaiting approval'),
      kind: 'bars',
      note:
        pending.count === 0
          ? t('No partner awaits approval.')
          : t('{{count}} partner awaits approval.', {
              count: pending.count,
              plural: '{{count}} partners await approval.',
            }),
      emptyText: t('Nobody is waiting.'),
      data: {
        category: {
          label: t('Wait'),
          values: pending.count === 0 ? [] : [t('Median wait'), t('Longest wait')],
        },
        valueLabel: t('Days'),
        series: [
          { key: 'days', label: t('Days'), values: [pending.median_days ?? 0, pending.oldest_days ?? 0] },
        ],
      },
    },
    {
      key: 'content-per-week',
      title: t('Content created per week'),
      kind: 'lines',
      data: overTime(
        insights.content_per_week,
        [
          { key: 'posts', label: msg('Posts') },
          { key: 'products', label: msg('Products') },
          { key: 'tools', label: msg('Tools') },
          { key: 'opportunities', label: msg('Opportunities') },
          { key: 'trainings', label: msg('Trainings') },
        ],
        t('Week starting'),
        t('Items created'),
      ),
    },
  ];
  if (insights.reports_per_week.length > 0) {
    charts.push({
      key: 'reports',
      title: t('Reports opened and resolved'),
      kind: 'lines',
      data: overTime(
        insights.reports_per_week,
        [
          { key: 'opened', label: msg('Opened') },
          { key: 'resolved', label: msg('Resolved') },
        ],
        t('Week starting'),
        t('Reports'),
      ),
    });
  }
  return [...charts, ...peopleTrainedCharts(insights.people_trained), proposalsChart(insights.proposals)];
}

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

/** Calls for proposals (issue 32): each call's proposals by status (its approval rate in the category), and the
 * period's approval rate in the note. */
function proposalsChart(proposals: AdminInsights['proposals']): InsightChart {
  const calls = proposals.per_call;
  return {
    key: 'proposals-per-call',
    title: t('Proposals per call'),
    kind: 'bars',
    emptyText: t('No proposals in this period.'),
    note: t('{{total}} proposals; approval rate {{rate}} (approved of decided).', {
      total: String(proposals.total),
      rate: percent(proposals.approval_rate),
    }),
    data: {
      category: {
        label: t('Call'),
        values: calls.map((call) =>
          t('{{title}} (approved: {{rate}})', { title: call.title, rate: percent(call.approval_rate) }),
        ),
      },
      valueLabel: t('Proposals'),
      series: [
        { key: 'pending', label: t('Pending'), values: calls.map((call) => call.pending) },
        { key: 'approved', label: t('Approved'), values: calls.map((call) => call.approved) },
        { key: 'rejected', label: t('Rejected'), values: calls.map((call) => call.rejected) },
      ],
    },
  };
}

const PEOPLE_SERIES = [{ key: 'people', label: msg('People trained') }] as const;

/** People trained (issue 33): the month by month loop, then who they are, then the partners who trained most. */
function peopleTrainedCharts(trained: AdminInsights['people_trained']): InsightChart[] {
  const people = <R extends { people: number }>(rows: readonly R[], name: (row: R) => string | null) =>
    rows.map((row) => ({ people: row.people, name: name(row) }));
  const withPeople = (data: ChartData): ChartData => ({ ...data, valueLabel: t('People trained') });
  return [
    {
      key: 'people-trained-months',
      title: t('People trained: registrations, attendance and completions per month'),
      kind: 'lines',
      note: t('{{total}} people trained in all; {{count}} first certified in this period.', {
        total: String(trained.total),
        count: trained.in_period,
      }),
      data: chartFrom(
        trained.per_month.map((row) => ({ ...row, bucket: row.month })),
        { key: 'bucket', label: t('Month'), format: formatBucket },
        [
          { key: 'registrations', label: t('Registrations') },
          { key: 'attended', label: t('Attended') },
          { key: 'completions', label: t('Certificates issued') },
        ],
        t('People'),
      ),
    },
    {
      key: 'attendance-rate',
      title: t('Attendance rate per month'),
      kind: 'bars',
      data: {
        category: {
          label: t('Month'),
          values: trained.per_month.map((row) => row.month),
          format: formatBucket,
        },
        valueLabel: t('Per cent'),
        series: [
          {
            key: 'rate',
            label: t('Attended, per cent of registrations'),
            values: trained.per_month.map((row) =>
              row.attendance_rate === null ? 0 : Math.round(row.attendance_rate * 100),
            ),
          },
        ],
      },
    },
    {
      key: 'people-trained-by-state',
      title: t('People trained by state'),
      kind: 'bars',
      data: withPeople(
        byName(
          people(trained.by_state, (row) => row.state),
          STATES.map((s) => s.name),
          PEOPLE_SERIES,
          t('State'),
        ),
      ),
    },
    {
      key: 'people-trained-by-sector',
      title: t('People trained by sector'),
      kind: 'bars',
      data: withPeople(
        byName(
          people(trained.by_sector, (row) => row.sector),
          SECTORS.map((s) => s.name),
          PEOPLE_SERIES,
          t('Sector'),
        ),
      ),
    },
    {
      key: 'people-trained-by-gender',
      title: t('People trained by gender'),
      kind: 'bars',
      data: withPeople(
        byName(
          people(trained.by_gender, (row) => row.gender),
          ['Female', 'Male'],
          PEOPLE_SERIES,
          t('Gender'),
        ),
      ),
    },
    {
      key: 'top-training-partners',
      title: t('Partners who trained the most people'),
      kind: 'bars',
      emptyText: t('No certificates issued yet.'),
      data: withPeople(
        byName(
          people(trained.top_partners, (row) => row.partner),
          [],
          PEOPLE_SERIES,
          t('Partner'),
        ),
      ),
    },
  ];
}
