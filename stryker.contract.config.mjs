// The fast loop: the contract's files against the contract's own tests (`npm run mutation:contract`, which sets
// STRYKER_SUITES=contract so vitest.mutation.config.ts leaves the server suite out).
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  mutate: ['contract/**/*.ts', '!contract/__tests__/**'],
  timeoutMS: 5_000,
  // The contract's rules are mostly module-level constants (limits, regexes, messages): its static mutants matter,
  // and with its own tests each one costs a second or two.
  ignoreStatic: false,
  htmlReporter: { fileName: 'reports/mutation/contract.html' },
  jsonReporter: { fileName: 'reports/mutation/contract.json' },
};
