// Route builders shared by the creative, business and partner plugins: login, the reset pair, set-password and the
// sign-up data saved under the phone number.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { AccountKind } from '../../db/tables';
import { badRequest, unauthorized } from '../../lib/http-errors';
import { requireNigerianPhone } from '../../lib/phone';
import { callerOf, OPTIONAL_TOKEN } from '../../plugins/auth';
import { ok } from '../../lib/envelope';
import * as accounts from '../../repositories/accounts';
import {
  loginSchema,
  type NewPasswordFields,
  type phoneParams,
  resetFinishSchema,
  resetStartSchema,
  setPasswordSchema,
} from '../../schemas/auth';
import {
  LOGIN_SUCCESS,
  ipLimit,
  login,
  sendCode,
  setPasswordWithCode,
  type SignInClient,
} from '../../services/account-flows';
import type { CodePurpose } from '../../services/otp';

export const RESET_SENT = 'Password reset link sent to your email.';
export const RESET_DONE = 'Password reset successful!';

/** The new password and its confirmation, whichever of the accepted field names the portal sent. */
export function pickPassword(body: NewPasswordFields): { password: string; confirm: string | undefined } {
  const password = body.new_password ?? body.password;
  if (password === undefined) throw badRequest('password is required.');
  return { password, confirm: body.confirm_password ?? body.confirm_new_password ?? body.confirmPassword };
}

/** A kind's sign-in and password reset: POST <prefix>/login, PUT <prefix>/reset_ini and <prefix>/reset_final. */
export function signInRoutes(app: FastifyInstance, kind: AccountKind, prefix: string, tag: string): void {
  loginRoute(app, kind, `${prefix}/login`, tag);
  resetRoutes(app, kind, prefix, tag);
}

/** POST <path>: { email, password } -> { data: { user, token } }. */
function loginRoute(app: FastifyInstance, kind: AccountKind, path: string, tag: string): void {
  // The type provider infers the body from the schema (the plugins pass their provider-typed app as FastifyInstance).
  app.withTypeProvider<JsonSchemaToTsProvider>().post(
    path,
    // A sign-in changes nothing anyone reads publicly: it must not empty the public-read cache (plugins/public-cache.ts).
    { config: { ...ipLimit(app), publicWrite: false }, schema: loginSchema(kind, tag) },
    async (request) => {
      const { email, password, device_token } = request.body;
      const client = { address: request.ip, deviceToken: device_token };
      const { account, token, deviceToken } = await login(app, kind, email, password, client);
      return ok(
        { user: await accounts.loadUser(app.db, account), token, device_token: deviceToken },
        LOGIN_SUCCESS,
      );
    },
  );
}

/** PUT <prefix>/reset_ini and <prefix>/reset_final for one kind. */
function resetRoutes(app: FastifyInstance, kind: AccountKind, prefix: string, tag: string): void {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();
  typed.put(
    `${prefix}/reset_ini`,
    { config: ipLimit(app), schema: resetStartSchema(kind, tag) },
    async (request) => {
      await sendCode(app, kind, request.body.email, 'reset_password', { language: request.language });
      return ok(null, RESET_SENT);
    },
  );

  typed.put(
    `${prefix}/reset_final`,
    { config: ipLimit(app), schema: resetFinishSchema(kind, tag) },
    async (request) => {
      const { password, confirm } = pickPassword(request.body);
      const { email, otp } = request.body;
      await setPasswordWithCode(app, kind, { email, otp, password, confirm }, ['reset_password'], {
        address: request.ip,
      });
      return ok(null, RESET_DONE);
    },
  );
}

/** What a set-password body may hold: the mailed code, and the new password under any accepted name. */
type SetPasswordBody = NewPasswordFields & { email?: string; otp?: string };

export interface SetPasswordRoute<Body extends SetPasswordBody> {
  kind: AccountKind;
  path: string;
  tag: string;
  summary: string;
  /** The JSON schema of Body. */
  body: object;
  /** The code purposes that may set the password. */
  purposes: CodePurpose[];
  message: string;
  /** Sets the password without a code (signed in, a grant) and returns the account id; absent: a code is needed. */
  withoutCode?: (
    request: FastifyRequest,
    body: Body,
    newPassword: { password: string; confirm: string | undefined },
    client: SignInClient,
  ) => Promise<number>;
}

/**
 * POST <path>: sets the password with {email, otp} (or the kind's other way), revokes every older session and
 * answers a new one: { data: { token, user }, token }.
 */
export function setPasswordRoute<Body extends SetPasswordBody>(
  app: FastifyInstance,
  route: SetPasswordRoute<Body>,
): void {
  app.post(
    route.path,
    {
      // Without a code, the Authorization header (when sent) is how the caller proves who it is.
      config: { ...ipLimit(app), ...(route.withoutCode ? OPTIONAL_TOKEN : {}) },
      schema: setPasswordSchema(route.tag, route.summary, route.body),
    },
    async (request) => {
      // Validated against route.body, whose type Body is.
      const body = request.body as Body;
      const newPassword = pickPassword(body);
      const client = { address: request.ip };
      let accountId: number;
      if (body.email !== undefined && body.otp !== undefined) {
        const code = { email: body.email, otp: body.otp.trim(), ...newPassword };
        accountId = await setPasswordWithCode(app, route.kind, code, route.purposes, client);
      } else if (route.withoutCode) {
        accountId = await route.withoutCode(request, body, newPassword, client);
      } else {
        throw badRequest('Invalid OTP');
      }
      const token = await app.issueSession(accountId);
      const account = await accounts.findById(app.db, accountId);
      if (!account) throw badRequest('Invalid OTP');
      return ok({ token, user: await accounts.loadUser(app.db, account) }, route.message, { token });
    },
  );
}

export interface PhoneDataRoute<Body> {
  kind: 'creative' | 'business';
  path: string;
  /** Its params are the phone number (its body is validated against it, and is Body). */
  schema: FastifySchema & { params: typeof phoneParams };
  /** Saves the checked body for the account under its (Nigerian) phone number. */
  save: (log: FastifyBaseLogger, accountId: number, phone: string, body: Body) => Promise<void>;
}

/**
 * PUT <path> (with :phone_number): the signed-in account's sign-up data, which shows on its public profile (so the
 * account must be allowed to publish); answers the fresh user.
 */
export function phoneDataRoute<Body>(app: FastifyInstance, route: PhoneDataRoute<Body>): void {
  app
    .withTypeProvider<JsonSchemaToTsProvider>()
    .put(
      route.path,
      { onRequest: app.requirePublisher(route.kind), schema: route.schema },
      async (request) => {
        const caller = callerOf(request);
        const phone = requireNigerianPhone(request.params.phone_number);
        // Validated against route.schema, whose body type Body is.
        await route.save(request.log, caller.id, phone, request.body as Body);
        const account = await accounts.findById(app.db, caller.id);
        if (!account) throw unauthorized();
        return ok({ user: await accounts.loadUser(app.db, account) }, 'profile updated');
      },
    );
}
