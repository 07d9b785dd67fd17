// Content people manage and report (issue 14): the item kinds an author may edit and delete and an admin may take
// down, the kinds and reasons of a report, their limits and messages, and the admin's report queue. Shared word for
// word by the server's checks and the portal's forms. Pure (json-schema-to-ts is imported for its types only).
import type { FromSchema } from 'json-schema-to-ts';

/** Content an author owns and may edit or delete, and an admin may take down (`event` is a training). */
export const CONTENT_ITEM_TYPES = ['post', 'product', 'tool', 'opportunity', 'event'] as const;
export type ContentItemType = (typeof CONTENT_ITEM_TYPES)[number];

/** Anything a signed-in member may report: content, or a public profile (`item_id` is then the account's id). */
export const REPORT_ITEM_TYPES = [...CONTENT_ITEM_TYPES, 'creative', 'business', 'partner'] as const;
export type ReportItemType = (typeof REPORT_ITEM_TYPES)[number];

export const REPORT_REASONS = [
  'spam',
  'scam_or_fraud',
  'offensive',
  'impersonation',
  'intellectual_property',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  scam_or_fraud: 'Scam or fraud',
  offensive: 'Offensive',
  impersonation: 'Impersonation',
  intellectual_property: 'Intellectual property',
  other: 'Other',
};

/** How the portal names an item in a sentence ("Delete this product?"). */
export const ITEM_TYPE_LABELS: Record<ReportItemType, string> = {
  post: 'post',
  product: 'product',
  tool: 'tool',
  opportunity: 'opportunity',
  event: 'training',
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

/** POST /prop/reports. */
export interface ReportBody {
  item_type: ReportItemType;
  item_id: number;
  reason: ReportReason;
  details?: string;
}

/** DELETE /prop/{post|product|tool|opportunity|event}/{id}: the body an admin sends (an author sends none; the
 * server reads that as {}), as a JSON schema `as const` the route validates with. */
export const takeDownBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    reason: {
      type: 'string',
      description: `Admins only, and then required: ${TAKE_DOWN_REASON_MIN} to ${TAKE_DOWN_REASON_MAX} characters once trimmed; mailed to the author. Authors send no body.`,
    },
  },
} as const;

/** The body as the server reads it (the reason is missing from an author's delete). */
export type TakeDownBodyFields = FromSchema<typeof takeDownBodySchema>;
/** What the portal sends for an admin's take-down. */
export type TakeDownBody = Required<TakeDownBodyFields>;

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_ACTIONS = ['dismiss', 'take_down'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** PATCH /prop/admin/reports/{id}: `id` is any report of the item; every open report of that item is resolved. */
export interface ReportActionBody {
  action: ReportAction;
  /** Required (10 to 500 characters) for `take_down`; it is mailed to the author. */
  reason?: string;
}

/** One reported item in GET /prop/admin/reports?status=open|resolved&page&limit (newest report first). */
export interface ReportQueueItem {
  /** The newest report's id: the one PATCH /prop/admin/reports/{id} takes. */
  id: number;
  item_type: ReportItemType;
  item_id: number;
  /** The item's title or name; null when it is gone (deleted or taken down). */
  item_title: string | null;
  /** The author (content) or the account itself (profiles); null when it is gone. */
  author: { id: number; name: string; kind: 'creative' | 'business' | 'partner' } | null;
  report_count: number;
  /** How many reports gave each reason (only reasons given at least once). */
  reasons: Partial<Record<ReportReason, number>>;
  /** The reporters' details, newest first, at most 5 (text, to be rendered as text). */
  details: string[];
  first_reported_at: string;
  last_reported_at: string;
  status: ReportStatus;
  /** For resolved items: what the admin did, when, and the take-down reason. */
  resolution: { action: 'dismissed' | 'taken_down'; at: string; by: string | null; reason: string | null } | null;
}
