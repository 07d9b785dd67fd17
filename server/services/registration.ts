// Registration of creatives, businesses and partners: the per-e-mail limit, the duplicate check, and the account,
// its profile, its terms consent (and its verification code and mail) written in one transaction.
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { TERMS_VERSION } from '../../contract/page-drafts';
import type { Language } from '../../contract/languages';
import type { AccountKind, Database } from '../db/tables';
import { conflict } from '../lib/http-errors';
import * as accounts from '../repositories/accounts';
import { recordConsent } from '../repositories/consents';
import { queueCodeMail, REGISTER_RULES } from './account-flows';
import { issueCode } from './otp';
import { reserveOrRefuse } from './throttle';

const EMAIL_TAKEN = 'Email already exists.';

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

/** Creates an account of `kind` for `email` once per e-mail and kind; returns its id. 409 when taken. */
export async function createAccount(
  app: FastifyInstance,
  { kind, email, language, hashPassword, withAccount }: NewAccount,
): Promise<number> {
  const subject = `${kind}:${accounts.normaliseEmail(email)}`;
  // Checked and counted in one step: a burst of sign-ups for one e-mail cannot all pass the check.
  await reserveOrRefuse(app.db, 'register', subject, REGISTER_RULES);
  if (await accounts.findByEmail(app.db, kind, email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = hashPassword ? await hashPassword() : undefined;
  try {
    return await app.db.transaction().execute(async (trx) => {
      const id = await accounts.insertAccount(trx, {
        kind,
        email,
        ...(language ? { language } : {}),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      });
      // Registering means accepting the terms (the form's required checkbox): kept as a consent record (NDPA).
      await recordConsent(trx, id, 'terms', TERMS_VERSION);
      await withAccount(trx, id);
      return id;
    });
  } catch (error) {
    if (accounts.isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
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
  await queueCodeMail(trx, { to: accounts.normaliseEmail(email), code, purpose: 'verify_email', name, language });
}
