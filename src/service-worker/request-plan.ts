// Which caching a request gets from the service worker, decided from the request alone (pure, unit-tested in
// __tests__/request-plan.test.ts). Anything not listed goes to the network untouched: writes, private reads
// (the own profile, admin lists, funding documents), uploads, the API's docs and health.

export type RequestPlan =
  /** A page load: the network first, then the saved shell (visited pages) or the offline page. */
  | 'page'
  /** A public read: the network first (3 s), then the last saved answer. */
  | 'public-data'
  /** The same read sent with a session: kept apart, in the cache deleted on logout. */
  | 'user-data'
  /** An uploaded image: from the cache first (bounded by size and age). */
  | 'image'
  /** A hashed build file: from the cache first (its name changes when its content does). */
  | 'asset'
  | null;

export interface PlannedRequest {
  method: string;
  /** The request's URL, absolute. */
  url: string;
  /** The origin the worker serves (its scope's). */
  origin: string;
  mode: string;
  hasAuthorization: boolean;
}

/** Lists and details anybody may read (spec: the /prop/public family, and the detail reads of the four kinds). */
const PUBLIC_READ = /^\/clap\/prop\/(public\/.+|(product|tool|opportunity|event)\/[^/]+)$/;

export function planFor({ method, url, origin, mode, hasAuthorization }: PlannedRequest): RequestPlan {
  if (method !== 'GET') return null;
  const parsed = new URL(url);
  if (parsed.origin !== origin) return null;
  const path = parsed.pathname;
  if (mode === 'navigate') return isApiPath(path) ? null : 'page';
  if (PUBLIC_READ.test(path)) return hasAuthorization ? 'user-data' : 'public-data';
  if (path.startsWith('/uploads/') && !hasAuthorization) return 'image';
  if (path.startsWith('/assets/')) return 'asset';
  return null;
}

function isApiPath(path: string): boolean {
  return ['/clap', '/upload', '/uploads'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Escapes text for the offline page's HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
