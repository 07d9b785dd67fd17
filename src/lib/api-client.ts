// The one axios instance: /clap base URL, raw token in Authorization, and the 401 forced logout (design convention 1).
import axios, { AxiosError, AxiosHeaders } from 'axios';
import { env } from '@/config/env';
import { clearAll, getToken } from './storage';

/** A wrong password on these is not an expired session (design.md section 4). */
export const loginPaths = [
  '/prop/creative/login',
  '/prop/business/login',
  '/prop/partner-reg/login',
  '/prop/admin-auth/login',
] as const;

// No default Content-Type: axios sets application/json for objects and leaves multipart FormData alone
// (a JSON default would make axios 1.x serialise FormData to JSON).
export const apiClient = axios.create({
  baseURL: `${env.apiBaseUrl}/clap`,
  headers: { Accept: 'application/json' },
});

let forcedLogoutHandler: (() => void) | null = null;

/** The app registers what a forced logout does in the UI (dispatch loggedOut, go to /login). */
export function setForcedLogoutHandler(handler: (() => void) | null): void {
  forcedLogoutHandler = handler;
}

export function isLoginCall(url: string | undefined): boolean {
  if (!url) return false;
  const path = url
    .split('?')[0]
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/clap/, '');
  const normalised = path.startsWith('/') ? path : `/${path}`;
  return loginPaths.some((login) => normalised === login);
}

apiClient.interceptors.request.use((config) => {
  const token = getToken();
  if (token) {
    const headers = AxiosHeaders.from(config.headers);
    headers.set('Authorization', token); // raw, no Bearer (spec section 7)
    config.headers = headers;
  }
  return config;
});

apiClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    if (error instanceof AxiosError && error.response?.status === 401 && !isLoginCall(error.config?.url)) {
      clearAll();
      forcedLogoutHandler?.();
    }
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  },
);

function messageFrom(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = data.message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/**
 * The server's `message` when present, else the fallback (spec section 8). Accepts an axios error, an RTK Query
 * error ({ status, data, message }) or an unwrapped mutation error.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof AxiosError) return messageFrom(error.response?.data) ?? fallback;
  if (error && typeof error === 'object') {
    if ('data' in error) {
      const fromData = messageFrom(error.data);
      if (fromData) return fromData;
    }
    if ('error' in error) return getErrorMessage(error.error, fallback);
  }
  return fallback;
}
