// The route table's building blocks, shared by ./router.tsx (the first load) and ./signed-in-routes.tsx (a lazy
// chunk): a page with its title and its lazily loaded module, and the signed-in pages' paths and titles.
import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { lazyWithStyles, withLazyStyles } from '@/lib/lazy-with-styles';
import { paths, routePatterns } from '@/config/paths';
import { useSetRouteTitle } from './layouts/route-title';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';

export type PageModule = { default: ComponentType };

export interface PageRoute {
  path: string;
  title: string;
  Component: ComponentType;
  /** Loads the page's chunk ahead of rendering (main.tsx, over a pre-rendered first screen). */
  preload?: () => Promise<void>;
}

/**
 * A lazily loaded page with its title. Once preload() has fetched its chunk the page renders at once, without a
 * Suspense fallback: over a pre-rendered screen, a fallback would blank the page the user is already reading.
 */
export function page(
  path: string,
  title: string,
  importPage: () => Promise<PageModule>,
  { stylesInFirstLoad = false } = {},
): PageRoute {
  // A page styled by the first load's CSS (scripts/first-screen.ts) waits for no stylesheet.
  const load = stylesInFirstLoad ? importPage : withLazyStyles(importPage);
  let Loaded: ComponentType | undefined;
  const Lazy = lazyWithStyles(importPage, { stylesInFirstLoad });
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const preload = () =>
    load().then((module) => {
      Loaded = module.default;
    });
  return { path, title, Component: Page, preload };
}

function Titled({ title, Component }: Pick<PageRoute, 'title' | 'Component'>) {
  const { translate } = useT();
  useSetRouteTitle(translate(title));
  return <Component />;
}

export function renderPages(pages: PageRoute[]) {
  return pages.map(({ path, title, Component }) => (
    <Route key={path} path={path} element={<Titled title={title} Component={Component} />} />
  ));
}

/** A path and its page's title. */
export type PathTitle = readonly [path: string, title: string];

/**
 * The rarely visited pages of the main layout: the public ones below, those behind RequireToken and those behind
 * RequireRole(['admin']). Their paths and titles stay in the first load (the route table test, the first render's
 * title); their modules' imports and routes are in ./rare-routes.tsx, which the main layout's catch-all route loads
 * (docs/performance.md).
 */
export const RARE_MAIN_PAGES: readonly PathTitle[] = [
  [paths.license, msg('License')],
  [paths.funding, msg('Apply for funding')],
  [paths.privacy, msg('Privacy Policy')],
  [paths.accessibility, msg('Accessibility statement')],
  [paths.termsAndConditions, msg('Terms & Conditions')],
  [paths.visionMission, msg('Vision & Mission')],
  [paths.eightPointPlan, msg('8-Point Plan')],
  [paths.aboutUs, msg('About the Ministry')],
  [paths.faq, msg('FAQ')],
  [paths.openData, msg('Open data')],
  [routePatterns.verifyCertificate, msg('Verify a certificate')],
];

export const TOKEN_PAGES: readonly PathTitle[] = [
  [paths.profilePage, msg('Your Profile')],
  [paths.businessProfile, msg('Your Business')],
  [paths.businessPage, msg('Business')],
  [paths.addBusiness, msg('Add a Business')],
  [paths.settings, msg('Settings')],
  [paths.trainingForm, msg('Create a Training')],
  [paths.newForm, msg('New Form')],
  [paths.fundingApply, msg('Apply for funding')],
  [paths.myTrainings, msg('My trainings')],
  [paths.myCertificates, msg('My certificates')],
  [paths.notifications, msg('Notifications')],
];

export const ADMIN_PAGES: readonly PathTitle[] = [
  [paths.adminDashboard, msg('Admin Directory')],
  [routePatterns.adminProfile, msg('Profile Details')],
  [paths.adminPages, msg('Pages')],
  [paths.adminMail, msg('Mail delivery')],
  [paths.adminFunding, msg('Funding applications')],
  [paths.adminIdentity, msg('Portal identity')],
  [routePatterns.adminPage, msg('Edit page')],
];

export const NOT_FOUND_TITLE = msg('Page not found');
