// Mutation testing (Stryker) for the contract and the server's repositories and services: `npm run mutation`
// (everything, more than a day on two cores: run it on one file, `npx stryker run --mutate server/services/x.ts
// --testFiles tests/server/y.test.ts`) and `npm run mutation:contract` (the contract against its own tests, minutes).
// Not part of CI.
// How long each takes, the scores and what survives on purpose: docs/development.md, "Mutation testing".
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true, pool: 'forks' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'contract/**/*.ts',
    '!contract/__tests__/**',
    'server/repositories/**/*.ts',
    'server/services/**/*.ts',
  ],
  coverageAnalysis: 'perTest',
  // A static mutant (a module-level constant: a rule's limits, a regex, a message) is only read when its module
  // loads, so Stryker reloads everything and runs every related test for it: on the server, the whole server suite
  // for each one. They are skipped here; the contract's, which hold its rules, run in the contract loop.
  ignoreStatic: true,
  // The machine is shared: one test runner. Raise it (`--concurrency 2`) on a machine of your own.
  concurrency: 1,
  // A server test file starts PGlite and migrates (4-5 s) before its first test: the default 5 s on top of the
  // dry run's time would count slow starts as timeouts.
  timeoutMS: 30_000,
  tempDirName: '.stryker-tmp',
  // Build output and local data are not copied into the sandbox.
  ignorePatterns: [
    '/dist',
    '/dist-server',
    '/.data',
    '/.data-*',
    '/test-results',
    '/playwright-report',
    '/reports',
    '/coverage',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 80, low: 60, break: null },
};
