// The router's paths and the contract's route table (contract/portal-routes.ts) are the same list, so the server,
// which answers 404 for any path the table does not list, cannot forget a route the router serves (issue 31).
import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { DETAIL_ROUTES, PORTAL_ROUTES, portalRouteOf, SIGNED_IN_ROUTES } from '@contract/portal-route-match';
import { routeTablePaths, routeTitle } from '../router';

const sorted = (list: readonly string[]) => [...new Set(list)].sort();

describe('the route table shared with the server', () => {
  it('lists every path the router declares, and no other', () => {
    expect(sorted(PORTAL_ROUTES)).toEqual(sorted(routeTablePaths.all));
  });

  it('marks exactly the signed-in and admin pages as signed-in', () => {
    expect(sorted(SIGNED_IN_ROUTES)).toEqual(sorted(routeTablePaths.signedIn));
  });

  it('names only routes of the table as detail routes', () => {
    for (const { pattern } of DETAIL_ROUTES) expect(PORTAL_ROUTES).toContain(pattern);
  });

  it("matches paths like the portal's router: any case, a trailing slash, one segment per parameter", () => {
    const cases = [
      '/',
      '/homepage',
      '/HOMEPAGE/',
      '/toolspage',
      '/t&c',
      '/funding/apply',
      '/marketdetailsPage/12',
      '/user-products/7',
      '/admin/pages/about',
      '/nope',
      '/marketdetailsPage',
      '/marketdetailsPage/1/2',
      '/homepage/extra',
      '//',
    ];
    for (const pathname of cases) {
      const routed = routeTitle(pathname) !== 'Page not found';
      const router = routeTablePaths.all.find((path) => matchPath({ path, end: true }, pathname));
      expect(portalRouteOf(pathname) !== undefined, pathname).toBe(routed);
      expect(Boolean(router), pathname).toBe(routed);
    }
  });
});

describe('the lazily loaded table of rare pages', () => {
  it('imports a page for exactly the rare paths the first load lists', async () => {
    const { rareTablePaths } = await import('../rare-routes');
    expect(sorted(rareTablePaths)).toEqual(sorted(routeTablePaths.rare));
    expect(routeTablePaths.rare).toEqual(
      expect.arrayContaining([...routeTablePaths.signedIn, '/faq', '/otp']),
    );
  });
});
