// JSON schemas of reports (issue 14, docs/moderation.md "## Reports"): a member's report, the admin's queue grouped
// per item, and the admin's action on it. Enums and limits come from contract/moderation.ts.
import {
  REPORT_STATUSES,
  REPORTS_PER_DAY,
  reportActionBodySchema,
  reportBodySchema,
  reportQueueItemSchema,
  TAKE_DOWN_REASON_MAX,
  TAKE_DOWN_REASON_MIN,
} from '../../contract/moderation';
import { envelopeSchema, errorSchema, pagedListSchema } from '../lib/envelope';
import { idParams } from './people';

const EXT = "extension (issue 14): reports and the admin's report queue.";
const security = [{ token: [] }];
/** Every route here may answer these; each adds its own (404, 429). */
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;

export const createReportSchema = {
  tags: ['reports'],
  summary:
    'Report a content item or a public profile to the admins (signed-in members with a verified e-mail)',
  description:
    `${EXT} A repeat of an open report by the same account changes nothing and answers 200 too. ` +
    `Unknown or hidden item: 404. Your own item or profile: 400. At most ${REPORTS_PER_DAY} reports per account ` +
    'in any 24 hours (429 with Retry-After).',
  security,
  body: reportBodySchema,
  response: { 200: envelopeSchema({ type: 'null' }), ...refusals, 404: errorSchema, 429: errorSchema },
} as const;

const queueQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: [...REPORT_STATUSES], default: 'open' },
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;

export const reportQueueSchema = {
  tags: ['admin', 'reports'],
  summary:
    'Reported items, one row per item and status, newest report first, with counts, reasons and details',
  description:
    `${EXT} status open (default) or resolved; page 1 and limit 20 by default (at most 100). ` +
    "meta.total of status=open is the number of items awaiting review (the admin tab's badge).",
  security,
  querystring: queueQuery,
  response: {
    200: pagedListSchema(reportQueueItemSchema),
    ...refusals,
  },
} as const;

export const reportActionSchema = {
  tags: ['admin', 'reports'],
  summary:
    'Resolve every open report of the item: dismiss them, or take the item down (a profile is blacklisted)',
  description:
    `${EXT} id is any open report of the item. take_down needs a reason of ${TAKE_DOWN_REASON_MIN} to ` +
    `${TAKE_DOWN_REASON_MAX} characters: content is removed and its author mailed the reason; a profile is ` +
    'blacklisted (signed out at once). Unknown or already resolved report: 404; take_down of an item that is ' +
    'gone: 404 (dismiss its reports instead).',
  security,
  params: idParams,
  body: reportActionBodySchema,
  response: {
    200: envelopeSchema({
      type: 'object',
      additionalProperties: false,
      properties: { resolved: { type: 'integer', description: 'How many reports were resolved' } },
    }),
    ...refusals,
    404: errorSchema,
  },
} as const;
