// One-time codes: 6 digits from crypto, stored as a keyed hash, valid 10 minutes, single
// use, bound to kind + e-mail (+ account) + purpose; a code takes 5 tries at most (the 5th wrong try kills it); a new code invalidates the
// older ones of the same purpose; sends are throttled per e-mail and purpose (1 a minute, 5 an hour).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { reserveOrRefuse } from './throttle';
import type { Executor } from '../repositories/accounts';
import * as otpRepo from '../repositories/otp';
import { appSecret } from '../lib/app-secret';
import { badRequest } from '../lib/http-errors';
import { keyedHash, newAccessToken, newOneTimeCode, sha256 } from '../lib/tokens';

export const CODE_TTL_SECONDS = 10 * 60;
export const MAX_ATTEMPTS = 5;
export const SEND_RULES = [
  { max: 1, windowSeconds: 60 },
  { max: 5, windowSeconds: 3600 },
];
export const GRANT_TTL_SECONDS = 30 * 60;

export type CodePurpose = 'verify_email' | 'reset_password' | 'set_password';
/** Every purpose a code can have: the mailed ones, and the SMS code that confirms a member's phone (issue 34). */
export type AnyCodePurpose = CodePurpose | 'verify_phone';

export const INVALID_OTP = 'Invalid OTP';
export const EXPIRED_OTP = 'This OTP has expired. Please request a new one.';

async function hashCode(
  app: FastifyInstance,
  kind: string,
  email: string,
  purpose: string,
  code: string,
): Promise<string> {
  return keyedHash(await appSecret(app.config), `otp:${kind}:${email.toLowerCase()}:${purpose}:${code}`);
}

function sendSubject(kind: string, email: string, purpose: string): string {
  return `${kind}:${email.toLowerCase()}:${purpose}`;
}

/**
 * Counts a send of this purpose to this e-mail, or throws 429 with Retry-After when the throttle is full. Check and
 * count are one atomic step (concurrent requests cannot all pass); unknown e-mails are counted too, so answers do
 * not differ.
 */
export async function reserveSend(
  app: FastifyInstance,
  kind: string,
  email: string,
  purpose: CodePurpose,
): Promise<void> {
  await reserveOrRefuse(
    app.db,
    'code_send',
    sendSubject(kind, email, purpose),
    SEND_RULES,
    (s) => `Please wait ${s} seconds before requesting another code.`,
  );
}

/**
 * Issues a fresh code (older ones of the purpose die) and returns it for the mail. `usable: false` does exactly the
 * same work but writes the row already consumed: the path taken for an unknown address, so that its answer takes
 * as long as a known one's (no enumeration by timing) while the code can never be used.
 */
export async function issueCode(
  app: FastifyInstance,
  {
    kind,
    email,
    purpose,
    accountId,
    usable = true,
  }: { kind: string; email: string; purpose: AnyCodePurpose; accountId: number | null; usable?: boolean },
  db: Executor = app.db,
): Promise<string> {
  const code = newOneTimeCode();
  const codeHash = await hashCode(app, kind, email, purpose, code);
  // Pass the caller's transaction as `db` inside one (PGlite has one connection: never mix app.db into a transaction).
  await otpRepo.consumeLiveCodes(db, { kind, email, purpose });
  const now = new Date();
  await otpRepo.insertCode(db, {
    kind,
    email,
    purpose,
    accountId,
    codeHash,
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    consumedAt: usable ? null : now,
  });
  return code;
}

/**
 * Checks `code` against the live code of any of `purposes` for this kind and e-mail and consumes it.
 * Throws 400 'Invalid OTP' (or the expiry sentence) otherwise. Every guess first reserves one of a code's
 * MAX_ATTEMPTS tries (an atomic update), and only reserved codes are compared: however many guesses run at once,
 * no code is compared more than MAX_ATTEMPTS times, and a code whose tries are spent is dead.
 */
export async function consumeCode(
  app: FastifyInstance,
  { kind, email, purposes, code }: { kind: string; email: string; purposes: AnyCodePurpose[]; code: string },
): Promise<otpRepo.CodeRow> {
  const rows = await otpRepo.latestCodes(app.db, kind, email, purposes);
  const now = Date.now();
  const live = rows.filter(
    (r) => r.consumed_at === null && new Date(r.expires_at).getTime() > now && r.attempts < MAX_ATTEMPTS,
  );
  if (live.length === 0) {
    const expired = rows.some((r) => r.consumed_at === null && new Date(r.expires_at).getTime() <= now);
    throw badRequest(expired ? EXPIRED_OTP : INVALID_OTP);
  }
  const reserved: otpRepo.CodeRow[] = [];
  for (const row of live) if (await otpRepo.reserveTry(app.db, row.id, MAX_ATTEMPTS)) reserved.push(row);
  const wellFormed = /^\d{6}$/.test(code);
  for (const row of reserved) {
    const expected = Buffer.from(row.code_hash, 'hex');
    const actual = Buffer.from(
      await hashCode(app, kind, email, row.purpose, wellFormed ? code : '------'),
      'hex',
    );
    if (wellFormed && expected.length === actual.length && timingSafeEqual(expected, actual)) {
      if (await otpRepo.consumeCode(app.db, row.id)) return row;
      throw badRequest(INVALID_OTP);
    }
  }
  throw badRequest(INVALID_OTP);
}

/** A one-time grant token (e.g. "may set a password once") stored hashed in one_time_codes. */
export async function issueGrant(
  app: FastifyInstance,
  { kind, email, purpose, accountId }: { kind: string; email: string; purpose: string; accountId: number },
): Promise<string> {
  const token = newAccessToken();
  await otpRepo.consumeLiveCodes(app.db, { kind, email, purpose });
  await otpRepo.insertCode(app.db, {
    kind,
    email,
    purpose,
    accountId,
    codeHash: sha256(token),
    expiresAt: new Date(Date.now() + GRANT_TTL_SECONDS * 1000),
  });
  return token;
}

/** Consumes a grant; null when it is unknown, used or expired. */
export async function consumeGrant(
  app: FastifyInstance,
  kind: string,
  purpose: string,
  token: string,
): Promise<otpRepo.CodeRow | null> {
  const row = await otpRepo.findLiveGrant(app.db, kind, purpose, sha256(token));
  if (!row) return null;
  return (await otpRepo.consumeCode(app.db, row.id)) ? row : null;
}
