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
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
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

/** Per account (these routes all need a caller). */
export const FUNDING_LIMITS = {
  upload: { max: 30, timeWindow: '15 minutes' },
  create: { max: 10, timeWindow: '15 minutes' },
  read: { max: 120, timeWindow: '1 minute' },
  review: { max: 300, timeWindow: '15 minutes' },
} as const;
const limit = limitsPerAccount('funding', FUNDING_LIMITS);

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
      const caller = callerOf(request);
      const doc = await documentForDownload(app.db, request.params.id);
      if (!doc) throw notFound('Document not found.');
      if (caller.kind !== 'admin' && doc.owner_id !== caller.id)
        throw forbidden('You are not allowed to see this document.');
      // Streamed from the store's private area (a store that is down answers 503, plugins/errors.ts).
      const file = await app.uploadStore.get('private', doc.file_name);
      if (!file) throw notFound('Document not found.');
      const ascii = doc.original_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      void reply.headers({
        'content-type': doc.mime,
        'content-length': String(file.bytes),
        // Always a download, never rendered in the portal's origin; private, never cached by a shared cache.
        'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.original_name)}`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      });
      return reply.send(file.body);
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
