// Notifications (issue 34; docs/notifications.md): what the notification centre, the For you strip and the
// notification settings speak, as JSON schemas `as const` with their types derived from them (FromSchema, type-only).
// No imports beyond the contract folder: the server and the portal both read this file.
import type { FromSchema } from 'json-schema-to-ts';
import { pageMetaSchema } from './paging';

/** What a notification is about. `matched`: a newly published item (or one whose deadline nears) fits the member. */
export const NOTIFICATION_KINDS = [
  'matched',
  'registration_confirmed',
  'registration_promoted',
  'certificate_issued',
  'proposal_decided',
  'content_removed',
  'report_resolved',
  'partner_approved',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds of item a member can be matched to, and a notification can link to. */
export const MATCHED_ITEM_KINDS = ['training', 'opportunity', 'tool', 'call'] as const;
export type MatchedItemKind = (typeof MATCHED_ITEM_KINDS)[number];

/** The support needs asked at sign-up (support_types keys), which a matched item answers. */
export const SUPPORT_NEEDS = ['Training', 'Funding', 'Tools', 'Market_access'] as const;
export type SupportNeed = (typeof SUPPORT_NEEDS)[number];

/** The topics a member can turn off for e-mail; `funding` covers calls for proposals and funding opportunities. */
export const NOTIFICATION_TOPICS = ['training', 'opportunity', 'funding', 'tool'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** How notification e-mails reach a member: never, one mail each, or a daily or weekly digest (the default). */
export const EMAIL_FREQUENCIES = ['off', 'instant', 'daily', 'weekly'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];
export const DEFAULT_EMAIL_FREQUENCY: EmailFrequency = 'weekly';

/** Notification centre and For you page sizes. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const FOR_YOU_LIMIT = 6;

/** Why a matched item fits: the need it answers, and the state and sector it matched on (null when it did not). */
export const matchReasonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['need', 'state', 'sector'],
  properties: {
    need: { type: 'string', enum: SUPPORT_NEEDS },
    state: { type: ['string', 'null'] },
    sector: { type: ['string', 'null'] },
  },
} as const;
export type MatchReason = FromSchema<typeof matchReasonSchema>;

/** One notification (GET /prop/notifications). `link` is a portal path such as /trainingdetails/12. */
export const notificationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'item_kind', 'item_id', 'title', 'link', 'reason', 'created_at', 'read_at'],
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: NOTIFICATION_KINDS },
    item_kind: { type: ['string', 'null'], enum: [...MATCHED_ITEM_KINDS, null] },
    item_id: { type: ['integer', 'null'] },
    /** The item's title, or the sentence's subject (a training's title, a call's title, a proposal's title...). */
    title: { type: 'string' },
    link: { type: ['string', 'null'] },
    /** For `matched`: why it fits. Null for the other kinds. */
    reason: { anyOf: [matchReasonSchema, { type: 'null' }] },
    created_at: { type: 'string', format: 'date-time' },
    read_at: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
export type Notification = FromSchema<typeof notificationSchema>;

/** GET /prop/notifications?page=: newest first, with the member's unread count. */
export const notificationPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['data', 'meta', 'unread'],
  properties: {
    data: { type: 'array', items: notificationSchema },
    meta: pageMetaSchema,
    unread: { type: 'integer' },
  },
} as const;
export type NotificationPage = FromSchema<typeof notificationPageSchema>;

/** GET /prop/notifications/unread: the bell's count alone (cheap; never cached publicly). */
export const unreadCountSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['unread'],
  properties: { unread: { type: 'integer' } },
} as const;
export type UnreadCount = FromSchema<typeof unreadCountSchema>;

/** POST /prop/notifications/read: some by id, or all. */
export const markReadBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
  properties: {
    ids: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'integer', minimum: 1 } },
    all: { type: 'boolean', const: true },
  },
} as const;
export type MarkReadBody = FromSchema<typeof markReadBodySchema>;

/** One item of the home feed's For you strip (GET /prop/for-you): the newest matched items, with why. */
export const forYouItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['item_kind', 'item_id', 'title', 'link', 'reason', 'image', 'date'],
  properties: {
    item_kind: { type: 'string', enum: MATCHED_ITEM_KINDS },
    item_id: { type: 'integer' },
    title: { type: 'string' },
    link: { type: 'string' },
    reason: matchReasonSchema,
    image: { type: ['string', 'null'] },
    /** The item's date that matters: a training's start, an opportunity's or call's deadline, a tool's publication. */
    date: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
export type ForYouItem = FromSchema<typeof forYouItemSchema>;

/** GET and PUT /prop/account/notification-settings. */
export const notificationSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'topics', 'sms'],
  properties: {
    email: { type: 'string', enum: EMAIL_FREQUENCIES },
    topics: {
      type: 'object',
      additionalProperties: false,
      required: ['training', 'opportunity', 'funding', 'tool'],
      properties: {
        training: { type: 'boolean' },
        opportunity: { type: 'boolean' },
        funding: { type: 'boolean' },
        tool: { type: 'boolean' },
      },
    },
    /** SMS alerts for matched trainings and calls; only a verified number receives them. */
    sms: { type: 'boolean' },
  },
} as const;
export type NotificationSettings = FromSchema<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  email: DEFAULT_EMAIL_FREQUENCY,
  topics: { training: true, opportunity: true, funding: true, tool: true },
  sms: false,
};

/** The member's SMS number (GET /prop/account/phone): normalised +234..., and whether it was confirmed by code. */
export const accountPhoneSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['phone', 'verified', 'reset_by_sms'],
  properties: {
    /** Shown masked to the member (+234 80* *** **12); null when none was added. */
    phone: { type: ['string', 'null'] },
    verified: { type: 'boolean' },
    /** Password-reset codes go by SMS instead of e-mail (only with a verified number). */
    reset_by_sms: { type: 'boolean' },
  },
} as const;
export type AccountPhone = FromSchema<typeof accountPhoneSchema>;
