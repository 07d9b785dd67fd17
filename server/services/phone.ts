// The member's SMS number (issue 34, docs/sms.md "Phone verification"): add it, confirm it with a 6-digit code sent by
// SMS (the e-mail codes' rules: services/otp.ts, one_time_codes, purpose 'verify_phone'), remove it, and choose
// password-reset codes by SMS. A code is bound to the account AND the number it was sent to. A confirmed number
// belongs to one account at most; another account's claim is refused with a neutral sentence, and only at the
// confirmation (whoever can read the code owns the number), so adding a number never tells who else has it.
import type { FastifyInstance } from 'fastify';
import type { AccountPhone } from '../../contract/notifications';
import type { Language } from '../../contract/languages';
import type { Account } from '../db/tables';
import { badRequest, unauthorized } from '../lib/http-errors';
import { requireNigerianPhone } from '../lib/phone';
import { maskPhone } from '../lib/sms';
import { codeSms } from '../lib/sms-texts';
import * as accounts from '../repositories/accounts';
import { isUniqueViolation } from '../repositories/accounts';
import { dropPendingSms, enqueueSms } from '../repositories/sms-outbox';
import { consumeCode, issueCode } from './otp';
import { reserveOrRefuse } from './throttle';

export const PHONE_CODE_SENT = 'We sent a code to your phone. Enter it to confirm the number.';
export const PHONE_CONFIRMED = 'Your phone number is confirmed.';
export const PHONE_REMOVED = 'Your phone number has been removed.';
export const PHONE_UNAVAILABLE = 'This number cannot be used. Please use another number.';
export const PHONE_NONE = 'Please add a phone number first.';
export const PHONE_CONFIRM_FIRST = 'Please confirm your phone number first.';
export const RESET_BY_SMS_ON = 'Password-reset codes will be sent to your phone by SMS.';
export const RESET_BY_SMS_OFF = 'Password-reset codes will be sent to your e-mail.';

/** Codes sent to one number, whichever accounts ask: an SMS bomb against someone's phone stops here. */
export const PER_NUMBER_RULES = [
  { max: 1, windowSeconds: 60 },
  { max: 5, windowSeconds: 3600 },
  { max: 10, windowSeconds: 86_400 },
];
/** Codes one account may have sent (to any numbers): trying many numbers costs the account, not the provider bill. */
export const PER_ACCOUNT_RULES = [
  { max: 5, windowSeconds: 3600 },
  { max: 10, windowSeconds: 86_400 },
];
const waitSentence = (s: number) => `Please wait ${s} seconds before requesting another code.`;

/** one_time_codes' kind and subject of a phone code: the account and the number together. */
const CODE_KIND = 'phone';
const codeSubject = (accountId: number, phone: string) => `${accountId}:${phone}`;

/** What the member sees of their number (masked). */
export function phoneView(
  account: Pick<Account, 'sms_phone' | 'sms_phone_verified_at' | 'reset_by_sms'>,
): AccountPhone {
  const verified = account.sms_phone !== null && account.sms_phone_verified_at !== null;
  return {
    phone: account.sms_phone ? maskPhone(account.sms_phone) : null,
    verified,
    reset_by_sms: verified && account.reset_by_sms,
  };
}

async function ownAccount(app: FastifyInstance, accountId: number): Promise<Account> {
  const account = await accounts.findById(app.db, accountId);
  if (!account) throw unauthorized();
  return account;
}

export async function getPhone(app: FastifyInstance, accountId: number): Promise<AccountPhone> {
  return phoneView(await ownAccount(app, accountId));
}

/**
 * Stores `raw` (normalised) unconfirmed and sends a code to it. The same number already confirmed stays confirmed
 * and gets no SMS. A new number turns reset codes by SMS off until it is confirmed.
 */
export async function addPhone(
  app: FastifyInstance,
  accountId: number,
  raw: string,
): Promise<{ phone: AccountPhone; sent: boolean }> {
  const phone = requireNigerianPhone(raw);
  const account = await ownAccount(app, accountId);
  if (account.sms_phone === phone && account.sms_phone_verified_at !== null)
    return { phone: phoneView(account), sent: false };
  await reserveOrRefuse(app.db, 'sms_account', `account:${accountId}`, PER_ACCOUNT_RULES, waitSentence);
  await reserveOrRefuse(app.db, 'sms_number', phone, PER_NUMBER_RULES, waitSentence);
  const language: Language = account.language;
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ sms_phone: phone, sms_phone_verified_at: null, reset_by_sms: false })
      .where('id', '=', accountId)
      .execute();
    // A code still waiting for the old number is not sent any more.
    await dropPendingSms(trx, accountId);
    const code = await issueCode(
      app,
      { kind: CODE_KIND, email: codeSubject(accountId, phone), purpose: 'verify_phone', accountId },
      trx,
    );
    await enqueueSms(trx, {
      accountId,
      to: phone,
      text: codeSms(language, 'verify_phone', code),
      purpose: 'code',
    });
  });
  app.smsOutbox.kick();
  return { phone: { phone: maskPhone(phone), verified: false, reset_by_sms: false }, sent: true };
}

/** Confirms the stored number with its code ('Invalid OTP' and the 5-try rule as for e-mail codes). */
export async function confirmPhone(
  app: FastifyInstance,
  accountId: number,
  code: string,
): Promise<AccountPhone> {
  const account = await ownAccount(app, accountId);
  if (!account.sms_phone) throw badRequest(PHONE_NONE);
  if (account.sms_phone_verified_at !== null) return phoneView(account);
  const phone = account.sms_phone;
  await consumeCode(app, {
    kind: CODE_KIND,
    email: codeSubject(accountId, phone),
    purposes: ['verify_phone'],
    code: code.trim(),
  });
  try {
    const updated = await app.db
      .updateTable('accounts')
      .set({ sms_phone_verified_at: new Date() })
      .where('id', '=', accountId)
      .where('sms_phone', '=', phone)
      .returning(['sms_phone', 'sms_phone_verified_at', 'reset_by_sms'])
      .executeTakeFirst();
    // The number changed while the code was checked: the code was for the old one.
    if (!updated) throw badRequest('Invalid OTP');
    return phoneView(updated);
  } catch (error) {
    if (isUniqueViolation(error, 'accounts_sms_phone_verified')) throw badRequest(PHONE_UNAVAILABLE);
    throw error;
  }
}

export async function removePhone(app: FastifyInstance, accountId: number): Promise<AccountPhone> {
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ sms_phone: null, sms_phone_verified_at: null, reset_by_sms: false })
      .where('id', '=', accountId)
      .execute();
    await dropPendingSms(trx, accountId);
  });
  return { phone: null, verified: false, reset_by_sms: false };
}

export async function setResetBySms(
  app: FastifyInstance,
  accountId: number,
  enabled: boolean,
): Promise<AccountPhone> {
  const account = await ownAccount(app, accountId);
  if (enabled && (account.sms_phone === null || account.sms_phone_verified_at === null))
    throw badRequest(account.sms_phone === null ? PHONE_NONE : PHONE_CONFIRM_FIRST);
  const updated = await app.db
    .updateTable('accounts')
    .set({ reset_by_sms: enabled })
    .where('id', '=', accountId)
    .returning(['sms_phone', 'sms_phone_verified_at', 'reset_by_sms'])
    .executeTakeFirstOrThrow();
  return phoneView(updated);
}
