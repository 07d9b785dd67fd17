// How the server matches a path against the portal's route table (contract/portal-routes.ts): which route serves it,
// whether it is for signed-in accounts, and which detail routes name an item the server can look up
// (server/plugins/static-portal.ts, docs/production-build.md "Status codes"). Kept apart from the table so the
// portal's first load, which imports the table, carries none of it.
import { PORTAL_PATHS, ROUTE_PATTERNS } from './portal-routes';

/** Every route of the portal but the catch-all not-found page. */
export const PORTAL_ROUTES: readonly string[] = [
  ...Object.values(PORTAL_PATHS),
  ...Object.values(ROUTE_PATTERNS),
];

/**
 * The routes for a signed-in account or the admin (the router's RequireToken and RequireRole pages): served like
 * any route, but nothing a crawler may index, so they carry no language alternates.
 */
export const SIGNED_IN_ROUTES: readonly string[] = [
  PORTAL_PATHS.profilePage,
  PORTAL_PATHS.businessProfile,
  PORTAL_PATHS.businessPage,
  PORTAL_PATHS.addBusiness,
  PORTAL_PATHS.settings,
  PORTAL_PATHS.trainingForm,
  PORTAL_PATHS.newForm,
  PORTAL_PATHS.fundingApply,
  PORTAL_PATHS.adminDashboard,
  ROUTE_PATTERNS.adminProfile,
  PORTAL_PATHS.adminPages,
  PORTAL_PATHS.adminMail,
  PORTAL_PATHS.adminFunding,
  PORTAL_PATHS.adminIdentity,
  ROUTE_PATTERNS.adminPage,
  PORTAL_PATHS.myTrainings,
  PORTAL_PATHS.myCertificates,
  PORTAL_PATHS.notifications,
];

/** The item a detail route shows; the server answers 404 when no visitor may see it. */
export type DetailItem = 'product' | 'tool' | 'opportunity' | 'training' | 'call' | 'profile' | 'seller';

/** The public detail routes whose item the server looks up (a proposals details page shows a call, issue 32). */
export const DETAIL_ROUTES: readonly { pattern: string; item: DetailItem }[] = [
  { pattern: ROUTE_PATTERNS.marketDetail, item: 'product' },
  { pattern: ROUTE_PATTERNS.toolDetail, item: 'tool' },
  { pattern: ROUTE_PATTERNS.opportunityDetail, item: 'opportunity' },
  { pattern: ROUTE_PATTERNS.trainingDetail, item: 'training' },
  { pattern: ROUTE_PATTERNS.proposalDetail, item: 'call' },
  { pattern: ROUTE_PATTERNS.publicProfile, item: 'profile' },
  { pattern: ROUTE_PATTERNS.profile, item: 'profile' },
  { pattern: ROUTE_PATTERNS.userProducts, item: 'seller' },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route pattern as a regular expression that matches like the portal's router (react-router's matchPath with
 * `end`): case-insensitive, an optional trailing slash, a parameter is one non-empty segment (captured).
 */
export function routeRegExp(pattern: string): RegExp {
  if (pattern === '/') return /^\/?$/;
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

const MATCHERS = PORTAL_ROUTES.map((pattern) => ({ pattern, test: routeRegExp(pattern) }));

/** The route pattern that serves this (decoded) path, or undefined when only the not-found page would. */
export function portalRouteOf(pathname: string): string | undefined {
  // The router reads '//' as '/'.
  const path = pathname.replace(/\/{2,}/g, '/');
  return MATCHERS.find((route) => route.test.test(path))?.pattern;
}
