// The one reader of the admin's Insights (GET /prop/admin/insights): the raw `data` into the contract's AdminInsights,
// tolerant of a host that sends fewer fields: a missing count reads as 0, a missing list as [], a missing name as
// null ("not given"), a missing period as the one asked for.
import { fieldsOf, text, textOrNull, type RawFields } from '@/lib/adapt';
import { INSIGHT_PERIODS, type AdminInsights, type InsightPeriod } from '@contract/insights';

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
const countOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const rows = <T>(value: unknown, read: (row: RawFields) => T): T[] =>
  Array.isArray(value) ? value.map((row) => read(fieldsOf(row))) : [];
const periodOf = (value: unknown, asked: InsightPeriod): InsightPeriod =>
  (INSIGHT_PERIODS as readonly unknown[]).includes(value) ? (value as InsightPeriod) : asked;

export function toAdminInsights(raw: unknown, asked: InsightPeriod): AdminInsights {
  const fields = fieldsOf(raw);
  const verification = fieldsOf(fields.verification);
  const pending = fieldsOf(fields.partners_pending);
  return {
    period: periodOf(fields.period, asked),
    as_of: text(fields.as_of),
    registrations: rows(fields.registrations, (row) => ({
      bucket: text(row.bucket),
      creative: count(row.creative),
      business: count(row.business),
      partner: count(row.partner),
    })),
    by_state: rows(fields.by_state, (row) => ({
      state: textOrNull(row.state),
      creative: count(row.creative),
      business: count(row.business),
    })),
    by_sector: rows(fields.by_sector, (row) => ({
      sector: textOrNull(row.sector),
      creative: count(row.creative),
      business: count(row.business),
    })),
    support_needs: rows(fields.support_needs, (row) => ({
      sector: textOrNull(row.sector),
      training: count(row.training),
      funding: count(row.funding),
      tools: count(row.tools),
      market_access: count(row.market_access),
    })),
    verification: {
      email_verified: count(verification.email_verified),
      email_unverified: count(verification.email_unverified),
      identity_verified: count(verification.identity_verified),
      identity_unverified: count(verification.identity_unverified),
    },
    partners_pending: {
      count: count(pending.count),
      oldest_days: countOrNull(pending.oldest_days),
      median_days: countOrNull(pending.median_days),
    },
    content_per_week: rows(fields.content_per_week, (row) => ({
      bucket: text(row.bucket),
      posts: count(row.posts),
      products: count(row.products),
      tools: count(row.tools),
      opportunities: count(row.opportunities),
      trainings: count(row.trainings),
    })),
    reports_per_week: rows(fields.reports_per_week, (row) => ({
      bucket: text(row.bucket),
      opened: count(row.opened),
      resolved: count(row.resolved),
    })),
    people_trained: toPeopleTrained(fields.people_trained),
    proposals: toProposals(fields.proposals),
  };
}

const rate = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1 ? value : null;

/** Calls for proposals (issue 32): a host without them sends nothing, read as none. */
function toProposals(raw: unknown): AdminInsights['proposals'] {
  const fields = fieldsOf(raw);
  return {
    total: count(fields.total),
    pending: count(fields.pending),
    approved: count(fields.approved),
    rejected: count(fields.rejected),
    approval_rate: rate(fields.approval_rate),
    per_call: rows(fields.per_call, (row) => ({
      call_id: count(row.call_id),
      title: text(row.title),
      host: text(row.host),
      proposals: count(row.proposals),
      pending: count(row.pending),
      approved: count(row.approved),
      rejected: count(row.rejected),
      approval_rate: rate(row.approval_rate),
    })),
  };
}

/** People trained (issue 33); a host without them reads as none. */
function toPeopleTrained(raw: unknown): AdminInsights['people_trained'] {
  const fields = fieldsOf(raw);
  return {
    total: count(fields.total),
    in_period: count(fields.in_period),
    by_state: rows(fields.by_state, (row) => ({ state: textOrNull(row.state), people: count(row.people) })),
    by_sector: rows(fields.by_sector, (row) => ({
      sector: textOrNull(row.sector),
      people: count(row.people),
    })),
    by_gender: rows(fields.by_gender, (row) => ({
      gender: textOrNull(row.gender),
      people: count(row.people),
    })),
    per_month: rows(fields.per_month, (row) => ({
      month: text(row.month),
      registrations: count(row.registrations),
      attended: count(row.attended),
      attendance_rate: countOrNull(row.attendance_rate),
      completions: count(row.completions),
    })),
    top_partners: rows(fields.top_partners, (row) => ({
      partner: textOrNull(row.partner),
      people: count(row.people),
    })),
  };
}
