// The one route table (spec section 2). Every page is a file in ./routes, lazily loaded (the feed too, since issue 35:
// its chunk is one, vite.config.ts); the rarely
// visited ones through one more lazy chunk, ./rare-routes.tsx (see below).
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
import { matchPath, Route, Routes } from 'react-router-dom';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { paths, routePatterns } from '@/config/paths';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { preloadSiteFooter } from './layouts/site-footer';
import { viaLoaders } from './lazy-loaders';
import { msg } from '@/i18n/runtime';
import {
  ADMIN_PAGES,
  NOT_FOUND_TITLE,
  RARE_MAIN_PAGES,
  page,
  type PageRoute,
  renderPages,
  TOKEN_PAGES,
} from './route-pages';

// Declarative routes (BrowserRouter) rather than a data router: the data router adds ~16 KB gzipped to the first
// load of /homepage for loaders and actions the portal does not use (RTK Query does the data work). Pages are
// React.lazy components that load inside each layout's Suspense boundary (layouts/page-outlet.tsx).

const AuthLayout = lazyWithStyles(viaLoaders('authLayout'));
// Not through the page loaders: the detail layout has the header, which loads its own parts through them.
const DetailLayout = lazyWithStyles(() => import('./layouts/detail-layout'));

// The pages the first screens link to load through ./page-loaders.ts (./lazy-loaders.ts), a lazy chunk fetched after
// the load event: their import() calls and the chunk lists Vite preloads with each (~90 hashed file names) leave the
// first load of / and /homepage (docs/performance.md, "2026-11-28 (third session)").
export { preloadPageLoaders } from './lazy-loaders';

// One page per module (the paths two spellings share): one lazy component and one import in the first load.
const toolsPage = page(paths.tools, msg('Tools'), viaLoaders('tools'));
const trainingPage = page(paths.training, msg('Training'), viaLoaders('training'));
const samePage = (path: string, route: PageRoute): PageRoute => ({ ...route, path });

// The main layout's rarely visited pages (static, extension, signed-in and admin pages) and the not-found page are a
// second, lazily loaded table (./rare-routes.tsx) that the main layout's catch-all route renders; the auth and
// standalone pages but / and /login keep their routes here but load their modules through it (rarePage). Their
// imports (~1.8 KB gzipped) leave the first load of / and /homepage, which never need them; paths and titles stay
// here (./route-pages.tsx), so titles, preloading and the route-table test work as before (docs/performance.md).
type RareModule = typeof import('./rare-routes');
let rare: RareModule | undefined;
const loadRare = () =>
  import('./rare-routes').then((module) => {
    rare = module;
    return module;
  });
// The table has no styles of its own; each of its pages waits for the lazy stylesheet itself (./route-pages.tsx).
const LazyRareRoutes = lazyWithStyles(loadRare, { stylesInFirstLoad: true });
/** Once preloaded (main.tsx, over a pre-rendered not-found page) it renders at once, without a Suspense fallback. */
function RareRoutes() {
  return rare ? <rare.default /> : <LazyRareRoutes />;
}

/**
 * A page of the auth layout or a standalone page whose module's import is in the rare table (./rare-routes.tsx):
 * the route stays here, in its layout with its path and title; the page loads with the table.
 */
