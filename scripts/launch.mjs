// `node scripts/launch.mjs [main | cli/<name>] [arguments...]`: runs dist-server/<entry>.js in this very process
// (docs/production-build.md). In a checkout with the dev tools it first rebuilds what is older than its sources
// (the server bundle; for `main` the portal too) and nothing else, so a second start does not build. In a production
// install (dist/, dist-server/, no sources) it just runs the bundle. Running the entry in this process, not in a
// child, is the point: a signal sent to `npm start` reaches the server itself, which shuts down gracefully.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const ENTRY = /^(main|cli\/[a-z0-9][a-z0-9_-]*)$/;

function fail(message) {
  console.error(`launch: ${message}`);
  process.exitCode = 1;
}

/** The entries this install can run, for the message when another is asked for. */
function knownEntries() {
  const cliDir = path.join(root, 'dist-server', 'cli');
  const cli = existsSync(cliDir)
    ? readdirSync(cliDir)
        .filter((name) => name.endsWith('.js'))
        .map((name) => `cli/${name.slice(0, -3)}`)
    : [];
  return ['main', ...cli].join(', ');
}

/**
 * Builds in a child process (vite and esbuild never load into the server's memory). A signal meanwhile is passed to
 * the build and cancels the start: resolves false then.
 */
function build(parts) {
  console.log(`launch: building the ${parts.join(' and ')} (missing or older than the sources)`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'build.mjs'), ...parts], {
      cwd: root,
      stdio: 'inherit',
    });
    let cancelled;
    const forward = (signal) => {
      cancelled = signal;
      child.kill(signal);
    };
    process.on('SIGTERM', forward);
    process.on('SIGINT', forward);
    child.on('exit', (code) => {
      process.off('SIGTERM', forward);
      process.off('SIGINT', forward);
      // The shell's convention for "ended by a signal": 128 + its number (130 for SIGINT, 143 for SIGTERM).
      if (cancelled) process.exitCode = 128 + os.constants.signals[cancelled];
      else if (code !== 0) fail(`the build failed (exit code ${code}); the server was not started`);
      resolve(!cancelled && code === 0);
    });
  });
}

async function launch() {
  const [entry = 'main', ...rest] = process.argv.slice(2);
  if (!ENTRY.test(entry))
    return fail(`"${entry}" is not an entry: use main or cli/<name> (${knownEntries()})`);

  // Only a checkout has sources to build from; a production install may not even hold build-freshness.mjs.
  if (existsSync(path.join(root, 'server', 'main.ts'))) {
    const { gatherFacts, planBuild } = await import('./build-freshness.mjs');
    const plan = planBuild(gatherFacts(entry));
    if (plan.warning) console.warn(`launch: ${plan.warning}`);
    if (plan.problem) return fail(plan.problem);
    if (plan.build.length > 0 && !(await build(plan.build))) return;
  }

  const bundle = path.join(root, 'dist-server', `${entry}.js`);
  if (!existsSync(bundle))
    return fail(`dist-server/${entry}.js does not exist (this install has: ${knownEntries()})`);
  // The entry reads its arguments as if started as `node dist-server/<entry>.js ...`.
  process.argv = [process.argv[0], bundle, ...rest];
  // Stack traces name server/*.ts lines (the bundle's source maps), as `npm run serve` does with --enable-source-maps.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(bundle).href);
}

await launch();
