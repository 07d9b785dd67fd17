// Opaque secrets: access tokens (32 random bytes) and one-time codes (6 digits), stored only as SHA-256 hashes.
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newOneTimeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Keyed hash (HMAC-SHA-256) for values that must be matched but never stored, such as BVN/NIN. */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}
