// JSON schemas of reports (issue 14, docs/moderation.md "## Reports"): a member's report, the admin's queue grouped
// per item, and the admin's action on it. Enums and limits come from contract/moderation.ts.
import type { FromSchema } from 'json-schema-to-ts';
import {
  REPORT_ACTIONS,
  REPORT_DETAILS_MAX,
  REPORT_ITEM_TYPES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORTS_PER_DAY,
  TAKE_DOWN_REASON_MAX,
  TAKE_DOWN_REASON_MIN,
  type ReportActionBody as ContractActionBody,
  type ReportBody as ContractReportBody,
} from '../../contract/moderation';
import { envelopeSchema, errorSchema, pageMetaSchema } from '../lib/envelope';
import type { Accepts } from './auth';
import { idParams } from './people';

const EXT = 'extension (issue 14): reports and the admin\'s report queue.';
const security = [{ token: [] }];
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
/** Every route here may answer these; each adds its own (404, 429). */
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;

const reportBody = {
  type: 'object',
  required: ['item_type', 'item_id', 'reason'],
  additionalProperties: false,
  properties: {
    item_type: { type: 'string', enum: [...REPORT_ITEM_TYPES] },
    item_id: { ...id, description: 'The content item, or for creative, business and partner the account id of the profile' },
    reason: { type: 'string', enum: [...REPORT_REASONS] },
    // Length is checked after trimming, with the contract's sentence (not the schema's).
    details: { type: 'string', description: `Optional, at most ${REPORT_DETAILS_MAX} characters once trimmed; kept and shown as plain text` },
  },
} as const;
export type ReportBody = FromSchema<typeof reportBody>;

export const createReportSchema = {
  tags: ['reports'],
  summary: 'Report a content item or a public profile to the admins (signed-in members with a verified e-mail)',
  description:
    `${EXT} A repeat of an open report by the same account changes nothing and answers 200 too. ` +
    `Unknown or hidden item: 404. Your own item or profile: 400. At most ${REPORTS_PER_DAY} reports per account ` +
    'in any 24 hours (429 with Retry-After).',
  security,
  body: reportBody,
  response: { 200: envelopeSchema({ type: 'null' }), ...refusals, 404: errorSchema, 429: errorSchema },
} as const;

const reasonCounts = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(REPORT_REASONS.map((reason) => [reason, { type: 'integer' }])),
} as const;

export const reportQueueItemSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: "The newest report's id: the one PATCH /prop/admin/reports/{id} takes" },
    item_type: { type: 'string', enum: [...REPORT_ITEM_TYPES] },
    item_id: { type: 'integer' },
    item_title: { ...nullableStr, description: 'null when the item is gone (deleted or taken down)' },
    author: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: { id: { type: 'integer' }, name: str, kind: { type: 'string', enum: ['creative', 'business', 'partner'] } },
    },
    report_count: { type: 'integer' },
    reasons: reasonCounts,
    details: { type: 'array', items: str, description: 'Newest first, at most 5; plain text' },
    first_reported_at: str,
    last_reported_at: str,
    status: { type: 'string', enum: [...REPORT_STATUSES] },
    resolution: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: {
        action: { type: 'string', enum: ['dismissed', 'taken_down'] },
        at: str,
        by: nullableStr,
        reason: nullableStr,
      },
    },
  },
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
export type ReportQueueQuery = FromSchema<typeof queueQuery>;

export const reportQueueSchema = {
  tags: ['admin', 'reports'],
  summary: 'Reported items, one row per item and status, newest report first, with counts, reasons and details',
  description:
    `${EXT} status open (default) or resolved; page 1 and limit 20 by default (at most 100). ` +
    "meta.total of status=open is the number of items awaiting review (the admin tab's badge).",
  security,
  querystring: queueQuery,
  response: {
    200: envelopeSchema({ type: 'array', items: reportQueueItemSchema }, { meta: pageMetaSchema }),
    ...refusals,
  },
} as const;

const actionBody = {
  type: 'object',
  required: ['action'],
  additionalProperties: false,
  properties: {
    action: { type: 'string', enum: [...REPORT_ACTIONS] },
    reason: {
      type: 'string',
      description: `Required for take_down: ${TAKE_DOWN_REASON_MIN} to ${TAKE_DOWN_REASON_MAX} characters once trimmed; mailed to the author`,
    },
  },
} as const;
export type ReportActionBody = FromSchema<typeof actionBody>;

export const reportActionSchema = {
  tags: ['admin', 'reports'],
  summary: 'Resolve every open report of the item: dismiss them, or take the item down (a profile is blacklisted)',
  description:
    `${EXT} id is any open report of the item. take_down needs a reason of ${TAKE_DOWN_REASON_MIN} to ` +
    `${TAKE_DOWN_REASON_MAX} characters: content is removed and its author mailed the reason; a profile is ` +
    'blacklisted (signed out at once). Unknown or already resolved report: 404; take_down of an item that is ' +
    'gone: 404 (dismiss its reports instead).',
  security,
  params: idParams,
  body: actionBody,
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

// The schemas accept the contract's bodies: a field renamed on one side fails to compile here.
export type ReportSent = Accepts<ReportBody, ContractReportBody>;
export type ReportActionSent = Accepts<ReportActionBody, ContractActionBody>;
