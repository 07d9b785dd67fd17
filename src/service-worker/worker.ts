// The portal's service worker, bundled into dist/sw.js by scripts/service-worker.ts, which fills in the version, the
// app shell to precache and the product's name. Why each cache exists and what bounds it: docs/offline.md.
// It runs in the worker's global scope, which the portal's DOM typings do not describe: the few parts it uses are
// declared below.
import {
  KEEP_ASSETS,
  PUBLIC_DATA_CACHE,
  SERVED_FROM_CACHE,
  SKIP_WAITING,
  USER_DATA_CACHE,
  VISITED_PAGES_CACHE,
  type KeepAssetsMessage,
  type VisitedPage,
} from '../lib/offline-protocol';
import { escapeHtml, planFor, type RequestPlan } from './request-plan';

declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];
declare const __SW_PRODUCT__: string;
declare const __SW_START_PATH__: string;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  clientId: string;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    get(id: string): Promise<{ postMessage(message: unknown): void } | undefined>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const SHELL_CACHE = `clap-shell-${__SW_VERSION__}`;
const SHELL_PAGE = '/index.html';
/** Lazy chunks and stylesheets: hashed names, so an entry never goes stale; bounded by count. */
const ASSETS_CACHE = 'clap-assets';
const ASSETS_MAX_ENTRIES = 300;
const IMAGES_CACHE = 'clap-images';
const IMAGES_MAX_BYTES = 50 * 1024 * 1024;
const IMAGES_MAX_AGE_MS = 30 * 24 * 3600 * 1000;
const DATA_MAX_ENTRIES = 200;
/** How long a page or a read waits for the network before the saved copy is used (phones on 2G wait longer). */
const NETWORK_TIMEOUT_MS = 3000;
/** Headers the worker adds to what it stores, to bound the image cache by age and size. */
const STORED_AT = 'x-clap-stored-at';
const STORED_BYTES = 'x-clap-bytes';

worker.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits until the user taps Refresh (never a swap in the middle of a form).
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(__SW_PRECACHE__)));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('clap-shell-') && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      );
      // The first visit's page is served by this worker from now on, so what it reads next is kept.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  const message = event.data as { type?: string } | null;
  if (message?.type === SKIP_WAITING) void worker.skipWaiting();
  if (message?.type === KEEP_ASSETS) event.waitUntil(keepAssets((message as KeepAssetsMessage).urls));
});

const handlers: Record<Exclude<RequestPlan, null>, (event: FetchEvent) => Promise<Response>> = {
  page: servePage,
  'public-data': (event) => networkFirst(event, PUBLIC_DATA_CACHE),
  'user-data': (event) => networkFirst(event, USER_DATA_CACHE),
  image: serveImage,
  asset: serveAsset,
};

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const plan = planFor({
    method: request.method,
    url: request.url,
    origin: worker.location.origin,
    mode: request.mode,
    hasAuthorization: request.headers.has('authorization'),
  });
  if (plan !== null) event.respondWith(handlers[plan](event));
});

/** Resolves with the response, or rejects after the timeout (the request itself goes on). */
function withinTimeout(response: Promise<Response>): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('network timeout')), NETWORK_TIMEOUT_MS);
    response.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * A page load: the network first. Offline (or slow), a page visited before gets the app shell, which then renders
 * it from the saved answers; any other page gets the offline page, which lists the saved ones.
 */
async function servePage(event: FetchEvent): Promise<Response> {
  const network = fetch(event.request);
  try {
    return await withinTimeout(network);
  } catch {
    const { pathname } = new URL(event.request.url);
    const visited = await (await caches.open(VISITED_PAGES_CACHE)).match(pathname);
    if (visited || pathname === '/' || pathname === __SW_START_PATH__) {
      const shell = await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE });
      if (shell) return shell;
    }
    // Slow but not offline: an unsaved page waits for the network after all.
    return network.catch(offlinePage);
  }
}

/** A read: the network first; on failure or after the timeout, the saved answer (and the page is told). */
async function networkFirst(event: FetchEvent, cacheName: string): Promise<Response> {
  const { request } = event;
  const cache = await caches.open(cacheName);
  const network = fetch(request).then(async (response) => {
    if (response.ok && mayStore(response, cacheName)) {
      await cache.put(request, response.clone());
      void trimByCount(cache, DATA_MAX_ENTRIES);
    }
    return response;
  });
  try {
    return await withinTimeout(network);
  } catch {
    // A signed-in reader may fall back on what was saved for everyone (public answers), never the other way round.
    const saved =
      (await cache.match(request, { ignoreVary: true })) ??
      (cacheName === USER_DATA_CACHE
        ? await caches.match(request, { cacheName: PUBLIC_DATA_CACHE, ignoreVary: true })
        : undefined);
    if (!saved) return network;
    const client = await worker.clients.get(event.clientId);
    client?.postMessage({ type: SERVED_FROM_CACHE });
    return saved;
  }
}

