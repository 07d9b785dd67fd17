// Identity verification by BVN or NIN (docs/identity-verification.md). A provider adapter: the documented sandbox
// by default, an HTTP provider configured by IDENTITY_PROVIDER=http, IDENTITY_API_URL, IDENTITY_API_KEY.
// A number is never logged or returned whole: only its last 4 digits, and a keyed hash (HMAC with the app secret)
// for the one-identity-one-account rule.
import type { Config } from '../config';
import { appSecret } from '../lib/app-secret';
import { HttpError, badRequest } from '../lib/http-errors';
import { keyedHash } from '../lib/tokens';

export type IdentityMethod = 'BVN' | 'NIN';

export interface IdentityRequest {
  method: IdentityMethod;
  number: string;
  first_name?: string;
  last_name?: string;
}

export interface IdentityResult {
  verified: boolean;
  /** A sentence for the user when not verified (never containing the number). */
  reason?: string;
}

export interface IdentityProvider {
  readonly name: string;
  verify: (request: IdentityRequest) => Promise<IdentityResult>;
}

export const IDENTITY_NUMBER = /^\d{11}$/;
export const NOT_VERIFIED = 'We could not verify this identification number. Please check it and try again.';
export const PROVIDER_DOWN = 'Identity verification is unavailable right now. Please try again later.';

/** Sandbox rules: numbers starting with 000 fail; every other 11-digit number passes. */
export const sandboxProvider: IdentityProvider = {
  name: 'sandbox',
  verify: ({ number }) =>
    Promise.resolve(
      number.startsWith('000') ? { verified: false, reason: NOT_VERIFIED } : { verified: true },
    ),
};

/**
 * HTTP provider: POST {IDENTITY_API_URL} with JSON { method, number, first_name, last_name } and header
 * `Authorization: Bearer IDENTITY_API_KEY`; expects a 2xx JSON answer { verified: boolean }. Times out after
 * IDENTITY_TIMEOUT_MS. A provider's own message is never passed on (it could echo the number).
 */
export function httpProvider(
  config: Pick<Config, 'identityApiUrl' | 'identityApiKey' | 'identityTimeoutMs'>,
  fetchImpl: typeof fetch = fetch,
): IdentityProvider {
  return {
    name: 'http',
    verify: async (request) => {
      let response: Response;
      try {
        response = await fetchImpl(config.identityApiUrl!, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(config.identityApiKey ? { authorization: `Bearer ${config.identityApiKey}` } : {}),
          },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(config.identityTimeoutMs),
        });
      } catch {
        throw new HttpError(503, PROVIDER_DOWN);
      }
      if (response.status >= 500) throw new HttpError(503, PROVIDER_DOWN);
      let payload: unknown;
      try {
        payload = await response.json();
      } catch {
        throw new HttpError(503, PROVIDER_DOWN);
      }
      const verified =
        response.ok &&
        typeof payload === 'object' &&
        payload !== null &&
        (payload as { verified?: unknown }).verified === true;
      return verified ? { verified: true } : { verified: false, reason: NOT_VERIFIED };
    },
  };
}

export function identityProvider(config: Config): IdentityProvider {
  return config.identityProvider === 'http' ? httpProvider(config) : sandboxProvider;
}

export function maskIdentity(number: string): string {
  return `*******${number.slice(-4)}`;
}

export function normaliseMethod(value: string): IdentityMethod {
  const method = value.trim().toUpperCase();
  if (method !== 'BVN' && method !== 'NIN') throw badRequest('Verification method must be BVN or NIN.');
  return method;
}

export interface VerifiedIdentity {
  method: IdentityMethod;
  hash: string;
  last4: string;
}

/** Validates and verifies a number; returns what may be stored. Throws 400 when not verified. */
export async function verifyIdentity(
  config: Config,
  request: IdentityRequest,
  provider: IdentityProvider = identityProvider(config),
): Promise<VerifiedIdentity> {
  const number = request.number.replace(/\s+/g, '');
  if (!IDENTITY_NUMBER.test(number)) throw badRequest('Identification number must be exactly 11 digits.');
  const result = await provider.verify({ ...request, number });
  if (!result.verified) throw badRequest(result.reason ?? NOT_VERIFIED);
  const secret = await appSecret(config);
  return {
    method: request.method,
    hash: keyedHash(secret, `identity:${request.method}:${number}`),
    last4: number.slice(-4),
  };
}

export const IDENTITY_TAKEN = 'This identification number is already linked to another account.';
