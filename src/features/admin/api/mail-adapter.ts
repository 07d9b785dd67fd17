// The one reader of a mail outbox row (GET /prop/admin/mail): the raw row into the contract's MailEntry, tolerant of
// a host that sends fewer fields: texts read as '', optional dates as null, an unknown status as 'queued'.
import { fieldsOf } from '@/lib/adapt';
import type { MailEntry } from '@contract/mail';

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const strOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

export function toMailEntry(raw: unknown): MailEntry {
  const row = fieldsOf(raw);
  return {
    id: num(row.id),
    recipient: typeof row.recipient === 'string' ? row.recipient : '',
    subject: typeof row.subject === 'string' ? row.subject : '',
    status: row.status === 'failed' || row.status === 'sent' ? row.status : 'queued',
    attempts: num(row.attempts),
    last_error: strOrNull(row.last_error),
    next_attempt_at: strOrNull(row.next_attempt_at),
    created_at: typeof row.created_at === 'string' ? row.created_at : '',
    sent_at: strOrNull(row.sent_at),
    failed_at: strOrNull(row.failed_at),
  };
}
