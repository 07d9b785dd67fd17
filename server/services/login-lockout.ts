// Lockouts that protect the owner (issue 29; docs/auth-abuse.md): a sign-in's failures are counted per account and
// device when the device is known to the account (it signed in there before), else per account and address, under
// an account-wide ceiling for unknown devices. Guesses from elsewhere never lock out a known device; the owner is
// told by mail, and a mailed unlock link (or a password reset) lifts the locks.
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../contract/languages';
import type { Account, AccountKind } from '../db/tables';
import { appSecret } from '../lib/app-secret';
import { badRequest, tooManyRequests } from '../lib/http-errors';
import { loginAlertMail } from '../lib/mail-templates';
import { keyedHash, newAccessToken } from '../lib/tokens';
import * as accounts from '../repositories/accounts';
import {
  type Counter,
  type Limit,
  type LanesReservation,
  clearEvents,
  clearEventsByPrefix,
  reserveEvent,
} from '../repositories/auth-events';
import { reserveLanes } from '../repositories/auth-events';
import { enqueueMail } from '../repositories/mail-outbox';
import * as otpRepo from '../repositories/otp';
import { issueDeviceToken } from './device-tokens';

/** Failures per account and address (unknown devices), and per account and device (known ones): 5 in 15 minutes. */
export const LOGIN_FAILURE_RULES = [{ max: 5, windowSeconds: 15 * 60 }];
/** Failures from unknown devices per account, whatever their addresses: about 100 an hour (ASVS 5.0, 6.1.1). */
export const LOGIN_CEILING_RULES = [{ max: 100, windowSeconds: 3600 }];
/** Failures from unknown devices in an hour that make the owner warned. */
export const WARN_AFTER_FAILURES = 5;
/** Each kind of warning mail (guessing seen; sign-in paused) at most once an hour per account. */
const MAIL_RULES = [{ max: 1, windowSeconds: 3600 }];
/** How long an unlock link works (a newer one replaces it). */
export const UNLOCK_TTL_HOURS = 24;
export const UNLOCK_PURPOSE = 'login_unlock';

export const UNLOCKED = 'Your account is unlocked. You can sign in now.';
export const UNLOCK_INVALID = 'This unlock link is invalid or has expired.';

/** Buckets: the account-wide ceiling keeps the subject the old per-account counter had ("<kind>:<e-mail>"). */
const ACCOUNT = 'login_failure';
const ADDRESS = 'login_failure_address';
const DEVICE = 'login_failure_device';
const SHADOW = 'login_shadow';

export function loginSubject(kind: AccountKind, email: string): string {
  return `${kind}:${accounts.normaliseEmail(email)}`;
}

/** Where a try comes from: its address, and the id of its device when that device is known to the account tried. */
export interface LoginLane {
  address: string;
  deviceId?: number | undefined;
}

/**
 * The limits one try is counted on for the account `subject`: its device's (a known device), or its address's and
 * the account-wide ceiling (an unknown device). A known device is never held by the ceiling.
 */
export function laneLimits(subject: string, lane: LoginLane): Limit[] {
  if (lane.deviceId !== undefined)
    return [{ bucket: DEVICE, subject: `${subject}|${lane.deviceId}`, rules: LOGIN_FAILURE_RULES }];
  return [
    { bucket: ADDRESS, subject: `${subject}|${lane.address}`, rules: LOGIN_FAILURE_RULES },
    { bucket: ACCOUNT, subject, rules: LOGIN_CEILING_RULES },
  ];
}

/** Counters nothing reads, shaped like `limits`: where the second lane's events go when no other account is checked. */
function shadowOf(subject: string, limits: Limit[]): Limit[] {
  return limits.map((limit, index) => ({
    bucket: SHADOW,
    subject: `${subject}|${index}`,
    rules: limit.rules,
  }));
}

export interface LoginTry {
  kind: AccountKind;
  email: string;
  /** The chosen kind's lane. */
  lane: LoginLane;
  /** The other kind's account whose hash the try checks instead of the dummy (the wrong-kind hint), and its lane. */
  companion?: { kind: AccountKind; lane: LoginLane } | undefined;
}

export type ReservedTry = Extract<LanesReservation, { reserved: true }>;

/**
 * Counts the try before its hash is checked (docs/auth-abuse.md): on the chosen kind's lane, and in the same
 * transaction on the other account's lane when one is checked (else on shadow counters shaped the same, so every
 * path runs the same statements). Throws 429 with Retry-After when the chosen kind's lane is full: the ceiling's
 * sentence when the account-wide ceiling is what is full, else the plain one.
 */
export async function reserveLoginTry(app: FastifyInstance, attempt: LoginTry): Promise<ReservedTry> {
  const subject = loginSubject(attempt.kind, attempt.email);
  const main = laneLimits(subject, attempt.lane);
  const companion = attempt.companion
    ? laneLimits(loginSubject(attempt.companion.kind, attempt.email), attempt.companion.lane)
    : shadowOf(subject, main);
  const reservation = await reserveLanes(app.db, main, companion, shadowOf(subject, companion));
  if (reservation.reserved) return reservation;
  const minutes = Math.ceil(reservation.waitSeconds / 60);
  const ceiling = main.findIndex((limit) => limit.bucket === ACCOUNT);
  if (ceiling >= 0 && reservation.full[ceiling]) {
    throw tooManyRequests(
      reservation.waitSeconds,
      `Too many failed sign-ins to this account from new devices. Please try again in ${minutes} minute(s), sign in from a device you used before, or use the unlock link sent by e-mail.`,
    );
  }
  throw tooManyRequests(
    reservation.waitSeconds,
    `Too many failed login attempts. Please try again in ${minutes} minute(s).`,
  );
}

