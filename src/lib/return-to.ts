// Where a sign-in returns to (docs/journeys.md, "Return after sign-in"): the page that asked for it, carried in
// the login address as ?returnTo=, so it survives a reload, a new tab and the OTP detour. Only a path of this
// portal is ever followed: an outside address in the link (an open redirect) is dropped for the home feed.
import { paths, type LoginType } from '@/config/paths';

/** The query parameter of /login that names the page to return to. */
export const RETURN_TO_PARAM = 'returnTo';

/** Pages that make no sense to return to once signed in. */
const NO_RETURN: readonly string[] = [paths.landing, paths.login, paths.adminLogin, paths.signup, paths.otp];

/**
 * A path inside the portal, or null. The allow-list: a string that starts with exactly one `/`, holds no
 * backslash (browsers read `/\host` as `//host`), no control character or space (browsers drop tabs and newlines,
 * so `/\t/host` becomes `//host`), no `//` anywhere before the query, and resolves to this origin.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (!value.startsWith('/') || /[\\\u0000-\u0020\u007f]/.test(value)) return null;
  const pathname = value.split(/[?#]/)[0];
  if (pathname.includes('//')) return null;
  try {
    const base = 'https://portal.invalid';
    if (new URL(value, base).origin !== base) return null;
  } catch {
    return null;
  }
  return NO_RETURN.includes(pathname.toLowerCase()) ? null : value;
}

/**
 * The sign-in page's address that returns to `returnTo` afterwards (an unsafe or missing path: plain /login).
 * `returnTo` may carry the action to resume, e.g. `/marketdetailsPage/12?intent=buy`.
 */
export function loginHref(returnTo?: string | null, loginType?: LoginType): string {
  const params = new URLSearchParams();
  if (loginType) params.set('loginType', loginType);
  const safe = safeReturnPath(returnTo);
  if (safe) params.set(RETURN_TO_PARAM, safe);
  const query = params.toString();
  return query ? `${paths.login}?${query}` : paths.login;
}

/** The current page as a return path (pathname, query and hash of a react-router location). */
export function pathOf(location: { pathname: string; search?: string; hash?: string }): string {
  return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

/** The same address with `param` set to `value` (the action to resume after signing in). */
export function withIntent(path: string, value: string, param = 'intent'): string {
  const [beforeHash, hash = ''] = path.split('#', 2);
  const [pathname, search = ''] = beforeHash.split('?', 2);
  const params = new URLSearchParams(search);
  params.set(param, value);
  return `${pathname}?${params.toString()}${hash ? `#${hash}` : ''}`;
}
