// Runs after `vite build` (npm run build): renders the first screen of the busiest public pages into copies of
// dist/index.html under dist/prerendered/, with routes.json for the server (server/plugins/static-portal.ts), which
// sends them to phones. `--mode <mode>` builds the render with the same VITE_* settings as the portal build.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const modeAt = process.argv.indexOf('--mode');
const mode = modeAt >= 0 ? process.argv[modeAt + 1] : 'production';
const dist = path.resolve('dist');
const bundleDir = path.resolve('node_modules/.cache/prerender');
const outDir = path.join(dist, 'prerendered');

interface PrerenderModule {
  prerenderedRoutes: { pattern: string; module?: string }[];
  renderPage: (pathname: string) => Promise<string>;
  documentTitle: (pathname: string) => string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * What a pre-rendered page runs instead of the app's entry: once the browser has painted the page, it imports the
 * entry (named by the modulepreload link marked data-app-entry, so its download starts with the page). Run at once,
 * the app's JavaScript would hold that first paint back on a slow phone.
 */
const START_SCRIPT = `// Starts the portal over its pre-rendered first screen (scripts/prerender.ts), after the first paint.
const entry = document.querySelector('link[data-app-entry]');
if (entry) requestAnimationFrame(() => setTimeout(() => import(entry.href), 0));
`;

/** The page's own chunk (and its stylesheets) from Vite's manifest, so the page is styled and ready at once. */
function routeAssets(manifest: Record<string, ManifestChunk>, module: string | undefined, page: string): string {
  if (!module) return '';
  const chunk = manifest[module];
  if (!chunk) throw new Error(`${module} is missing from the build manifest`);
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const found = manifest[key];
    if (!found || files.has(found.file)) return;
    files.add(found.file);
    for (const css of found.css ?? []) styles.add(css);
    for (const imported of found.imports ?? []) visit(imported);
  };
  visit(module);
  const linked = (file: string) => page.includes(`/${file}"`);
  return [
    ...[...styles].filter((file) => !linked(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...files]
      .filter((file) => !linked(file))
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
  ].join('');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function main() {
  rmSync(bundleDir, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--ssr', 'src/prerender.tsx', '--outDir', bundleDir, '--mode', mode, '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  const render = (await import(pathToFileURL(path.join(bundleDir, 'prerender.js')).href)) as PrerenderModule;
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!index.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root">');
  const entryTag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(index);
  if (!entryTag) throw new Error('dist/index.html has no module entry script');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const startFile = `assets/start-${createHash('sha256').update(START_SCRIPT).digest('hex').slice(0, 8)}.js`;
  writeFileSync(path.join(dist, startFile), START_SCRIPT);
  const template = index
    .replace(
      entryTag[0],
      () => `<link rel="modulepreload" crossorigin href="${entryTag[1]}" data-app-entry><script type="module" src="/${startFile}"></script>`,
    )
    // The page is readable before any script runs: the stylesheet comes first, the app's chunks after it.
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const routes: { pattern: string; file: string }[] = [];
  for (const { pattern, module } of render.prerenderedRoutes) {
    // A detail page before its data arrives looks the same for every id.
    const pathname = pattern.replace(/:[^/]+/g, '0');
    const markup = await render.renderPage(pathname);
    const html = template
      .replace('</head>', () => `${routeAssets(manifest, module, template)}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(render.documentTitle(pathname))}</title>`);
    const file = `${pattern.replace(/^\//, '').replace(/[/:]+/g, '-').toLowerCase()}.html`;
    writeFileSync(path.join(outDir, file), html);
    writeFileSync(path.join(outDir, `${file}.br`), brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(path.join(outDir, `${file}.gz`), gzipSync(html, { level: 9 }));
    routes.push({ pattern, file });
    console.log(`prerendered ${pattern} -> dist/prerendered/${file} (${(gzipSync(html).length / 1024).toFixed(1)} KB gzipped)`);
  }
  writeFileSync(path.join(outDir, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
