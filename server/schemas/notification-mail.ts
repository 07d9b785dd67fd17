// JSON schemas of the notification settings and the one-click unsubscribe (issue 34, docs/notifications.md "E-mail:
// instant and digests, unsubscribe"). The settings' shape is declared once in contract/notifications.ts.
import { NOTIFICATION_TOPICS, notificationSettingsSchema } from '../../contract/notifications';
import { envelopeSchema, errorSchema } from '../lib/envelope';

const EXT = "extension: not part of the spec's API (issue 34).";
const TAGS = ['notifications'];
const security = [{ token: [] }];

export const getNotificationSettingsSchema = {
  tags: TAGS,
  summary: 'My notification settings',
  description:
    `${EXT} Signed in, any kind. How notification e-mails reach the member (off, instant, daily or weekly digest), ` +
    'which topics, and SMS alerts. Without a stored choice: the defaults (weekly, every topic, no SMS). ' +
    'Cache-Control: private, no-store.',
  security,
  response: { 200: envelopeSchema(notificationSettingsSchema), 401: errorSchema },
} as const;

export const putNotificationSettingsSchema = {
  tags: TAGS,
  summary: 'Save my notification settings',
  description:
    `${EXT} Signed in, any kind. Stores the whole choice. sms: true needs a confirmed SMS number (400 otherwise). ` +
    'Every unsubscribe link mailed before this change stops working (it names the settings it was sent under).',
  security,
  body: notificationSettingsSchema,
  response: {
    200: envelopeSchema(notificationSettingsSchema),
    400: errorSchema,
    401: errorSchema,
    429: errorSchema,
  },
} as const;

const tokenQuery = {
  type: 'object',
  required: ['token'],
  properties: {
    /** <account id>.<target>.<version>.<signature> (server/lib/unsubscribe-token.ts). */
    token: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

const unsubscribeData = {
  type: 'object',
  additionalProperties: false,
  required: ['target'],
  properties: {
    /** What the link turns off: every notification e-mail, or one topic's. */
    target: { type: 'string', enum: ['email', ...NOTIFICATION_TOPICS] },
  },
} as const;

export const unsubscribeInfoSchema = {
  tags: TAGS,
  summary: 'What an unsubscribe link turns off',
  description:
    `${EXT} No sign-in: the signed token is the authority. Changes nothing (link scanners open links). A browser ` +
    '(Accept: text/html) gets a small page with a button that POSTs the one-click form; anything else this envelope. ' +
    '400 for a token that is forged, altered, for a deleted account, or out of date (the settings changed since).',
  security: [],
  querystring: tokenQuery,
  response: { 200: envelopeSchema(unsubscribeData), 400: errorSchema, 429: errorSchema },
} as const;

export const unsubscribeSchema = {
  tags: TAGS,
  summary: 'One-click unsubscribe (RFC 8058)',
  description:
    `${EXT} The List-Unsubscribe-Post target of every notification mail: POST with the form body ` +
    'List-Unsubscribe=One-Click (or an empty one) and the token in the query; no sign-in. Turns off what the token names ' +
    '(notification e-mails, or one topic) and gives the settings a new version, so the same link cannot be used again ' +
    'after this or any later change. 400 for a forged, altered, deleted-account or out-of-date token.',
  security: [],
  consumes: ['application/x-www-form-urlencoded', 'application/json'],
  querystring: tokenQuery,
  body: {
    type: 'object',
    properties: { 'List-Unsubscribe': { type: 'string', maxLength: 40 } },
  },
  response: { 200: envelopeSchema(unsubscribeData), 400: errorSchema, 429: errorSchema },
} as const;
