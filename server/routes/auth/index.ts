// /clap routes for auth: the admin login (multipart, token at the top level, per the spec) and logout.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import * as accounts from '../../repositories/accounts';
import { type AdminCredentials, adminLoginSchema, logoutSchema } from '../../schemas/auth';
import { LOGIN_SUCCESS, ipLimit, login } from '../../services/account-flows';

const routes: FastifyPluginAsync = (app) => {
  // Fields only, tiny limits: the admin login is the one multipart form of this plugin.
  void app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      fields: 8,
      fieldNameSize: 64,
      fieldSize: 2048,
      files: 0,
      fileSize: 1,
      parts: 8,
      headerPairs: 50,
    },
  });

  app.post<{ Body: AdminCredentials }>(
    '/prop/admin-auth/login',
    { config: { ...ipLimit(app), publicWrite: false }, schema: adminLoginSchema },
    async (request) => {
      const { account, token } = await login(app, 'admin', request.body.email, request.body.password, { address: request.ip, knownDevice: false });
      return ok({ user: await accounts.loadUser(app.db, account), token }, LOGIN_SUCCESS, { token });
    },
  );

  app.post('/prop/auth/logout', { onRequest: app.requireAuth(), schema: logoutSchema, config: { publicWrite: false } }, async (request) => {
    await accounts.revokeSession(app.db, callerOf(request).sessionId);
    return ok(null, 'Logged out successfully.');
  });
  return Promise.resolve();
};

export default routes;
