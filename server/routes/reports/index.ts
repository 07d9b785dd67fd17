// Reports (issue 14, docs/moderation.md "## Reports"): a member reports a content item or a public profile; an admin
// works through the queue, one row per reported item, and dismisses its reports or takes the item down.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  MODERATION_MESSAGES,
  REPORT_DETAILS_MAX,
  REPORTS_PER_DAY,
  TAKE_DOWN_REASON_MAX,
  TAKE_DOWN_REASON_MIN,
} from '../../../contract/moderation';
import { ok } from '../../lib/envelope';
import { pageMeta, pageWindow } from '../../lib/paging';
import { badRequest, notFound, tooManyRequests } from '../../lib/http-errors';
import { callerOf } from '../../plugins/auth';
import { setBlacklisted } from '../../repositories/admin';
import { findItemOwner, isContentType } from '../../repositories/content-items';
import {
  findOpenReportItem,
  insertReport,
  listReportQueue,
  resolveReports,
} from '../../repositories/reports';
import { createReportSchema, reportActionSchema, reportQueueSchema } from '../../schemas/reports';
import { takeDownContent } from '../../services/content-removal';

const REPORT_GONE = 'This report was already resolved or does not exist.';

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const admin = app.requireAuth('admin');

  app.post(
    '/prop/reports',
    // Verified members only: a report reaches the admins, so it is held to the rule of what others see.
    { onRequest: app.requirePublisher('creative', 'business', 'partner'), schema: createReportSchema },
    async (request) => {
      const caller = callerOf(request);
      const { item_type: itemType, item_id: itemId, reason } = request.body;
      const details = request.body.details?.trim() || null;
      if (details && details.length > REPORT_DETAILS_MAX) throw badRequest(MODERATION_MESSAGES.reportDetails);
      const owner = await findItemOwner(app.db, itemType, itemId);
      if (owner?.ownerId === caller.id) throw badRequest(MODERATION_MESSAGES.reportOwn);
      if (!owner?.visible) throw notFound(MODERATION_MESSAGES.notFound);
      const outcome = await insertReport(
        app.db,
        { reporterId: caller.id, itemType, itemId, reason, details },
        REPORTS_PER_DAY,
      );
      if ('waitSeconds' in outcome)
        throw tooManyRequests(outcome.waitSeconds, MODERATION_MESSAGES.reportLimit);
      return ok(null, MODERATION_MESSAGES.reportThanks);
    },
  );

  app.get('/prop/admin/reports', { onRequest: admin, schema: reportQueueSchema }, async (request) => {
    const { status = 'open', page = 1, limit = 20 } = request.query;
    const paging = pageWindow(page, limit);
    const { rows, total } = await listReportQueue(app.db, { status, limit, offset: paging.offset });
    return ok(rows, 'Reports retrieved', { meta: pageMeta(paging, total) });
  });

  app.patch('/prop/admin/reports/:id', { onRequest: admin, schema: reportActionSchema }, async (request) => {
    const adminId = callerOf(request).id;
    const { action } = request.body;
    const reason = request.body.reason?.trim() || null;
    if (
      action === 'take_down' &&
      (!reason || reason.length < TAKE_DOWN_REASON_MIN || reason.length > TAKE_DOWN_REASON_MAX)
    )
      throw badRequest(MODERATION_MESSAGES.takeDownReason);
    const item = await findOpenReportItem(app.db, request.params.id);
    if (!item) throw notFound(REPORT_GONE);

    if (action === 'take_down' && reason) {
      // The item goes first, in its own transaction (with its audit entry and the author's mail); its reports are
      // resolved after. Should that second step fail, the reports stay open on an item that is gone: dismissable.
      const { item_type: type, item_id: itemId } = item;
      if (isContentType(type)) await takeDownContent(app, { itemType: type, itemId, adminId, reason });
      else if (
        !(await setBlacklisted(app.db, {
          kind: type,
          id: itemId,
          actorId: adminId,
          blacklisted: true,
          reason,
        }))
      )
        throw notFound(MODERATION_MESSAGES.notFound);
    }
    const resolved = await resolveReports(app.db, {
      ...item,
      adminId,
      action: action === 'take_down' ? 'taken_down' : 'dismissed',
      reason: action === 'take_down' ? reason : null,
    });
    // Another admin resolved them between the look-up and now.
    if (resolved === 0) throw notFound(REPORT_GONE);
    return ok(
      { resolved },
      action === 'take_down' ? MODERATION_MESSAGES.takenDown : MODERATION_MESSAGES.dismissed,
    );
  });
  return Promise.resolve();
};

export default routes;
