// Schemas of the admin's view of the mail outbox: recipient, subject, status, tries and errors; never a body or a code.
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;

export const MAIL_STATUSES = ['queued', 'failed', 'sent'] as const;

export const mailEntrySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    recipient: str,
    subject: str,
    status: { type: 'string', enum: [...MAIL_STATUSES] },
    attempts: { type: 'integer' },
    last_error: nullableStr,
    /** When the next try is due (queued rows only). */
    next_attempt_at: nullableStr,
    created_at: str,
    sent_at: nullableStr,
    failed_at: nullableStr,
  },
} as const;

export const mailCountsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { queued: { type: 'integer' }, failed: { type: 'integer' }, sent: { type: 'integer' } },
} as const;

export const mailQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: [...MAIL_STATUSES] },
    page: { type: 'integer', minimum: 1, maximum: 100000 },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
  },
} as const;
