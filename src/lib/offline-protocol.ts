// What the portal and its service worker (src/service-worker/) agree on: the names of the caches the page may read
// or clear itself, and the messages they exchange. Kept free of imports: the worker bundles it too.

/** Public answers fetched without a session: shared by whoever uses this browser. */
export const PUBLIC_DATA_CACHE = 'clap-public-data';
/** Answers fetched with a session (Authorization header): deleted on logout. */
export const USER_DATA_CACHE = 'clap-user-data';
/** The pages visited (path -> title), listed by the offline page: deleted on logout. */
export const VISITED_PAGES_CACHE = 'clap-visited-pages';
/** Where the create forms keep their drafts (IndexedDB): deleted on logout. */
export const DRAFTS_DATABASE = 'clap-drafts';

/** Page -> worker: the user tapped Refresh, so the waiting worker may take over now. */
export const SKIP_WAITING = 'skip-waiting';
/** Page -> worker: assets the page loaded before the worker controlled it, to keep for offline use. */
export const KEEP_ASSETS = 'keep-assets';
/** Worker -> page: an answer came from the cache because the network failed or was too slow. */
export const SERVED_FROM_CACHE = 'served-from-cache';

export interface KeepAssetsMessage {
  type: typeof KEEP_ASSETS;
  urls: string[];
}

/** What the visited-pages cache holds for a path. */
export interface VisitedPage {
  title: string;
  visitedAt: number;
}
