// Records each page the user opens (its path and title) in the visited-pages cache: the service worker opens a
// recorded page offline from the app shell, and lists them on its offline page (docs/offline.md).
import { VISITED_PAGES_CACHE, type VisitedPage } from '@/lib/offline-protocol';

/** Pages whose content is the signed-in user's own or a one-off step: not worth listing offline. */
const NOT_RECORDED =
  /^\/(login|admin-login|otp|forgot-password|resetpassword|setpartnerpassword|partpassword|bpassword)\b/i;

const SETTLE_MS = 300;

/** The paths saved so far, known synchronously (a tapped link must be judged before the browser follows it). */
export const savedPaths = new Set<string>();

/** Fills `savedPaths` from the cache (pages saved in earlier visits). */
export function loadSavedPaths(cacheStorage: CacheStorage = caches): Promise<void> {
  return cacheStorage
    .open(VISITED_PAGES_CACHE)
    .then((cache) => cache.keys())
    .then((requests) => {
      for (const request of requests) savedPaths.add(new URL(request.url).pathname);
    })
    .catch(() => undefined);
}

export function recordVisit(
  pathname: string,
  title: string,
  cacheStorage: CacheStorage = caches,
): Promise<void> {
  if (NOT_RECORDED.test(pathname)) return Promise.resolve();
  savedPaths.add(pathname);
  const page: VisitedPage = { title, visitedAt: Date.now() };
  return cacheStorage
    .open(VISITED_PAGES_CACHE)
    .then((cache) =>
      cache.put(
        pathname,
        new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json' } }),
      ),
    )
    .catch(() => undefined);
}

/**
 * Records the current page and records it again whenever the page changes (a client-side navigation makes no request
 * the worker could see): the URL, the title (set just after a navigation) or the heading (which comes with the page's
 * data): a new path at once, then within 300 ms of each DOM change; the same path and title are not written twice.
 */
const headingNow = () => document.querySelector('main h1, h1')?.textContent?.trim();

export function recordVisitedPages(): () => void {
  if (typeof caches === 'undefined') return () => undefined;
  let last = '';
  let lastPath = '';
  let lastHeading: string | undefined;
  // Whether the current path was opened online, judged when it was opened: its heading may settle after the
  // connection drops, and it was saved all the same.
  let openedPath = '';
  let openedOnline = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const notePath = () => {
    if (window.location.pathname !== openedPath) {
      openedPath = window.location.pathname;
      openedOnline = navigator.onLine;
    }
  };
  const record = () => {
    notePath();
    // A page opened offline has not been saved (its data never came): recording it would make the worker serve the
    // shell for it next time instead of the offline page.
    if (!openedOnline) return;
    // A detail page's title names its kind ('Product | CLAP'); its heading names the item.
    const heading = headingNow();
    lastHeading = heading;
    const title =
      heading && !document.title.startsWith(heading) ? `${heading} · ${document.title}` : document.title;
    const key = `${window.location.pathname}\n${title}`;
    if (key === last) return;
    last = key;
    lastPath = window.location.pathname;
    void recordVisit(window.location.pathname, title);
  };
  const soon = () => {
    notePath();
    // A new page, or its heading once the item's data has come, is recorded at once (a reload may follow at any
    // moment: the item's name would be lost from the offline list); other changes within 300 ms. At most one look is
    // pending: a carousel that keeps changing the DOM must not postpone it for ever.
    if (window.location.pathname !== lastPath || headingNow() !== lastHeading) setTimeout(record, 0);
    timer ??= setTimeout(() => {
      timer = undefined;
      record();
    }, SETTLE_MS);
  };
  const observer = new MutationObserver(soon);
  observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
  window.addEventListener('popstate', soon);
  soon();
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    window.removeEventListener('popstate', soon);
  };
}
