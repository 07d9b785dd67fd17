// Vitest setup for the portal: jest-dom matchers, MSW (unhandled requests fail), matchMedia, clean state per test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setForcedLogoutHandler, setUnverifiedEmailHandler } from '@/lib/api-session';
import { installMatchMedia, resetMatchMedia } from './match-media';
import { installNodeFileForFormData } from './node-file-for-form-data';
import { server } from './mocks/server';

// Lazy pages load real chunks: on a busy 2-core CI machine that can take longer than the default 1 s.
// The error summary repeats each field's message by design (components/form/error-summary.tsx): *ByText finds the
// message under its field, and tests read the summary by role (its heading, its links).
configure({ asyncUtilTimeout: 5000, defaultIgnore: 'script, style, .error-summary *' });

installMatchMedia();
// jsdom has no layout: its scrollTo only logs an error (the scroll manager calls it on every route), so it is a no-op.
window.scrollTo = () => undefined;
installNodeFileForFormData();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetMatchMedia();
  setForcedLogoutHandler(null);
  setUnverifiedEmailHandler(null);
  document.title = '';
});

afterAll(() => server.close());
