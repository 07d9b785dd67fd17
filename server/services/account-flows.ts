// The account flows every kind shares: login (with the per-account failure limit), code mails, password setting
// and reset. Routes stay thin; docs/auth-flows.md describes the journeys.
import type { FastifyInstance } from 'fastify';
import { firstPasswordProblem } from '../../contract/password-rules';
import { type WrongKindData, wrongKindMessage } from '../../contract/sign-in';
import type { Language } from '../../contract/languages';
import type { Account, AccountKind } from '../db/tables';
import * as accounts from '../repositories/accounts';
import type { Executor } from '../repositories/accounts';
import { enqueueMail } from '../repositories/mail-outbox';
import { enqueueSms } from '../repositories/sms-outbox';
import { codeSms } from '../lib/sms-texts';
import { releaseEvents } from '../repositories/auth-events';
import { HttpError, badRequest, forbidden, unauthorized } from '../lib/http-errors';
import { oneTimeCodeMail } from '../lib/mail-templates';
import { consumeCode, consumeGrant, issueCode, reserveSend, type CodePurpose } from './otp';
import {
  assertHashCapacity,
  dummyPasswordHash,
  hashPassword,
  needsRehash,
  verifyPassword,
  type HashCost,
  type HashLane,
} from '../lib/passwords';
import { deviceOf, rememberDevice } from './device-tokens';
import { clearLane, liftAllLocks, loginSubject, reserveLoginTry, warnOwner } from './login-lockout';
import { revokeDevices } from '../repositories/device-tokens';

/** Registrations per e-mail and kind: 5 an hour. */
export const REGISTER_RULES = [{ max: 5, windowSeconds: 3600 }];
export const WRONG_CREDENTIALS = 'Invalid email or password.';
export const BLOCKED = 'Your account has been blocked. Please contact support.';
export const LOGIN_SUCCESS = 'Logged in successfully!';

/**
 * Route option of login, registration, OTP and reset routes: the generous per-IP volume limit (429 + Retry-After)
 * and the per-IP cap on such requests in flight (plugins/auth-concurrency.ts).
 */
export function ipLimit(app: FastifyInstance, share = 1) {
  return {
    rateLimit: { max: Math.max(1, Math.floor(app.config.authIpLimit * share)), timeWindow: '15 minutes' },
    authConcurrency: true,
  };
}

/** Throws 400 with the first broken password rule (the spec's messages). */
export function assertPassword(password: string, confirm?: string): void {
  const problem = firstPasswordProblem(password, confirm);
  if (problem) throw badRequest(problem);
}

/** The cost of new password hashes in this app's settings (ARGON2_MEMORY, SCRYPT_COST). */
export function hashCost(app: FastifyInstance): HashCost {
  return { argon2Memory: app.config.argon2Memory, scryptCost: app.config.scryptCost };
}

/** Hashes a new password in the fair hashing gate's lane of the client asking (lib/passwords.ts). */
export async function hash(app: FastifyInstance, password: string, lane: HashLane): Promise<string> {
  return hashPassword(password, lane, hashCost(app));
}

/** Who asks for a password change or reset: the request's address, whose hashing lane the new hash waits in. */
export interface SignInClient {
  address: string;
}

/** Where a sign-in comes from: its address, and the device token its browser holds (if any). */
export interface LoginClient {
  address: string;
  deviceToken?: string | undefined;
}

