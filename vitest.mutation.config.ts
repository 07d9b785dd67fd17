// The suites Stryker runs against mutated code (stryker.config.mjs; docs/development.md, "Mutation testing").
// `contract`: the contract's own tests, in Node (they need no DOM). `server`: the server suite as vitest.config.ts
// defines it, without the timing comparisons (a mutant that slows a path would fail them by noise, not by a rule).
// STRYKER_SUITES=contract keeps only the first, for the fast loop (`npm run mutation:contract`).
import { defineConfig } from 'vitest/config';
import { alias, serverSuite } from './vitest.config';

const contract = {
  resolve: { alias },
  test: {
    name: 'contract',
    environment: 'node',
    include: ['contract/__tests__/**/*.test.ts'],
  },
};

export default defineConfig({
  test: {
    projects: process.env.STRYKER_SUITES === 'contract' ? [contract] : [contract, serverSuite],
  },
});
