// .env.example lists every setting the server and the portal read, with the default the code really uses, and the
// configuration table (docs/configuration.md) names the same settings.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleValues, portalEnvNames, ROOT as root, serverEnvNames } from '../../scripts/env-names';
import { loadConfig } from '../../server/config';

describe('.env.example', () => {
  const example = exampleValues();

  it('lists every variable the server reads', () => {
    const names = serverEnvNames();
    expect(names.size).toBeGreaterThan(20);
    expect([...names].filter((name) => !example.has(name))).toEqual([]);
  });

  it('lists every VITE_ variable the portal reads', () => {
    const names = portalEnvNames();
    expect(names.size).toBeGreaterThan(12);
    expect([...names].filter((name) => !example.has(name))).toEqual([]);
  });

  it("gives the portal's defaults as src/config/env.ts has them", () => {
    const envTs = readFileSync(path.join(root, 'src/config/env.ts'), 'utf8');
    const defaults = [...envTs.matchAll(/read\(\s*'(VITE_[A-Z0-9_]+)'(?:,\s*'([^']*)')?\s*\)/g)];
    expect(defaults.length).toBeGreaterThan(12);
    for (const [, name, fallback] of defaults)
      expect([name, example.get(name)]).toEqual([name, fallback ?? '']);
  });

  it("gives the server's defaults as server/config.ts has them", () => {
    const fromExample = loadConfig(Object.fromEntries(example));
    const fromNothing = loadConfig({});
    // Paths resolve against the working directory either way; compare every other setting.
    expect(fromExample).toEqual(fromNothing);
  });

  it('names the same variables as the configuration table in docs/configuration.md', () => {
    const doc = readFileSync(path.join(root, 'docs/configuration.md'), 'utf8');
    const table = doc.slice(doc.indexOf('| variable | default | meaning |')).split('\n\n')[0];
    // The first column: one or more `NAME`s per row.
    const documented = new Set(
      table
        .split('\n')
        .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1])),
    );
    expect(documented.size).toBeGreaterThan(40);
    expect([...example.keys()].filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !example.has(name))).toEqual([]);
  });
});
