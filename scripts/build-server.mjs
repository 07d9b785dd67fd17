// Bundles the server for plain Node (docs/production-build.md): server/main.ts and every server/cli/<name>.ts into
// dist-server/main.js and dist-server/cli/<name>.js, so production runs `node dist-server/main.js` without tsx or
// any other dev dependency. Dependencies stay external: they load from node_modules at run time, native ones
// (sharp) and those that find their own files (PGlite's WASM, swagger-ui's pages) included.
import { existsSync, readdirSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_OUT_DIR = path.join(root, 'dist-server');

/** server/main.ts and server/cli/*.ts: each becomes one file under dist-server/ at the same relative path. */
export function serverEntryPoints() {
  const cliDir = path.join(root, 'server', 'cli');
  const cli = existsSync(cliDir)
    ? readdirSync(cliDir)
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
        .map((name) => path.join(cliDir, name))
    : [];
  return [path.join(root, 'server', 'main.ts'), ...cli];
}

/**
 * Builds into a fresh folder beside dist-server/ and swaps it in at the end: a failed build leaves the last good
 * bundle in place, and shared chunks of an earlier build never linger.
 */
export async function buildServer({ log = console.log } = {}) {
  const started = performance.now();
  const tmpDir = `${SERVER_OUT_DIR}.tmp-${process.pid}`;
  await rm(tmpDir, { recursive: true, force: true });
  try {
    await build({
      entryPoints: serverEntryPoints(),
      outbase: path.join(root, 'server'),
      outdir: tmpDir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22.13',
      // Code shared by main and the CLIs lives once, in chunks/, instead of in every entry.
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      // With --enable-source-maps (npm run serve, the launcher) stack traces name server/*.ts lines; the map carries
      // names and lines only, not the sources.
      sourcemap: true,
      sourcesContent: false,
      packages: 'external',
      // tsconfig.json's paths (@/, @contract/) resolve at bundle time; nothing is left for a loader at run time.
      tsconfig: path.join(root, 'tsconfig.json'),
      // Bundled ESM has no require(); a dependency's CommonJS interop inside the bundle may still call it.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      logLevel: 'warning',
      legalComments: 'none',
    });
    // Files the server reads at run time (the certificate PDF's fonts, issue 33) travel with the bundle.
    const assets = path.join(root, 'server', 'assets');
    if (existsSync(assets)) await cp(assets, path.join(tmpDir, 'assets'), { recursive: true });
    await rm(SERVER_OUT_DIR, { recursive: true, force: true });
    await rename(tmpDir, SERVER_OUT_DIR);
  } finally {
    await rm(tmpDir, { recursive: true, force: true });
  }
  log(`server bundle: dist-server/ in ${Math.round(performance.now() - started)} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
