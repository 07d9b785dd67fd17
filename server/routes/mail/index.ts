// GET /clap/prop/admin/mail (admin only): the mail outbox as the admin sees it, queued, failed and sent messages with
// their tries and last error, and the count of each. Bodies and codes never leave the database this way.
import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema, errorSchema, ok, pageMetaSchema } from '../../lib/envelope';
import { countMail, listMail, type VisibleStatus } from '../../repositories/mail-outbox';
import { pageMeta } from '../../schemas/people';
import { mailCountsSchema, mailEntrySchema, mailQuery } from '../../schemas/mail';

const mailRoutes: FastifyPluginAsync = (app) => {
  app.get(
    '/prop/admin/mail',
    {
      onRequest: app.requireAuth('admin'),
      schema: {
        tags: ['admin'],
        summary: 'The mail outbox: messages newest first (status narrows to queued, failed or sent), with counts per status',
        description: 'extension (issue 11): default page 1, limit 20; recipient, subject, tries, last error and next try; never a body or a code.',
        querystring: mailQuery,
        response: {
          200: envelopeSchema({ type: 'array', items: mailEntrySchema }, { meta: pageMetaSchema, counts: mailCountsSchema }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      const { status, page = 1, limit = 20 } = request.query as { status?: VisibleStatus; page?: number; limit?: number };
      const [{ rows, total }, counts] = await Promise.all([listMail(app.db, { status, limit, offset: (page - 1) * limit }), countMail(app.db)]);
      return ok(rows, 'Mail retrieved', { meta: pageMeta(page, limit, total), counts });
    },
  );
  return Promise.resolve();
};

export default mailRoutes;
