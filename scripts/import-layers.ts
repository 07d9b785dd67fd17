// The layer tables of docs/architecture.md as data, for `npm run lint` (scripts/check-import-cycles.ts): every import
// between src/, contract/ and server/, type-only ones included, must run the way the tables say. ESLint's zones
// (eslint.config.js) say the same for the portal file by file; this check also covers the server, whose layers
// ESLint does not know, and counts what it finds.
import { relative, sep } from 'node:path';
import type { ImportGraph } from './check-import-cycles.ts';

/**
 * The layer a file belongs to, from its path relative to the repository root, or undefined for files no rule binds
 * (tests, the test kit, anything outside src/, contract/ and server/).
 */
export function layerOf(path: string): string | undefined {
  const parts = path.split(sep).join('/').split('/');
  if (parts.includes('__tests__')) return undefined;
  const [top, folder] = parts;
  if (top === 'contract') return 'contract';
  if (top === 'src') {
    if (parts.length === 2) return 'portal-entry'; // main.tsx, prerender.tsx
    if (folder === 'testing') return undefined;
    if (folder === 'app') return path.endsWith('app/hooks.ts') ? 'app-hooks' : 'app';
    if (folder === 'features') return `feature:${parts[2]}`;
    if (folder === 'service-worker') return 'service-worker';
    return 'shared'; // components, lib, hooks, config, i18n, styles, assets
  }
  if (top === 'server') {
    if (parts.length === 2) return folder === 'config.ts' ? 'server:config' : 'server:entry';
    if (folder === 'cli') return 'server:entry';
    if (folder === 'db' && parts[2] === 'seed') return 'server:seed';
    return `server:${folder}`;
  }
  return undefined;
}

const SHARED = ['shared', 'app-hooks', 'contract'];
const BASE = ['server:lib', 'server:i18n', 'server:config', 'contract'];

/** What each layer may import besides itself (docs/architecture.md, "The portal" and "The server"). */
const ALLOWED: Record<string, string[]> = {
  contract: [],
  'portal-entry': ['app', 'app-hooks', 'shared', 'contract', 'feature:*'],
  app: ['app-hooks', 'shared', 'contract', 'feature:*'],
  // The typed hooks take RootState and AppDispatch from the store (types only; at run time hooks.ts loads react-redux).
  'app-hooks': ['app'],
  // A feature: shared code, the contract and the store's typed hooks; never another feature, never the rest of app/.
  'feature:*': SHARED,
  // Shared code (components, lib, hooks, config, i18n) composes nothing: no feature, nothing of app/ but the hooks.
  shared: SHARED,
  'service-worker': ['shared', 'contract'],
  'server:entry': ['server:*', 'contract'],
  'server:routes': [
    'server:plugins',
    'server:services',
    'server:schemas',
    'server:repositories',
    'server:db',
    ...BASE,
  ],
  'server:plugins': ['server:services', 'server:schemas', 'server:repositories', 'server:db', ...BASE],
  'server:services': ['server:schemas', 'server:repositories', 'server:db', ...BASE],
  // Schemas turn the repositories' limits (maximum lengths, counts, lists) into JSON schema keywords.
  'server:schemas': ['server:repositories', 'server:db', ...BASE],
  'server:backup': ['server:db', ...BASE],
  // Seeds run at start-up through the same flows as requests (storing an image: services/uploads.ts).
  'server:seed': ['server:services', 'server:repositories', 'server:db', ...BASE],
  'server:repositories': ['server:db', ...BASE],
  'server:db': BASE,
  // Leaf helpers: no repository, no database, nothing that serves requests.
  'server:lib': BASE,
  'server:i18n': ['contract'],
  'server:config': ['server:lib', 'contract'],
};

function allowed(from: string, to: string): boolean {
  if (from === to) return true;
  const rules = ALLOWED[from.startsWith('feature:') ? 'feature:*' : from] ?? [];
  return rules.some(
    (rule) =>
      rule === to || (rule.endsWith(':*') && to.startsWith(rule.slice(0, -1)) && to !== 'server:entry'),
  );
}

export interface WrongWayImport {
  from: string;
  to: string;
  rule: string;
}

/** Every edge of the graph (absolute paths under root) that runs against the layer tables. */
export function wrongWayImports(graph: ImportGraph, root: string): WrongWayImport[] {
  const found: WrongWayImport[] = [];
  for (const [from, targets] of graph) {
    const fromLayer = layerOf(relative(root, from));
    if (!fromLayer) continue;
    for (const to of targets) {
      const toLayer = layerOf(relative(root, to));
      if (!toLayer || allowed(fromLayer, toLayer)) continue;
      found.push({ from, to, rule: `${fromLayer} may not import ${toLayer}` });
    }
  }
  return found.sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/**
 * The graph without the edges into src/app/hooks.ts: every feature imports the typed hooks, which take their types
 * from the store that assembles the features, so each such edge closes a type-only loop by design (Redux's typed
 * hooks). Any other loop through a type-only import is a back-edge.
 */
export function withoutStorePort(graph: ImportGraph, root: string): ImportGraph {
  const port = (file: string) => layerOf(relative(root, file)) === 'app-hooks';
  return new Map([...graph].map(([from, targets]) => [from, targets.filter((to) => !port(to))]));
}
