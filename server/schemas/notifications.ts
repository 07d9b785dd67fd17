// JSON schemas of the notification centre and For you routes (issue 34; docs/notifications.md "Notification
// centre"). Extensions beyond the spec's API, behind the `notifications` capability.
import {
  forYouItemSchema,
  markReadBodySchema,
  notificationPageSchema,
  unreadCountSchema,
} from '../../contract/notifications';
import { envelopeSchema, errorAnswers } from '../lib/envelope';

const EXT = "extension: not part of the spec's API (issue 34, notifications; docs/notifications.md).";
const TAGS = ['notifications'];
const security = [{ token: [] }];

export const listNotificationsSchema = {
  tags: TAGS,
  summary: 'My notifications',
  description:
    `${EXT} Signed in, any kind: the caller's own notifications, newest first, 20 a page, with the unread count. ` +
    'data = { data, meta, unread }. Never cached (Cache-Control: private, no-store).',
  security,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 } },
  },
  response: { 200: envelopeSchema(notificationPageSchema), ...errorAnswers(400, 401, 429) },
} as const;

export const unreadNotificationsSchema = {
  tags: TAGS,
  summary: 'My unread notification count',
  description: `${EXT} Signed in, any kind: the bell's count alone (an index-only count). Never cached.`,
  security,
  response: { 200: envelopeSchema(unreadCountSchema), ...errorAnswers(401, 429) },
} as const;

export const markNotificationsReadSchema = {
  tags: TAGS,
  summary: 'Mark notifications read',
  description:
    `${EXT} Signed in, any kind: { "ids": [...] } marks those of the caller's own notifications read (ids of anyone ` +
    'else\'s are ignored), { "all": true } marks all of them. data = { unread } after the change.',
  security,
  body: markReadBodySchema,
  response: { 200: envelopeSchema(unreadCountSchema), ...errorAnswers(400, 401, 429) },
} as const;

export const forYouSchema = {
  tags: TAGS,
  summary: 'For you: items matched to me',
  description:
    `${EXT} Signed in, any kind: the newest items the caller was matched to (by support need, state, sector and a ` +
    "call's eligibility) that are still live, at most 6, each with why it matches. Never cached.",
  security,
  response: {
    200: envelopeSchema({ type: 'array', items: forYouItemSchema }),
    ...errorAnswers(401, 429),
  },
} as const;
