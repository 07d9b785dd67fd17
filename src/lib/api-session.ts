// What every request to /clap shares, whichever client sends it (the fetch base query of lib/api.ts, or the axios
// instance of lib/api-client.ts for uploads with progress): the raw token, the 401 forced logout, and reading the
// server's message out of a failure. Kept free of axios so that the first load of the portal does not carry it.
import { env } from '@/config/env';
import { clearAll, getToken } from './storage';
import { VERIFY_EMAIL_MESSAGE } from '@contract/verify-email';
import { translate } from '@/i18n/runtime';
import { serverMessage } from '@/i18n/server-messages';

/** The API's base URL: VITE_API_BASE_URL, or the origin that serves the portal. */
export function apiBaseUrl(): string {
  const origin = env.apiBaseUrl || (typeof window !== 'undefined' ? window.location.origin : '');
  return `${origin}/clap`;
}

/** The stored token, sent raw in Authorization (no Bearer, spec section 7); null when signed out. */
export function authorizationHeader(): string | null {
  return getToken();
}

/** A wrong password on these is not an expired session. */
export const loginPaths = [
  '/prop/creative/login',
  '/prop/business/login',
  '/prop/partner-reg/login',
  '/prop/admin-auth/login',
] as const;

export function isLoginCall(url: string | undefined): boolean {
  if (!url) return false;
  const path = url
    .split('?')[0]
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/clap/, '');
  const normalised = path.startsWith('/') ? path : `/${path}`;
  return loginPaths.some((login) => normalised === login);
}

let forcedLogoutHandler: (() => void) | null = null;

/**
 * The app registers what a forced logout does in the UI (dispatch loggedOut, go to /login); the clients call no UI
 * code themselves.
 */
export function setForcedLogoutHandler(handler: (() => void) | null): void {
  forcedLogoutHandler = handler;
}

/** A 401 anywhere but on a login call means the session is gone: clear storage and sign out. */
export function handleUnauthorized(status: number | undefined, url: string | undefined): void {
  if (status !== 401 || isLoginCall(url)) return;
  clearAll();
  forcedLogoutHandler?.();
}

let unverifiedEmailHandler: ((message: string) => void) | null = null;

/** The app registers what an "verify your email first" answer does in the UI (lead to /otp); no UI code here. */
export function setUnverifiedEmailHandler(handler: ((message: string) => void) | null): void {
  unverifiedEmailHandler = handler;
}

/**
 * A 403 'Please verify your email to continue.' (the server's answer to an unverified account that tries to
 * publish or upload, issue 11 7a) hands the message to the registered handler. Other 403s are the caller's to show.
 */
export function handleUnverifiedEmail(status: number | undefined, data: unknown): void {
  if (status !== 403 || messageFrom(data) !== VERIFY_EMAIL_MESSAGE) return;
  unverifiedEmailHandler?.(VERIFY_EMAIL_MESSAGE);
}

function messageFrom(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = data.message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/** The server's message in the portal's language (by its code, src/i18n/server-messages.ts). */
function shownMessage(data: unknown): string | null {
  const message = messageFrom(data);
  if (message === null) return null;
  return serverMessage((data as { code?: unknown }).code, message);
}

/**
 * The server's `message` when present, else the fallback (spec section 8). Accepts an axios error (read by its
 * shape, so this module needs no axios), an RTK Query error ({ status, data, message }) or an unwrapped mutation
 * error.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    if ('isAxiosError' in error && error.isAxiosError === true) {
      const response = 'response' in error ? (error.response as { data?: unknown } | undefined) : undefined;
      return shownMessage(response?.data) ?? translate(fallback);
    }
    if ('data' in error) {
      const fromData = shownMessage(error.data);
      if (fromData) return fromData;
    }
    if ('error' in error) return getErrorMessage(error.error, fallback);
  }
  return translate(fallback);
}