const rareOutsidePaths: string[] = [];
function rarePage(path: string, title: string): PageRoute {
  rareOutsidePaths.push(path);
  const Lazy = lazyWithStyles(
    () => loadRare().then((module) => ({ default: module.outsidePages[path].Component })),
    { stylesInFirstLoad: true },
  );
  function Page() {
    const Loaded = rare?.outsidePages[path].Component;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const preload = () => loadRare().then((module) => module.outsidePages[path].preload?.());
  return { path, title, Component: Page, preload };
}

const mainPages: PageRoute[] = [
  // The feed's CSS comes with the first load, as when it was in the entry (issue 35 made it lazy: / need not load it).
  page(paths.home, msg('Home'), () => import('./routes/home'), { stylesInFirstLoad: true }),
  page(paths.directory, msg('Directory'), viaLoaders('directory')),
  page(paths.market, msg('Marketplace'), viaLoaders('marketplace')),
  toolsPage,
  samePage(paths.toolsLower, toolsPage),
  page(paths.opportunities, msg('Opportunities'), viaLoaders('opportunities')),
  trainingPage,
  samePage(paths.trainingCamel, trainingPage),
  page(paths.proposals, msg('Proposals'), viaLoaders('proposals')),
  page(routePatterns.userProducts, msg('Products'), viaLoaders('userProducts')),
  page(paths.fundingPage, msg('Funding'), viaLoaders('fundingPage')),
  page(routePatterns.trainingDetail, msg('Training'), viaLoaders('trainingDetail')),
  // The site search (issue 35): opened from the header's box on every page, so not a rare page.
  page(paths.search, msg('Search'), viaLoaders('search')),
  page(routePatterns.toolDetail, msg('Offer'), viaLoaders('toolDetail')),
  page(routePatterns.opportunityDetail, msg('Opportunity'), viaLoaders('opportunityDetail')),
  page(routePatterns.proposalDetail, msg('Proposal'), viaLoaders('proposalDetail')),
  page(routePatterns.profile, msg('Profile'), viaLoaders('profileView')),
  page(routePatterns.publicProfile, msg('Profile'), viaLoaders('publicProfile')),
];

const authPages: PageRoute[] = [
  rarePage(paths.welcome, msg('Welcome')),
  rarePage(paths.setPartnerPassword, msg('Set your password')),
  rarePage(paths.partnerWelcome, msg('Thank you')),
  rarePage(paths.otp, msg('Verify your account')),
  rarePage(paths.businessPassword, msg('Create your password')),
  rarePage(paths.creativePassword, msg('Create your password')),
  rarePage(paths.partPassword, msg('Set your password')),
  rarePage(paths.partPasswordCamel, msg('Set your password')),
  rarePage(paths.partnerSetPassword, msg('Set your password')),
  rarePage(paths.forgotPasswordBase, msg('Forgot password')),
  rarePage(paths.resetPassword, msg('Reset Password')),
  rarePage(paths.password, msg('Create your password')),
  rarePage(paths.unlock, msg('Unlock your account')),
];

const detailPages: PageRoute[] = [
  page(routePatterns.marketDetail, msg('Product'), viaLoaders('marketDetail')),
];

const standalonePages: PageRoute[] = [
  rarePage(paths.adminLogin, msg('Admin login')),
  rarePage(paths.creative, msg('Creative sign up')),
  rarePage(paths.partner, msg('Partner sign up')),
  rarePage(paths.business, msg('Business registration')),
  page(paths.login, msg('Login'), viaLoaders('login')),
  // The landing page's CSS comes with the first load, so a first visit to / loads no lazy.css (its budget).
  page(paths.landing, msg('Welcome'), () => import('./routes/landing'), { stylesInFirstLoad: true }),
  rarePage(paths.termsOfUse, msg('Terms of Use')),
  rarePage(paths.signup, msg('Sign Up')),
];

const firstLoadPages = [...mainPages, ...authPages, ...detailPages, ...standalonePages];
const rarePaths = [...RARE_MAIN_PAGES, ...TOKEN_PAGES, ...ADMIN_PAGES];

const matches = (path: string, pathname: string) => matchPath({ path, end: true }, pathname) !== null;

function pageAt(pathname: string): PageRoute | undefined {
  return firstLoadPages.find((candidate) => matches(candidate.path, pathname));
}

/** The title of the page at this path (the first render already shows it, before any effect runs). */
export function routeTitle(pathname: string): string | undefined {
  return (
    pageAt(pathname)?.title ?? rarePaths.find(([path]) => matches(path, pathname))?.[1] ?? NOT_FOUND_TITLE
  );
}

/** The pages whose layout shows the site footer (the main layout's, the rare ones included, and the detail layout's). */
const withFooter = (hit: PageRoute | undefined) =>
  !hit || mainPages.includes(hit) || detailPages.includes(hit);

/**
 * Fetches the chunk of the page at this path, and the footer's if its layout shows one (layouts/site-footer.tsx);
 * never rejects (a failed chunk shows its error when rendered).
 */
export function preloadRoute(pathname: string): Promise<void> {
  const hit = pageAt(pathname);
  const loading = hit
    ? (hit.preload?.() ?? Promise.resolve())
    : loadRare().then((module) => module.preloadRareRoute(pathname));
  const footer = withFooter(hit) ? preloadSiteFooter() : Promise.resolve();
  return Promise.all([loading, footer]).then(
    () => undefined,
    () => undefined,
  );
}

/** The one route table. Render it inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<MainLayout />}>
          {renderPages(mainPages)}
          {/* The signed-in, admin and not-found pages: the only catch-all, so every other route ranks first. */}
          <Route path="*" element={<RareRoutes />} />
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
  all: [...firstLoadPages.map((route) => route.path), ...rarePaths.map(([path]) => path)],
  signedIn: [...TOKEN_PAGES, ...ADMIN_PAGES].map(([path]) => path),
  /** The paths whose page modules the rare table imports. */
  rare: [...rarePaths.map(([path]) => path), ...rareOutsidePaths],
};
