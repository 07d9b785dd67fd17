// The one reader of the admin's Insights (GET /prop/admin/insights): the raw `data` into the contract's AdminInsights,
// tolerant of a host that sends fewer fields: a missing count reads as 0, a missing list as [], a missing name as
// null ("not given"), a missing period as the one asked for. Table-driven: one field reader per contract field.
import { text, textOrNull } from '@/lib/adapt';
import { objectReader, readFields, rowsReader, sameReaders } from '@/lib/read-fields';
import { INSIGHT_PERIODS, type AdminInsights, type InsightPeriod } from '@contract/insights';

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
const countOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const rate = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1 ? value : null;
const periodOf = (value: unknown, asked: InsightPeriod): InsightPeriod =>
  (INSIGHT_PERIODS as readonly unknown[]).includes(value) ? (value as InsightPeriod) : asked;
const counts = <K extends string>(...keys: K[]) => sameReaders(keys, count);

/** Calls for proposals (issue 32): a host without them sends nothing, read as none. */
const readProposals = objectReader<AdminInsights['proposals']>({
  ...counts('total', 'pending', 'approved', 'rejected'),
  approval_rate: rate,
  per_call: rowsReader({
    call_id: count,
    title: text,
    host: text,
    ...counts('proposals', 'pending', 'approved', 'rejected'),
    approval_rate: rate,
  }),
});

/** People trained (issue 33); a host without them reads as none. */
const readPeopleTrained = objectReader<AdminInsights['people_trained']>({
  ...counts('total', 'in_period'),
  by_state: rowsReader({ state: textOrNull, people: count }),
  by_sector: rowsReader({ sector: textOrNull, people: count }),
  by_gender: rowsReader({ gender: textOrNull, people: count }),
  per_month: rowsReader({
    month: text,
    ...counts('registrations', 'attended'),
    attendance_rate: countOrNull,
    completions: count,
  }),
  top_partners: rowsReader({ partner: textOrNull, people: count }),
});

export function toAdminInsights(raw: unknown, asked: InsightPeriod): AdminInsights {
  return readFields<AdminInsights>(raw, {
    period: (value) => periodOf(value, asked),
    as_of: text,
    registrations: rowsReader({ bucket: text, ...counts('creative', 'business', 'partner') }),
    by_state: rowsReader({ state: textOrNull, ...counts('creative', 'business') }),
    by_sector: rowsReader({ sector: textOrNull, ...counts('creative', 'business') }),
    support_needs: rowsReader({
      sector: textOrNull,
      ...counts('training', 'funding', 'tools', 'market_access'),
    }),
    verification: objectReader(
      counts('email_verified', 'email_unverified', 'identity_verified', 'identity_unverified'),
    ),
    partners_pending: objectReader({ count, oldest_days: countOrNull, median_days: countOrNull }),
    content_per_week: rowsReader({
      bucket: text,
      ...counts('posts', 'products', 'tools', 'opportunities', 'trainings'),
    }),
    reports_per_week: rowsReader({ bucket: text, ...counts('opened', 'resolved') }),
    people_trained: readPeopleTrained,
    proposals: readProposals,
  });
}
