// Registration of creatives, businesses and partners: the per-e-mail limit, the duplicate check, and the account,
// its profile, its terms consent (and its verification code and mail) written in one transaction. A creative's or
// partner's address that already has an account is not revealed: the answer is a new account's (docs/auth-abuse.md).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { TERMS_VERSION } from '../../contract/page-drafts';
import type { Language } from '../../contract/languages';
import type { Account, AccountKind, Database } from '../db/tables';
import { registrationAttemptMail } from '../lib/mail-templates';
import { conflict } from '../lib/http-errors';
import * as accounts from '../repositories/accounts';
import { reserveEvent } from '../repositories/auth-events';
import { recordConsent } from '../repositories/consents';
import { enqueueMail } from '../repositories/mail-outbox';
import { queueCodeMail, REGISTER_RULES } from './account-flows';
import { issueCode } from './otp';
import { reserveOrRefuse } from './throttle';

const EMAIL_TAKEN = 'Email already exists.';

/** The notice to the owner of an address someone tried to register again: at most one an hour per address. */
export const REGISTER_NOTICE_RULES = [{ max: 1, windowSeconds: 3600 }];

/** Kinds whose registration tells nobody that an address has an account (docs/auth-abuse.md, "Registration"). */
const SILENT_KINDS: ReadonlySet<AccountKind> = new Set(['creative', 'partner']);

/** Where the notice's sign-in and reset links lead, per kind (the portal's login types, src/config/paths.ts). */
const LOGIN_TYPES: Partial<Record<AccountKind, string>> = {
  creative: 'user',
  business: 'business',
  partner: 'partner',
};

export interface NewAccount {
  kind: AccountKind;
  email: string;
  /** The language of its e-mails: the sign-up request's (request.language). */
  language?: Language;
  /** Hashes the password, only once the limit and the duplicate check have let the registration through. */
  hashPassword?: () => Promise<string>;
  /** Writes the profile (and whatever else belongs with the account) inside the transaction. */
  withAccount: (trx: Transaction<Database>, accountId: number) => Promise<void>;
}

/**
 * What a registration answers with: the account's id and user object. `created` is false when the address already
 * had an account (creatives and partners only): then `id` and `user` are those of a registration rehearsed and
 * rolled back, so the answer looks like a new account's, and nothing exists under them.
 */
export interface Registration {
  id: number;
  user: accounts.UserObject;
  created: boolean;
}

/** Thrown inside the rehearsal's transaction to roll it back, carrying what it would have answered. */
class Rehearsed extends Error {
  constructor(readonly registration: Registration) {
    super('registration rehearsed');
  }
}

/**
 * Creates an account of `kind` for `email` once per e-mail and kind. An address that already has one: a business
 * gets 409 'Email already exists.' (the specification's answer); a creative or partner gets the answer of a new
 * account, after the same work (hash, transaction, profile, code), and the owner of the address is mailed instead.
 */
export async function createAccount(
  app: FastifyInstance,
  { kind, email, language, hashPassword, withAccount }: NewAccount,
): Promise<Registration> {
  const subject = `${kind}:${accounts.normaliseEmail(email)}`;
  // Checked and counted in one step: a burst of sign-ups for one e-mail cannot all pass the check.
  await reserveOrRefuse(app.db, 'register', subject, REGISTER_RULES);
  const silent = SILENT_KINDS.has(kind);
  let existing = await accounts.findByEmail(app.db, kind, email);
  if (existing && !silent) throw conflict(EMAIL_TAKEN);
  const passwordHash = hashPassword ? await hashPassword() : undefined;
  const write = (trx: Transaction<Database>, address: string) =>
    insertWithProfile(trx, { kind, email: address, language, passwordHash, withAccount });
  let registration: Registration | undefined;
  if (!existing) {
    try {
      registration = { ...(await app.db.transaction().execute((trx) => write(trx, email))), created: true };
    } catch (error) {
      if (!accounts.isUniqueViolation(error)) throw error;
      // Registered by a concurrent request meanwhile.
      if (!silent) throw conflict(EMAIL_TAKEN);
      existing = await accounts.findByEmail(app.db, kind, email);
      if (!existing) throw error;
    }
  }
  registration ??= await rehearse(app, email, write);
  if (silent) await noticeOfAttempt(app, { kind, email, language }, existing);
  return registration;
}

