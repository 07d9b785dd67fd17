// /clap routes for businesses: login, registration (no password yet), e-mail verification by code, a one-time
// set-password grant, password creation, BVN/NIN verification, data update and reset.
import { TERMS_VERSION } from '../../../contract/page-drafts';
import { recordConsent } from '../../repositories/consents';
import type { FastifyPluginAsync } from 'fastify';
import type { Updateable } from 'kysely';
import type { BusinessProfileTable } from '../../db/tables';
import { BLOCKED, REGISTER_RULES, assertPassword, hash, ipLimit, pickPassword, queueCodeMail, sendCode, setPasswordWithCode } from '../../services/account-flows';
import { emailField, errorResponses, loginRoute, otpField, passwordField, resetRoutes, userSchema } from '../../lib/auth-routes';
import { envelopeSchema, ok } from '../../lib/envelope';
import { badRequest, conflict, forbidden } from '../../lib/http-errors';
import { IDENTITY_TAKEN, normaliseMethod, verifyIdentity } from '../../services/identity';
import { consumeCode, consumeGrant, issueCode, issueGrant } from '../../services/otp';
import { requireNigerianPhone } from '../../lib/phone';
import { normaliseLinkColumns } from '../../lib/web-links';
import { callerOf, readToken } from '../../plugins/auth';
import * as accounts from '../../repositories/accounts';
import { reserveOrRefuse } from '../../services/throttle';

const TAG = 'business';
const GRANT = 'password_grant';
const text = (max = 200) => ({ type: 'string', maxLength: max }) as const;
const flag = { type: 'boolean' } as const;

const businessFields = {
  registered_name: text(200),
  trade_name: text(200),
  sector: text(100),
  area: text(100),
  lga: text(100),
  state: text(100),
  phone_number: text(20),
  address: text(300),
  website: text(300),
  bio: text(2000),
  twitter: text(300),
  facebook: text(300),
  instagram: text(300),
  need_training: flag,
  need_funding: flag,
  need_tools: flag,
  need_market_access: flag,
  detail_training: text(2000),
  detail_funding: text(2000),
  detail_tools: text(2000),
  detail_market_access: text(2000),
  otp: text(12),
} as const;

type BusinessBody = Partial<Record<Exclude<keyof typeof businessFields, `need_${string}`>, string>> &
  Partial<Record<`need_${'training' | 'funding' | 'tools' | 'market_access'}`, boolean>> & { email?: string };

const REQUIRED: [keyof BusinessBody, string][] = [
  ['trade_name', 'Trade name is required.'],
  ['sector', 'Sector is required.'],
  ['area', 'Area is required.'],
  ['lga', 'LGA is required.'],
  ['state', 'State is required.'],
  ['email', 'Email is required.'],
  ['phone_number', 'Phone number is required.'],
];

/** Trimmed business columns from a body; empty optional strings become null. */
function businessColumns(body: BusinessBody): Updateable<BusinessProfileTable> {
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(businessFields) as (keyof typeof businessFields)[]) {
    if (key === 'otp' || key === 'phone_number') continue;
    const value = (body as Record<string, unknown>)[key];
    if (value === undefined) continue;
    values[key] = typeof value === 'string' ? value.trim() || null : value;
  }
  if ('trade_name' in values && values.trade_name === null) throw badRequest('Trade name is required.');
  // Website and social links through the one URL rule (a bare www.example.com gets https://).
  return normaliseLinkColumns(values);
}

