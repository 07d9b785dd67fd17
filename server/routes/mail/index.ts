// GET /clap/prop/admin/mail (admin only): the mail outbox as the admin sees it, queued, failed and sent messages with
// their tries and last error, and the count of each. Bodies and codes never leave the database this way.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../lib/envelope';
import { pageMeta, pageWindow } from '../../lib/paging';
import { countMail, listMail } from '../../repositories/mail-outbox';
import { adminMailSchema } from '../../schemas/mail';

const mailRoutes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  app.get(
    '/prop/admin/mail',
    { onRequest: app.requireAuth('admin'), schema: adminMailSchema },
    async (request) => {
      const { status, page = 1, limit = 20 } = request.query;
      const paging = pageWindow(page, limit);
      const [{ rows, total }, counts] = await Promise.all([
        listMail(app.db, { status, limit, offset: paging.offset }),
        countMail(app.db),
      ]);
      return ok(rows, 'Mail retrieved', { meta: pageMeta(paging, total), counts });
    },
  );
  return Promise.resolve();
};

export default mailRoutes;
