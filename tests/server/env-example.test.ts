// .env.example lists every setting the server and the portal read, with the default the code really uses.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === '__tests__' || name === 'node_modules') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

function exampleValues(): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of readFileSync(path.join(root, '.env.example'), 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) values.set(match[1], match[2].replace(/^"(.*)"$/, '$1'));
  }
  return values;
}

function namesRead(dir: string, patterns: RegExp[]): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(path.join(root, dir))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) names.add(match[1]);
  }
  return names;
}

describe('.env.example', () => {
  const example = exampleValues();

  it('lists every variable the server reads', () => {
    const names = namesRead('server', [/process\.env\.([A-Z][A-Z0-9_]+)/g, /env(?:\.|, ')([A-Z][A-Z0-9_]+)/g]);
    expect(names.size).toBeGreaterThan(20);
    expect([...names].filter((name) => !example.has(name))).toEqual([]);
  });

  it('lists every VITE_ variable the portal reads', () => {
    const names = namesRead('src', [/\b(VITE_[A-Z0-9_]+)/g]);
    expect(names.size).toBeGreaterThan(15);
    expect([...names].filter((name) => !example.has(name))).toEqual([]);
  });

  it("gives the portal's defaults as src/config/env.ts has them", () => {
    const envTs = readFileSync(path.join(root, 'src/config/env.ts'), 'utf8');
    const defaults = [...envTs.matchAll(/read\(\s*'(VITE_[A-Z0-9_]+)'(?:,\s*'([^']*)')?\s*\)/g)];
    expect(defaults.length).toBeGreaterThan(15);
    for (const [, name, fallback] of defaults) expect([name, example.get(name)]).toEqual([name, fallback ?? '']);
  });

  it("gives the server's defaults as server/config.ts has them", () => {
    const fromExample = loadConfig(Object.fromEntries(example));
    const fromNothing = loadConfig({});
    // Paths resolve against the working directory either way; compare every other setting.
    expect(fromExample).toEqual(fromNothing);
  });
});
