// /clap routes for auth: the admin login (multipart, token at the top level, per the spec) and logout.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { LOGIN_SUCCESS, ipLimit, login } from '../../services/account-flows';
import { emailField, errorResponses, passwordField, userSchema } from '../../lib/auth-routes';
import { envelopeSchema, ok } from '../../lib/envelope';
import * as accounts from '../../repositories/accounts';
import { callerOf } from '../../plugins/auth';

const routes: FastifyPluginAsync = (app) => {
  // Fields only, tiny limits: the admin login is the one multipart form of this plugin.
  void app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 8, fieldNameSize: 64, fieldSize: 2048, files: 0, fileSize: 1, parts: 8, headerPairs: 50 },
  });

  app.post<{ Body: { email: string; password: string } }>(
    '/prop/admin-auth/login',
    {
      config: ipLimit(app),
      schema: {
        tags: ['auth'],
        summary: 'Admin login (multipart/form-data email and password; JSON accepted too). The token is at the top level.',
        consumes: ['multipart/form-data', 'application/json'],
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: { email: emailField, password: passwordField },
        },
        response: {
          200: envelopeSchema(
            { type: 'object', properties: { user: userSchema, token: { type: 'string' } } },
            { token: { type: 'string' } },
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { account, token } = await login(app, 'admin', request.body.email, request.body.password);
      return ok({ user: await accounts.loadUser(app.db, account), token }, LOGIN_SUCCESS, { token });
    },
  );

  app.post(
    '/prop/auth/logout',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags: ['auth'],
        summary: 'Log out: revokes the session of the token sent',
        description: 'extension: the spec does not show the logout call; the portal calls it before clearing storage.',
        response: { 200: envelopeSchema({ type: 'null' }), ...errorResponses },
      },
    },
    async (request) => {
      await accounts.revokeSession(app.db, callerOf(request).sessionId);
      return ok(null, 'Logged out successfully.');
    },
  );
  return Promise.resolve();
};

export default routes;