/** After a right password: the lane's own failures are forgotten (never the account-wide ceiling: see the doc). */
export async function clearLane(
  app: FastifyInstance,
  kind: AccountKind,
  email: string,
  lane: LoginLane,
): Promise<void> {
  const [first] = laneLimits(loginSubject(kind, email), lane);
  await clearEvents(app.db, first.bucket, first.subject);
}

/**
 * After a wrong password from an unknown device: from the 5th failure in an hour the owner is told (at most once an
 * hour), and at the ceiling told again with an unlock link (at most once an hour). `account` is the chosen kind's
 * account, null for an unknown e-mail, which does the same work (a code born consumed, a mail row never sent), so
 * the answer time tells nothing. The mail leaves through the outbox after the answer.
 */
export async function warnOwner(
  app: FastifyInstance,
  {
    kind,
    email,
    account,
    failures,
  }: { kind: AccountKind; email: string; account: Account | null; failures: number },
): Promise<void> {
  if (failures < WARN_AFTER_FAILURES) return;
  const subject = loginSubject(kind, email);
  const locked = failures >= (LOGIN_CEILING_RULES[0]?.max ?? 100);
  const budget = await reserveEvent(
    app.db,
    locked ? 'login_lock_mail' : 'login_alert_mail',
    subject,
    MAIL_RULES,
  );
  if (!budget.reserved) return;
  const live = account !== null && !account.is_blacklisted;
  const to = live ? account.email : accounts.normaliseEmail(email);
  const language: Language = live ? account.language : 'en';
  const resetLink =
    kind === 'admin'
      ? null
      : `${app.config.publicUrl}/forgot-password?loginType=${kind === 'creative' ? 'user' : kind}`;
  await app.db.transaction().execute(async (trx) => {
    let unlockLink: string | null = null;
    if (locked) {
      const token = newAccessToken();
      await otpRepo.consumeLiveCodes(trx, { kind, email: to, purpose: UNLOCK_PURPOSE });
      const now = new Date();
      await otpRepo.insertCode(trx, {
        kind,
        email: to,
        purpose: UNLOCK_PURPOSE,
        accountId: live ? account.id : null,
        codeHash: keyedHash(await appSecret(app.config), `unlock:${token}`),
        expiresAt: new Date(now.getTime() + UNLOCK_TTL_HOURS * 3600 * 1000),
        consumedAt: live ? null : now,
      });
      unlockLink = `${app.config.publicUrl}/unlock?token=${token}`;
    }
    await enqueueMail(
      trx,
      loginAlertMail({ to, language, failures, resetLink, unlockLink, unlockHours: UNLOCK_TTL_HOURS }),
      { deliver: live },
    );
  });
  app.mailOutbox.kick();
}

/** Counters of the account's unknown devices (the ceiling and every address). */
function unknownDeviceCounters(subject: string): { exact: Counter[]; prefixed: Counter[] } {
  return { exact: [{ bucket: ACCOUNT, subject }], prefixed: [{ bucket: ADDRESS, subject: `${subject}|` }] };
}

/** A password reset lifts every lock of the account: the ceiling and the counters of every address and device. */
export async function liftAllLocks(app: FastifyInstance, kind: AccountKind, email: string): Promise<void> {
  const subject = loginSubject(kind, email);
  const { exact, prefixed } = unknownDeviceCounters(subject);
  for (const counter of exact) await clearEvents(app.db, counter.bucket, counter.subject);
  for (const counter of [...prefixed, { bucket: DEVICE, subject: `${subject}|` }]) {
    await clearEventsByPrefix(app.db, counter.bucket, counter.subject);
  }
}

/**
 * POST /prop/auth/unlock: uses a mailed unlock token once. The account's unknown-device locks are lifted and the
 * browser that opened the link becomes a known device of the account (its device token is answered): a running
 * attack could fill a cleared counter again before the owner has typed the password, but never that device's lane.
 */
export async function unlockWithToken(
  app: FastifyInstance,
  token: string,
): Promise<{ kind: AccountKind; deviceToken: string }> {
  const codeHash = keyedHash(await appSecret(app.config), `unlock:${token}`);
  const row = await app.db
    .selectFrom('one_time_codes')
    .select(['id', 'account_id', 'kind', 'email'])
    .where('purpose', '=', UNLOCK_PURPOSE)
    .where('code_hash', '=', codeHash)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row?.account_id || !(await otpRepo.consumeCode(app.db, row.id))) throw badRequest(UNLOCK_INVALID);
  const account = await accounts.findById(app.db, row.account_id);
  if (!account || account.is_blacklisted || account.kind !== row.kind) throw badRequest(UNLOCK_INVALID);
  const subject = loginSubject(account.kind, account.email);
  const { exact, prefixed } = unknownDeviceCounters(subject);
  for (const counter of exact) await clearEvents(app.db, counter.bucket, counter.subject);
  for (const counter of prefixed) await clearEventsByPrefix(app.db, counter.bucket, counter.subject);
  return { kind: account.kind, deviceToken: await issueDeviceToken(app, account.id) };
}
