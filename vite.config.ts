// Vite build of the portal. The dev server proxies the API to the /clap server (see scripts/dev.mjs).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import purgeCss from '@fullhuman/postcss-purgecss';
import react from '@vitejs/plugin-react';
import type {
  ChildNode as PostcssChildNode,
  Helpers as PostcssHelpers,
  Root as PostcssRoot,
  Rule as PostcssRule,
} from 'postcss';
import { defineConfig, type Plugin } from 'vite';
import { staticClosure } from './scripts/check-import-cycles.ts';
import { FIRST_SCREEN_MODULES } from './scripts/first-screen.ts';
import { brandBootstrap } from './scripts/brand-bootstrap.ts';
import { draftLanguagesPlugin } from './scripts/i18n-review.ts';
import { serviceWorker } from './scripts/service-worker.ts';

/**
 * The class names a source file can put on the page: every word outside comments (a comment's words never reach
 * the DOM, and comments name plenty of Bootstrap's: "modal", "table", "toast"). react-bootstrap also builds some
 * class names from props (`btn-${variant}`, `alert-${variant}`, `bg-${bg}`, `text-bg-${bg}`, `modal-${size}`),
 * which PurgeCSS cannot see: in a file that imports react-bootstrap, every word is also offered in those prefixed
 * forms, so `variant="outline-secondary"` keeps `.btn-outline-secondary` and nothing keeps the variants no
 * component asks for.
 */
const propClassPrefixes = ['btn', 'alert', 'bg', 'text-bg', 'border', 'modal', 'modal-dialog'];
function extractWithPropClasses(content: string): string[] {
  const code = content.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/^\s*\/\/.*$/gm, ' ');
  const words = code.match(/[\w-]+/g) ?? [];
  // Our files that import react-bootstrap, and react-bootstrap's own (they build `${bsPrefix}-dialog` and the like).
  if (!/from 'react-bootstrap|useBootstrapPrefix/.test(code)) return words;
  return words.flatMap((word) => [word, ...propClassPrefixes.map((prefix) => `${prefix}-${word}`)]);
}

const apiTarget = process.env.DEV_API_TARGET ?? 'http://localhost:8080';
const root = fileURLToPath(new URL('.', import.meta.url));

/** Every source file of the portal, for PurgeCSS to read the class names in use. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry.name) ? [full] : [];
  });
}

/** The react-bootstrap components these files import (they add Bootstrap classes from their own code). */
function reactBootstrapFiles(files: string[], alwaysUsed: string[]): string[] {
  const used = new Set<string>(alwaysUsed);
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/from 'react-bootstrap\/(\w+)'/g))
      used.add(match[1]);
  }
  const esm = path.join(root, 'node_modules/react-bootstrap/esm');
  return (
    readdirSync(esm)
      // FormFloating is the one Form* part the portal does not use (no floating labels).
      .filter((name) => name.endsWith('.js') && name !== 'FormFloating.js')
      .filter((name) => [...used].some((component) => name.startsWith(component)))
      .map((name) => path.join(esm, name))
  );
}

/**
 * PurgeCSS over every stylesheet: only the selectors whose class names appear in our sources or in the
 * react-bootstrap components we use survive, and the custom properties that no surviving rule reads go too
 * (Bootstrap's :root block is ~4 KB raw).
 *
 * Bootstrap and app.css come in two parts (docs/performance.md, "The first screen's CSS"):
 * - styles/first-screen.css, in the first load: the rules for the class names of the modules that main.tsx and the
 *   landing page load statically (the shell, /homepage and /);
 * - styles/lazy.css, loaded with the first lazy chunk (lib/lazy-with-styles.ts): the rules the rest of the portal
 *   uses, minus the declarations the first part already makes.
 * Any other stylesheet (a feature's own) is purged against every source.
 */
