// The admin's view of the mail outbox (GET /prop/admin/mail): the statuses it shows and one message as the server
// sends it (recipient, subject, tries, last error, next try; never a body or a code): the list of statuses, and the
// row as a JSON schema `as const` with its type derived from it (FromSchema, type-only).
import type { FromSchema } from 'json-schema-to-ts';
import { anyInteger, anyString, nullableString, objectOf } from './schema-fragments';

/** The statuses an admin sees; the server's internal 'void' (superseded messages) never leaves it. */
export const MAIL_STATUSES = ['queued', 'failed', 'sent'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A row of GET /prop/admin/mail. next_attempt_at: when the next try is due (queued rows only). */
export const mailEntrySchema = objectOf({
  id: anyInteger,
  recipient: anyString,
  subject: anyString,
  status: { type: 'string', enum: [...MAIL_STATUSES] },
  attempts: anyInteger,
  last_error: nullableString,
  next_attempt_at: nullableString,
  created_at: anyString,
  sent_at: nullableString,
  failed_at: nullableString,
});
export type MailEntry = FromSchema<typeof mailEntrySchema>;

/** The list's `counts` beside `meta`: messages per status. */
export const mailCountsSchema = objectOf({ queued: anyInteger, failed: anyInteger, sent: anyInteger });
export type MailCounts = FromSchema<typeof mailCountsSchema>;
