// Two suites: "unit" (portal, jsdom + MSW; scripts' helpers) and "server" (app.inject against a real database).
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

/** The server suite (app.inject against a real database), without the timing comparisons; vitest.mutation.config.ts
 * runs the same. */
export const serverSuite = {
  resolve: { alias },
  test: {
    name: 'server',
    environment: 'node',
    include: ['tests/server/**/*.test.ts'],
    exclude: ['tests/server/auth-timing.test.ts', 'tests/server/registration-timing.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/__tests__/**/*.test.{ts,tsx}',
            'contract/__tests__/**/*.test.ts',
            'scripts/__tests__/**/*.test.ts',
          ],
          setupFiles: ['src/testing/setup-tests.ts'],
          css: false,
          testTimeout: 15_000,
        },
      },
      // PGlite is single-threaded WASM; a few files at once is what 2 cores can bear.
      { ...serverSuite, test: { ...serverSuite.test, maxWorkers: 2 } },
      {
        resolve: { alias },
        test: {
          // The timing comparisons (enumeration by response time) measure differences of a few milliseconds: they
          // run on their own after the server suite (`npm run test:server`), not beside other files competing for
          // the same 2 cores, whose noise alone passed the bound now and then.
          name: 'timing',
          environment: 'node',
          include: ['tests/server/auth-timing.test.ts', 'tests/server/registration-timing.test.ts'],
          // A real difference of paths shows on every try; a busy machine's noise (2.05 ms against the 2 ms bound,
          // seen once while other builds ran) does not repeat three times in a row.
          retry: 2,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // Real server processes (kill -9, SIGTERM, database loss); `npm run test:hardening`, not `npm test`.
          name: 'hardening',
          environment: 'node',
          include: ['tests/hardening/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
