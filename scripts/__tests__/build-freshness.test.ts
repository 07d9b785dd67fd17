// The launcher's decision (scripts/build-freshness.mjs): what `npm start` builds before it runs the bundle.
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  gatherFacts,
  newestMtime,
  planBuild,
  readStamp,
  writeStamp,
  type BuildFacts,
} from '../build-freshness.mjs';

const T0 = 1_700_000_000_000;

function facts(overrides: Partial<BuildFacts>): BuildFacts {
  return {
    entry: 'main',
    hasSource: true,
    hasTools: true,
    newest: { portal: T0, server: T0 },
    builtAt: { portal: T0 + 1000, server: T0 + 1000 },
    entryBuilt: true,
    ...overrides,
  };
}

describe('planBuild', () => {
  it('builds nothing when both parts are newer than their sources (the second start)', () => {
    expect(planBuild(facts({}))).toEqual({ build: [] });
  });

  it('builds only the stale part: sources edited after the build, or a part without a stamp', () => {
    expect(planBuild(facts({ newest: { portal: T0, server: T0 + 5000 } }))).toEqual({ build: ['server'] });
    expect(planBuild(facts({ builtAt: { portal: undefined, server: T0 + 1000 } }))).toEqual({
      build: ['portal'],
    });
    expect(planBuild(facts({ builtAt: {} }))).toEqual({ build: ['portal', 'server'] });
  });

  it('a CLI entry needs the server bundle only, however old the portal is', () => {
    const plan = planBuild(
      facts({ entry: 'cli/backup', newest: { server: T0 }, builtAt: { server: T0 + 1 } }),
    );
    expect(plan).toEqual({ build: [] });
    expect(
      planBuild(facts({ entry: 'cli/backup', newest: { server: T0 + 2 }, builtAt: { server: T0 + 1 } })),
    ).toEqual({ build: ['server'] });
  });

  it('a production install (no sources) runs the bundle as it is, and says so when there is none', () => {
    expect(planBuild(facts({ hasSource: false, hasTools: false, builtAt: {} }))).toEqual({ build: [] });
    const plan = planBuild(
      facts({ hasSource: false, hasTools: false, entryBuilt: false, entry: 'cli/nothing' }),
    );
    expect(plan.build).toEqual([]);
    expect(plan.problem).toMatch(/dist-server\/cli\/nothing\.js is missing/);
  });

  it('sources without the build tools: runs an old build with a warning, refuses when there is none', () => {
    const stale = planBuild(facts({ hasTools: false, builtAt: {} }));
    expect(stale.build).toEqual([]);
    expect(stale.warning).toMatch(/older than its sources/);
    expect(planBuild(facts({ hasTools: false, entryBuilt: false })).problem).toMatch(
      /run npm ci, then npm run build/,
    );
  });
});

describe('the facts, read from a folder', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function tree() {
    root = mkdtempSync(path.join(os.tmpdir(), 'freshness-'));
    for (const dir of ['server/cli', 'server/__tests__', 'dist', 'dist-server'])
      mkdirSync(path.join(root, dir), { recursive: true });
    writeFileSync(path.join(root, 'server/main.ts'), '');
    writeFileSync(path.join(root, 'dist-server/main.js'), '');
    const old = new Date(T0);
    for (const file of ['server/main.ts', 'server/cli', 'server/__tests__', 'server'])
      utimesSync(path.join(root, file), old, old);
    return root;
  }

  it('a stamp written after the sources makes the part fresh; other VITE_* settings, a new file (not a test) do not', () => {
    tree();
    expect(readStamp('server', root)).toBeUndefined();
    writeStamp('server', T0 + 1000, root);
    expect(readStamp('server', root)).toBe(T0 + 1000);
    expect(newestMtime(['server'], root)).toBe(T0);

    // A test changed: still fresh (tests are not part of the build).
    writeFileSync(path.join(root, 'server/__tests__/x.test.ts'), '');
    writeFileSync(path.join(root, 'server/y.test.ts'), '');
    utimesSync(path.join(root, 'server'), new Date(T0), new Date(T0));
    expect(newestMtime(['server'], root)).toBe(T0);

    // The portal's stamp holds the VITE_* settings it was built with: others make it stale.
    writeStamp('portal', T0 + 1000, root, { VITE_API_BASE_URL: 'https://api.example', PATH: '/bin' });
    expect(readStamp('portal', root, { PATH: '/usr/bin', VITE_API_BASE_URL: 'https://api.example' })).toBe(
      T0 + 1000,
    );
    expect(readStamp('portal', root, { VITE_API_BASE_URL: 'https://other.example' })).toBeUndefined();
    expect(readStamp('portal', root, {})).toBeUndefined();

    // A new CLI: its folder's time moves, so the bundle is stale.
    writeFileSync(path.join(root, 'server/cli/backup.ts'), '');
    const facts = gatherFacts('cli/backup', root);
    expect(facts.hasSource).toBe(true);
    expect(facts.hasTools).toBe(false);
    expect(facts.entryBuilt).toBe(false);
    expect(facts.newest.server).toBeGreaterThan(T0 + 1000);
  });
});
