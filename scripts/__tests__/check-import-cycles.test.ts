// The cycle finder behind `npm run lint`: tiny graphs in, the cycles a reader must cut out.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildImportGraph, findCycles, runtimeSpecifiers } from '../check-import-cycles';
import { layerOf, withoutStorePort, wrongWayImports } from '../import-layers';

const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('findCycles', () => {
  it('finds nothing in a graph that only flows one way', () => {
    expect(findCycles(graphOf({ app: ['feature', 'lib'], feature: ['lib'], lib: [] }))).toEqual([]);
  });

  it('names each knot once, as a path back to where it starts', () => {
    const cycles = findCycles(
      graphOf({ a: ['b'], b: ['c'], c: ['a', 'd'], d: ['e'], e: ['d'], f: ['f'], g: ['a'] }),
    );
    expect(cycles).toEqual([
      ['a', 'b', 'c', 'a'],
      ['d', 'e', 'd'],
      ['f', 'f'],
    ]);
  });

  it('takes the shortest way round inside a knot', () => {
    expect(findCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: ['a'] }))).toEqual([['a', 'c', 'a']]);
  });
});

describe('runtimeSpecifiers', () => {
  it('keeps value imports, re-exports and import(), and drops what TypeScript erases', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "import { type D, d } from './d';",
      "import './e';",
      "export { f } from './f';",
      "export type { G } from './g';",
      "const h = () => import('./h');",
    ].join('\n');
    expect(runtimeSpecifiers('x.ts', text)).toEqual(['./a', './d', './e', './f', './h']);
  });

  it('keeps the type-only ones too when asked, for the layer rules', () => {
    const text = [
      "import type { B } from './b';",
      "import { type C } from './c';",
      "export type { G } from './g';",
    ].join('\n');
    expect(runtimeSpecifiers('x.ts', text)).toEqual([]);
    expect(runtimeSpecifiers('x.ts', text, false, true)).toEqual(['./b', './c', './g']);
  });
});

describe('buildImportGraph', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('resolves the @/ alias, relative paths and index files, and sees a cycle through them', () => {
    dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    const files: Record<string, string> = {
      'app/store.ts':
        "import { slice } from '@/features/auth';\nimport 'react';\nexport const store = slice;",
      'features/auth/index.ts': "export { slice } from './slice';",
      'features/auth/slice.tsx': "import { store } from '../../app/store';\nexport const slice = store;",
      'lib/types.ts': "import type { store } from '@/app/store';\nexport type S = typeof store;",
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const graph = buildImportGraph(dir);
    expect(graph.get(join(dir, 'lib/types.ts'))).toEqual([]);
    expect(findCycles(graph)).toEqual([
      ['app/store.ts', 'features/auth/index.ts', 'features/auth/slice.tsx', 'app/store.ts'].map((path) =>
        join(dir!, path),
      ),
    ]);
  });
});

describe('the layer rules', () => {
  const root = '/repo';
  const graphOf = (edges: Record<string, string[]>) =>
    new Map(
      Object.entries(edges).map(([from, targets]) => [
        join(root, from),
        targets.map((target) => join(root, target)),
      ]),
    );
  const wrong = (edges: Record<string, string[]>) =>
    wrongWayImports(graphOf(edges), root).map(({ from, to }) => `${from.slice(6)} -> ${to.slice(6)}`);

  it('places files in their layers, and binds no test', () => {
    expect(layerOf('src/features/auth/auth-slice.ts')).toBe('feature:auth');
    expect(layerOf('src/app/hooks.ts')).toBe('app-hooks');
    expect(layerOf('src/i18n/runtime.ts')).toBe('shared');
    expect(layerOf('src/lib/__tests__/x.test.ts')).toBeUndefined();
    expect(layerOf('server/db/seed/pages.ts')).toBe('server:seed');
    expect(layerOf('server/main.ts')).toBe('server:entry');
    expect(layerOf('tests/server/helpers.ts')).toBeUndefined();
  });

  it('passes the imports the tables allow', () => {
    expect(
      wrong({
        'src/app/store.ts': ['src/features/auth/auth-slice.ts', 'src/lib/api.ts'],
        'src/features/auth/auth-slice.ts': ['src/app/hooks.ts', 'src/lib/storage.ts', 'contract/accounts.ts'],
        'src/lib/primed-answer.ts': ['src/app/hooks.ts', 'src/i18n/runtime.ts'],
        'server/routes/a/index.ts': ['server/plugins/auth.ts', 'server/services/x.ts', 'server/schemas/a.ts'],
        'server/services/x.ts': ['server/repositories/x.ts', 'server/lib/y.ts'],
        'server/repositories/x.ts': ['server/db/tables.ts', 'server/lib/y.ts', 'contract/a.ts'],
      }),
    ).toEqual([]);
  });

  it('names every wrong-way import: into a feature or app from below, across features, up the server', () => {
    expect(
      wrong({
        'src/i18n/account-language.ts': ['src/features/auth/auth-slice.ts'],
        'src/lib/x.ts': ['src/app/store.ts'],
        'src/features/feed/a.ts': ['src/features/auth/b.ts', 'src/app/router.tsx'],
        'contract/a.ts': ['server/lib/y.ts'],
        'server/repositories/mail-outbox.ts': ['server/plugins/mail.ts', 'server/services/x.ts'],
        'server/lib/image-store.ts': ['server/db/database.ts', 'server/repositories/x.ts'],
        'server/services/x.ts': ['server/routes/a/index.ts'],
      }),
    ).toEqual([
      'contract/a.ts -> server/lib/y.ts',
      'server/lib/image-store.ts -> server/db/database.ts',
      'server/lib/image-store.ts -> server/repositories/x.ts',
      'server/repositories/mail-outbox.ts -> server/plugins/mail.ts',
      'server/repositories/mail-outbox.ts -> server/services/x.ts',
      'server/services/x.ts -> server/routes/a/index.ts',
      'src/features/feed/a.ts -> src/app/router.tsx',
      'src/features/feed/a.ts -> src/features/auth/b.ts',
      'src/i18n/account-language.ts -> src/features/auth/auth-slice.ts',
      'src/lib/x.ts -> src/app/store.ts',
    ]);
  });

  it('finds a type back-edge as a cycle, but not the loop through the typed hooks', () => {
    const graph = graphOf({
      'src/features/auth/auth-slice.ts': ['src/features/auth/api/auth-api.ts', 'src/app/hooks.ts'],
      'src/features/auth/api/auth-api.ts': ['src/features/auth/auth-slice.ts'],
      'src/app/hooks.ts': ['src/app/store.ts'],
      'src/app/store.ts': ['src/features/auth/auth-slice.ts'],
    });
    expect(
      findCycles(withoutStorePort(graph, root)).map((cycle) => cycle.map((file) => file.slice(6))),
    ).toEqual([
      [
        'src/features/auth/api/auth-api.ts',
        'src/features/auth/auth-slice.ts',
        'src/features/auth/api/auth-api.ts',
      ],
    ]);
  });
});
