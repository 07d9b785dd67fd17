// Which environment variables the code reads and which .env.example lists: one reading for every test that keeps a
// settings list honest (tests/server/env-example.test.ts, scripts/__tests__/deploy-files.test.ts).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === '__tests__' || name === 'node_modules') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Names matched by `patterns` (group 1) in the TypeScript sources under `dir` (relative to the repository). */
export function namesRead(dir: string, patterns: RegExp[]): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(path.join(ROOT, dir))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) names.add(match[1]);
  }
  return names;
}

/** Every variable the server reads: `process.env.X`, `env.X` and `int(env, 'X', …)`-style reads. */
export function serverEnvNames(): Set<string> {
  return namesRead('server', [/process\.env\.([A-Z][A-Z0-9_]+)/g, /env(?:\.|, ')([A-Z][A-Z0-9_]+)/g]);
}

/** Every VITE_ variable the portal reads (at build time). */
export function portalEnvNames(): Set<string> {
  return namesRead('src', [/\b(VITE_[A-Z0-9_]+)/g]);
}

/** .env.example's settings with their values (quotes removed). */
export function exampleValues(): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of readFileSync(path.join(ROOT, '.env.example'), 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) values.set(match[1], match[2].replace(/^"(.*)"$/, '$1'));
  }
  return values;
}
