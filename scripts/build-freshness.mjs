// Is the build older than its sources? Used by the launcher (scripts/launch.mjs) and `npm run build -- --if-stale`
// (scripts/build.mjs). Each part of the build (the portal in dist/, the server bundle in dist-server/) writes a stamp
// with the time its build started; a part is stale when any of its inputs (files and folders, so a deleted file
// counts too) changed after that time, when the portal's VITE_* settings differ from the build's, or when it has no
// stamp: a build that did not finish, or a dist/ that another build (the e2e or size build, which empty it first)
// wrote without one.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** What each part is built from, relative to the repository root. */
export const PART_INPUTS = {
  portal: [
    'src',
    'contract',
    'index.html',
    'public',
    'package-lock.json',
    'vite.config.ts',
    'tsconfig.json',
    'scripts/prerender.ts',
    'scripts/first-screen.ts',
    // vite reads VITE_* settings from these too, when they exist
    '.env',
    '.env.local',
    '.env.production',
    '.env.production.local',
  ],
  server: ['server', 'contract', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.mjs'],
};

/** Each part's stamp lives in its own output folder, so removing the folder removes the stamp. */
export const PART_STAMPS = {
  portal: 'dist/.build-stamp.json',
  server: 'dist-server/.build-stamp.json',
};

/** What the entry (`main` or `cli/<name>`) needs: the server answers with the portal; a CLI needs only the bundle. */
export function partsFor(entry) {
  return entry === 'main' ? ['portal', 'server'] : ['server'];
}

/**
 * The decision alone, from facts gathered elsewhere (pure, unit-tested):
 * - `hasSource`: the TypeScript sources are here (false in a production install: dist/ and dist-server/ only);
 * - `hasTools`: the build tools (esbuild, vite) are installed (false after `npm ci --omit=dev`);
 * - `newest[part]`: newest modification time (ms) among the part's inputs;
 * - `builtAt[part]`: the part's stamp (ms), undefined when it has none;
 * - `entryBuilt`: the entry's bundle exists.
 * Returns the parts to build now and, when the entry cannot run at all, the problem to report.
 */
export function planBuild({ entry, hasSource, hasTools, newest, builtAt, entryBuilt }) {
  if (!hasSource) {
    return entryBuilt
      ? { build: [] }
      : { build: [], problem: `dist-server/${entry}.js is missing: this install holds no build of it` };
  }
  const stale = staleOf(partsFor(entry), newest, builtAt);
  if (hasTools) return { build: stale };
  if (!entryBuilt) {
    return {
      build: [],
      problem: `dist-server/${entry}.js is missing and the build tools are not installed: run npm ci, then npm run build`,
    };
  }
  return stale.length > 0
    ? {
        build: [],
        warning: `the ${stale.join(' and ')} build is older than its sources, and the build tools are not installed: running the existing build`,
      }
    : { build: [] };
}

/** The parts without a stamp or with an input newer than it. */
export function staleOf(parts, newest, builtAt) {
  return parts.filter((part) => builtAt[part] === undefined || newest[part] > builtAt[part]);
}

/** Each part's newest input and stamp in this checkout. */
function timesOf(parts, root) {
  return {
    newest: Object.fromEntries(parts.map((part) => [part, newestMtime(PART_INPUTS[part], root)])),
    builtAt: Object.fromEntries(parts.map((part) => [part, readStamp(part, root)])),
  };
}

/** staleOf for this checkout. */
export function staleParts(parts, root = ROOT) {
  const { newest, builtAt } = timesOf(parts, root);
  return staleOf(parts, newest, builtAt);
}

/** Newest modification time (ms) of the paths and everything under them; tests do not count. */
export function newestMtime(paths, root = ROOT) {
  let newest = 0;
  const visit = (file) => {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return; // an optional input (a folder not every checkout has)
    }
    newest = Math.max(newest, stat.mtimeMs);
    if (!stat.isDirectory()) return;
    for (const entry of readdirSync(file, { withFileTypes: true })) {
      if (
        entry.name === '__tests__' ||
        entry.name === 'node_modules' ||
        /\.test\.[cm]?[jt]sx?$/.test(entry.name)
      )
        continue;
      visit(path.join(file, entry.name));
    }
  };
  for (const input of paths) visit(path.join(root, input));
  return newest;
}

/**
 * What a part's build reads besides its files: the portal takes the VITE_* settings from the environment at build
 * time, so a build made with other values is stale too. Kept as a digest.
 */
export function settingsDigest(part, env = process.env) {
  const settings =
    part === 'portal'
      ? Object.keys(env)
          .filter((name) => name.startsWith('VITE_'))
          .sort()
          .map((name) => `${name}=${env[name]}`)
      : [];
  return createHash('sha256').update(settings.join('\n')).digest('hex');
}

/** The stamp's time, or undefined when there is none or it was built with other settings. */
export function readStamp(part, root = ROOT, env = process.env) {
  try {
    const { builtAt, settings } = JSON.parse(readFileSync(path.join(root, PART_STAMPS[part]), 'utf8'));
    return typeof builtAt === 'number' && settings === settingsDigest(part, env) ? builtAt : undefined;
  } catch {
    return undefined;
  }
}

/** Written after a successful build, with the time that build started (an edit during the build stays newer). */
export function writeStamp(part, startedAt, root = ROOT, env = process.env) {
  const stamp = { builtAt: startedAt, settings: settingsDigest(part, env) };
  writeFileSync(path.join(root, PART_STAMPS[part]), `${JSON.stringify(stamp)}\n`);
}

/** The facts planBuild needs, read from this checkout. */
export function gatherFacts(entry, root = ROOT) {
  const tools = [
    'node_modules/esbuild/package.json',
    'node_modules/vite/package.json',
    'node_modules/tsx/package.json',
  ];
  return {
    entry,
    hasSource: existsSync(path.join(root, 'server', 'main.ts')),
    hasTools: tools.every((tool) => existsSync(path.join(root, tool))),
    ...timesOf(partsFor(entry), root),
    entryBuilt: existsSync(path.join(root, 'dist-server', `${entry}.js`)),
  };
}
