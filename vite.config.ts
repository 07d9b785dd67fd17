// Vite build of the portal. The dev server proxies the API to the /clap server (see scripts/dev.mjs).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import purgeCss from '@fullhuman/postcss-purgecss';
import react from '@vitejs/plugin-react';
import type { Helpers as PostcssHelpers, Root as PostcssRoot } from 'postcss';
import { defineConfig, type Plugin } from 'vite';
import { brandBootstrap } from './scripts/brand-bootstrap';

/**
 * react-bootstrap builds some class names from props (`btn-${variant}`, `alert-${variant}`, `bg-${bg}`,
 * `text-bg-${bg}`, `modal-${size}`), which PurgeCSS cannot see in the sources. For every word in a source file this extractor also
 * offers those prefixed forms, so `variant="outline-secondary"` keeps `.btn-outline-secondary` and nothing keeps
 * the variants no component asks for.
 */
const propClassPrefixes = ['btn', 'alert', 'bg', 'text-bg', 'border', 'modal', 'modal-dialog'];
function extractWithPropClasses(content: string): string[] {
  const words = content.match(/[\w-]+/g) ?? [];
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

/** The react-bootstrap components the portal imports (they add Bootstrap classes from their own code). */
function reactBootstrapFiles(): string[] {
  const used = new Set<string>(['Fade', 'CloseButton', 'AbstractModalHeader', 'BootstrapModalManager']);
  for (const file of sourceFiles(path.join(root, 'src'))) {
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
 * react-bootstrap components we use survive. Bootstrap's own file also loses the custom properties that no surviving
 * rule reads (its :root block is ~4 KB raw). Our stylesheets keep theirs: PurgeCSS sees one file at a time, and
 * app.css sets variables (--bs-btn-bg, ...) that Bootstrap's rules read.
 */
function purgeUnusedCss() {
  const options = {
    content: [
      path.join(root, 'index.html'),
      ...sourceFiles(path.join(root, 'src')),
      ...reactBootstrapFiles(),
    ],
    safelist: {
      standard: [/^(show|fade|collapse|collapsing|active|disabled|visually-hidden)$/, /^is-(in)?valid$/],
      deep: [/^Toastify/],
      greedy: [/^badge/, /^spinner-/, /^placeholder/],
    },
    // No menu of the portal opens upwards or sideways (react-bootstrap's Dropdown names these itself).
    blocklist: ['dropup', 'dropup-center', 'dropend', 'dropstart'],
    defaultExtractor: extractWithPropClasses,
    keyframes: true,
    fontFace: true,
  };
  // The package's plugin object: PurgeCSS runs in its OnceExit.
  type PurgePlugin = { OnceExit: (css: PostcssRoot, helpers: PostcssHelpers) => Promise<void> };
  const forBootstrap = purgeCss({ ...options, variables: true }) as PurgePlugin;
  const forOurs = purgeCss({ ...options, variables: false }) as PurgePlugin;
  return {
    postcssPlugin: 'purge-unused-css',
    OnceExit(css: PostcssRoot, helpers: PostcssHelpers) {
      const file = css.source?.input.file ?? '';
      const plugin = file.includes(`${path.sep}node_modules${path.sep}bootstrap${path.sep}`)
        ? forBootstrap
        : forOurs;
      return plugin.OnceExit(css, helpers);
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
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
    },
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
