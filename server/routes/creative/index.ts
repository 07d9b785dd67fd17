// /clap routes for creatives: login, registration, e-mail verification, biodata, password and reset.
import { TERMS_VERSION } from '../../../contract/page-drafts';
import { recordConsent } from '../../repositories/consents';
import type { FastifyPluginAsync } from 'fastify';
import type { Updateable } from 'kysely';
import type { CreativeProfileTable } from '../../db/tables';
import { BLOCKED, REGISTER_RULES, assertPassword, hash, ipLimit, pickPassword, queueCodeMail, sendCode, setPasswordWithCode, type PasswordBody } from '../../services/account-flows';
import {
  emailField,
  errorResponses,
  loginRoute,
  otpField,
  passwordBodySchema,
  passwordField,
  resetRoutes,
  userSchema,
} from '../../lib/auth-routes';
import { envelopeSchema, ok } from '../../lib/envelope';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/http-errors';
import { IDENTITY_TAKEN, normaliseMethod, verifyIdentity, type VerifiedIdentity } from '../../services/identity';
import { consumeCode, issueCode } from '../../services/otp';
import { verifyPassword } from '../../lib/passwords';
import { requireNigerianPhone } from '../../lib/phone';
import * as accounts from '../../repositories/accounts';
import { reserveOrRefuse } from '../../services/throttle';
import { callerOf } from '../../plugins/auth';

const TAG = 'creative';

const name = { type: 'string', minLength: 1, maxLength: 100 } as const;
const text = (max = 200) => ({ type: 'string', maxLength: max }) as const;

const SUPPORT_KEYS = { training: 'training', funding: 'funding', tools: 'tools', market_access: 'market_access', 'market access': 'market_access' } as const;
type SupportKey = 'training' | 'funding' | 'tools' | 'market_access';

interface RegisterBody {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password?: string;
}

interface Biodata {
  employmentStatus?: string;
  levelOfEducation?: string;
  category?: string;
  sector?: string;
  skills?: string[];
  skillLevel?: string;
  dateOfBirth?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  gender?: string;
  lga?: string;
  stateOfOrigin?: string;
  residenceState?: string;
  bio?: string;
  identificationNumber?: string;
  verificationMethod?: string;
  otp?: string;
  supportType?: string | string[];
  supportDetails?: string;
  detail_training?: string;
  detail_funding?: string;
  detail_tools?: string;
  detail_market_access?: string;
}

function supportKey(value: string): SupportKey {
  const key = SUPPORT_KEYS[value.trim().toLowerCase() as keyof typeof SUPPORT_KEYS];
  if (!key) throw badRequest('Support type must be Training, Funding, Tools or Market_access.');
  return key;
}

/** Maps the biodata payload (camelCase, spec section 3) onto creative_profiles columns. */
function biodataColumns(body: Biodata): Updateable<CreativeProfileTable> {
  const values: Updateable<CreativeProfileTable> = {};
  const trimmed = (v: string | undefined) => (v === undefined ? undefined : v.trim() || null);
  const set = <K extends keyof CreativeProfileTable>(key: K, v: string | undefined) => {
    const t = trimmed(v);
    if (t !== undefined) (values as Record<string, unknown>)[key] = t;
  };
  set('employment_status', body.employmentStatus);
  set('level_of_education', body.levelOfEducation);
  set('category', body.category);
  set('expertise', body.sector);
  set('skill_level', body.skillLevel);
  set('gender', body.gender);
  set('lga_origin', body.lga);
  set('origin_state', body.stateOfOrigin);
  set('residence_state', body.residenceState);
  set('bio', body.bio);
  if (body.firstName !== undefined) {
    if (!body.firstName.trim()) throw badRequest('First name is required.');
    values.first_name = body.firstName.trim();
  }
  if (body.lastName !== undefined) {
    if (!body.lastName.trim()) throw badRequest('Last name is required.');
    values.last_name = body.lastName.trim();
  }
  if (body.dateOfBirth !== undefined) {
    const date = body.dateOfBirth.trim();
    if (date === '') values.date_of_birth = null;
    else {
      const when = new Date(`${date}T00:00:00Z`);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(when.getTime()) || when.getTime() > Date.now() || when.getUTCFullYear() < 1900) {
        throw badRequest('Date of birth must be a past date (YYYY-MM-DD).');
      }
      values.date_of_birth = date;
    }
  }
  // Support needs: supportType names the needs (one or a list); supportDetails is the detail of a single need;
  // detail_<need> sets a detail directly.
  if (body.supportType !== undefined) {
    const list = (Array.isArray(body.supportType) ? body.supportType : body.supportType.split(',')).filter((s) => s.trim());
    const keys = new Set(list.map(supportKey));
    for (const key of ['training', 'funding', 'tools', 'market_access'] as const) values[`need_${key}`] = keys.has(key);
    if (body.supportDetails !== undefined && keys.size === 1) values[`detail_${[...keys][0]}`] = body.supportDetails.trim() || null;
  }
  for (const key of ['training', 'funding', 'tools', 'market_access'] as const) {
    const detail = body[`detail_${key}`];
    if (detail !== undefined) {
      values[`detail_${key}`] = detail.trim() || null;
      if (detail.trim()) values[`need_${key}`] = true;
    }
  }
  return values;
}

