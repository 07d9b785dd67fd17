// /clap routes for certificates (issue 33, section 3; docs/training.md): the partner issues a training's
// certificates, anyone verifies one by its code, the holder lists and downloads theirs (PDF, Open Badges VC-JWT),
// the partner or an admin revokes, and a verified member gets a certificate of registration.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';
import { newCertificateCode } from '../../lib/certificate-code';
import { ok } from '../../lib/envelope';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { signingKeys } from '../../lib/signing-keys';
import { callerOf, OPTIONAL_TOKEN } from '../../plugins/auth';
import {
  certificatesOf,
  findCertificate,
  issueRegistrationCertificate,
  issueTrainingCertificates,
  revokeCertificate,
  trainingForCertificates,
  type CertificateRow,
} from '../../repositories/certificates';
import {
  certificateItem,
  certificateMail,
  certificatePdfOf,
  credentialJwt,
  mayDownload,
  mayManage,
  REGISTRATION_TITLE,
} from '../../services/certificates';
import {
  certificateCredentialSchema,
  certificatePdfSchema,
  issueCertificatesSchema,
  myCertificatesSchema,
  publicCertificateSchema,
  registrationCertificateSchema,
  revokeCertificateSchema,
} from '../../schemas/certificates';

const CERTIFICATE_NOT_FOUND = 'Certificate not found.';

/** Per account (every route here but the public one needs a token). */
const byAccount = (request: FastifyRequest) => (request.caller ? `account:${request.caller.id}` : request.ip);
/** Writes and mail: a training's partner issues once per training, so 20 in 15 minutes is plenty. */
const writeLimit = { rateLimit: { max: 20, timeWindow: '15 minutes', keyGenerator: byAccount } };
/** Downloads: a PDF costs a font subset and a render. */
const downloadLimit = { rateLimit: { max: 30, timeWindow: '15 minutes', keyGenerator: byAccount } };

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const publicUrl = app.config.publicUrl;
  /** The options of issuing and revoking: the training's partner or an admin (mayManage), the write limit. */
  const managing = <S extends object>(schema: S) => ({
    schema,
    onRequest: app.requireAuth('partner', 'admin'),
    config: writeLimit,
  });

  app.post('/prop/event/:id/certificates', managing(issueCertificatesSchema), async (request) => {
    const caller = callerOf(request);
    const training = await trainingForCertificates(app.db, request.params.id);
    if (!training) throw notFound('Event not found.');
    if (!mayManage(caller, { partner_id: training.author_id })) throw forbidden();
    if (new Date(training.starts_at).getTime() > Date.now())
      throw badRequest('Certificates can be issued once the training has started.');
    const result = await issueTrainingCertificates(app.db, training, newCertificateCode, (issued) =>
      certificateMail(publicUrl, training.title, issued),
    );
    // Sent after the commit, at once rather than at the worker's next poll.
    if (result.issued > 0) app.mailOutbox.kick();
    return ok(result, 'Certificates issued.');
  });

  // Public and never from the public-read cache: a revocation must show at once.
  app.get(
    '/prop/public/certificate/:code',
    { schema: publicCertificateSchema, config: OPTIONAL_TOKEN },
    async (request, reply) => {
      const row = await findCertificate(app.db, request.params.code);
      void reply.header('cache-control', 'no-store');
      if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
      // The training's partner (or an admin) gets a Revoke button on the verify page.
      const canRevoke = request.caller !== null && mayManage(request.caller, row) && row.revoked_at === null;
      return ok({ ...certificateItem(row), can_revoke: canRevoke }, 'Certificate');
    },
  );

  app.get(
    '/prop/certificate/mine',
    { schema: myCertificatesSchema, onRequest: app.requireAuth() },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const rows = await certificatesOf(app.db, callerOf(request).id);
      return ok(rows.map(certificateItem), 'Your certificates');
    },
  );

  // The holder's files, each the certificate if the caller may download it (404 unknown, 403 someone else's), as
  // an attachment `certificate-<code>.<ext>`, never cached.
  const files = [
    {
      path: '/prop/certificate/:code/pdf',
      schema: certificatePdfSchema,
      type: 'application/pdf',
      ext: 'pdf',
      render: (row: CertificateRow, request: FastifyRequest) =>
        certificatePdfOf(row, publicUrl, request.language),
    },
    {
      path: '/prop/certificate/:code/credential',
      schema: certificateCredentialSchema,
      type: 'application/vc+jwt',
      ext: 'jwt',
      render: async (row: CertificateRow) => credentialJwt(row, publicUrl, await signingKeys(app.config)),
    },
  ];
  for (const file of files) {
    app.get(
      file.path,
      { schema: file.schema, onRequest: app.requireAuth(), config: downloadLimit },
      async (request, reply) => {
        const row = await findCertificate(app.db, request.params.code);
        if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
        if (!mayDownload(callerOf(request), row)) throw forbidden();
        const body = await file.render(row, request);
        return reply
          .header('content-type', file.type)
          .header('content-disposition', `attachment; filename="certificate-${row.code}.${file.ext}"`)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  }

  app.delete('/prop/certificate/:code', managing(revokeCertificateSchema), async (request) => {
    const caller = callerOf(request);
    const row = await findCertificate(app.db, request.params.code);
    if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
    if (!mayManage(caller, row)) throw forbidden();
    const reason = request.body.reason.trim();
    if (!reason) throw badRequest('Please give a reason for the revocation.');
    const revoked = await revokeCertificate(app.db, row.code, caller.id, reason);
    if (!revoked) throw notFound(CERTIFICATE_NOT_FOUND);
    return ok(certificateItem(revoked), 'The certificate has been revoked.');
  });

  app.post(
    '/prop/account/registration-certificate',
    {
      schema: registrationCertificateSchema,
      onRequest: app.requireAuth('creative', 'business'),
      config: writeLimit,
    },
    async (request, reply) => {
      const result = await issueRegistrationCertificate(
        app.db,
        callerOf(request).id,
        newCertificateCode,
        REGISTRATION_TITLE,
      );
      if (result.outcome === 'unverified')
        throw forbidden('Verify your BVN or NIN first to get a certificate of registration.');
      if (result.outcome === 'issued') void reply.code(201);
      return ok(certificateItem(result.certificate), 'Your certificate of registration is ready.');
    },
  );
  return Promise.resolve();
};

export default routes;
