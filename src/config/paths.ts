// Every route path of spec section 2 (written once, in contract/portal-routes.ts) and builders for the ones with parameters.
import { PORTAL_PATHS, ROUTE_PATTERNS } from '@contract/portal-routes';

export type LoginType = 'user' | 'business' | 'partner';

const seg = (value: string | number) => encodeURIComponent(String(value));

/** Route patterns as the route table declares them (the table itself is contract/portal-routes.ts, which the
 * server reads too: a path it does not list answers 404). */
export const routePatterns = ROUTE_PATTERNS;

export const paths = {
  ...PORTAL_PATHS,
  // builders
  userProducts: (username: string) => `/user-products/${seg(username)}`,
  /** `type` goes in the URL too, so a copied or reloaded link still knows a business from a creative. */
  adminProfile: (refId: string | number, type?: 'creative' | 'business') =>
    `/adminprofile/${seg(refId)}${type ? `?type=${type}` : ''}`,
  trainingDetail: (id: string | number) => `/training/${seg(id)}`,
  toolDetail: (id: string | number) => `/tooldetailsPage/${seg(id)}`,
  opportunityDetail: (id: string | number) => `/opportunity/${seg(id)}`,
  proposalDetail: (id: string | number) => `/proposaldetailsPage/${seg(id)}`,
  profile: (id: string | number) => `/profile/${seg(id)}`,
  publicProfile: (refId: string | number) => `/publicProfile/${seg(refId)}`,
  marketDetail: (id: string | number) => `/marketdetailsPage/${seg(id)}`,
  adminPage: (slug: string) => `/admin/pages/${seg(slug)}`,
  verifyCertificate: (code: string) => `/verify/${seg(code)}`,
  forgotPassword: (loginType?: LoginType) =>
    loginType ? `/forgot-password?loginType=${seg(loginType)}` : '/forgot-password',
  /** Footer links carry a `link` query parameter naming the section. */
  withSection: (path: string, section: string) => `${path}?link=${seg(section)}`,
} as const;
