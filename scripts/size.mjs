// `npm run size`: builds the portal and reports the gzip size of the entry (the entry chunk, everything it imports
// statically, their CSS, and the fonts index.html preloads), of what /homepage and / load first (the entry plus the
// page's lazy chunk and its static imports: the feed since issue 35, the landing page since issue 13) and of every
// lazy chunk. Exits 1 when over budget.
// Budgets (issue 7): each first load <= 140 KB of JS, CSS and preloaded fonts together, gzipped; each lazy chunk
// <= 40 KB. A woff2 is compressed already and sent as it is, so a font counts with its own size.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const FIRST_LOAD_BUDGET = 140 * 1024;
const LAZY_CHUNK_BUDGET = 40 * 1024;
const dist = path.resolve('dist');

if (!process.argv.includes('--no-build')) {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_BUILD_MANIFEST: 'true' },
  });
}

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
/** The files a chunk brings: itself, its CSS and (recursively) the chunks it imports statically. */
const graph = (key, files = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) graph(imported, files);
  return files;
};
const firstLoad = graph(entryKey);

/** The files index.html preloads as fonts: the browser fetches them with the first load, before any CSS asks. */
function preloadedFonts(html) {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="preload"/.test(tag) && /\bas="font"/.test(tag))
    .map((tag) => /\bhref="\/?([^"]+)"/.exec(tag)?.[1])
    .filter((href) => href !== undefined);
}
const fonts = preloadedFonts(readFileSync(path.join(dist, 'index.html'), 'utf8'));
/** A file's bytes on the wire: gzip for text, a font as it is. */
const wireBytes = (file) => (fonts.includes(file) ? statSync(path.join(dist, file)).size : gz(file));

/** Prints a first load, file by file, and returns its total. */
function report(title, files, totalLabel = `total (budget ${kb(FIRST_LOAD_BUDGET)})`) {
  const rows = [...files].map((file) => ({ file, bytes: wireBytes(file) })).sort((a, b) => b.bytes - a.bytes);
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  console.log(`\n${title} (gzip):`);
  for (const row of rows) console.log(`  ${kb(row.bytes).padStart(9)}  ${row.file}`);
  console.log(`  ${kb(total).padStart(9)}  ${totalLabel}`);
  return total;
}

const entryTotal = report('The entry, every page loads it', [...firstLoad, ...fonts], 'the entry');

/** The first pages measured: the feed (the most visited) and the landing page, each a lazy route. */
const FIRST_PAGES = [
  { path: '/homepage', module: 'src/app/routes/home.tsx', name: 'the feed' },
  { path: '/', module: 'src/app/routes/landing.tsx', name: 'the landing page' },
];
/** A page's first load: the entry's plus its own chunk and what that imports (and the entry does not). */
const pageTotals = FIRST_PAGES.map(({ path: pagePath, module, name }) => {
  if (!manifest[module]) throw new Error(`${module} is missing from the build manifest`);
  const own = [...graph(module)].filter((file) => !firstLoad.has(file));
  const total =
    report(`First load of ${pagePath} (what it adds to the entry above)`, own, `added by ${name}`) +
    entryTotal;
  console.log(
    `  ${kb(total).padStart(9)}  first load of ${pagePath} in all (budget ${kb(FIRST_LOAD_BUDGET)}, headroom ${kb(FIRST_LOAD_BUDGET - total)})`,
  );
  return { path: pagePath, total };
});

const lazy = new Map();
for (const chunk of Object.values(manifest)) {
  for (const file of [chunk.file, ...(chunk.css ?? [])]) {
    if (!firstLoad.has(file) && /\.(js|css)$/.test(file)) lazy.set(file, gz(file));
  }
}
const lazyRows = [...lazy].sort((a, b) => b[1] - a[1]);
console.log(`\nLazy chunks (${lazyRows.length}; largest first, budget ${kb(LAZY_CHUNK_BUDGET)} each):`);
for (const [file, bytes] of lazyRows.slice(0, 15)) console.log(`  ${kb(bytes).padStart(9)}  ${file}`);
if (lazyRows.length > 15) console.log(`  ... and ${lazyRows.length - 15} smaller`);

const failures = [];
for (const { path: pagePath, total } of pageTotals)
  if (total > FIRST_LOAD_BUDGET)
    failures.push(`first load of ${pagePath} ${kb(total)} > ${kb(FIRST_LOAD_BUDGET)}`);
for (const [file, bytes] of lazyRows)
  if (bytes > LAZY_CHUNK_BUDGET) failures.push(`${file} ${kb(bytes)} > ${kb(LAZY_CHUNK_BUDGET)}`);
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nWithin budget.');
