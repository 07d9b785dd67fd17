// Content people manage and report (issue 14): the item kinds an author may edit and delete and an admin may take
// down, the kinds and reasons of a report, their limits and messages, and the admin's report queue. Shared word for
// word by the server's checks and the portal's forms; the bodies and the queue's row as JSON schemas `as const` with
// their types derived from them (FromSchema, type-only).
import type { FromSchema } from 'json-schema-to-ts';
import { optionsOf } from './option-lists';
import {
  anyInteger,
  anyString,
  nullableObjectOf,
  nullableString,
  objectOf,
  optionalObjectOf,
} from './schema-fragments';

/** Content an author owns and may edit or delete, and an admin may take down (`event` is a training, `call` a call
 * for proposals, issue 32). */
export const CONTENT_ITEM_TYPES = ['post', 'product', 'tool', 'opportunity', 'event', 'call'] as const;
export type ContentItemType = (typeof CONTENT_ITEM_TYPES)[number];

/** Anything a signed-in member may report: content, or a public profile (`item_id` is then the account's id). */
export const REPORT_ITEM_TYPES = [...CONTENT_ITEM_TYPES, 'creative', 'business', 'partner'] as const;
export type ReportItemType = (typeof REPORT_ITEM_TYPES)[number];

export const REPORT_REASON_LABELS = {
  spam: 'Spam',
  scam_or_fraud: 'Scam or fraud',
  offensive: 'Offensive',
  impersonation: 'Impersonation',
  intellectual_property: 'Intellectual property',
  other: 'Other',
} as const;
export const REPORT_REASONS = optionsOf(REPORT_REASON_LABELS);
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How the portal names an item in a sentence ("Delete this product?"). */
export const ITEM_TYPE_LABELS: Record<ReportItemType, string> = {
  post: 'post',
  product: 'product',
  tool: 'tool',
  opportunity: 'opportunity',
  event: 'training',
  call: 'call for proposals',
  creative: 'profile',
  business: 'business profile',
  partner: 'partner profile',
};

export const REPORT_DETAILS_MAX = 1000;
/** Reports one account may send in a rolling day. */
export const REPORTS_PER_DAY = 20;
export const TAKE_DOWN_REASON_MIN = 10;
export const TAKE_DOWN_REASON_MAX = 500;
/** Days a taken-down item's text and images are kept for an appeal before they are purged. */
export const TAKE_DOWN_RETENTION_DAYS = 30;

export const MODERATION_MESSAGES = {
  reportReason: 'Please choose a reason.',
  reportDetails: `Please keep the details to ${REPORT_DETAILS_MAX.toLocaleString('en-NG')} characters or fewer.`,
  reportThanks: 'Thank you for your report. Our team will review it.',
  reportOwn: 'You cannot report your own content.',
  reportLimit: 'You have sent the most reports allowed in a day. Please try again tomorrow.',
  takeDownReason: `Please give a reason of ${TAKE_DOWN_REASON_MIN} to ${TAKE_DOWN_REASON_MAX} characters.`,
  notFound: 'This item no longer exists.',
  notYours: 'You can only change your own content.',
  deleted: 'Deleted successfully.',
  updated: 'Updated successfully.',
  takenDown: 'The item has been taken down and its author informed.',
  dismissed: 'The reports have been dismissed.',
} as const;

const reportId = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** POST /prop/reports. */
export const reportBodySchema = {
  type: 'object',
  required: ['item_type', 'item_id', 'reason'],
  additionalProperties: false,
  properties: {
    item_type: { type: 'string', enum: [...REPORT_ITEM_TYPES] },
    item_id: {
      ...reportId,
      description: 'The content item, or for creative, business and partner the account id of the profile',
    },
    reason: { type: 'string', enum: [...REPORT_REASONS] },
    // Length is checked after trimming, with the contract's sentence (not the schema's).
    details: {
      type: 'string',
      description: `Optional, at most ${REPORT_DETAILS_MAX} characters once trimmed; kept and shown as plain text`,
    },
  },
} as const;
export type ReportBody = FromSchema<typeof reportBodySchema>;

/** DELETE /prop/{post|product|tool|opportunity|event}/{id}: the body an admin sends (an author sends none; the
 * server reads that as {}), as a JSON schema `as const` the route validates with. */
export const takeDownBodySchema = optionalObjectOf({
  reason: {
    type: 'string',
    description: `Admins only, and then required: ${TAKE_DOWN_REASON_MIN} to ${TAKE_DOWN_REASON_MAX} characters once trimmed; mailed to the author. Authors send no body.`,
  },
});

/** The body as the server reads it (the reason is missing from an author's delete). */
export type TakeDownBodyFields = FromSchema<typeof takeDownBodySchema>;
/** What the portal sends for an admin's take-down. */
export type TakeDownBody = Required<TakeDownBodyFields>;

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_ACTIONS = ['dismiss', 'take_down'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** PATCH /prop/admin/reports/{id}: `id` is any report of the item; every open report of that item is resolved.
 * `reason` is required (10 to 500 characters) for `take_down`; it is mailed to the author. */
export const reportActionBodySchema = {
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
export type ReportActionBody = FromSchema<typeof reportActionBodySchema>;

/** One reported item in GET /prop/admin/reports?status=open|resolved&page&limit (newest report first). `author`:
 * the author (content) or the account itself (profiles), null when it is gone; `reasons`: how many reports gave each
 * reason (only reasons given at least once); `resolution`: for resolved items, what the admin did, when, and the
 * take-down reason. */
export const reportQueueItemSchema = objectOf({
  id: {
    type: 'integer',
    description: "The newest report's id: the one PATCH /prop/admin/reports/{id} takes",
  },
  item_type: { type: 'string', enum: [...REPORT_ITEM_TYPES] },
  item_id: anyInteger,
  item_title: { ...nullableString, description: 'null when the item is gone (deleted or taken down)' },
  author: nullableObjectOf({
    id: anyInteger,
    name: anyString,
    kind: { type: 'string', enum: ['creative', 'business', 'partner'] },
  }),
  report_count: anyInteger,
  reasons: {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(REPORT_REASONS.map((reason) => [reason, anyInteger])) as Record<
      ReportReason,
      typeof anyInteger
    >,
  },
  details: { type: 'array', items: anyString, description: 'Newest first, at most 5; plain text' },
  first_reported_at: anyString,
  last_reported_at: anyString,
  status: { type: 'string', enum: [...REPORT_STATUSES] },
  resolution: nullableObjectOf({
    action: { type: 'string', enum: ['dismissed', 'taken_down'] },
    at: anyString,
    by: nullableString,
    reason: nullableString,
  }),
});
export type ReportQueueItem = FromSchema<typeof reportQueueItemSchema>;
