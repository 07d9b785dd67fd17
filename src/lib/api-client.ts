// The one axios instance: /clap base URL, raw token in Authorization, and the 401 forced logout (the session rules
// of lib/api-session.ts). The RTK Query base query (lib/api.ts) uses fetch for the same rules, so that axios stays out of
// the first load; this instance serves the calls that need upload progress, and loads with the screens that upload.
import axios, { AxiosError, AxiosHeaders } from 'axios';
import { apiBaseUrl, authorizationHeader, handleUnauthorized, handleUnverifiedEmail } from './api-session';
import { currentLanguage } from '@/i18n/runtime';

// No default Content-Type: axios sets application/json for objects and leaves multipart FormData alone
// (a JSON default would make axios 1.x serialise FormData to JSON).
export const apiClient = axios.create({
  baseURL: apiBaseUrl(),
  headers: { Accept: 'application/json' },
});

apiClient.interceptors.request.use((config) => {
  const headers = AxiosHeaders.from(config.headers);
  headers.set('Accept-Language', currentLanguage()); // the server's messages follow the portal's language
  const token = authorizationHeader();
  if (token) headers.set('Authorization', token);
  config.headers = headers;
  return config;
});

apiClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    if (error instanceof AxiosError) {
      handleUnauthorized(error.response?.status, error.config?.url);
      handleUnverifiedEmail(error.response?.status, error.response?.data);
    }
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  },
);
