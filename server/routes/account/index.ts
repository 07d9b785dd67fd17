// Account settings (issue 6): change password, sign out everywhere, download my data, delete my account; and the
// language of the account's e-mails (issue 17).
// Extensions beyond spec section 7, documented as such in the OpenAPI. (PUT /prop/account/profile_image, the
// spec's own account route, lives with the profiles.)
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';
import { passwordProblems } from '../../../contract/password-rules';
import { uploadNameFromUrl } from '../../lib/image-store';
import { ok } from '../../lib/envelope';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { verifyPassword } from '../../lib/passwords';
import { callerOf } from '../../plugins/auth';
import { hash } from '../../services/account-flows';
import { accountLanguage, setAccountLanguage } from '../../repositories/accounts';
import { revokeDevices } from '../../repositories/device-tokens';
import { deviceOf } from '../../services/device-tokens';
import {
  audit,
  deleteAccount,
  exportAccount,
  getPasswordHash,
  setPasswordHash,
} from '../../repositories/account';
import { removeAccountFiles } from '../../services/account-files';
import { exportRegistrations } from '../../repositories/event-registrations';
import { readSettings } from '../../repositories/notification-settings';
import {
  changePasswordSchema,
  deleteAccountSchema,
  exportSchema,
  getLanguageSchema,
  logoutAllSchema,
  setLanguageSchema,
} from '../../schemas/account';

/** Per account when signed in, else per address. */
const byAccount = (request: FastifyRequest) => (request.caller ? `account:${request.caller.id}` : request.ip);
const perAccount = { rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: byAccount } };

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const anyKind = app.requireAuth();

  app.put(
    '/prop/account/password',
    {
      onRequest: anyKind,
      config: perAccount,
      schema: changePasswordSchema,
    },
    async (request) => {
      const caller = callerOf(request);
      const { current_password, password, confirm_password } = request.body;
      const lane = { address: request.ip, account: `account:${caller.id}` };
      const stored = await getPasswordHash(app.db, caller.id);
      if (!(await verifyPassword(current_password, stored, lane)))
        throw badRequest('Your current password is incorrect.');
      const problems = passwordProblems(password, confirm_password);
      if (problems.length > 0) throw badRequest(problems[0]);
      if (password === current_password)
        throw badRequest('Your new password must be different from your current password.');
      await setPasswordHash(app.db, caller.id, await hash(app, password, lane));
      await app.revokeSessions(caller.id, caller.sessionId);
      // Devices known to the account are forgotten but the one making the change (docs/auth-abuse.md).
      const device = await deviceOf(app, request.body.device_token);
      await revokeDevices(app.db, caller.id, device?.accountId === caller.id ? device.id : undefined);
      await audit(app.db, caller.id, 'account.password_change', caller.id);
      return ok(null, 'Password changed successfully!');
    },
  );

  app.post(
    '/prop/account/logout-all',
    {
      onRequest: anyKind,
      schema: logoutAllSchema,
    },
    async (request) => {
      const caller = callerOf(request);
      await app.revokeSessions(caller.id);
      await audit(app.db, caller.id, 'account.logout_all', caller.id);
      return ok(null, 'You have been signed out of all devices.');
    },
  );

  app.get('/prop/account/language', { onRequest: anyKind, schema: getLanguageSchema }, async (request) =>
    ok({ language: await accountLanguage(app.db, callerOf(request).id) }),
  );

  app.put('/prop/account/language', { onRequest: anyKind, schema: setLanguageSchema }, async (request) => {
    const { language } = request.body;
    await setAccountLanguage(app.db, callerOf(request).id, language);
    return ok({ language }, 'Your language has been saved.');
  });

  app.get(
    '/prop/account/export',
    {
      onRequest: anyKind,
      config: perAccount,
      schema: exportSchema,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const data = await exportAccount(app.db, caller.id, caller.sessionId, app.config);
      if (!data) throw notFound('Account not found.');
      // Issue 33: the trainings the member registered for (codes, waiting list, attendance).
      data.training_registrations = await exportRegistrations(app.db, caller.id);
      // Issue 34: how notification e-mails reach the member (the defaults when they never chose).
      data.notification_settings = (await readSettings(app.db, caller.id)).settings;
      void reply
        .header('content-disposition', 'attachment; filename="my-data.json"')
        .header('cache-control', 'no-store');
      return ok(data, 'Your data export is ready.');
    },
  );

  app.delete(
    '/prop/account',
    {
      onRequest: anyKind,
      config: perAccount,
      schema: deleteAccountSchema,
    },
    async (request) => {
      const caller = callerOf(request);
      if (caller.kind === 'admin') throw forbidden('Admin accounts cannot be deleted from account settings.');
      const stored = await getPasswordHash(app.db, caller.id);
      if (
        !(await verifyPassword(request.body.password, stored, {
          address: request.ip,
          account: `account:${caller.id}`,
        }))
      )
        throw badRequest('The password is incorrect.');
      const deleted = await deleteAccount(app.db, caller.id, (url) => uploadNameFromUrl(url, app.config));
      if (!deleted) throw notFound('Account not found.');
      // After the commit, in this request: its uploads and its private documents leave the store. The account is
      // already gone; a file left behind is logged, not shown to the user.
      await removeAccountFiles(app.db, app.uploadStore, deleted, request.log, caller.id);
      return ok(null, 'Your account has been deleted.');
    },
  );
  return Promise.resolve();
};

export default routes;
