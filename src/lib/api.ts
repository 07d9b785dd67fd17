// The one createApi (design convention 2): features add endpoints with api.injectEndpoints and export their hooks.
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { AxiosError, type AxiosRequestConfig } from 'axios';
import { apiClient } from './api-client';

export interface ApiRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
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

/** Wraps the axios instance; never throws, returns `{ error }` instead. */
export const axiosBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError> = async (
  args,
  { signal },
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  try {
    const response = await apiClient.request({
      url: request.url,
      method: request.method ?? 'GET',
      data: request.body,
      params: request.params,
      headers: request.headers,
      signal,
    });
    return { data: response.data as unknown };
  } catch (error) {
    if (error instanceof AxiosError) {
      return {
        error: {
          status: error.response?.status ?? 'FETCH_ERROR',
          data: error.response?.data ?? null,
          message: error.message,
        },
      };
    }
    return {
      error: { status: 'FETCH_ERROR', data: null, message: error instanceof Error ? error.message : 'Error' },
    };
  }
};

export const tagTypes = [
  'Post',
  'Product',
  'Tool',
  'Opportunity',
  'Event',
  'Profile',
  'BusinessProfile',
  'Skill',
  'Directory',
  'Admin',
  'Page',
  'Account',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  keepUnusedDataFor: 60, // spec section 9: cached query data kept 60 s
  tagTypes,
  endpoints: () => ({}),
});
