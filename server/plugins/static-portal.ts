// Serves the built portal: hashed assets cached for a year, index.html never cached, and every non-API path that
// is not a file name falls back to index.html so deep links and reloads work (including /t&c and
// /marketdetailsPage/{id}); a missing file (/favicon.png, /wp-login.php) is a 404.
// Phones get the pre-rendered first screen of the busiest public pages instead (scripts/prerender.ts). /open-data
// comes with its figures written in (lib/open-data-html.ts), for every browser, so it reads without JavaScript.
// A shared detail page (a product, a training, a profile...) carries its own title, preview tags and JSON-LD
// (services/link-previews.ts). /marketpage and /tooldetailsPage/{id} carry their first screen's image and data
// (services/first-screens.ts). Each rewrites whichever HTML is sent, the shell or a phone's pre-rendered page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGES, type Language } from '../../contract/languages';
import { portalRouteOf, SIGNED_IN_ROUTES } from '../../contract/portal-route-match';
import { fail } from '../lib/envelope';
import { OPEN_DATA_PAGE_PATH, openDataDocument } from '../lib/open-data-html';
import { languageAlternates, productName, withLanguageAlternates, withPageHead } from '../lib/page-head';
import { firstScreenTarget, loadFirstScreen, withFirstScreen } from '../services/first-screens';
import { linkPreview, previewTarget } from '../services/link-previews';

const API_PREFIXES = ['/clap', '/upload', '/uploads'];

/** The icons at the top of the build (public/, made by scripts/make-icons.ts): fixed names, so not immutable. */
const ICON_FILE = /^(favicon\.ico|apple-touch-icon\.png|icon-[a-z0-9-]+\.png|share-card\.png)$/;
/** The 1200×630 sharing card (scripts/make-icons.ts): the preview image of a page without one of its own. */
const SHARE_CARD_FILE = 'share-card.png';
export const ICON_MAX_AGE_SECONDS = 7 * 24 * 3600;
/** The service worker (built by scripts/service-worker.ts): revalidated on every check, so an update is seen at once. */
const SERVICE_WORKER_FILE = 'sw.js';
/** The web app manifest the build writes; also answered at /manifest.json, where some tools look for it. */
const WEB_APP_MANIFEST = 'manifest.webmanifest';

/** A file name's extension at the end of the path's last segment ('.php', '.env', '.png'), percent-encoded or not. */
const FILE_EXTENSION = /\.[A-Za-z0-9]{1,10}$/;

export function looksLikeFile(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // Malformed escapes: judge the raw text.
  }
  return FILE_EXTENSION.test(decoded);
}

/** The path as the portal's router reads it (percent-escapes decoded; a malformed one is judged as it is). */
function decodedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/')
    .replace(/\/{2,}/g, '/'); // the router reads '//' as '/'
}

/** Below this, compressing costs more than it saves (plugins/compress.ts uses the same threshold). */
const COMPRESS_THRESHOLD = 1024;
/** Brotli at the quality plugins/compress.ts uses for dynamic answers. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * br, else gzip, if the browser accepts it (a q of 0 refuses). The HTML the not-found handler writes needs this:
 * @fastify/compress hooks routes as they are declared, and a not-found handler is no route.
 */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name.trim()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/** The pre-rendered pages of the build, as scripts/prerender.ts lists them in prerendered/routes.json. */
interface PrerenderedRoute {
  pattern: string;
  file: string;
  /** The page in each language it was rendered in (English is `file`). */
  languages?: Partial<Record<Language, string>>;
}

