// /clap routes for creatives: login, registration, e-mail verification, biodata, password and reset.
// The type provider infers each handler's body from its schema: no hand-written generics.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ok } from '../../lib/envelope';
import { badRequest, unauthorized } from '../../lib/http-errors';
import { newAccessToken } from '../../lib/tokens';
import { callerOf } from '../../plugins/auth';
import * as accounts from '../../repositories/accounts';
import {
  type Biodata,
  biodataSchema,
  creativePasswordBody,
  type CreativePasswordBody,
  registerCreativeSchema,
  resendCreativeCodeSchema,
  verifyCreativeSchema,
} from '../../schemas/creative';
import { assertPassword, hash, ipLimit, sendCode, setOwnPassword } from '../../services/account-flows';
import { saveBiodata } from '../../services/biodata';
import { consumeCode } from '../../services/otp';
import { createAccount, queueVerificationCode } from '../../services/registration';
import { phoneDataRoute, setPasswordRoute, signInRoutes } from '../auth/builders';

const TAG = 'creative';

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  /** The signed-in creative's account and user object. */
  const userOf = async (accountId: number) => {
    const account = await accounts.findById(app.db, accountId);
    if (!account) throw unauthorized();
    return { account, user: await accounts.loadUser(app.db, account) };
  };

  signInRoutes(app, 'creative', '/prop/creative', TAG);

  app.post(
    '/prop/creative/register',
    { config: ipLimit(app, 0.5), schema: registerCreativeSchema },
    async (request) => {
      const { first_name, last_name, email, password, confirm_password } = request.body;
      if (!first_name.trim()) throw badRequest('First name is required.');
      if (!last_name.trim()) throw badRequest('Last name is required.');
      assertPassword(password, confirm_password);
      const registration = await createAccount(app, {
        kind: 'creative',
        email,
        language: request.language,
        hashPassword: () =>
          hash(app, password, { address: request.ip, account: `creative:${accounts.normaliseEmail(email)}` }),
        withAccount: async (trx, id) => {
          const name = { first_name: first_name.trim(), last_name: last_name.trim() };
          await accounts.insertCreativeProfile(trx, { account_id: id, ...name });
          // The user can also ask for another code (POST /prop/creative/otp/resend).
          await queueVerificationCode(app, trx, {
            kind: 'creative',
            email,
            accountId: id,
            name: name.first_name,
          });
        },
      });
      app.mailOutbox.kick();
      // An address that has an account answers the same (services/registration.ts): a token of the same shape that
      // opens no session, and its owner is mailed.
      const token = registration.created ? await app.issueSession(registration.id) : newAccessToken();
      return ok({ token, data: registration.user }, 'Creative Account created successful!');
    },
  );

  app.post(
    '/prop/creative/otp',
    { onRequest: app.requireAuth('creative'), config: ipLimit(app), schema: verifyCreativeSchema },
    async (request) => {
      const { account } = await userOf(callerOf(request).id);
      if (account.email_verified_at === null) {
        const code = request.body.otp.trim();
        await consumeCode(app, { kind: 'creative', email: account.email, purposes: ['verify_email'], code });
        await accounts.markEmailVerified(app.db, account.id);
      }
      return ok({ user: (await userOf(account.id)).user }, 'User verified successfully!');
    },
  );

  app.post(
    '/prop/creative/otp/resend',
    { onRequest: app.requireAuth('creative'), config: ipLimit(app), schema: resendCreativeCodeSchema },
    async (request) => {
      const { account } = await userOf(callerOf(request).id);
      if (account.email_verified_at !== null) return ok(null, 'Your email is already verified.');
      await sendCode(app, 'creative', account.email, 'verify_email', { account });
      return ok(null, 'your OTP has been sent to your email.');
    },
  );

  setPasswordRoute<CreativePasswordBody>(app, {
    kind: 'creative',
    path: '/prop/creative/password',
    tag: TAG,
    summary:
      'Set the password: with a mailed code ({email, otp, password, confirm_password}) or signed in ({current_password, password, confirm_password})',
    body: creativePasswordBody,
    purposes: ['set_password', 'reset_password', 'verify_email'],
    message: 'Password created successfully!',
    withoutCode: (request, body, newPassword, client) =>
      setOwnPassword(app, request.caller, { ...newPassword, current: body.current_password }, client),
  });

  // The biodata (name, bio) shows on the public profile; the portal asks for it only after /otp.
  phoneDataRoute<Biodata>(app, {
    kind: 'creative',
    path: '/prop/creative/:phone_number',
    schema: biodataSchema,
    save: (log, accountId, phone, body) => saveBiodata(app, log, accountId, phone, body),
  });
  return Promise.resolve();
};

export default routes;
