// The one route table (spec section 2). Every page is a file in ./routes, lazily loaded except /homepage.
//
// Access decisions (spec section 2 "Guards"; browsing is public):
// - RequireRole(['admin']): /admin-dashboard, /adminprofile/{refId}.
// - RequireToken (a stored access token): /profilepage, /businessProfile, /bussinesspage, /addbusiness, /settings,
//   /trainingform, /newform, /funding/apply (forms that post as the signed-in account).
// - Public: the feed, directory, marketplace, tools, opportunities, training and proposals with their detail
//   pages, public profiles, /user-products, /licensepage, /fundingpage, /funding (the funding form is external),
//   the static pages, /open-data, and every auth-style and standalone page (sign-up, login, OTP, passwords).
// Paths match case-insensitively (react-router's default), so /toolsPage also serves /toolspage; both spellings
// are still declared, as the spec lists them.
import type { ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { lazyWithStyles, withLazyStyles } from '@/lib/lazy-with-styles';
import { paths, routePatterns } from '@/config/paths';
import { RequireRole } from './guards/require-role';
import { RequireToken } from './guards/require-token';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { useSetRouteTitle } from './layouts/route-title';
import HomePage from './routes/home';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';

// Declarative routes (BrowserRouter) rather than a data router: the data router adds ~16 KB gzipped to the first
// load of /homepage for loaders and actions the portal does not use (RTK Query does the data work). Pages are
// React.lazy components that load inside each layout's Suspense boundary (layouts/page-outlet.tsx).

type PageModule = { default: ComponentType };

interface PageRoute {
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
function page(
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

function renderPages(pages: PageRoute[]) {
  return pages.map(({ path, title, Component }) => (
    <Route key={path} path={path} element={<Titled title={title} Component={Component} />} />
  ));
}

const AuthLayout = lazyWithStyles(() => import('./layouts/auth-layout'));
const DetailLayout = lazyWithStyles(() => import('./layouts/detail-layout'));

// One page per module (the paths two spellings share): one lazy component and one import in the first load.
const toolsPage = page(paths.tools, msg('Tools'), () => import('./routes/tools'));
const trainingPage = page(paths.training, msg('Training'), () => import('./routes/training'));
// /password and /bpassword: the same business password screen, one module.
const businessPasswordPage = page(
  paths.businessPassword,
  msg('Create your password'),
  () => import('./routes/business-password'),
);
const partnerPasswordPage = page(
  paths.partPassword,
  msg('Set your password'),
  () => import('./routes/partner-password'),
);
const samePage = (path: string, route: PageRoute): PageRoute => ({ ...route, path });

const mainPages: PageRoute[] = [
  { path: paths.home, title: msg('Home'), Component: HomePage },
  page(paths.directory, msg('Directory'), () => import('./routes/directory')),
  page(paths.market, msg('Marketplace'), () => import('./routes/marketplace')),
  toolsPage,
  samePage(paths.toolsLower, toolsPage),
  page(paths.opportunities, msg('Opportunities'), () => import('./routes/opportunities')),
  trainingPage,
  samePage(paths.trainingCamel, trainingPage),
  page(paths.proposals, msg('Proposals'), () => import('./routes/proposals')),
  page(routePatterns.userProducts, msg('Products'), () => import('./routes/user-products')),
  page(paths.license, msg('License'), () => import('./routes/license')),
  page(paths.fundingPage, msg('Funding'), () => import('./routes/funding-page')),
  page(paths.funding, msg('Apply for funding'), () => import('./routes/funding')),
  page(paths.privacy, msg('Privacy Policy'), () => import('./routes/privacy')),
  page(paths.accessibility, msg('Accessibility statement'), () => import('./routes/accessibility')),
  page(paths.termsAndConditions, msg('Terms & Conditions'), () => import('./routes/terms-and-conditions')),
  page(paths.visionMission, msg('Vision & Mission'), () => import('./routes/vision-mission')),
  page(paths.eightPointPlan, msg('8-Point Plan'), () => import('./routes/eight-point-plan')),
  page(paths.aboutUs, msg('About the Ministry'), () => import('./routes/about-us')),
  page(paths.faq, msg('FAQ'), () => import('./routes/faq')),
  page(paths.openData, msg('Open data'), () => import('./routes/open-data')),
  page(routePatterns.trainingDetail, msg('Training'), () => import('./routes/training-detail')),
  page(routePatterns.toolDetail, msg('Offer'), () => import('./routes/tool-detail')),
  page(routePatterns.opportunityDetail, msg('Opportunity'), () => import('./routes/opportunity-detail')),
  page(routePatterns.proposalDetail, msg('Proposal'), () => import('./routes/proposal-detail')),
  page(routePatterns.profile, msg('Profile'), () => import('./routes/profile-view')),
  page(routePatterns.publicProfile, msg('Profile'), () => import('./routes/public-profile')),
  page(
    routePatterns.verifyCertificate,
    msg('Verify a certificate'),
    () => import('./routes/verify-certificate'),
  ),
];

const tokenPages: PageRoute[] = [
  page(paths.profilePage, msg('Your Profile'), () => import('./routes/profile-page')),
  page(paths.businessProfile, msg('Your Business'), () => import('./routes/business-profile')),
  page(paths.businessPage, msg('Business'), () => import('./routes/business-page')),
  page(paths.addBusiness, msg('Add a Business'), () => import('./routes/add-business')),
  page(paths.settings, msg('Settings'), () => import('./routes/settings')),
  page(paths.trainingForm, msg('Create a Training'), () => import('./routes/training-form')),
  page(paths.newForm, msg('New Form'), () => import('./routes/new-form')),
  page(paths.fundingApply, msg('Apply for funding'), () => import('./routes/funding-apply')),
  page(paths.myTrainings, msg('My trainings'), () => import('./routes/my-trainings')),
  page(paths.myCertificates, msg('My certificates'), () => import('./routes/my-certificates')),
];

const adminPages: PageRoute[] = [
  page(paths.adminDashboard, msg('Admin Directory'), () => import('./routes/admin-dashboard')),
  page(routePatterns.adminProfile, msg('Profile Details'), () => import('./routes/admin-profile')),
  page(paths.adminPages, msg('Pages'), () => import('./routes/admin-pages')),
  page(paths.adminMail, msg('Mail delivery'), () => import('./routes/admin-mail')),
  page(paths.adminFunding, msg('Funding applications'), () => import('./routes/admin-funding')),
  page(paths.adminIdentity, msg('Portal identity'), () => import('./routes/admin-identity')),
  page(routePatterns.adminPage, msg('Edit page'), () => import('./routes/admin-page-edit')),
];

const notFoundPage = page('*', msg('Page not found'), () => import('./routes/not-found'));

const authPages: PageRoute[] = [
  page(paths.welcome, msg('Welcome'), () => import('./routes/welcome')),
  page(paths.setPartnerPassword, msg('Set your password'), () => import('./routes/set-partner-password')),
  page(paths.partnerWelcome, msg('Thank you'), () => import('./routes/partner-welcome')),
  page(paths.otp, msg('Verify your account'), () => import('./routes/otp')),
  businessPasswordPage,
  page(paths.creativePassword, msg('Create your password'), () => import('./routes/creative-password')),
  partnerPasswordPage,
  samePage(paths.partPasswordCamel, partnerPasswordPage),
  page(paths.partnerSetPassword, msg('Set your password'), () => import('./routes/partner-set-password')),
  page(paths.forgotPasswordBase, msg('Forgot password'), () => import('./routes/forgot-password')),
  page(paths.resetPassword, msg('Reset Password'), () => import('./routes/reset-password')),
  samePage(paths.password, businessPasswordPage),
  page(paths.unlock, msg('Unlock your account'), () => import('./routes/unlock')),
];

const detailPages: PageRoute[] = [
  page(routePatterns.marketDetail, msg('Product'), () => import('./routes/market-detail')),
];

const standalonePages: PageRoute[] = [
  page(paths.adminLogin, msg('Admin login'), () => import('./routes/admin-login')),
  page(paths.creative, msg('Creative sign up'), () => import('./routes/creative-signup')),
  page(paths.partner, msg('Partner sign up'), () => import('./routes/partner-signup')),
  page(paths.business, msg('Business registration'), () => import('./routes/business-signup')),
  page(paths.login, msg('Login'), () => import('./routes/login')),
  // The landing page's CSS comes with the first load, so a first visit to / loads no lazy.css (its budget).
  page(paths.landing, msg('Welcome'), () => import('./routes/landing'), { stylesInFirstLoad: true }),
  page(paths.termsOfUse, msg('Terms of Use'), () => import('./routes/terms-of-use')),
  page(paths.signup, msg('Sign Up'), () => import('./routes/signup')),
];

const allPages = [
  ...mainPages,
  ...tokenPages,
  ...adminPages,
  ...authPages,
  ...detailPages,
  ...standalonePages,
  notFoundPage,
];

function pageAt(pathname: string): PageRoute | undefined {
  return allPages.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname) !== null);
}

/** The title of the page at this path (the first render already shows it, before any effect runs). */
export function routeTitle(pathname: string): string | undefined {
  return pageAt(pathname)?.title;
}

/** Fetches the chunk of the page at this path; never rejects (a failed chunk shows its error when rendered). */
export function preloadRoute(pathname: string): Promise<void> {
  return (pageAt(pathname)?.preload?.() ?? Promise.resolve()).catch(() => undefined);
}

/** The one route table. Render it inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<MainLayout />}>
          {renderPages(mainPages)}
          <Route element={<RequireToken />}>{renderPages(tokenPages)}</Route>
          <Route element={<RequireRole allow={['admin']} />}>{renderPages(adminPages)}</Route>
          {renderPages([notFoundPage])}
        </Route>
        <Route element={<AuthLayout />}>{renderPages(authPages)}</Route>
        <Route element={<DetailLayout />}>{renderPages(detailPages)}</Route>
        {renderPages(standalonePages)}
      </Route>
    </Routes>
  );
}

/** The route table's paths by access, for the test that holds them equal to contract/portal-routes.ts. */
export const routeTablePaths = {
  all: allPages.filter((route) => route !== notFoundPage).map((route) => route.path),
  signedIn: [...tokenPages, ...adminPages].map((route) => route.path),
};