const routes: FastifyPluginAsync = (app) => {
  loginRoute(app, 'business', '/prop/business/login', TAG);
  resetRoutes(app, 'business', '/prop/business', TAG);

  app.post<{ Body: BusinessBody & { email: string } }>(
    '/prop/business',
    {
      config: ipLimit(app, 0.5),
      schema: {
        tags: [TAG],
        summary: 'Register a business (no password yet): account and profile in one transaction, then a 6-digit code by mail',
        body: { type: 'object', additionalProperties: false, properties: { ...businessFields, email: { type: 'string', maxLength: 254 } } },
        response: {
          200: envelopeSchema({ type: 'object', properties: { id: { type: 'integer' }, email: { type: 'string' } } }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const body = request.body;
      for (const [field, message] of REQUIRED) {
        const value = body[field];
        if (typeof value !== 'string' || value.trim() === '') throw badRequest(message);
      }
      const email = accounts.normaliseEmail(body.email);
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest('Please enter a valid email address.');
      const phone = requireNigerianPhone(body.phone_number!);
      const values = businessColumns(body);
      const subject = `business:${email}`;
      // Checked and counted in one step: a burst of sign-ups for one e-mail cannot all pass the check.
      await reserveOrRefuse(app.db, 'register', subject, REGISTER_RULES);
      if (await accounts.findByEmail(app.db, 'business', email)) throw conflict('Email already exists.');
      let result: { id: number };
      try {
        // All or nothing: the account, its profile, its code and its mail in the outbox. The mail leaves after the
        // commit (the outbox worker): a slow or silent relay never holds this answer or the database.
        result = await app.db.transaction().execute(async (trx) => {
          const id = await accounts.insertAccount(trx, { kind: 'business', email });
          // Registering means accepting the terms (the form's required checkbox): kept as a consent record (NDPA).
          await recordConsent(trx, id, 'terms', TERMS_VERSION);
          await accounts.insertBusinessProfile(trx, { ...values, trade_name: body.trade_name!.trim(), phone_number: phone, account_id: id });
          const code = await issueCode(app, { kind: 'business', email, purpose: 'verify_email', accountId: id }, trx);
          await queueCodeMail(trx, { to: email, code, purpose: 'verify_email', name: body.trade_name!.trim() });
          return { id };
        });
        app.mailOutbox.kick();
      } catch (error) {
        if (accounts.isUniqueViolation(error)) throw conflict('Email already exists.');
        throw error;
      }
      return ok({ id: result.id, email }, 'Registration successful');
    },
  );

  app.post<{ Body: { email: string; otp: string } }>(
    '/prop/business/otp',
    {
      config: ipLimit(app),
      schema: {
        tags: [TAG],
        summary: "Verify a business's e-mail with the mailed code; answers a one-time set-password grant (data.token, 30 minutes)",
        body: { type: 'object', required: ['email', 'otp'], additionalProperties: false, properties: { email: emailField, otp: otpField } },
        response: {
          200: envelopeSchema({ type: 'object', properties: { token: { type: 'string' }, email: { type: 'string' }, expires_in: { type: 'integer' } } }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { email, otp } = request.body;
      const row = await consumeCode(app, { kind: 'business', email, purposes: ['verify_email'], code: otp.trim() });
      const account = row.account_id ? await accounts.findById(app.db, row.account_id) : undefined;
      if (!account) throw badRequest('Invalid OTP');
      if (account.is_blacklisted) throw forbidden(BLOCKED);
      await accounts.markEmailVerified(app.db, account.id);
      const token = await issueGrant(app, { kind: 'business', email: account.email, purpose: GRANT, accountId: account.id });
      return ok({ token, email: account.email, expires_in: 1800 }, 'Business verified successfully!');
    },
  );

  app.post<{ Body: { email: string } }>(
    '/prop/business/otp/resend',
    {
      config: ipLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Mail a new verification code to a business e-mail (same answer for unknown e-mails; 1 a minute, 5 an hour)',
        description: 'extension: resending is not in the spec.',
        body: { type: 'object', required: ['email'], additionalProperties: false, properties: { email: emailField } },
        response: { 200: envelopeSchema({ type: 'null' }), ...errorResponses },
      },
    },
    async (request) => {
      const account = await accounts.findByEmail(app.db, 'business', request.body.email);
      // Already verified accounts get nothing (they set their password with reset_ini); the answer is the same.
      await sendCode(app, 'business', request.body.email, 'verify_email', { account: account && account.email_verified_at === null ? account : null });
      return ok(null, 'An OTP has been sent to your email.');
    },
  );

  app.post<{ Body: { password?: string; new_password?: string; confirm_password?: string; confirmPassword?: string; email?: string; otp?: string; token?: string } }>(
    '/prop/business/password',
    {
      config: ipLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Create the business password: with the grant of /prop/business/otp (Authorization header or body.token), or {email, otp}',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            password: passwordField,
            new_password: passwordField,
            confirm_password: passwordField,
            confirmPassword: passwordField,
            email: emailField,
            otp: otpField,
            token: { type: 'string', maxLength: 256 },
          },
        },
        response: {
          200: envelopeSchema({ type: 'object', properties: { token: { type: 'string' }, user: userSchema } }, { token: { type: 'string' } }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const body = request.body;
      const { password, confirm } = pickPassword({ email: '', otp: '', ...body });
      let accountId: number;
      if (body.email !== undefined && body.otp !== undefined) {
        const account = await setPasswordWithCode(app, 'business', { email: body.email, otp: body.otp.trim(), password, confirm }, [
          'verify_email',
          'set_password',
          'reset_password',
        ]);
        accountId = account.id;
      } else {
        const grant = body.token ?? readToken(request);
        if (!grant) throw badRequest('Please verify your email with the OTP first.');
        assertPassword(password, confirm);
        const row = await consumeGrant(app, 'business', GRANT, grant);
        if (!row?.account_id) throw badRequest('Your verification has expired. Please request a new OTP.');
        const account = (await accounts.findById(app.db, row.account_id))!;
        if (account.is_blacklisted) throw forbidden(BLOCKED);
        await accounts.setPassword(app.db, account.id, await hash(app, password), { verifyEmail: true });
        await app.revokeSessions(account.id);
        accountId = account.id;
      }
      const token = await app.issueSession(accountId);
      const account = (await accounts.findById(app.db, accountId))!;
      return ok({ token, user: await accounts.loadUser(app.db, account) }, 'Password created successfully!', { token });
    },
  );

  app.post<{ Body: { id?: number; verification_type: string; identification_number: string } }>(
    '/prop/business/verification',
    {
      onRequest: app.requireAuth('business'),
      config: ipLimit(app),
      schema: {
        tags: [TAG],
        summary: "Verify the signed-in business's BVN or NIN (11 digits); stores only a keyed hash and the last 4 digits",
        body: {
          type: 'object',
          required: ['verification_type', 'identification_number'],
          additionalProperties: false,
          properties: {
            id: { type: 'integer', minimum: 1 },
            verification_type: text(10),
            identification_number: text(20),
            first_name: text(100),
            last_name: text(100),
          },
        },
        response: {
          200: envelopeSchema({ type: 'object', properties: { verification_type: { type: 'string' }, identity_last4: { type: 'string' } } }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (request.body.id !== undefined && request.body.id !== caller.id) throw forbidden();
      const method = normaliseMethod(request.body.verification_type);
      const identity = await verifyIdentity(app.config, { method, number: request.body.identification_number });
      try {
        await accounts.updateBusinessProfile(app.db, caller.id, {
          verification_type: identity.method,
          identity_hash: identity.hash,
          identity_last4: identity.last4,
        });
      } catch (error) {
        if (accounts.isUniqueViolation(error, 'business_profiles_identity_key')) throw conflict(IDENTITY_TAKEN);
        throw error;
      }
      request.log.info({ method, last4: identity.last4 }, 'business identity verified');
      return ok({ verification_type: identity.method, identity_last4: identity.last4 }, 'Verification successful');
    },
  );

  app.put<{ Params: { phone_number: string }; Body: BusinessBody }>(
    '/prop/business/:phone_number',
    {
      onRequest: app.requirePublisher('business'),
      schema: {
        tags: [TAG],
        summary: "Update the signed-in business's data; the phone number comes from the path",
        params: { type: 'object', required: ['phone_number'], properties: { phone_number: { type: 'string', minLength: 1, maxLength: 20 } } },
        body: { type: 'object', additionalProperties: false, properties: { ...businessFields, email: { type: 'string', maxLength: 254 } } },
        response: { 200: envelopeSchema({ type: 'object', properties: { user: userSchema } }), ...errorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const phone = requireNigerianPhone(request.params.phone_number);
      const values = businessColumns(request.body);
      await app.db.transaction().execute(async (trx) => {
        await accounts.updateBusinessProfile(trx, caller.id, { ...values, phone_number: phone });
        await accounts.touchAccount(trx, caller.id);
      });
      const account = (await accounts.findById(app.db, caller.id))!;
      return ok({ user: await accounts.loadUser(app.db, account) }, 'profile updated');
    },
  );
  return Promise.resolve();
};

export default routes;
