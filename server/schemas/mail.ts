// Schemas of the admin's view of the mail outbox: recipient, subject, status, tries and errors; never a body or a code.
import { MAIL_STATUSES, mailCountsSchema, mailEntrySchema } from '../../contract/mail';
import { errorAnswers, pagedListSchema } from '../lib/envelope';

const mailQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: [...MAIL_STATUSES] },
    page: { type: 'integer', minimum: 1, maximum: 100000 },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
  },
} as const;

export const adminMailSchema = {
  tags: ['admin'],
  summary:
    'The mail outbox: messages newest first (status narrows to queued, failed or sent), with counts per status',
  description:
    'extension (issue 11): default page 1, limit 20; recipient, subject, tries, last error and next try; never a body or a code.',
  querystring: mailQuery,
  response: {
    200: pagedListSchema(mailEntrySchema, { counts: mailCountsSchema }),
    ...errorAnswers(400, 401, 403),
  },
} as const;
