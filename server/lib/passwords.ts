// Password hashing with scrypt from node:crypto (design.md section 5 allows it in place of argon2id).
// Stored as "scrypt$N$r$p$salt$hash" so the cost can rise later without breaking old hashes.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** costExponent 17 gives N = 131072, r = 8, p = 1: OWASP's scrypt recommendation (128 MiB, ~0.3 s here). */
export async function hashPassword(password: string, costExponent = 17): Promise<string> {
  const N = 2 ** costExponent;
  const r = 8;
  const p = 1;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r, p, maxmem: 256 * N * r });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const N = Number(n);
  const R = Number(r);
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), { N, r: R, p: Number(p), maxmem: 256 * N * R });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password, for verifying against when the account does not exist (equal timing). */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(costExponent = 17): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'), costExponent);
  return dummyHash;
}
