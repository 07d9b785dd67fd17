// What every chart draws: a category axis (days, months, states, sectors) and one or more series of counts. The
// same data feeds the chart, its table and its CSV, so the three cannot disagree. Counts may be '<5' (suppressed).
import { SUPPRESSED, type PublicCount } from '@contract/insights';
import type { CsvCell } from '@/lib/csv';
import { msg } from '@/i18n/runtime';

export interface ChartSeries {
  key: string;
  label: string;
  values: readonly PublicCount[];
}

export interface ChartData {
  /** The category column: its heading (also the category axis's label) and its entries, as sent. */
  category: { label: string; values: readonly string[]; format?: (value: string) => string };
  /** The value axis's label, e.g. "Members". */
  valueLabel: string;
  series: readonly ChartSeries[];
}

const numbers = new Intl.NumberFormat('en-NG');

export const isCount = (value: PublicCount): value is number => typeof value === 'number';

/** A count as a table shows it: grouped digits, or '<5' as it is. */
export function formatCount(value: PublicCount): string {
  return isCount(value) ? numbers.format(value) : SUPPRESSED;
}

export function categoryText(data: ChartData, index: number): string {
  const value = data.category.values[index];
  return data.category.format ? data.category.format(value) : value;
}

/** The CSV's rows: a header, then one row per category with its raw value (dates as sent, '<5' kept). */
export function csvRows(data: ChartData): CsvCell[][] {
  return [
    [data.category.label, ...data.series.map((s) => s.label)],
    ...data.category.values.map((value, i) => [value, ...data.series.map((s) => s.values[i])]),
  ];
}

/** Round tick values from 0 to at least `max` (whole numbers: these are counts). */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const norm = rough / magnitude;
  const step = Math.max(1, (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 5 ? 5 : 10) * magnitude);
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) ticks.push(tick);
  return ticks;
}

const dayFormat = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-NG', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A bucket as people read it: 2026-11-03 is "3 Nov 2026", 2026-11 is "Nov 2026" (calendar dates, no zone shift). */
export function formatBucket(bucket: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(bucket);
  if (day) return dayFormat.format(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  const month = /^(\d{4})-(\d{2})$/.exec(bucket);
  if (month) return monthFormat.format(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
  return bucket;
}

/** The three kinds of member as series, in the portal's order. */
export const KIND_SERIES = [
  { key: 'creative', label: msg('Creatives') },
  { key: 'business', label: msg('Businesses') },
  { key: 'partner', label: msg('Partners') },
] as const;
/** Creatives and businesses: the kinds counted by sector. */
export const MEMBER_KIND_SERIES = [KIND_SERIES[0], KIND_SERIES[1]] as const;

type Row<C extends string, K extends string> = { [key in C]: string } & { [key in K]: PublicCount };

/** Chart data straight from rows: the category read from one field, one series per counted field. */
export function chartFrom<C extends string, K extends string>(
  rows: readonly Row<C, K>[],
  category: { key: C; label: string; format?: (value: string) => string },
  series: readonly { key: K; label: string }[],
  valueLabel: string,
): ChartData {
  return {
    category: {
      label: category.label,
      values: rows.map((row) => row[category.key]),
      format: category.format,
    },
    valueLabel,
    series: series.map((s) => ({ key: s.key, label: s.label, values: rows.map((row) => row[s.key]) })),
  };
}