const routes: FastifyPluginAsync = (app) => {
  loginRoute(app, 'creative', '/prop/creative/login', TAG);
  resetRoutes(app, 'creative', '/prop/creative', TAG);

  app.post<{ Body: RegisterBody }>(
    '/prop/creative/register',
    {
      config: ipLimit(app, 0.5),
      schema: {
        tags: [TAG],
        summary: 'Register a creative: creates the account, mails a 6-digit verification code, returns a session token',
        body: {
          type: 'object',
          required: ['first_name', 'last_name', 'email', 'password'],
          additionalProperties: false,
          properties: { first_name: name, last_name: name, email: emailField, password: passwordField, confirm_password: passwordField },
        },
        response: {
          200: envelopeSchema({ type: 'object', properties: { token: { type: 'string' }, data: userSchema } }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { first_name, last_name, email, password, confirm_password } = request.body;
      if (!first_name.trim()) throw badRequest('First name is required.');
      if (!last_name.trim()) throw badRequest('Last name is required.');
      assertPassword(password, confirm_password);
      const subject = `creative:${accounts.normaliseEmail(email)}`;
      // Checked and counted in one step: a burst of sign-ups for one e-mail cannot all pass the check.
      await reserveOrRefuse(app.db, 'register', subject, REGISTER_RULES);
      if (await accounts.findByEmail(app.db, 'creative', email)) throw conflict('Email already exists.');
      const passwordHash = await hash(app, password);
      let accountId: number;
      try {
        accountId = await app.db.transaction().execute(async (trx) => {
          const id = await accounts.insertAccount(trx, { kind: 'creative', email, password_hash: passwordHash });
          // Registering means accepting the terms (the form's required checkbox): kept as a consent record (NDPA).
          await recordConsent(trx, id, 'terms', TERMS_VERSION);
          await accounts.insertCreativeProfile(trx, { account_id: id, first_name: first_name.trim(), last_name: last_name.trim() });
          const code = await issueCode(app, { kind: 'creative', email, purpose: 'verify_email', accountId: id }, trx);
          // The mail waits in the outbox and leaves after the commit; a failing relay is retried, and the user can
          // also ask for another code (POST /prop/creative/otp/resend).
          await queueCodeMail(trx, { to: accounts.normaliseEmail(email), code, purpose: 'verify_email', name: first_name.trim() });
          return id;
        });
      } catch (error) {
        if (accounts.isUniqueViolation(error)) throw conflict('Email already exists.');
        throw error;
      }
      app.mailOutbox.kick();
      const account = (await accounts.findById(app.db, accountId))!;
      const token = await app.issueSession(accountId);
      return ok({ token, data: await accounts.loadUser(app.db, account) }, 'Creative Account created successful!');
    },
  );

  app.post<{ Body: { otp: string } }>(
    '/prop/creative/otp',
    {
      onRequest: app.requireAuth('creative'),
      config: ipLimit(app),
      schema: {
        tags: [TAG],
        summary: "Verify the signed-in creative's e-mail with the mailed code",
        body: { type: 'object', required: ['otp'], additionalProperties: false, properties: { otp: otpField, email: emailField } },
        response: { 200: envelopeSchema({ type: 'object', properties: { user: userSchema } }), ...errorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const account = (await accounts.findById(app.db, caller.id))!;
      if (account.email_verified_at === null) {
        await consumeCode(app, { kind: 'creative', email: account.email, purposes: ['verify_email'], code: request.body.otp.trim() });
        await accounts.markEmailVerified(app.db, account.id);
      }
      const fresh = (await accounts.findById(app.db, account.id))!;
      return ok({ user: await accounts.loadUser(app.db, fresh) }, 'User verified successfully!');
    },
  );

  app.post(
    '/prop/creative/otp/resend',
    {
      onRequest: app.requireAuth('creative'),
      config: ipLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Mail the signed-in creative a new verification code (1 a minute, 5 an hour)',
        description: 'extension: resending is not in the spec; the OTP screen offers it.',
        response: { 200: envelopeSchema({ type: 'null' }), ...errorResponses },
      },
    },
    async (request) => {
      const account = (await accounts.findById(app.db, callerOf(request).id))!;
      if (account.email_verified_at !== null) return ok(null, 'Your email is already verified.');
      await sendCode(app, 'creative', account.email, 'verify_email', { account });
      return ok(null, 'your OTP has been sent to your email.');
    },
  );

  app.post<{ Body: Partial<PasswordBody> & { current_password?: string } }>(
    '/prop/creative/password',
    {
      config: ipLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Set the password: with a mailed code ({email, otp, password, confirm_password}) or signed in ({current_password, password, confirm_password})',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { ...passwordBodySchema.properties, current_password: passwordField },
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
        const account = await setPasswordWithCode(app, 'creative', { email: body.email, otp: body.otp.trim(), password, confirm }, [
          'set_password',
          'reset_password',
          'verify_email',
        ]);
        accountId = account.id;
      } else {
        const caller = request.caller;
        if (!caller) throw unauthorized('Please log in, or give your email and the OTP we sent you.');
        if (caller.kind !== 'creative') throw forbidden();
        assertPassword(password, confirm);
        const account = (await accounts.findById(app.db, caller.id))!;
        if (account.is_blacklisted) throw forbidden(BLOCKED);
        if (account.password_hash && !(await verifyPassword(body.current_password ?? '', account.password_hash))) {
          throw badRequest('Your current password is not correct.');
        }
        await accounts.setPassword(app.db, account.id, await hash(app, password));
        await app.revokeSessions(account.id);
        accountId = account.id;
      }
      const token = await app.issueSession(accountId);
      const account = (await accounts.findById(app.db, accountId))!;
      return ok({ token, user: await accounts.loadUser(app.db, account) }, 'Password created successfully!', { token });
    },
  );

  app.put<{ Params: { phone_number: string }; Body: Biodata }>(
    '/prop/creative/:phone_number',
    {
      // The biodata (name, bio) shows on the public profile; the portal asks for it only after /otp.
      onRequest: app.requirePublisher('creative'),
      schema: {
        tags: [TAG],
        summary: 'Update the signed-in creative\'s biodata; the phone number comes from the path; verifies BVN/NIN when identificationNumber is given',
        params: { type: 'object', required: ['phone_number'], properties: { phone_number: { type: 'string', minLength: 1, maxLength: 20 } } },
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            employmentStatus: text(50),
            levelOfEducation: text(50),
            category: text(100),
            sector: text(100),
            skills: { type: 'array', maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 60 } },
            skillLevel: text(50),
            dateOfBirth: text(10),
            email: { type: 'string', maxLength: 254 },
            firstName: text(100),
            lastName: text(100),
            gender: text(30),
            lga: text(100),
            stateOfOrigin: text(100),
            residenceState: text(100),
            bio: text(2000),
            identificationNumber: text(20),
            verificationMethod: text(10),
            otp: text(12),
            supportType: { anyOf: [text(100), { type: 'array', maxItems: 4, items: text(30) }] },
            supportDetails: text(2000),
            detail_training: text(2000),
            detail_funding: text(2000),
            detail_tools: text(2000),
            detail_market_access: text(2000),
          },
        },
        response: { 200: envelopeSchema({ type: 'object', properties: { user: userSchema } }), ...errorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const phone = requireNigerianPhone(request.params.phone_number);
      const body = request.body;
      const values = biodataColumns(body);
      values.phone_number = phone;
      let identity: VerifiedIdentity | undefined;
      if (body.identificationNumber !== undefined && body.identificationNumber.trim() !== '') {
        const method = normaliseMethod(body.verificationMethod ?? '');
        const profile = await accounts.loadUser(app.db, (await accounts.findById(app.db, caller.id))!);
        identity = await verifyIdentity(app.config, {
          method,
          number: body.identificationNumber,
          first_name: (values.first_name) ?? (profile.first_name as string),
          last_name: (values.last_name) ?? (profile.last_name as string),
        });
        values.verification_method = identity.method;
        values.identity_hash = identity.hash;
        values.identity_last4 = identity.last4;
        request.log.info({ method, last4: identity.last4 }, 'identity verified');
      } else if (body.verificationMethod !== undefined && body.verificationMethod.trim() !== '') {
        values.verification_method = normaliseMethod(body.verificationMethod);
      }
      try {
        await app.db.transaction().execute(async (trx) => {
          await accounts.updateCreativeProfile(trx, caller.id, values);
          if (body.skills) await accounts.addSkills(trx, caller.id, body.skills);
          await accounts.touchAccount(trx, caller.id);
        });
      } catch (error) {
        if (accounts.isUniqueViolation(error, 'creative_profiles_identity_key')) throw conflict(IDENTITY_TAKEN);
        throw error;
      }
      const account = (await accounts.findById(app.db, caller.id))!;
      return ok({ user: await accounts.loadUser(app.db, account) }, 'profile updated');
    },
  );
  return Promise.resolve();
};

export default routes;
