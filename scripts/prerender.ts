// Runs after `vite build` (npm run build): renders the first screen of the busiest public pages into copies of
// dist/index.html under dist/prerendered/, with routes.json for the server (server/plugins/static-portal.ts), which
// sends them to phones. `--mode <mode>` builds the render with the same VITE_* settings as the portal build.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANGUAGES, type Language } from '../contract/languages';
import { FIRST_SCREEN_MODULES } from './first-screen';

const modeAt = process.argv.indexOf('--mode');
const mode = modeAt >= 0 ? process.argv[modeAt + 1] : 'production';
const dist = path.resolve('dist');
const bundleDir = path.resolve('node_modules/.cache/prerender');
const outDir = path.join(dist, 'prerendered');

interface PrerenderModule {
  prerenderedRoutes: { pattern: string; module?: string }[];
  renderPage: (pathname: string) => Promise<string>;
  documentTitle: (pathname: string) => string;
  setRenderLanguage: (language: Language) => Promise<void>;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

/**
 * What a pre-rendered page runs instead of the app's entry: once the browser has painted the page, it preloads the
 * app's chunks and imports the entry (both named on its own script tag). The page asks for no script before that
 * paint: on a slow phone every byte of JavaScript fetched alongside the stylesheet holds the page back.
 */
const START_SCRIPT = `// Starts the portal over its pre-rendered first screen (scripts/prerender.ts), after the first paint.
const tag = document.querySelector('script[data-app-entry]');
if (tag) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of (tag.dataset.appPreload || '').split(' ').filter(Boolean)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      import(tag.dataset.appEntry);
    }, 0),
  );
}
`;

/** The chunk files and stylesheets of a module and everything it imports statically, from Vite's manifest. */
function chunkGraph(
  manifest: Record<string, ManifestChunk>,
  module: string,
): { files: string[]; styles: string[] } {
  if (!manifest[module]) throw new Error(`${module} is missing from the build manifest`);
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
  return { files: [...files], styles: [...styles] };
}

/** The footer's chunk (src/app/layouts/site-footer.tsx) and the page loaders' (src/app/page-loaders.ts). */
const FOOTER_MODULE = 'src/app/layouts/site-footer-content.tsx';
const PAGE_LOADERS_MODULE = 'src/app/page-loaders.ts';
/** The pages whose import() the first load keeps (src/app/router.tsx): they need no page loaders. */
const OWN_IMPORT_MODULES = ['src/app/routes/home.tsx', 'src/app/routes/landing.tsx'];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function main() {
  rmSync(bundleDir, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--ssr',
      'src/prerender.tsx',
      '--outDir',
      bundleDir,
      '--mode',
      mode,
      '--logLevel',
      'warn',
    ],
    { stdio: 'inherit' },
  );
  const render = (await import(pathToFileURL(path.join(bundleDir, 'prerender.js')).href)) as PrerenderModule;
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!index.includes('<div id="root"></div>'))
    throw new Error('dist/index.html has no empty <div id="root">');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');
  const app = chunkGraph(manifest, entryKey);
  const lazyStyles = manifest['src/styles/lazy.css']?.file;
  if (!lazyStyles) throw new Error('the build manifest has no src/styles/lazy.css');
  const startFile = `assets/start-${createHash('sha256').update(START_SCRIPT).digest('hex').slice(0, 8)}.js`;
  writeFileSync(path.join(dist, startFile), START_SCRIPT);
  // index.html without its scripts and preloads (the start script brings them after the first paint).
  const base = index
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  if (/<script|modulepreload/.test(base))
    throw new Error('dist/index.html has a script the pre-render does not know');

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  // Each page in each of the five languages: English as <page>.html, the others as <page>.<lang>.html; the server
  // picks one by the visitor's language (server/plugins/static-portal.ts).
  const routes: { pattern: string; file: string; languages: Partial<Record<Language, string>> }[] = [];
  for (const language of LANGUAGES) {
    await render.setRenderLanguage(language);
    for (const { pattern, module } of render.prerenderedRoutes) {
      // The page's own chunk comes with the app's; its stylesheets are linked, so the page is styled at first paint.
      // A lazy page also needs the CSS every lazy module waits for (src/lib/lazy-with-styles.ts), unless its CSS comes
      // with the first load (scripts/first-screen.ts).
      const page = module ? chunkGraph(manifest, module) : { files: [], styles: [] };
      if (module && !FIRST_SCREEN_MODULES.includes(module)) page.styles.unshift(lazyStyles);
      // What main.tsx fetches with the page before it renders over this screen (preloadRoute in src/app/router.tsx):
      // the footer's chunk in the main and detail layouts, and the page loaders for a page but the feed and the
      // landing page (docs/performance.md, "2026-11-28 (third session)").
      const withPage = [
        ...(pattern === '/' ? [] : [FOOTER_MODULE]),
        ...(module === undefined || OWN_IMPORT_MODULES.includes(module) ? [] : [PAGE_LOADERS_MODULE]),
      ].flatMap((key) => chunkGraph(manifest, key).files);
      const preload = [...new Set([...app.files, ...page.files, ...withPage])]
        .map((file) => `/${file}`)
        .join(' ');
      const styles = page.styles
        .filter((file) => !base.includes(`/${file}"`))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
        .join('');
      const start = `<script type="module" src="/${startFile}" data-app-entry="/${manifest[entryKey].file}" data-app-preload="${preload}"></script>`;
      // A detail page before its data arrives looks the same for every id.
      const pathname = pattern.replace(/:[^/]+/g, '0');
      const markup = await render.renderPage(pathname);
      const html = base
        .replace(/<html lang="en"/, `<html lang="${language}"`)
        .replace('</head>', () => `${styles}${start}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
        .replace(
          /<title>[^<]*<\/title>/,
          () => `<title>${escapeHtml(render.documentTitle(pathname))}</title>`,
        );
      // '/' has no name of its own: it is the landing page.
      const name = pattern.replace(/^\//, '').replace(/[/:]+/g, '-').toLowerCase() || 'landing';
      const file = language === 'en' ? `${name}.html` : `${name}.${language}.html`;
      writeFileSync(path.join(outDir, file), html);
      writeFileSync(
        path.join(outDir, `${file}.br`),
        brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(path.join(outDir, `${file}.gz`), gzipSync(html, { level: 9 }));
      const route = routes.find((known) => known.pattern === pattern);
      if (route) route.languages[language] = file;
      else routes.push({ pattern, file, languages: { en: file } });
      console.log(
        `prerendered ${pattern} -> dist/prerendered/${file} (${(gzipSync(html).length / 1024).toFixed(1)} KB gzipped)`,
      );
    }
  }
  writeFileSync(path.join(outDir, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