/** A route pattern ('/tooldetailsPage/:id') as a case-insensitive regular expression, like the portal's router. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

function loadPrerendered(staticDir: string): { test: RegExp; file: (language: Language) => string }[] {
  const list = path.join(staticDir, 'prerendered', 'routes.json');
  if (!existsSync(list)) return [];
  const routes = JSON.parse(readFileSync(list, 'utf8')) as PrerenderedRoute[];
  return routes.map((route) => ({
    test: patternRegExp(route.pattern),
    file: (language: Language) => `prerendered/${route.languages?.[language] ?? route.file}`,
  }));
}

/**
 * The language a page opens in, as the portal will choose it (src/i18n/detect.ts): `?lang=`, else the visitor's
 * stored choice (the portal mirrors it in the `lang` cookie for this), else Accept-Language.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const query = request.url.split('?')[1];
  if (query && new URLSearchParams(query).has('lang')) return request.language; // negotiated by plugins/i18n.ts
  const cookie = request.headers.cookie;
  const stored = typeof cookie === 'string' ? /(?:^|;\s*)lang=([a-z]{2,3})\b/.exec(cookie)?.[1] : undefined;
  return isLanguage(stored) ? stored : request.language;
}

/**
 * A phone, by its client hint or its user agent. The pre-rendered screens are laid out for phones (the sidebar
 * closed, the filters in a modal); a desktop browser would see them rearranged once the app starts.
 */
export function isPhone(headers: Record<string, string | string[] | undefined>): boolean {
  if (headers['sec-ch-ua-mobile'] === '?1') return true;
  const agent = headers['user-agent'];
  return typeof agent === 'string' && /\b(Mobi|Android|iPhone|iPod)\b/.test(agent);
}