/**
 * Checks credentials. Unknown e-mails are checked against a dummy hash (equal timing) and counted like known ones
 * (equal answers). Failures are counted per account and device when the browser holds a device token of the
 * account, else per account and address under an account-wide ceiling (services/login-lockout.ts,
 * docs/auth-abuse.md "Lockouts that protect the owner"): 5 in 15 minutes on a lane, then 429 with Retry-After even
 * for the right password; a known device is never locked out by guesses from elsewhere. Each try is counted before
 * its hash is checked (given back when the password is right or the server too busy to check it), so however many
 * tries run at once, at most 5 a lane are checked. A success answers the device's token (a new one on a first sign-in
 * there). Creatives may log in before verifying their e-mail (the portal sends them to /otp); other kinds verify
 * their e-mail when they create their password.
 *
 * Wrong kind (issue 13): when the chosen kind has no account with a password under this e-mail, the one hash a try
 * costs is checked against another kind's account instead of the dummy (the first with a password, in the order
 * creative, business, partner, admin). If it verifies, the answer is 401 naming that kind (data.accountKind); if not,
 * the plain 401. The try counts against that account too (its own lane), and an account whose lane is full is not
 * checked at all, so no login can be used to guess past another kind's lockout. Every path runs the same
 * statements and one hash (docs/auth-flows.md, "Wrong account kind").
 */
export async function login(
  app: FastifyInstance,
  kind: AccountKind,
  email: string,
  password: string,
  client: LoginClient,
): Promise<{ account: Account; token: string; deviceToken: string }> {
  const subject = loginSubject(kind, email);
  // Refuse before any database work when this client's hashing lane is full (issue 29, section 1): a flood of logins
  // stays cheap to turn away. A sign-in carrying a device token is judged once the token is looked up, in its lane.
  if (!client.deviceToken) assertHashCapacity({ address: client.address, account: subject });
  const sameEmail = await accounts.findAllByEmail(app.db, email);
  const own = sameEmail.find((a) => a.kind === kind && a.password_hash != null);
  const other = own ? undefined : sameEmail.find((a) => a.kind !== kind && a.password_hash != null);
  // A device token names one account: for any other it is an unknown device like any other.
  const device = await deviceOf(app, client.deviceToken);
  const ownDevice = own && device?.accountId === own.id ? device : null;
  const otherDevice = other && device?.accountId === other.id ? device : null;
  // The hashing lane of a known device (issue 29, section 1): the account whose hash this try checks knows the device.
  const knownDevice = ownDevice !== null || otherDevice !== null;
  const lane = { address: client.address, deviceId: ownDevice?.id };
  const hashLane: HashLane = { address: client.address, account: subject, knownDevice };
  if (client.deviceToken) assertHashCapacity(hashLane);
  const reservation = await reserveLoginTry(app, {
    kind,
    email,
    lane,
    companion: other
      ? { kind: other.kind, lane: { address: client.address, deviceId: otherDevice?.id } }
      : undefined,
  });
  const checked = own ?? (other && reservation.companionCounted ? other : undefined);
  let good: boolean;
  try {
    const stored = checked?.password_hash ?? (await dummyPasswordHash(lane, hashCost(app)));
    good = (await verifyPassword(password, stored, lane)) && checked !== undefined;
  } catch (error) {
    // Not checked (hashing is at capacity: 503): the try does not count against either account.
    await releaseEvents(app.db, reservation.ids);
    throw error;
  }
  if (!checked || !good) {
    // A wrong password keeps its reserved tries as the recorded failures; from an unknown device the owner may be
    // told (services/login-lockout.ts). The ceiling's count is the lane's last counter.
    if (!ownDevice)
      await warnOwner(app, { kind, email, account: own ?? null, failures: reservation.counts.at(-1) ?? 0 });
    throw unauthorized(WRONG_CREDENTIALS);
  }
  await releaseEvents(app.db, reservation.ids);
  if (checked !== own)
    throw new HttpError(401, wrongKindMessage(checked.kind), {}, {
      accountKind: checked.kind,
    } satisfies WrongKindData);
  if (checked.is_blacklisted) throw forbidden(BLOCKED);
  if (kind !== 'creative' && kind !== 'admin' && checked.email_verified_at === null) {
    throw forbidden('Please verify your email before logging in.');
  }
  await clearLane(app, kind, email, lane);
  await upgradeHash(app, checked, password, hashLane);
  const deviceToken = await rememberDevice(app, checked.id, client.deviceToken, ownDevice);
  return { account: checked, token: await app.issueSession(checked.id), deviceToken };
}

