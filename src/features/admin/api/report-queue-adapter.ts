// The one reader of a report queue row (GET /prop/admin/reports): the raw row into the contract's ReportQueueItem,
// tolerant of a host that sends fewer fields: a missing text reads as '' (or null where the contract allows null),
// a missing count as 0, a missing list as [], an unknown item type as 'post', reason counts only for known reasons.
import { fieldsOf, text, textOrNull } from '@/lib/adapt';
import {
  REPORT_ITEM_TYPES,
  REPORT_REASONS,
  REPORT_STATUSES,
  type ReportQueueItem,
} from '@contract/moderation';

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  (list as readonly unknown[]).includes(value) ? (value as T) : fallback;
const isObject = (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value);

function authorOf(raw: unknown): ReportQueueItem['author'] {
  if (!isObject(raw)) return null;
  const author = fieldsOf(raw);
  return {
    id: num(author.id),
    name: text(author.name),
    kind: oneOf(['creative', 'business', 'partner'], author.kind, 'creative'),
  };
}

function resolutionOf(raw: unknown): ReportQueueItem['resolution'] {
  if (!isObject(raw)) return null;
  const resolution = fieldsOf(raw);
  return {
    action: oneOf(['dismissed', 'taken_down'], resolution.action, 'dismissed'),
    at: text(resolution.at),
    by: textOrNull(resolution.by),
    reason: textOrNull(resolution.reason),
  };
}

export function toReportQueueItem(raw: unknown): ReportQueueItem {
  const row = fieldsOf(raw);
  const given = fieldsOf(row.reasons);
  const reasons: ReportQueueItem['reasons'] = {};
  for (const reason of REPORT_REASONS) {
    const count = given[reason];
    if (typeof count === 'number' && Number.isFinite(count)) reasons[reason] = count;
  }
  return {
    id: num(row.id),
    item_type: oneOf(REPORT_ITEM_TYPES, row.item_type, 'post'),
    item_id: num(row.item_id),
    item_title: textOrNull(row.item_title),
    author: authorOf(row.author),
    report_count: num(row.report_count),
    reasons,
    details: Array.isArray(row.details)
      ? row.details.filter((detail): detail is string => typeof detail === 'string')
      : [],
    first_reported_at: text(row.first_reported_at),
    last_reported_at: text(row.last_reported_at),
    status: oneOf(REPORT_STATUSES, row.status, 'open'),
    resolution: resolutionOf(row.resolution),
  };
}
