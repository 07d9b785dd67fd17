// /clap routes for partners: registration (no password; waits for admin approval), the set-password path (e-mail
// entry mails a code, then code + password), login and reset.
// The type provider infers each handler's body from its schema: no hand-written generics.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/http-errors';
import { websiteUrl } from '../../lib/web-links';
import * as accounts from '../../repositories/accounts';
import { type PasswordBody, passwordBodySchema } from '../../schemas/auth';
import { type PartnerBody, partnerCodeSchema, registerPartnerSchema } from '../../schemas/partners';
import { ipLimit, sendCode } from '../../services/account-flows';
import { createAccount } from '../../services/registration';
import { setPasswordRoute, signInRoutes } from '../auth/builders';

const TAG = 'partner';

type RequiredField = Exclude<keyof PartnerBody, 'website'>;
const REQUIRED: [RequiredField, string][] = [
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

/** The trimmed registration values, or the first missing field's 400. */
function requiredValues(body: PartnerBody): Record<RequiredField, string> {
  const values = {} as Record<RequiredField, string>;
  for (const [field, message] of REQUIRED) {
    const value = body[field]?.trim();
    if (!value) throw badRequest(message);
    values[field] = value;
  }
  return values;
}

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  signInRoutes(app, 'partner', '/prop/partner-reg', TAG);

  app.post(
    '/prop/partner-reg',
    { config: ipLimit(app, 0.5), schema: registerPartnerSchema },
    async (request) => {
      const body = requiredValues(request.body);
      const email = accounts.normaliseEmail(body.email);
      if (!EMAIL.test(email)) throw badRequest('Organization Email must be a valid email address.');
      if (!EMAIL.test(body.user_email)) throw badRequest('Contact Email must be a valid email address.');
      if (!/^\+?[\d\s\-()]{7,20}$/.test(body.user_phone_number)) {
        throw badRequest('Contact Number must be a valid phone number.');
      }
      const partnerType = body.partner_type.toLowerCase();
      if (!['donate', 'sponsor', 'scholarship'].includes(partnerType)) {
        throw badRequest('Partner type must be donate, sponsor or scholarship.');
      }
      const website = websiteUrl(request.body.website?.trim());
      // An address that has an account answers the same (services/registration.ts); its owner is mailed.
      const { id } = await createAccount(app, {
        kind: 'partner',
        email,
        language: request.language,
        withAccount: (trx, accountId) =>
          accounts.insertPartnerProfile(trx, {
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
          }),
      });
      return ok({ id, email }, 'Your account has been created');
    },
  );

  app.post('/prop/partner-reg/otp', { config: ipLimit(app), schema: partnerCodeSchema }, async (request) => {
    await sendCode(app, 'partner', request.body.email, 'set_password', { language: request.language });
    return ok(null, OTP_SENT);
  });

  // The code is the only way in: the body schema requires email and otp.
  setPasswordRoute<PasswordBody>(app, {
    kind: 'partner',
    path: '/prop/partner-reg/password',
    tag: TAG,
    summary: 'Create the partner password with the mailed code: verifies the e-mail, answers a login token',
    body: passwordBodySchema,
    purposes: ['set_password', 'reset_password'],
    message: 'Password Successfully Created!',
  });
  return Promise.resolve();
};

export default routes;