async function insertWithProfile(
  trx: Transaction<Database>,
  {
    kind,
    email,
    language,
    passwordHash,
    withAccount,
  }: Omit<NewAccount, 'hashPassword'> & { passwordHash: string | undefined },
): Promise<Omit<Registration, 'created'>> {
  const id = await accounts.insertAccount(trx, {
    kind,
    email,
    ...(language ? { language } : {}),
    ...(passwordHash ? { password_hash: passwordHash } : {}),
  });
  // Registering means accepting the terms (the form's required checkbox): kept as a consent record (NDPA).
  await recordConsent(trx, id, 'terms', TERMS_VERSION);
  await withAccount(trx, id);
  const account = await accounts.findById(trx, id);
  if (!account) throw new Error('registration: the account just inserted is missing');
  return { id, user: await accounts.loadUser(trx, account) };
}

/**
 * The registration of a taken address, done under a placeholder address and rolled back: the same statements as a
 * new account's (so the same time), an id taken from the sequence as a new account's would be, and the user object
 * a new account would answer with, under the address that was sent. Nothing of it is kept.
 */
async function rehearse(
  app: FastifyInstance,
  email: string,
  write: (trx: Transaction<Database>, address: string) => Promise<Omit<Registration, 'created'>>,
): Promise<Registration> {
  const placeholder = `${randomBytes(12).toString('hex')}@rehearsal.invalid`;
  try {
    await app.db.transaction().execute(async (trx) => {
      const { id, user } = await write(trx, placeholder);
      throw new Rehearsed({ id, user: { ...user, email: accounts.normaliseEmail(email) }, created: false });
    });
  } catch (error) {
    if (error instanceof Rehearsed) return error.registration;
    throw error;
  }
  throw new Error('registration: the rehearsal was not rolled back');
}

/**
 * Mails the owner of an address someone tried to register (at most once an hour), in the account's language. A new
 * registration does the same statements (a reservation under another bucket, an outbox row never sent), so the
 * answer's time does not tell the two apart.
 */
async function noticeOfAttempt(
  app: FastifyInstance,
  { kind, email, language }: Pick<NewAccount, 'kind' | 'email' | 'language'>,
  owner: Account | undefined,
): Promise<void> {
  const address = owner?.email ?? accounts.normaliseEmail(email);
  const bucket = owner ? 'register-notice' : 'register-notice-void';
  const reservation = await reserveEvent(app.db, bucket, `${kind}:${address}`, REGISTER_NOTICE_RULES);
  const deliver = owner !== undefined && reservation.reserved;
  const message = registrationAttemptMail({
    to: address,
    language: owner?.language ?? language ?? 'en',
    ...noticeLinks(app.config.publicUrl, kind),
  });
  await enqueueMail(app.db, message, { deliver });
  if (deliver) app.mailOutbox.kick();
}

/** The sign-in and reset pages of the portal for an account of `kind`. */
export function noticeLinks(publicUrl: string, kind: AccountKind): { signInUrl: string; resetUrl: string } {
  const loginType = LOGIN_TYPES[kind];
  return {
    signInUrl: `${publicUrl}/login`,
    resetUrl: `${publicUrl}/forgot-password${loginType ? `?loginType=${loginType}` : ''}`,
  };
}

/**
 * Issues the e-mail verification code of a new account and queues its mail, inside the registration's
 * transaction: the mail leaves after the commit (kick `app.mailOutbox` then), and a failing relay is retried.
 */
export async function queueVerificationCode(
  app: FastifyInstance,
  trx: Transaction<Database>,
  { kind, email, accountId, name }: { kind: AccountKind; email: string; accountId: number; name: string },
): Promise<void> {
  const code = await issueCode(app, { kind, email, purpose: 'verify_email', accountId }, trx);
  // In the language the account was just created with (createAccount, same transaction).
  const language = await accounts.accountLanguage(trx, accountId);
  await queueCodeMail(trx, {
    to: accounts.normaliseEmail(email),
    code,
    purpose: 'verify_email',
    name,
    language,
  });
}
