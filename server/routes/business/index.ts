// /clap routes for businesses: login, registration (no password yet), e-mail verification by code, a one-time
// set-password grant, password creation, BVN/NIN verification, data update and reset.
// The type provider infers each handler's body from its schema: no hand-written generics.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../lib/envelope';
import { badRequest, forbidden } from '../../lib/http-errors';
import { requireNigerianPhone } from '../../lib/phone';
import { callerOf, readToken } from '../../plugins/auth';
import * as accounts from '../../repositories/accounts';
import {
  type BusinessBody,
  businessPasswordBody,
  type BusinessPasswordBody,
  registerBusinessSchema,
  resendBusinessCodeSchema,
  updateBusinessDataSchema,
  verifyBusinessIdentitySchema,
  verifyBusinessSchema,
} from '../../schemas/business';
import {
  BLOCKED,
  PASSWORD_GRANT,
  ipLimit,
  sendCode,
  setPasswordWithGrant,
} from '../../services/account-flows';
import { businessColumns, saveBusinessData, verifyBusinessIdentity } from '../../services/biodata';
import { consumeCode, issueGrant } from '../../services/otp';
import { createAccount, queueVerificationCode } from '../../services/registration';
import { phoneDataRoute, setPasswordRoute, signInRoutes } from '../auth/builders';

const TAG = 'business';

const REQUIRED: [keyof BusinessBody, string][] = [
  ['trade_name', 'Trade name is required.'],
  ['sector', 'Sector is required.'],
  ['area', 'Area is required.'],
  ['lga', 'LGA is required.'],
  ['state', 'State is required.'],
  ['email', 'Email is required.'],
  ['phone_number', 'Phone number is required.'],
];

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  signInRoutes(app, 'business', '/prop/business', TAG);

  app.post(
    '/prop/business',
    { config: ipLimit(app, 0.5), schema: registerBusinessSchema },
    async (request) => {
      const body = request.body;
      for (const [field, message] of REQUIRED) {
        const value = body[field];
        if (typeof value !== 'string' || value.trim() === '') throw badRequest(message);
      }
      // Present and non-blank by now (the loop above); the defaults only satisfy the types.
      const { email: givenEmail = '', phone_number: givenPhone = '', trade_name: givenTradeName = '' } = body;
      const email = accounts.normaliseEmail(givenEmail);
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest('Please enter a valid email address.');
      const phone = requireNigerianPhone(givenPhone);
      const tradeName = givenTradeName.trim();
      const values = businessColumns(body);
      // All or nothing: the account, its profile, its code and its mail in the outbox. The mail leaves after the
      // commit (the outbox worker): a slow or silent relay never holds this answer or the database.
      const { id } = await createAccount(app, {
        kind: 'business',
        email,
        language: request.language,
        withAccount: async (trx, accountId) => {
          await accounts.insertBusinessProfile(trx, {
            ...values,
            trade_name: tradeName,
            phone_number: phone,
            account_id: accountId,
          });
          await queueVerificationCode(app, trx, { kind: 'business', email, accountId, name: tradeName });
        },
      });
      app.mailOutbox.kick();
      return ok({ id, email }, 'Registration successful');
    },
  );

  app.post('/prop/business/otp', { config: ipLimit(app), schema: verifyBusinessSchema }, async (request) => {
    const { email, otp } = request.body;
    const row = await consumeCode(app, {
      kind: 'business',
      email,
      purposes: ['verify_email'],
      code: otp.trim(),
    });
    const account = row.account_id ? await accounts.findById(app.db, row.account_id) : undefined;
    if (!account) throw badRequest('Invalid OTP');
    if (account.is_blacklisted) throw forbidden(BLOCKED);
    await accounts.markEmailVerified(app.db, account.id);
    const grant = {
      kind: 'business',
      email: account.email,
      purpose: PASSWORD_GRANT,
      accountId: account.id,
    };
    const token = await issueGrant(app, grant);
    return ok({ token, email: account.email, expires_in: 1800 }, 'Business verified successfully!');
  });

  app.post(
    '/prop/business/otp/resend',
    { config: ipLimit(app), schema: resendBusinessCodeSchema },
    async (request) => {
      const { email } = request.body;
      const account = await accounts.findByEmail(app.db, 'business', email);
      // Already verified accounts get nothing (they set their password with reset_ini); the answer is the same.
      await sendCode(app, 'business', email, 'verify_email', {
        account: account && account.email_verified_at === null ? account : null,
        language: request.language,
      });
      return ok(null, 'An OTP has been sent to your email.');
    },
  );

  setPasswordRoute<BusinessPasswordBody>(app, {
    kind: 'business',
    path: '/prop/business/password',
    tag: TAG,
    summary:
      'Create the business password: with the grant of /prop/business/otp (Authorization header or body.token), or {email, otp}',
    body: businessPasswordBody,
    purposes: ['verify_email', 'set_password', 'reset_password'],
    message: 'Password created successfully!',
    withoutCode: (request, body, newPassword, client) =>
      setPasswordWithGrant(app, body.token ?? readToken(request), newPassword, client),
  });

  app.post(
    '/prop/business/verification',
    { onRequest: app.requireAuth('business'), config: ipLimit(app), schema: verifyBusinessIdentitySchema },
    async (request) => {
      const caller = callerOf(request);
      const { id, verification_type, identification_number } = request.body;
      if (id !== undefined && id !== caller.id) throw forbidden();
      const identity = await verifyBusinessIdentity(app, caller.id, {
        type: verification_type,
        number: identification_number,
      });
      request.log.info({ method: identity.method, last4: identity.last4 }, 'business identity verified');
      return ok(
        { verification_type: identity.method, identity_last4: identity.last4 },
        'Verification successful',
      );
    },
  );

  phoneDataRoute<BusinessBody>(app, {
    kind: 'business',
    path: '/prop/business/:phone_number',
    schema: updateBusinessDataSchema,
    save: (_log, accountId, phone, body) => saveBusinessData(app, accountId, phone, body),
  });
  return Promise.resolve();
};

export default routes;
