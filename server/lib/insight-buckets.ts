// Time buckets of the sector's figures (issue 19): days, ISO weeks (their Monday) and months, on Nigeria's calendar
// (West Africa Time, UTC+1 all year, as lib/content-input.ts). Pure: the SQL groups by the same labels
// (to_char(date_trunc(unit, created_at at time zone 'Africa/Lagos'))), and these fill the buckets nobody touched.
import type { InsightPeriod } from '../../contract/insights';

export type BucketUnit = 'day' | 'week' | 'month';

const WAT_OFFSET_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The WAT calendar date of an instant, as a Date at 00:00 UTC of that date (so UTC getters read the WAT date). */
function watDate(at: Date): Date {
  const local = new Date(at.getTime() + WAT_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

/** The start of the bucket holding a WAT date (a Date at 00:00 UTC of the bucket's first date). */
function bucketStart(date: Date, unit: BucketUnit): Date {
  if (unit === 'month') return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  if (unit === 'week') return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS);
  return date;
}

function next(start: Date, unit: BucketUnit): Date {
  if (unit === 'month') return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return new Date(start.getTime() + (unit === 'week' ? 7 : 1) * DAY_MS);
}

/** 'YYYY-MM' for months, 'YYYY-MM-DD' for days and weeks: the labels the SQL's to_char writes (BUCKET_FORMAT). */
export function bucketLabel(start: Date, unit: BucketUnit): string {
  return start.toISOString().slice(0, unit === 'month' ? 7 : 10);
}

/** The to_char format of each unit's label. */
export const BUCKET_FORMAT: Record<BucketUnit, string> = {
  day: 'YYYY-MM-DD',
  week: 'YYYY-MM-DD',
  month: 'YYYY-MM',
};

/** The bucket label of an instant. */
export function bucketOf(at: Date, unit: BucketUnit): string {
  return bucketLabel(bucketStart(watDate(at), unit), unit);
}

/** Every label from the bucket `from` (a label) through the one holding `now`, in order. */
export function bucketsFrom(from: string, now: Date, unit: BucketUnit): string[] {
  const last = bucketStart(watDate(now), unit);
  const labels: string[] = [];
  for (
    let at = bucketStart(new Date(`${unit === 'month' ? `${from}-01` : from}T00:00:00Z`), unit);
    at <= last;
    at = next(at, unit)
  ) {
    labels.push(bucketLabel(at, unit));
  }
  return labels;
}

/** An insight period's window: its buckets' unit, its first bucket, and the first days of that bucket and of the
 * ISO week holding it (content is counted by whole weeks); all null for 'all' (from the first record). */
export interface PeriodWindow {
  unit: 'day' | 'month';
  first: string | null;
  /** YYYY-MM-DD: the WAT day the period starts. */
  firstDay: string | null;
  /** YYYY-MM-DD: the Monday of the week holding firstDay. */
  firstWeek: string | null;
}

/** 30d: the last 30 days by day (today included); 12m: the last 12 months by month (this one included); all: months. */
export function periodWindow(period: InsightPeriod, now: Date): PeriodWindow {
  const today = watDate(now);
  if (period === 'all') return { unit: 'month', first: null, firstDay: null, firstWeek: null };
  const start =
    period === '30d'
      ? new Date(today.getTime() - 29 * DAY_MS)
      : new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));
  const unit = period === '30d' ? 'day' : 'month';
  return {
    unit,
    first: bucketLabel(start, unit),
    firstDay: bucketLabel(start, 'day'),
    firstWeek: bucketLabel(bucketStart(start, 'week'), 'week'),
  };
}