function purgeUnusedCss() {
  const allSources = sourceFiles(path.join(root, 'src'));
  const firstScreenSources = [
    ...new Set(
      FIRST_SCREEN_MODULES.flatMap((module) =>
        staticClosure(path.join(root, module), path.join(root, 'src')),
      ),
    ),
  ];
  // Components react-bootstrap renders inside the ones we import (the modal's backdrop, header and close button).
  const modalParts = ['Fade', 'CloseButton', 'AbstractModalHeader', 'BootstrapModalManager'];
  // react-bootstrap's Badge, Spinner and Placeholder name their classes from props; the first screen uses none of
  // react-bootstrap (its few spinners and badges are written out), so its cut keeps only what it names.
  const options = (content: string[], firstScreen = false) => ({
    content,
    safelist: {
      standard: [/^(show|fade|collapse|collapsing|active|disabled|visually-hidden)$/, /^is-(in)?valid$/],
      deep: [/^Toastify/],
      greedy: firstScreen ? [] : [/^badge/, /^spinner-/, /^placeholder/],
    },
    // No menu of the portal opens upwards or sideways (react-bootstrap's Dropdown names these itself).
    blocklist: ['dropup', 'dropup-center', 'dropend', 'dropstart'],
    defaultExtractor: extractWithPropClasses,
    keyframes: true,
    fontFace: true,
  });
  const everywhere = [
    path.join(root, 'index.html'),
    ...allSources,
    ...reactBootstrapFiles(allSources, modalParts),
  ];
  const firstScreen = [
    path.join(root, 'index.html'),
    ...firstScreenSources,
    ...reactBootstrapFiles(firstScreenSources, []),
  ];
  // The package's plugin object: PurgeCSS runs in its OnceExit.
  type PurgePlugin = { OnceExit: (css: PostcssRoot, helpers: PostcssHelpers) => Promise<void> };
  const purge = (content: string[], variables: boolean, isFirstScreen = false) =>
    purgeCss({ ...options(content, isFirstScreen), variables }) as PurgePlugin;
  const forFirstScreen = purge(firstScreen, true, true);
  const forEverywhere = purge(everywhere, true);
  // A feature's own stylesheet may set variables that Bootstrap's rules (in another file) read.
  const forOthers = purge(everywhere, false);
  return {
    postcssPlugin: 'purge-unused-css',
    async OnceExit(css: PostcssRoot, helpers: PostcssHelpers) {
      const file = path.basename(css.source?.input.file ?? '');
      if (file === 'first-screen.css') return forFirstScreen.OnceExit(css, helpers);
      if (file !== 'lazy.css') return forOthers.OnceExit(css, helpers);
      const firstPart = css.clone();
      await forFirstScreen.OnceExit(firstPart, helpers);
      await forEverywhere.OnceExit(css, helpers);
      keepWhatFollows(css, firstPart);
    },
  };
}

/** A node's text without its custom properties (the declarations PurgeCSS drops when no rule there reads them). */
function withoutCustomProperties(node: PostcssChildNode): string {
  const copy = node.clone();
  if ('walkDecls' in copy)
    copy.walkDecls(/^--/, (declaration) => {
      declaration.remove();
    });
  return copy.toString();
}

/**
 * Turns `css` (the stylesheet cut down for the whole portal) into what must follow `loaded` (the same stylesheet cut
 * down for the first screen, loaded first) so that together they end every property as `css` alone would. The two
 * agree up to the first rule only the rest of the portal uses; from there on `css` is kept whole, in its order, so
 * every tie between two rules of equal specificity still goes to the later one (dropping only the rules `loaded`
 * already has would let a lazy `.h4` come after a first-screen `.modal-title`). Before that point, `loaded` may lack
 * custom properties that only later rules read: those come first, on their own selectors.
 */
function keepWhatFollows(css: PostcssRoot, loaded: PostcssRoot) {
  const first = loaded.nodes;
  const all = [...css.nodes];
  let index = 0;
  const missing: PostcssChildNode[] = [];
  for (; index < all.length && index < first.length; index += 1) {
    const node = all[index];
    if (node.toString() === first[index].toString()) {
      node.remove();
      continue;
    }
    if (node.type !== 'rule' || withoutCustomProperties(node) !== withoutCustomProperties(first[index]))
      break;
    const made = new Set<string>();
    (first[index] as PostcssRule).walkDecls((declaration) => void made.add(declaration.toString()));
    node.walkDecls((declaration) => {
      if (!declaration.prop.startsWith('--') || made.has(declaration.toString())) declaration.remove();
    });
    missing.push(node);
  }
  // The custom properties `loaded` dropped, in their rules' order, ahead of everything from the first difference on.
  for (const node of missing.reverse())
    if ('nodes' in node && (node.nodes?.length ?? 0) > 0) css.prepend(node);
}

/**
 * msg('Some words') is the identity (src/i18n/runtime.ts): it only marks a text for the catalogues. The build
 * replaces each call by its string, so the first load carries neither the calls nor the function.
 */
export const MSG_CALL = /\bmsg\(\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*,?\s*\)/g;
function stripMsgCalls(): Plugin {
  return {
    name: 'strip-msg-calls',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id) || !code.includes('msg(')) return null;
      const stripped = code.replace(MSG_CALL, '$1');
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}

/** The portal has one (light) theme: Bootstrap's dark-theme rules would be dead weight in the first load. */
const dropDarkTheme = {
  postcssPlugin: 'drop-dark-theme',
  Rule(rule: { selector: string; remove: () => void }) {
    if (rule.selector.includes('[data-bs-theme=dark]')) rule.remove();
  },
};

