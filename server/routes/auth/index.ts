// /clap routes for auth: the admin login (multipart, token at the top level, per the spec), logout, and the mailed
// unlock link's call (issue 29).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import * as accounts from '../../repositories/accounts';
import { adminLoginSchema, logoutSchema, unlockSchema } from '../../schemas/auth';
import { LOGIN_SUCCESS, ipLimit, login } from '../../services/account-flows';
import { UNLOCKED, unlockWithToken } from '../../services/login-lockout';

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
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

  app.post(
    '/prop/admin-auth/login',
    { config: { ...ipLimit(app), publicWrite: false }, schema: adminLoginSchema },
    async (request) => {
      const { email, password, device_token } = request.body;
      const client = { address: request.ip, deviceToken: device_token };
      const { account, token, deviceToken } = await login(app, 'admin', email, password, client);
      return ok(
        { user: await accounts.loadUser(app.db, account), token, device_token: deviceToken },
        LOGIN_SUCCESS,
        { token },
      );
    },
  );

  app.post(
    '/prop/auth/unlock',
    { config: { ...ipLimit(app), publicWrite: false }, schema: unlockSchema },
    async (request) => {
      const { kind, deviceToken } = await unlockWithToken(app, request.body.token);
      return ok({ device_token: deviceToken, kind }, UNLOCKED);
    },
  );

  app.post(
    '/prop/auth/logout',
    { onRequest: app.requireAuth(), schema: logoutSchema, config: { publicWrite: false } },
    async (request) => {
      await accounts.revokeSession(app.db, callerOf(request).sessionId);
      return ok(null, 'Logged out successfully.');
    },
  );
  return Promise.resolve();
};

export default routes;
