// Funding applications (issue 13, docs/funding.md; extensions beyond the spec's API):
//   POST /prop/funding/document          a supporting document (creative, business; verified e-mail), kept private
//   GET  /prop/funding/document/{id}     its bytes, to the applicant who uploaded it and to admins only
//   POST /prop/funding                   apply (details from the profile); mails 'received'
//   GET  /prop/funding                   the applicant's own applications with their status history
//   GET  /prop/admin/funding             every application (admins), paged, status filter, counts
//   PATCH /prop/admin/funding/{id}       change the status with an optional note (admins); mails the applicant
// The type provider infers each handler's query, params and body from its schema, and checks its answer against the
// response schema (the contract's shapes, contract/funding.ts): no hand-written generics.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { FUNDING_DOCUMENT_MAX_BYTES } from '../../../contract/funding';
import { ok } from '../../lib/envelope';
import { pageMeta, pageWindow } from '../../lib/paging';
import { badRequest } from '../../lib/http-errors';
import { sendPrivateDocument } from '../../lib/private-document';
import { refuseWhenImageWorkFull } from '../../lib/image-store';
import { callerOf } from '../../plugins/auth';
import { fileBodyLimit } from '../../plugins/request-limits';
import { decodeBase64 } from '../../plugins/uploads';
import {
  countApplications,
  documentForDownload,
  listApplications,
  listOwnApplications,
} from '../../repositories/funding';
import {
  adminFundingListSchema,
  changeFundingStatusSchema,
  createFundingSchema,
  downloadFundingDocumentSchema,
  ownFundingSchema,
  uploadFundingDocumentSchema,
} from '../../schemas/funding';
import {
  changeFundingStatus,
  createFundingApplication,
  storeFundingDocument,
  sweepOrphanDocuments,
} from '../../services/funding';
import { limitsPerAccount } from '../../lib/account-rate-limits';

const limit = limitsPerAccount('funding');

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const applicant = app.requirePublisher('creative', 'business');
  const admin = app.requireAuth('admin');
  app.addHook('onReady', () => {
    void sweepOrphanDocuments(app.db, app.uploadStore).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not sweep orphaned funding documents'),
    );
  });

  app.post(
    '/prop/funding/document',
    {
      onRequest: [applicant, refuseWhenImageWorkFull],
      // A document as base64: its own body limit and time (plugins/request-limits.ts).
      bodyLimit: fileBodyLimit(Math.min(app.config.uploadMaxBytes, FUNDING_DOCUMENT_MAX_BYTES)),
      config: { ...limit('upload'), fileBody: true },
      schema: uploadFundingDocumentSchema,
    },
    async (request, reply) => {
      const data = decodeBase64(request.body.file);
      if (!data) throw badRequest('The file is not valid base64.');
      request.body.file = '';
      const document = await storeFundingDocument(
        app.db,
        { store: app.uploadStore, maxBytes: Math.min(app.config.uploadMaxBytes, FUNDING_DOCUMENT_MAX_BYTES) },
        callerOf(request).id,
        { name: request.body.name, data },
      );
      return reply.code(201).send(ok(document, 'Document uploaded.'));
    },
  );

  app.get(
    '/prop/funding/document/:id',
    { onRequest: app.requireAuth(), config: limit('read'), schema: downloadFundingDocumentSchema },
    async (request, reply) => {
      const doc = await documentForDownload(app.db, request.params.id);
      return sendPrivateDocument(reply, app.uploadStore, callerOf(request), doc, (d) => [d.owner_id]);
    },
  );

  app.post(
    '/prop/funding',
    { onRequest: applicant, config: limit('create'), schema: createFundingSchema },
    async (request, reply) => {
      const { amount, purpose, programme, documents = [] } = request.body;
      const application = await createFundingApplication(
        app.db,
        callerOf(request).id,
        { amount, purpose, programme, documents },
        app.config.publicUrl,
      );
      app.mailOutbox.kick();
      return reply.code(201).send(ok(application, 'Your application has been received.'));
    },
  );

  app.get(
    '/prop/funding',
    { onRequest: app.requireAuth('creative', 'business'), config: limit('read'), schema: ownFundingSchema },
    async (request) => ok(await listOwnApplications(app.db, callerOf(request).id), 'Applications retrieved'),
  );

  app.get(
    '/prop/admin/funding',
    { onRequest: admin, config: limit('read'), schema: adminFundingListSchema },
    async (request) => {
      const { status, page = 1, limit: size = 20 } = request.query;
      const paging = pageWindow(page, size);
      const [{ rows, total }, counts] = await Promise.all([
        listApplications(app.db, { status, limit: size, offset: paging.offset }),
        countApplications(app.db),
      ]);
      return ok(rows, 'Applications retrieved', { meta: pageMeta(paging, total), counts });
    },
  );

  app.patch(
    '/prop/admin/funding/:id',
    { onRequest: admin, config: limit('review'), schema: changeFundingStatusSchema },
    async (request) => {
      const application = await changeFundingStatus(app.db, {
        id: request.params.id,
        actorId: callerOf(request).id,
        status: request.body.status,
        note: request.body.note?.trim() || null,
        publicUrl: app.config.publicUrl,
      });
      app.mailOutbox.kick();
      return ok(application, 'Status updated.');
    },
  );
  return Promise.resolve();
};

export default routes;
