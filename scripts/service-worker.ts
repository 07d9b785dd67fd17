// Builds the service worker (src/service-worker/worker.ts) into dist/sw.js after the portal's build: esbuild bundles
// it as one classic script, with the app shell to precache (index.html, the first load of /homepage as the Vite
// manifest lists it, the web app manifest and its icons) and a version that changes whenever the shell or the
// worker does, so the browser sees a new worker exactly when there is something new. docs/offline.md says why.
import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { precacheList, START_PATH, type ManifestChunk } from './precache-list.ts';

export { START_PATH } from './precache-list.ts';

/** The web app manifest: the names the portal is built with, the brand's colours (docs/brand.md), the icons. */
export function webAppManifest(names: { shortName: string; name: string }) {
  return {
    name: `${names.shortName} | ${names.name}`,
    short_name: names.shortName,
    description:
      'The national creative-economy portal: creatives, businesses and partners, tools, opportunities, training, products and funding.',
    lang: 'en',
    dir: 'ltr',
    start_url: START_PATH,
    scope: '/',
    display: 'standalone',
    theme_color: '#8a3b12',
    background_color: '#fbf7f2',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export function serviceWorker(root: string): Plugin {
  const names = { shortName: 'CLAP', name: 'Creative Economy Portal' };
  return {
    name: 'service-worker',
    // Not for the build-time render's server bundle (src/prerender.tsx).
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      names.shortName = (config.env.VITE_PRODUCT_SHORT_NAME as string | undefined) || names.shortName;
      names.name = (config.env.VITE_PRODUCT_NAME as string | undefined) || names.name;
    },
    async writeBundle(options) {
      const dir = options.dir ?? path.join(root, 'dist');
      const manifest = JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      writeFileSync(
        path.join(dir, 'manifest.webmanifest'),
        `${JSON.stringify(webAppManifest(names), null, 2)}\n`,
      );
      const precache = precacheList(manifest);
      const bundle = async (version: string) =>
        (
          await build({
            entryPoints: [path.join(root, 'src/service-worker/worker.ts')],
            bundle: true,
            minify: true,
            format: 'iife',
            target: 'es2022',
            write: false,
            define: {
              __SW_VERSION__: JSON.stringify(version),
              __SW_PRECACHE__: JSON.stringify(precache),
              __SW_PRODUCT__: JSON.stringify(names.shortName),
              __SW_START_PATH__: JSON.stringify(START_PATH),
            },
          })
        ).outputFiles[0].text;
      // The version is a hash of the worker as built and of every precached file's bytes (index.html's name does
      // not change when its content does).
      const hash = createHash('sha256').update(await bundle(''));
      for (const file of precache) hash.update(readFileSync(path.join(dir, file)));
      const code = await bundle(hash.digest('hex').slice(0, 12));
      writeFileSync(path.join(dir, 'sw.js'), code);
      const gzipped = (file: string) => gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;
      const shellBytes = precache.reduce((sum, file) => sum + gzipped(file), 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      console.log(
        `sw.js ${kb(statSync(path.join(dir, 'sw.js')).size)} (${kb(gzipped('sw.js'))} gzipped); ` +
          `precaches ${precache.length} files, ${kb(shellBytes)} gzipped`,
      );
    },
  };
}
