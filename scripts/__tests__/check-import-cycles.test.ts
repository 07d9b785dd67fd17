// The cycle finder behind `npm run lint`: tiny graphs in, the cycles a reader must cut out.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildImportGraph, findCycles, runtimeSpecifiers } from '../check-import-cycles';

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
