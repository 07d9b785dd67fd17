// Device tokens (docs/auth-flows.md, "Device tokens"): 32 random bytes (base64url) a browser receives when it signs
// in to an account, kept beside its access token and sent with its later sign-ins, so that its failures are counted
// on that device alone (services/login-lockout.ts). Stored only as HMAC-SHA-256 under the app secret.
import type { FastifyInstance } from 'fastify';
import { appSecret } from '../lib/app-secret';
import { keyedHash, newAccessToken } from '../lib/tokens';
import type { Executor } from '../repositories/accounts';
import { findDevice, insertDevice, touchDevice } from '../repositories/device-tokens';

/** A device token as issued: 43 base64url characters. Anything else is simply an unknown device. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface KnownDevice {
  id: number;
  accountId: number;
}

async function hashDeviceToken(app: FastifyInstance, token: string): Promise<string> {
  return keyedHash(await appSecret(app.config), `device:${token}`);
}

/**
 * The live device a sign-in's token names, or null (no token, malformed, unknown, expired). Whose account it is
 * decides the caller: a token of another account is an unknown device like any other, and says nothing.
 */
export async function deviceOf(app: FastifyInstance, token: string | undefined): Promise<KnownDevice | null> {
  if (token === undefined || !TOKEN_SHAPE.test(token)) return null;
  return findDevice(app.db, await hashDeviceToken(app, token));
}

/** Issues a new device token for the account. */
export async function issueDeviceToken(
  app: FastifyInstance,
  accountId: number,
  db: Executor = app.db,
): Promise<string> {
  const token = newAccessToken();
  await insertDevice(db, accountId, await hashDeviceToken(app, token));
  return token;
}

/**
 * After a successful sign-in: the device's token again when it already is the account's (marked used), else a new
 * one (a first sign-in there, an expired token, or one of another account: this device is now this account's).
 */
export async function rememberDevice(
  app: FastifyInstance,
  accountId: number,
  sent: string | undefined,
  device: KnownDevice | null,
): Promise<string> {
  if (sent !== undefined && device?.accountId === accountId) {
    await touchDevice(app.db, device.id);
    return sent;
  }
  return issueDeviceToken(app, accountId);
}
