// `npm run build`: the portal (vite build, then the pre-render of the busiest pages) into dist/ and the server bundle
// into dist-server/ (docs/production-build.md). `node scripts/build.mjs [portal] [server] [--if-stale]` builds only
// the parts named, and with --if-stale only those older than their sources (scripts/build-freshness.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, staleParts, writeStamp } from './build-freshness.mjs';
import { buildServer } from './build-server.mjs';

function run(args) {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`build step failed: node ${args.join(' ')}`);
}

const BUILDERS = {
  portal: async () => {
    run([path.join('node_modules', 'vite', 'bin', 'vite.js'), 'build']);
    run(['--import', 'tsx', path.join('scripts', 'prerender.ts')]);
  },
  server: () => buildServer(),
};

/** Builds the parts in order; each writes its stamp only when it succeeded. */
async function buildParts(parts) {
  for (const part of parts) {
    const startedAt = Date.now();
    await BUILDERS[part]();
    writeStamp(part, startedAt);
  }
}

const args = process.argv.slice(2);
const named = args.filter((arg) => arg in BUILDERS);
const unknown = args.filter((arg) => !(arg in BUILDERS) && arg !== '--if-stale');
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(', ')}: use portal, server and --if-stale.`);
  process.exitCode = 2;
} else {
  let parts = named.length > 0 ? named : Object.keys(BUILDERS);
  if (args.includes('--if-stale')) {
    parts = staleParts(parts);
    if (parts.length === 0) console.log('build: up to date');
  }
  try {
    await buildParts(parts);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
