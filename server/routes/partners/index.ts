// /clap routes for partners: registration (no password; waits for admin approval), the set-password path (e-mail
// entry mails a code, then code + password), login and reset.
import { TERMS_VERSION } from '../../../contract/page-drafts';
import { recordConsent } from '../../repositories/consents';
import type { FastifyPluginAsync } from 'fastify';
import { REGISTER_RULES, ipLimit, pickPassword, sendCode, setPasswordWithCode } from '../../services/account-flows';
import { emailField, errorResponses, loginRoute, passwordBodySchema, resetRoutes, userSchema } from '../../lib/auth-routes';
import { envelopeSchema, ok } from '../../lib/envelope';
import { badRequest, conflict } from '../../lib/http-errors';
import { websiteUrl } from '../../lib/web-links';
import * as accounts from '../../repositories/accounts';
import { reserveOrRefuse } from '../../services/throttle';
import type { PasswordBody } from '../../services/account-flows';

const TAG = 'partner';
const text = (max = 200) => ({ type: 'string', maxLength: max }) as const;

interface PartnerBody {
  email: string;
  name: string;
  website?: string;
  industry: string;
  user_name: string;
  user_email: string;
  user_phone_number: string;
  partner_type: string;
  goals: string;
  outcome: string;
}

const REQUIRED: [keyof PartnerBody, string][] = [
  ['name', 'Organization Name is required.'],
  ['email', 'Organization Email is required.'],
  ['industry', 'Organization Sector is required.'],
  ['user_name', 'Contact Name is required.'],
  ['user_email', 'Contact Email is required.'],
  ['user_phone_number', 'Contact Number is required.'],
  ['partner_type', 'Partner type is required.'],
  ['goals', 'Goal is required.'],
  ['outcome', 'Benefit is required.'],
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const OTP_SENT = 'An OTP has been sent to your email.';

const routes: FastifyPluginAsync = (app) => {
  loginRoute(app, 'partner', '/prop/partner-reg/login', TAG);
  resetRoutes(app, 'partner', '/prop/partner-reg', TAG);

  app.post<{ Body: PartnerBody }>(
    '/prop/partner-reg',
    {
      config: ipLimit(app, 0.5),
      schema: {
        tags: [TAG],
        summary: 'Register a partner (trimmed values): account (not approved, no password) and profile in one transaction',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            email: text(254),
            name: text(200),
            website: text(300),
            industry: text(100),
            user_name: text(200),
            user_email: text(254),
            user_phone_number: text(30),
            partner_type: text(30),
            goals: text(2000),
            outcome: text(2000),
          },
        },
        response: { 200: envelopeSchema({ type: 'object', properties: { id: { type: 'integer' }, email: { type: 'string' } } }), ...errorResponses },
      },
    },
    async (request) => {
      const body = Object.fromEntries(
        Object.entries(request.body).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
      ) as unknown as PartnerBody;
      for (const [field, message] of REQUIRED) if (!body[field]) throw badRequest(message);
      const email = accounts.normaliseEmail(body.email);
      if (!EMAIL.test(email)) throw badRequest('Organization Email must be a valid email address.');
      if (!EMAIL.test(body.user_email)) throw badRequest('Contact Email must be a valid email address.');
      if (!/^\+?[\d\s\-()]{7,20}$/.test(body.user_phone_number)) throw badRequest('Contact Number must be a valid phone number.');
      const partnerType = body.partner_type.toLowerCase();
      if (!['donate', 'sponsor', 'scholarship'].includes(partnerType)) throw badRequest('Partner type must be donate, sponsor or scholarship.');
      const website = websiteUrl(body.website);
      const subject = `partner:${email}`;
      // Checked and counted in one step: a burst of sign-ups for one e-mail cannot all pass the check.
      await reserveOrRefuse(app.db, 'register', subject, REGISTER_RULES);
      if (await accounts.findByEmail(app.db, 'partner', email)) throw conflict('Email already exists.');
      let id: number;
      try {
        id = await app.db.transaction().execute(async (trx) => {
          const accountId = await accounts.insertAccount(trx, { kind: 'partner', email });
          // Registering means accepting the terms (the form's required checkbox): kept as a consent record (NDPA).
          await recordConsent(trx, accountId, 'terms', TERMS_VERSION);
          await accounts.insertPartnerProfile(trx, {
            account_id: accountId,
            name: body.name,
            website,
            industry: body.industry,
            user_name: body.user_name,
            user_email: body.user_email.toLowerCase(),
            user_phone_number: body.user_phone_number,
            partner_type: partnerType,
            goals: body.goals,
            outcome: body.outcome,
          });
          return accountId;
        });
      } catch (error) {
        if (accounts.isUniqueViolation(error)) throw conflict('Email already exists.');
        throw error;
      }
      return ok({ id, email }, 'Your account has been created');
    },
  );

  app.post<{ Body: { email: string } }>(
    '/prop/partner-reg/otp',
    {
      config: ipLimit(app),
      schema: {
        tags: [TAG],
        summary: 'E-mail entry of the set-password path: mails a 6-digit code to a partner (same answer for unknown e-mails)',
        description: 'extension: the spec shows the screen but not its call.',
        body: { type: 'object', required: ['email'], additionalProperties: false, properties: { email: emailField } },
        response: { 200: envelopeSchema({ type: 'null' }), ...errorResponses },
      },
    },
    async (request) => {
      await sendCode(app, 'partner', request.body.email, 'set_password');
      return ok(null, OTP_SENT);
    },
  );

  app.post<{ Body: PasswordBody }>(
    '/prop/partner-reg/password',
    {
      config: ipLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Create the partner password with the mailed code: verifies the e-mail, answers a login token',
        body: passwordBodySchema,
        response: {
          200: envelopeSchema({ type: 'object', properties: { token: { type: 'string' }, user: userSchema } }, { token: { type: 'string' } }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { password, confirm } = pickPassword(request.body);
      const account = await setPasswordWithCode(app, 'partner', { email: request.body.email, otp: request.body.otp.trim(), password, confirm }, [
        'set_password',
        'reset_password',
      ]);
      const token = await app.issueSession(account.id);
      return ok({ token, user: await accounts.loadUser(app.db, account) }, 'Password Successfully Created!', { token });
    },
  );
  return Promise.resolve();
};

export default routes;