/**
 * An answer the server marks private or not to be stored stays out of the shared cache. The member's own cache (a
 * public read made with a session, deleted at logout) keeps it: the server marks every signed-in answer
 * `private, no-store` for the HTTP caches and proxies on the way (docs/performance.md, "Caches in front of the
 * portal"), and this copy is what the member reads offline (docs/offline.md).
 */
function mayStore(response: Response, cacheName: string): boolean {
  if (cacheName === USER_DATA_CACHE) return true;
  const control = response.headers.get('cache-control') ?? '';
  return !/no-store|private/i.test(control);
}

/** An uploaded image: the saved copy while it is younger than 30 days, else the network (the old copy offline). */
async function serveImage(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(IMAGES_CACHE);
  const saved = await cache.match(event.request);
  if (saved && Date.now() - Number(saved.headers.get(STORED_AT)) < IMAGES_MAX_AGE_MS) return saved;
  try {
    const response = await fetch(event.request);
    if (response.ok && response.status === 200)
      event.waitUntil(storeImage(cache, event.request, response.clone()));
    return response;
  } catch (error) {
    if (saved) return saved;
    throw error;
  }
}

async function storeImage(cache: Cache, request: Request, response: Response): Promise<void> {
  const body = await response.blob();
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, String(Date.now()));
  headers.set(STORED_BYTES, String(body.size));
  await cache.put(
    request,
    new Response(body, { status: response.status, statusText: response.statusText, headers }),
  );
  await trimImages(cache);
}

/** Oldest first (a cache lists its entries in the order they were stored): drops the expired, then down to 50 MB. */
async function trimImages(cache: Cache): Promise<void> {
  const entries = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const headers = (await cache.match(request))?.headers;
      return {
        request,
        storedAt: Number(headers?.get(STORED_AT)),
        bytes: Number(headers?.get(STORED_BYTES)) || 0,
      };
    }),
  );
  let total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  for (const entry of entries) {
    const expired = !(Date.now() - entry.storedAt < IMAGES_MAX_AGE_MS);
    if (!expired && total <= IMAGES_MAX_BYTES) continue;
    await cache.delete(entry.request);
    total -= entry.bytes;
  }
}

async function trimByCount(cache: Cache, max: number): Promise<void> {
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(request);
}

/** A hashed build file: the precached shell or a saved chunk, else the network (then kept). */
async function serveAsset(event: FetchEvent): Promise<Response> {
  const saved = await caches.match(event.request);
  if (saved) return saved;
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(keepAsset(event.request, response.clone()));
  return response;
}

async function keepAsset(request: Request | string, response: Response): Promise<void> {
  const cache = await caches.open(ASSETS_CACHE);
  await cache.put(request, response);
  await trimByCount(cache, ASSETS_MAX_ENTRIES);
}

/** The chunks a page loaded before this worker controlled it (its first visit), fetched again from the HTTP cache. */
async function keepAssets(urls: string[]): Promise<void> {
  for (const url of urls) {
    const parsed = new URL(url, worker.location.origin);
    if (parsed.origin !== worker.location.origin || !parsed.pathname.startsWith('/assets/')) continue;
    if (await caches.match(parsed.href)) continue;
    const response = await fetch(parsed.href).catch(() => null);
    if (response?.ok) await keepAsset(parsed.href, response);
  }
}

/** The offline page: says what happened and links every page saved on this device, the latest visit first. */
async function offlinePage(): Promise<Response> {
  const cache = await caches.open(VISITED_PAGES_CACHE);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const page = (await (await cache.match(request))?.json().catch(() => null)) as VisitedPage | null;
      return {
        path: new URL(request.url).pathname,
        title: page?.title || request.url,
        visitedAt: page?.visitedAt ?? 0,
      };
    }),
  );
  pages.sort((a, b) => b.visitedAt - a.visitedAt);
  const items = pages
    .map((page) => `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.title)}</a></li>`)
    .join('');
  const saved =
    pages.length > 0
      ? `<h2>Saved on this device</h2><p>These pages open without a connection:</p><ul>${items}</ul>`
      : '<p>No pages are saved on this device yet. Pages you open while online are kept for reading offline.</p>';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>You are offline | ${escapeHtml(__SW_PRODUCT__)}</title><style>body{font-family:system-ui,sans-serif;color:#2b211c;margin:0;padding:1.5rem;line-height:1.5;max-width:40rem}h1{color:#8a3b12}a{color:#8a3b12}li{margin:.5rem 0}</style></head><body><main><h1>You are offline</h1><p>This page has not been saved on this device, so it cannot open without a connection. <a href="">Try again</a> when you are back online.</p>${saved}</main></body></html>`;
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
