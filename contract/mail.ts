// The admin's view of the mail outbox (GET /prop/admin/mail): the statuses it shows and one message as the server
// sends it (recipient, subject, tries, last error, next try; never a body or a code): the list of statuses, and the
// row as a JSON schema `as const` with its type derived from it (FromSchema, type-only).
import type { FromSchema } from 'json-schema-to-ts';

/** The statuses an admin sees; the server's internal 'void' (superseded messages) never leaves it. */
export const MAIL_STATUSES = ['queued', 'failed', 'sent'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;

/** A row of GET /prop/admin/mail. next_attempt_at: when the next try is due (queued rows only). */
export const mailEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'recipient',
    'subject',
    'status',
    'attempts',
    'last_error',
    'next_attempt_at',
    'created_at',
    'sent_at',
    'failed_at',
  ],
  properties: {
    id: { type: 'integer' },
    recipient: str,
    subject: str,
    status: { type: 'string', enum: [...MAIL_STATUSES] },
    attempts: { type: 'integer' },
    last_error: nullableStr,
    next_attempt_at: nullableStr,
    created_at: str,
    sent_at: nullableStr,
    failed_at: nullableStr,
  },
} as const;
export type MailEntry = FromSchema<typeof mailEntrySchema>;

/** The list's `counts` beside `meta`: messages per status. */
export const mailCountsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['queued', 'failed', 'sent'],
  properties: { queued: { type: 'integer' }, failed: { type: 'integer' }, sent: { type: 'integer' } },
} as const;
export type MailCounts = FromSchema<typeof mailCountsSchema>;
