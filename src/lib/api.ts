// The one createApi: features add endpoints with api.injectEndpoints and export their hooks.
//
// Its base query sends JSON over fetch (RTK Query's fetchBaseQuery) rather than the axios instance: axios is about
// 14 KB gzipped, which the first load of /homepage cannot carry within its 140 KB budget (docs/performance.md).
// The shared rules (raw token, 401 forced logout, the server's message) live in lib/api-session.ts, so both
// clients behave the same; axios still serves uploads, for their progress events.
import { createApi, fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { apiBaseUrl, authorizationHeader, handleUnauthorized, handleUnverifiedEmail } from './api-session';

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
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  keepUnusedDataFor: 60, // spec section 9: cached query data kept 60 s
  tagTypes,
  endpoints: () => ({}),
});
