// The suites Stryker runs against mutated code (stryker.config.mjs; docs/development.md, "Mutation testing").
// `contract`: the contract's own tests, in Node (they need no DOM). `server`: the server suite as vitest.config.ts
// defines it, without the timing comparisons (a mutant that slows a path would fail them by noise, not by a rule).
// STRYKER_SUITES=contract keeps only the first, for the fast loop (`npm run mutation:contract`).
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

const contract = {
  resolve: { alias },
  test: {
    name: 'contract',
    environment: 'node',
    include: ['contract/__tests__/**/*.test.ts'],
  },
};

const server = {
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
    projects: process.env.STRYKER_SUITES === 'contract' ? [contract] : [contract, server],
  },
});