/**
 * After a successful sign-in, replaces an older hash (scrypt, or another cost) with one of the current algorithm
 * and cost: the only moment the password is at hand. A refusal (the gate is full) or failure leaves the old hash,
 * which still verifies; the next sign-in tries again. The sign-in itself never fails for it.
 */
async function upgradeHash(
  app: FastifyInstance,
  account: Account,
  password: string,
  lane: HashLane,
): Promise<void> {
  const stored = account.password_hash;
  if (!stored || !needsRehash(stored, hashCost(app))) return;
  try {
    await accounts.upgradePasswordHash(app.db, account.id, stored, await hash(app, password, lane));
  } catch (error) {
    app.log.warn({ err: error, accountId: account.id }, 'password hash upgrade skipped');
  }
}

/**
 * Mails a code of `purpose` to an account of `kind`, throttled per e-mail and purpose. With `silentUnknown`, an
 * unknown (or blocked) e-mail gets the same answer and the same throttle, but no mail: no enumeration. The two
 * paths do the same work, so the answer time tells nothing either: the same keyed hash and the same transaction,
 * whose rows for an unknown address are a code born consumed and an outbox row that is never sent ('void').
 * The mail itself leaves after the answer (the outbox worker): no answer waits for SMTP.
 */
export async function sendCode(
  app: FastifyInstance,
  kind: AccountKind,
  email: string,
  purpose: CodePurpose,
  { account, name, language = 'en' }: { account?: Account | null; name?: string; language?: Language } = {},
): Promise<void> {
  await reserveSend(app, kind, email, purpose);
  const target = account === undefined ? await accounts.findByEmail(app.db, kind, email) : account;
  const live = target != null && !target.is_blacklisted;
  const to = live ? target.email : email;
  // Reset codes go by SMS to a member who chose it with a confirmed number (issue 34, docs/sms.md). The code is the
  // same code of the same e-mail and purpose: reset_final does not change.
  const smsTo = live && purpose === 'reset_password' ? resetSmsNumber(target) : null;
  const codeLanguage = live ? target.language : language;
  await app.db.transaction().execute(async (trx) => {
    const code = await issueCode(
      app,
      { kind, email: to, purpose, accountId: live ? target.id : null, usable: live },
      trx,
    );
    // The account's language; an address without a (live) account gets the request's.
    await queueCodeMail(
      trx,
      { to, code, purpose, name, language: codeLanguage },
      { deliver: live && !smsTo },
    );
    // Every reset writes one mail row and one SMS row, of which at most one is sent: the answer's work and time do not
    // tell whether the account exists or takes its codes by SMS (docs/auth-abuse.md).
    if (purpose === 'reset_password')
      await enqueueSms(
        trx,
        {
          accountId: live ? target.id : null,
          to: smsTo ?? UNSENT_NUMBER,
          text: codeSms(codeLanguage, 'reset_password', code),
          purpose: 'code',
        },
        { deliver: smsTo !== null },
      );
  });
  app.mailOutbox.kick();
  app.smsOutbox.kick();
}

/** The number written on the never-sent SMS row of a reset that goes by e-mail or to no account. */
const UNSENT_NUMBER = '+2340000000000';

/** The confirmed number a member's reset codes go to, or null when they go by e-mail. */
export function resetSmsNumber(
  account: Pick<Account, 'sms_phone' | 'sms_phone_verified_at' | 'reset_by_sms'>,
): string | null {
  return account.reset_by_sms && account.sms_phone && account.sms_phone_verified_at
    ? account.sms_phone
    : null;
}

/**
 * Writes the mail carrying a code to the outbox, inside the caller's transaction (with the code it carries).
 * Kick `app.mailOutbox` after the commit.
 */
export async function queueCodeMail(
  db: Executor,
  {
    to,
    code,
    purpose,
    name,
    language,
  }: { to: string; code: string; purpose: CodePurpose; name?: string | undefined; language: Language },
  options: { deliver?: boolean } = {},
): Promise<void> {
  await enqueueMail(db, oneTimeCodeMail({ to, code, purpose, language, ...(name ? { name } : {}) }), options);
}

