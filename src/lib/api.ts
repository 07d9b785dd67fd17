// The one createApi: features add endpoints with api.injectEndpoints and export their hooks.
//
// Its base query sends JSON over fetch (RTK Query's fetchBaseQuery) rather than the axios instance: axios is about
// 14 KB gzipped, which the first load of /homepage cannot carry within its 140 KB budget (docs/performance.md).
// The shared rules (raw token, 401 forced logout, the server's message) live in lib/api-session.ts, so both
// clients behave the same; axios still serves uploads, for their progress events.
import { createApi, fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { apiBaseUrl, authorizationHeader, handleUnauthorized, handleUnverifiedEmail } from './api-session';
import type { FailureTexts } from './failure-message';
import { currentLanguage } from '@/i18n/runtime';

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
}

export interface ApiError {
  /** HTTP status, or 'FETCH_ERROR' when no response arrived. */
  status: number | 'FETCH_ERROR';
  /** The response body (the envelope, with `message`), when any. */
  data: unknown;
  message: string;
}

const fetchJson = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  prepareHeaders: (headers) => {
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', currentLanguage()); // the server's messages and e-mails follow it
    const token = authorizationHeader();
    if (token) headers.set('Authorization', token); // raw, no Bearer (spec section 7)
    return headers;
  },
});

/** Never throws: returns `{ error }` with the HTTP status and the envelope, or FETCH_ERROR when no answer came. */
export const apiBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError> = async (args, api, extra) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const result = await fetchJson(
    {
      url: request.url,
      method: request.method ?? 'GET',
      body: request.body,
      params: request.params,
      headers: request.headers,
    },
    api,
    extra,
  );
  if (!result.error) return { data: result.data ?? null };
  const { error } = result;
  // A non-JSON body (a proxy's HTML error page) still carries the real status.
  const status =
    typeof error.status === 'number' ? error.status : 'originalStatus' in error ? error.originalStatus : null;
  if (status === null) {
    return {
      error: { status: 'FETCH_ERROR', data: null, message: 'error' in error ? error.error : 'Network Error' },
    };
  }
  handleUnauthorized(status, request.url);
  const data = typeof error.status === 'number' ? (error.data ?? null) : null;
  handleUnverifiedEmail(status, data);
  return { error: { status, data, message: `Request failed with status code ${status}` } };
};

export const tagTypes = [
  'Post',
  'Product',
  'Tool',
  'Opportunity',
  'Event',
  'Profile',
  'OwnedBusiness',
  'Skill',
  'Directory',
  'Admin',
  'Page',
  'Account',
  // Issue 33: the caller's training registrations, and a training's registrants (its partner's view).
  'Registration',
  'Registrants',
  'Call',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  keepUnusedDataFor: 60, // spec section 9: cached query data kept 60 s
  tagTypes,
  endpoints: () => ({}),
});

/**
 * Every `injectEndpoints` passes this: one owner per endpoint name. A second definition of a name throws at import
 * instead of being silently dropped (RTK Query keeps the first, so the second hook would call the first's URL).
 * Only the dev server (`npm run dev`) allows it: its hot reload re-injects a module's own endpoints. Tests (mode
 * 'test') and every build throw.
 */
export const ONE_OWNER_PER_ENDPOINT: boolean | 'throw' =
  import.meta.env.DEV && import.meta.env.MODE !== 'test' ? true : 'throw';

export interface ErrorToastTexts extends FailureTexts {
  /** How long the toast stays, in ms (the toaster's default otherwise). */
  autoClose?: number;
  /** A sign-in call: its 401 is a wrong password (not an expired session), so it toasts like any refusal. */
  signIn?: boolean;
  /** Makes a server message plain before it shows (e.g. a database error's wording). */
  rewrite?: (message: string) => string;
}

// The error-toast registry lives beside the one createApi, which every api file imports anyway: a lazy screen's
// api file that opts in then adds no chunk to the first load. The listener that shows them is lib/error-toasts.ts.
const errorToastTexts = new Map<string, ErrorToastTexts>();

/**
 * Opts an endpoint in, beside its definition: when a call to it fails, the server's message (else the refusal or
 * no-answer text) shows as an error toast. One text serves both cases when given as a string. A 401 never toasts
 * (the forced logout handles it), except on a sign-in call.
 */
export function registerErrorToast(endpointName: string, texts: string | ErrorToastTexts): void {
  errorToastTexts.set(
    endpointName,
    typeof texts === 'string' ? { refused: texts, noResponse: texts } : texts,
  );
}

export function errorToastTextsOf(endpointName: string): ErrorToastTexts | undefined {
  return errorToastTexts.get(endpointName);
}
