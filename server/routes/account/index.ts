// Account settings (issue 6): change password, sign out everywhere, download my data, delete my account.
// Extensions beyond spec section 7, documented as such in the OpenAPI. (PUT /prop/account/profile_image, the
// spec's own account route, lives with the profiles.)
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { passwordProblems } from '../../../contract/password-rules';
import { deleteUploads, uploadNameFromUrl } from '../../lib/image-store';
import { envelopeSchema, errorSchema, ok } from '../../lib/envelope';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { audit, deleteAccount, exportAccount, getPasswordHash, setPasswordHash } from '../../repositories/account';
import { callerOf } from '../../plugins/auth';

const EXT = 'extension: not part of the spec\'s API (issue 6).';

/** Per account when signed in, else per address. */
const byAccount = (request: FastifyRequest) => (request.caller ? `account:${request.caller.id}` : request.ip);

const routes: FastifyPluginAsync = (app) => {
  const anyKind = app.requireAuth();

  app.put<{ Body: { current_password: string; password: string; confirm_password: string } }>(
    '/prop/account/password',
    {
      onRequest: anyKind,
      config: { rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: byAccount } },
      schema: {
        tags: ['account'],
        summary: 'Change my password',
        description:
          `${EXT} Signed in, any kind. Checks the current password, applies the spec's password rules and messages, then signs out ` +
          'every other session (this one stays valid).',
        security: [{ token: [] }],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['current_password', 'password', 'confirm_password'],
          properties: {
            current_password: { type: 'string', minLength: 1, maxLength: 256 },
            password: { type: 'string', maxLength: 256 },
            confirm_password: { type: 'string', maxLength: 256 },
          },
        },
        response: { 200: envelopeSchema({ type: 'null' }), 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { current_password, password, confirm_password } = request.body;
      const stored = await getPasswordHash(app.db, caller.id);
      if (!(await verifyPassword(current_password, stored))) throw badRequest('Your current password is incorrect.');
      const problems = passwordProblems(password, confirm_password);
      if (problems.length > 0) throw badRequest(problems[0]);
      if (password === current_password) throw badRequest('Your new password must be different from your current password.');
      await setPasswordHash(app.db, caller.id, await hashPassword(password, app.config.scryptCost));
      await app.revokeSessions(caller.id, caller.sessionId);
      await audit(app.db, caller.id, 'account.password_change', caller.id);
      return ok(null, 'Password changed successfully!');
    },
  );

  app.post(
    '/prop/account/logout-all',
    {
      onRequest: anyKind,
      schema: {
        tags: ['account'],
        summary: 'Sign out of all devices',
        description: `${EXT} Signed in, any kind. Revokes every session of the account, this one included: the token gets 401 afterwards.`,
        security: [{ token: [] }],
        response: { 200: envelopeSchema({ type: 'null' }), 401: errorSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await app.revokeSessions(caller.id);
      await audit(app.db, caller.id, 'account.logout_all', caller.id);
      return ok(null, 'You have been signed out of all devices.');
    },
  );

  app.get(
    '/prop/account/export',
    {
      onRequest: anyKind,
      config: { rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: byAccount } },
      schema: {
        tags: ['account'],
        summary: 'Download my data',
        description:
          `${EXT} Signed in, any kind. A JSON file (Content-Disposition: attachment; filename="my-data.json") with everything the portal ` +
          'holds on the account: data = { exported_at, account, profile, posts, products, tools, opportunities, events, owned_businesses, skills, uploads, ' +
          'interest_registrations, consents, sessions }. No password, token or identity hash is ever included.',
        security: [{ token: [] }],
        response: { 200: envelopeSchema({ type: 'object', additionalProperties: true }), 401: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const data = await exportAccount(app.db, caller.id, caller.sessionId);
      if (!data) throw notFound('Account not found.');
      void reply.header('content-disposition', 'attachment; filename="my-data.json"').header('cache-control', 'no-store');
      return ok(data, 'Your data export is ready.');
    },
  );

  app.delete<{ Body: { password: string } }>(
    '/prop/account',
    {
      onRequest: anyKind,
      config: { rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: byAccount } },
      schema: {
        tags: ['account'],
        summary: 'Delete my account',
        description:
          `${EXT} Signed in, creative, business or partner (admins are managed by other admins). Confirmed by the password. In one ` +
          'transaction deletes the account and everything of it, then its uploaded files; the token gets 401 and logging in fails afterwards.',
        security: [{ token: [] }],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['password'],
          properties: { password: { type: 'string', minLength: 1, maxLength: 256 } },
        },
        response: { 200: envelopeSchema({ type: 'null' }), 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (caller.kind === 'admin') throw forbidden('Admin accounts cannot be deleted from account settings.');
      const stored = await getPasswordHash(app.db, caller.id);
      if (!(await verifyPassword(request.body.password, stored))) throw badRequest('The password is incorrect.');
      const deleted = await deleteAccount(app.db, caller.id, (url) => uploadNameFromUrl(url, app.config.publicUrl));
      if (!deleted) throw notFound('Account not found.');
      try {
        await deleteUploads(app.db, app.config.dataDir, deleted.uploadNames);
      } catch (error) {
        // The account is already gone; a file left behind is logged, not shown to the user.
        request.log.error({ err: error }, 'could not remove the files of a deleted account');
      }
      return ok(null, 'Your account has been deleted.');
    },
  );
  return Promise.resolve();
};

export default routes;