/**
 * Sets a password with a mailed code (any of `purposes`): verifies the e-mail, revokes every existing session and
 * returns the account id. Unknown e-mails answer 'Invalid OTP' like a wrong code.
 */
export async function setPasswordWithCode(
  app: FastifyInstance,
  kind: AccountKind,
  {
    email,
    otp,
    password,
    confirm,
  }: { email: string; otp: string; password: string; confirm?: string | undefined },
  purposes: CodePurpose[],
  client: SignInClient,
): Promise<number> {
  assertPassword(password, confirm);
  const lane: HashLane = { address: client.address, account: loginSubject(kind, email) };
  // The new password is hashed after the code is used up: refuse first when this client's hashing lane is full.
  assertHashCapacity(lane);
  const row = await consumeCode(app, { kind, email, purposes, code: otp });
  const account = row.account_id
    ? await accounts.findById(app.db, row.account_id)
    : await accounts.findByEmail(app.db, kind, email);
  if (!account || account.kind !== kind) throw badRequest('Invalid OTP');
  if (account.is_blacklisted) throw forbidden(BLOCKED);
  const passwordHash = await hash(app, password, lane);
  await accounts.setPassword(app.db, account.id, passwordHash, { verifyEmail: true });
  await app.revokeSessions(account.id);
  // A reset lifts every lock of the account, and forgets its devices: a reset after a compromise must not leave the
  // attacker's browser trusted (docs/auth-abuse.md, "Lockouts that protect the owner").
  await liftAllLocks(app, kind, account.email);
  await revokeDevices(app.db, account.id);
  return account.id;
}

/**
 * Sets the password of the signed-in creative (no code): checks the current password when one is set, then revokes
 * every session. Returns the account id.
 */
export async function setOwnPassword(
  app: FastifyInstance,
  caller: { id: number; kind: AccountKind } | null,
  {
    password,
    confirm,
    current,
  }: { password: string; confirm?: string | undefined; current?: string | undefined },
  client: SignInClient,
): Promise<number> {
  if (!caller) throw unauthorized('Please log in, or give your email and the OTP we sent you.');
  if (caller.kind !== 'creative') throw forbidden();
  assertPassword(password, confirm);
  const account = await accounts.findById(app.db, caller.id);
  if (!account) throw unauthorized();
  if (account.is_blacklisted) throw forbidden(BLOCKED);
  const lane: HashLane = { address: client.address, account: `account:${account.id}` };
  if (account.password_hash && !(await verifyPassword(current ?? '', account.password_hash, lane))) {
    throw badRequest('Your current password is not correct.');
  }
  await accounts.setPassword(app.db, account.id, await hash(app, password, lane));
  await app.revokeSessions(account.id);
  await revokeDevices(app.db, account.id);
  return account.id;
}

/** The grant a verified business holds for setting its first password (30 minutes, once). */
export const PASSWORD_GRANT = 'password_grant';

/**
 * Sets a business's first password with the grant of its e-mail verification: verifies the e-mail, revokes every
 * session. Returns the account id.
 */
export async function setPasswordWithGrant(
  app: FastifyInstance,
  grant: string | null | undefined,
  { password, confirm }: { password: string; confirm?: string | undefined },
  client: SignInClient,
): Promise<number> {
  if (!grant) throw badRequest('Please verify your email with the OTP first.');
  assertPassword(password, confirm);
  const row = await consumeGrant(app, 'business', PASSWORD_GRANT, grant);
  if (!row?.account_id) throw badRequest('Your verification has expired. Please request a new OTP.');
  const account = await accounts.findById(app.db, row.account_id);
  if (!account) throw badRequest('Your verification has expired. Please request a new OTP.');
  if (account.is_blacklisted) throw forbidden(BLOCKED);
  await accounts.setPassword(
    app.db,
    account.id,
    await hash(app, password, { address: client.address, account: `account:${account.id}` }),
    {
      verifyEmail: true,
    },
  );
  await app.revokeSessions(account.id);
  return account.id;
}
