// /clap routes of the notification centre and the For you strip (issue 34; docs/notifications.md "Notification
// centre"): signed in, a member sees and marks only their own; every answer is private and never stored.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../contract/notifications';
import { ok } from '../../lib/envelope';
import { pageMeta, pageWindow } from '../../lib/paging';
import { callerOf } from '../../plugins/auth';
import { forYou, listNotifications, markRead, unreadCount } from '../../repositories/notifications';
import {
  forYouSchema,
  listNotificationsSchema,
  markNotificationsReadSchema,
  unreadNotificationsSchema,
} from '../../schemas/notifications';

/** Per account (every route here needs a caller; the address is a fallback that never decides). */
const byAccount = (request: FastifyRequest) =>
  request.caller ? `notifications:${request.caller.id}` : request.ip;
/** The bell asks on every page: reads are generous; marking read is a click each. */
export const NOTIFICATION_LIMITS = {
  read: { max: 240, timeWindow: '1 minute' },
  write: { max: 240, timeWindow: '15 minutes' },
} as const;
const limit = (which: keyof typeof NOTIFICATION_LIMITS) => ({
  rateLimit: { ...NOTIFICATION_LIMITS[which], keyGenerator: byAccount },
});

const privateAnswer = (reply: FastifyReply) => void reply.header('cache-control', 'private, no-store');

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  app.get(
    '/prop/notifications',
    { schema: listNotificationsSchema, onRequest: app.requireAuth(), config: limit('read') },
    async (request, reply) => {
      privateAnswer(reply);
      const window = pageWindow(request.query.page, NOTIFICATIONS_PAGE_SIZE);
      const { items, total, unread } = await listNotifications(app.db, callerOf(request).id, window);
      return ok({ data: items, meta: pageMeta(window, total), unread }, 'Your notifications');
    },
  );

  app.get(
    '/prop/notifications/unread',
    { schema: unreadNotificationsSchema, onRequest: app.requireAuth(), config: limit('read') },
    async (request, reply) => {
      privateAnswer(reply);
      return ok({ unread: await unreadCount(app.db, callerOf(request).id) }, 'Your notifications');
    },
  );

  app.post(
    '/prop/notifications/read',
    { schema: markNotificationsReadSchema, onRequest: app.requireAuth(), config: limit('write') },
    async (request, reply) => {
      privateAnswer(reply);
      const accountId = callerOf(request).id;
      // An id beyond the safe integers is nobody's notification (and would not survive the trip to the database).
      const ids = [...new Set(request.body.ids ?? [])].filter((id) => Number.isSafeInteger(id));
      await markRead(app.db, accountId, request.body.all ? 'all' : ids);
      return ok({ unread: await unreadCount(app.db, accountId) }, 'Marked as read.');
    },
  );

  app.get(
    '/prop/for-you',
    { schema: forYouSchema, onRequest: app.requireAuth(), config: limit('read') },
    async (request, reply) => {
      privateAnswer(reply);
      return ok(await forYou(app.db, callerOf(request).id), 'For you');
    },
  );
  return Promise.resolve();
};

export default routes;