/**
 * Writes .br and .gz beside each text asset after the build, at the highest levels (done once, not per request);
 * the server sends them to browsers that accept them (@fastify/static preCompressed).
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    // Not for the build-time render's server bundle (src/prerender.tsx): nothing serves it.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    writeBundle(options, bundle) {
      const started = performance.now();
      let written = 0;
      const dir = options.dir ?? path.join(root, 'dist');
      for (const file of [...Object.keys(bundle), 'index.html']) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const source = readFileSync(path.join(dir, file));
        if (source.length < 512) continue;
        writeFileSync(
          path.join(dir, `${file}.br`),
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(path.join(dir, `${file}.gz`), gzipSync(source, { level: 9 }));
        written += 1;
      }
      // The build's slowest step on purpose (Rolldown's plugin-timings warning is off for it, see build below).
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      this.info(
        `precompressed ${written} files (brotli 11, gzip 9) in ${seconds} s: once here, never per request`,
      );
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** The static import closure of `root` (itself included), walked once on the first question. */
function importClosure(root: string) {
  let closure: Set<string> | null = null;
  return (ctx: ModuleGraph): Set<string> => {
    if (closure === null) {
      const seen = new Set<string>();
      const stack = [root];
      while (stack.length > 0) {
        const next = stack.pop()!;
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
      closure = seen;
    }
    return closure;
  };
}

/**
 * One chunk for everything the entry loads statically (its static import closure, CSS aside), and one for what the
 * feed's page adds to it (issue 35: the feed is a lazy page since the landing page, /, need not load it). Left to
 * itself the bundler splits a first load into a chunk per set of importers (React, the store, react-redux, the
 * preload helper, the session rules, env...; the feed's author line, card image, report link...), and each new shared
 * part a lazy screen also uses splits off another one: each split costs its own gzip dictionary and import glue,
 * about 0.2-0.8 KB a file, all of it on the first load. Lazy chunks then import what they share with the first
 * screen from these chunks (a page that shares a piece with the feed loads the feed's chunk, which most visits have
 * loaded anyway).
 */
function firstLoadChunks(entry: string, feed: string) {
  const entryClosure = importClosure(entry);
  const feedClosure = importClosure(feed);
  const script = (id: string) => !id.endsWith('.css');
  // rolldown asks per module; each closure is computed once, on the first question. A group also takes what its
  // modules import, so the entry's group goes first (priority): the feed's chunk keeps only what the entry lacks.
  return [
    {
      name: (id: string, ctx: ModuleGraph) =>
        id !== entry && entryClosure(ctx).has(id) ? 'first-load' : null,
      test: script,
      priority: 2,
    },
    {
      name: (id: string, ctx: ModuleGraph) => (id !== feed && feedClosure(ctx).has(id) ? 'feed' : null),
      test: script,
      priority: 1,
    },
  ];
}
const firstLoadGroups = firstLoadChunks(
  path.join(root, 'src/main.tsx'),
  path.join(root, 'src/app/routes/home.tsx'),
);

/**
 * React Router's own production build for the build (docs/performance.md, "2026-11-28 (third session)"). The package
 * exports only dist/development (no "production" condition), whose one difference is ENABLE_DEV_WARNINGS = true:
 * the warnings' code (~0.5 KB gzipped) rode in the first load. The dev server and the tests keep the warnings.
 */
const reactRouterDist = path.join(root, 'node_modules/react-router/dist/production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  // draftLanguagesPlugin: which languages the language menu marks "(draft)", from the review sidecars (scripts/i18n-review.ts).
  plugins: [stripMsgCalls(), react(), precompress(), serviceWorker(root), draftLanguagesPlugin(root)],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@contract', replacement: fileURLToPath(new URL('./contract', import.meta.url)) },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  css: {
    postcss: {
      // Full Bootstrap is 31 KB gzipped; the portal uses a fraction of it. PurgeCSS keeps only the selectors whose
      // class names appear in our sources or in the react-bootstrap components we use (build only).
      // Bootstrap's blue literals become the brand's variables in development too (scripts/brand-bootstrap.ts).
      plugins: command === 'build' ? [brandBootstrap, purgeUnusedCss(), dropDarkTheme] : [brandBootstrap],
    },
  },
  // The build-time render (scripts/prerender.ts) bundles its dependencies: Node cannot resolve react-bootstrap's
  // deep imports ('react-bootstrap/Modal') as ES modules.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    // scripts/size.mjs reads the manifest to tell the first load of /homepage from the lazy chunks.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      // Rolldown warns when plugins take most of the build: here they do by design (brotli at its highest level once
      // per build, PurgeCSS); the precompress plugin prints its own time in one line instead.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: firstLoadGroups,
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/clap': apiTarget,
      '/upload': apiTarget,
      '/uploads': apiTarget,
    },
  },
}));