export default fp<{ staticDir: string }>(
  async (app, { staticDir }) => {
    const indexFile = path.join(staticDir, 'index.html');
    const hasPortal = existsSync(indexFile);
    const prerendered = hasPortal ? loadPrerendered(staticDir) : [];
    const openDataPage = new RegExp(`^${OPEN_DATA_PAGE_PATH}/?$`, 'i');
    // Each HTML file is read once: the build does not change under a running server.
    const htmlFiles = new Map<string, string>();
    const readHtml = (file: string) => {
      let html = htmlFiles.get(file);
      if (html === undefined) {
        html = readFileSync(path.join(staticDir, file), 'utf8');
        htmlFiles.set(file, html);
      }
      return html;
    };
    // The card image for items without their own: the sharing card, or (a build without it) the portal's logo, the
    // icon of the built index.html.
    const iconHref = !hasPortal
      ? undefined
      : existsSync(path.join(staticDir, SHARE_CARD_FILE))
        ? `/${SHARE_CARD_FILE}`
        : /<link rel="icon" href="([^"]+)"/.exec(readHtml('index.html'))?.[1];
    const product = hasPortal ? productName(readHtml('index.html')) : undefined;
    const defaultImage = iconHref ? new URL(iconHref, `${app.config.publicUrl}/`).href : undefined;
    if (hasPortal) {
      await app.register(fastifyStatic, {
        root: staticDir,
        prefix: '/',
        wildcard: false,
        index: false,
        decorateReply: true,
        // vite.config.ts writes .br and .gz beside every asset; the best one the browser accepts is sent.
        preCompressed: true,
        setHeaders: (res, filePath: string) => {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          } else if (
            path.dirname(filePath) === path.resolve(staticDir) &&
            ICON_FILE.test(path.basename(filePath))
          ) {
            res.header('cache-control', `public, max-age=${ICON_MAX_AGE_SECONDS}`);
            // mime-db says image/vnd.microsoft.icon; image/x-icon is what every browser has always sniffed for.
            if (filePath.endsWith('.ico')) res.header('content-type', 'image/x-icon');
          } else {
            res.header('cache-control', 'no-cache');
            // The worker lives at the top, so its scope is the whole portal; said explicitly for proxies that move it.
            if (path.basename(filePath) === SERVICE_WORKER_FILE) res.header('service-worker-allowed', '/');
          }
        },
      });
    }

    if (hasPortal && existsSync(path.join(staticDir, WEB_APP_MANIFEST))) {
      app.get('/manifest.json', { schema: { hide: true } }, (_request, reply) =>
        reply
          .header('cache-control', 'no-cache')
          .type('application/manifest+json')
          .sendFile(WEB_APP_MANIFEST),
      );
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isApi = API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
      if (isApi || !hasPortal || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send(fail(`No such endpoint: ${request.method} ${pathname}`));
      }
      // A missing file is a real 404, not the app shell: under /assets/, or any path whose last segment has a file
      // extension (/favicon.png, /wp-login.php, /x.js). No portal route has a dot in it (src/config/paths.ts: ids are
      // numbers, slugs are words), so a browser or crawler asking for a file never gets HTML with a 200.
      if (pathname.startsWith('/assets/') || looksLikeFile(pathname)) {
        return reply.code(404).header('cache-control', 'no-store').send(fail('Not found.'));
      }
      void reply.header('cache-control', 'no-cache');
      // The route as the portal's router will match it (the decoded path, like react-router); a path no route
      // serves answers 404, with the same HTML, which shows the portal's not-found page.
      const route = portalRouteOf(decodedPath(pathname));
      if (!route) void reply.code(404);
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const langParam = query.get('lang');
      const addressLanguage = isLanguage(langParam) ? langParam : undefined;
      // What the page writes into the HTML: its own head, its content, its first screen's data; a failure leaves
      // the plain page.
      const rewrites: ((html: string) => string)[] = [];
      const unavailable = (what: string) => (error: unknown) => {
        request.log.warn({ err: error }, `${what} unavailable: the page is sent without it`);
        return undefined;
      };
      const target = route ? previewTarget(decodedPath(pathname)) : undefined;
      const screen = route ? firstScreenTarget(pathname, query) : undefined;
      const [head, first] = await Promise.all([
        target &&
          linkPreview({ db: app.db, publicUrl: app.config.publicUrl, defaultImage }, target).catch(
            unavailable('link preview'),
          ),
        screen &&
          loadFirstScreen(app, screen, { saveData: request.headers['save-data'] === 'on' }).catch(
            unavailable('first screen'),
          ),
      ]);
      // An item no visitor may see (unknown, hidden, taken down, its author blacklisted) is missing: 404. A failed
      // look-up (undefined) proves nothing, so the page keeps its 200.
      if (head === null) void reply.code(404);
      // Each language's address names itself as canonical (the hreflang rule: every alternate is its own page).
      const inLanguage = (url: string) => (addressLanguage ? `${url}?lang=${addressLanguage}` : url);
      if (head)
        rewrites.push((html) =>
          withPageHead(html, { ...head, url: head.url && inLanguage(head.url) }, product),
        );
      if (first) rewrites.push((html) => withFirstScreen(html, first));
      if (route && openDataPage.test(pathname)) {
        const data = await app.openData().catch(unavailable('open data'));
        if (data) rewrites.push((html) => openDataDocument(html, data));
      }
      // A public page that answers 200 lists its five languages; a signed-in screen or a missing page does not.
      if (route && reply.statusCode === 200 && !SIGNED_IN_ROUTES.includes(route)) {
        // The route's own spelling for a fixed path, the item's canonical path, else the path as asked.
        const own = route.includes(':') ? (target?.path ?? pathname.replace(/(.)\/+$/, '$1')) : route;
        const alternates = languageAlternates(`${app.config.publicUrl}${own}`, LANGUAGES);
        rewrites.push((html) => withLanguageAlternates(html, alternates, addressLanguage));
      }
      let file = 'index.html';
      // Phones get a pre-rendered page; a first screen's image is left out for Save-Data; written HTML is compressed
      // here (a file is sent precompressed, with its own Vary).
      const vary = [
        ...(prerendered.length > 0 ? ['Sec-CH-UA-Mobile', 'User-Agent', 'Accept-Language', 'Cookie'] : []),
        ...(screen ? ['Save-Data'] : []),
        ...(rewrites.length > 0 ? ['Accept-Encoding'] : []),
      ];
      if (vary.length > 0) void reply.header('vary', vary.join(', '));
      if (prerendered.length > 0) {
        const page = isPhone(request.headers)
          ? prerendered.find((route) => route.test.test(pathname))
          : undefined;
        if (page) file = page.file(pageLanguage(request));
      }
      if (rewrites.length > 0) {
        const html = rewrites.reduce((text, rewrite) => rewrite(text), readHtml(file));
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        void reply.type('text/html; charset=utf-8');
        if (!encoding || html.length < COMPRESS_THRESHOLD) return reply.send(html);
        return reply
          .header('content-encoding', encoding)
          .send(encoding === 'br' ? brotliCompressSync(html, BROTLI) : gzipSync(html));
      }
      return reply.sendFile(file);
    });
  },
  { name: 'static-portal' },
);
