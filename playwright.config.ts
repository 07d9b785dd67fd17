// End-to-end tests: Debian's Chromium drives the built portal served by the real server on a fresh DATA_DIR.
import { defineConfig, devices } from '@playwright/test';
import { loadEnv } from 'vite';

import { E2E_DATA_DIR, E2E_PORT as port } from './e2e/support/env';
import { QUIET_CHROMIUM_FLAGS } from './scripts/chromium-flags';

// The portal is built with `vite build --mode e2e` (.env.e2e); the server gets the same VITE_* values, which it
// reads for its CSP (the funding forms' origin in frame-src).
const portalEnv = loadEnv('e2e', process.cwd(), 'VITE_');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: QUIET_CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // A fresh DATA_DIR each run; `exec` keeps one process (not `npx tsx`, whose child survives a kill).
    command: `rm -rf ${E2E_DATA_DIR} && exec node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/clap/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...portalEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      SEED_DEMO: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SCRYPT_COST: '14',
      LOG_LEVEL: 'warn',
      // The journeys sign in many times from one address, and one account publishes dozens of items (the stored-XSS
      // journey); the limits are proven by the server suite.
      RATE_LIMIT: 'false',
      PUBLISH_LIMIT_HOUR: '10000',
      PUBLISH_LIMIT_DAY: '10000',
    },
  },
});
