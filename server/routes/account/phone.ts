// The member's SMS number (issue 34, docs/sms.md): GET, POST (add: sends a code), POST verify, DELETE, and PUT
// reset-by-sms. Signed in, any kind; per-account request limits on top of the per-number and per-account SMS limits
// of services/phone.ts.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import {
  addPhone,
  confirmPhone,
  getPhone,
  PHONE_CODE_SENT,
  PHONE_CONFIRMED,
  PHONE_REMOVED,
  removePhone,
  RESET_BY_SMS_OFF,
  RESET_BY_SMS_ON,
  setResetBySms,
} from '../../services/phone';
import {
  deletePhoneSchema,
  getPhoneSchema,
  resetBySmsSchema,
  setPhoneSchema,
  verifyPhoneSchema,
} from '../../schemas/phone';

const byAccount = (request: FastifyRequest) => (request.caller ? `account:${request.caller.id}` : request.ip);
/** Requests per account in 15 minutes: generous for a person, tight for a script. */
const limit = (max: number) => ({ rateLimit: { max, timeWindow: '15 minutes', keyGenerator: byAccount } });

const phoneRoutes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const anyKind = app.requireAuth();

  app.get('/prop/account/phone', { onRequest: anyKind, schema: getPhoneSchema }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await getPhone(app, callerOf(request).id));
  });

  app.post(
    '/prop/account/phone',
    { onRequest: anyKind, config: limit(10), schema: setPhoneSchema },
    async (request) => {
      const { phone, sent } = await addPhone(app, callerOf(request).id, request.body.phone);
      return ok(phone, sent ? PHONE_CODE_SENT : PHONE_CONFIRMED);
    },
  );

  app.post(
    '/prop/account/phone/verify',
    { onRequest: anyKind, config: limit(20), schema: verifyPhoneSchema },
    async (request) => ok(await confirmPhone(app, callerOf(request).id, request.body.code), PHONE_CONFIRMED),
  );

  app.delete(
    '/prop/account/phone',
    { onRequest: anyKind, config: limit(20), schema: deletePhoneSchema },
    async (request) => ok(await removePhone(app, callerOf(request).id), PHONE_REMOVED),
  );

  app.put(
    '/prop/account/phone/reset-by-sms',
    { onRequest: anyKind, config: limit(20), schema: resetBySmsSchema },
    async (request) => {
      const { enabled } = request.body;
      const phone = await setResetBySms(app, callerOf(request).id, enabled);
      return ok(phone, enabled ? RESET_BY_SMS_ON : RESET_BY_SMS_OFF);
    },
  );
  return Promise.resolve();
};

export default phoneRoutes;
