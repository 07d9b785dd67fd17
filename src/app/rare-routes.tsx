// The main layout's rarely visited pages (the static and extension pages, the signed-in and admin pages) and the
// not-found page, as a second <Routes> that the main layout's catch-all route renders (./router.tsx). A lazy chunk:
// a first visit (/, /homepage) carries none of these pages' imports.
import { matchPath, Route, Routes } from 'react-router-dom';
import { RequireRole } from './guards/require-role';
import { RequireToken } from './guards/require-token';
import {
  ADMIN_PAGES,
  NOT_FOUND_TITLE,
  page,
  RARE_MAIN_PAGES,
  type PageModule,
  type PageRoute,
  type PathTitle,
  renderPages,
  TOKEN_PAGES,
} from './route-pages';
import { paths, routePatterns } from '@/config/paths';

const imports: Record<string, () => Promise<PageModule>> = {
  [paths.license]: () => import('./routes/license'),
  [paths.funding]: () => import('./routes/funding'),
  [paths.privacy]: () => import('./routes/privacy'),
  [paths.accessibility]: () => import('./routes/accessibility'),
  [paths.termsAndConditions]: () => import('./routes/terms-and-conditions'),
  [paths.visionMission]: () => import('./routes/vision-mission'),
  [paths.eightPointPlan]: () => import('./routes/eight-point-plan'),
  [paths.aboutUs]: () => import('./routes/about-us'),
  [paths.faq]: () => import('./routes/faq'),
  [paths.openData]: () => import('./routes/open-data'),
  [routePatterns.verifyCertificate]: () => import('./routes/verify-certificate'),
  [paths.profilePage]: () => import('./routes/profile-page'),
  [paths.businessProfile]: () => import('./routes/business-profile'),
  [paths.businessPage]: () => import('./routes/business-page'),
  [paths.addBusiness]: () => import('./routes/add-business'),
  [paths.settings]: () => import('./routes/settings'),
  [paths.trainingForm]: () => import('./routes/training-form'),
  [paths.newForm]: () => import('./routes/new-form'),
  [paths.fundingApply]: () => import('./routes/funding-apply'),
  [paths.myTrainings]: () => import('./routes/my-trainings'),
  [paths.myCertificates]: () => import('./routes/my-certificates'),
  [paths.notifications]: () => import('./routes/notifications'),
  [paths.adminDashboard]: () => import('./routes/admin-dashboard'),
  [routePatterns.adminProfile]: () => import('./routes/admin-profile'),
  [paths.adminPages]: () => import('./routes/admin-pages'),
  [paths.adminMail]: () => import('./routes/admin-mail'),
  [paths.adminFunding]: () => import('./routes/admin-funding'),
  [paths.adminIdentity]: () => import('./routes/admin-identity'),
  [routePatterns.adminPage]: () => import('./routes/admin-page-edit'),
};

const pagesOf = (list: readonly PathTitle[]) => list.map(([path, title]) => page(path, title, imports[path]));
const rareMainPages = pagesOf(RARE_MAIN_PAGES);
const tokenPages = pagesOf(TOKEN_PAGES);
const adminPages = pagesOf(ADMIN_PAGES);
const notFoundPage = page('*', NOT_FOUND_TITLE, () => import('./routes/not-found'));

// The auth layout's pages and the standalone pages but / and /login: their routes are in ./router.tsx (rarePage),
// their modules' imports here. A module two paths share is one page.
const businessPassword = page(paths.businessPassword, '', () => import('./routes/business-password'));
const partnerPassword = page(paths.partPassword, '', () => import('./routes/partner-password'));
/** The page component and preload by route path; the route's title is the router's. */
export const outsidePages: Record<string, PageRoute> = {
  [paths.welcome]: page(paths.welcome, '', () => import('./routes/welcome')),
  [paths.setPartnerPassword]: page(
    paths.setPartnerPassword,
    '',
    () => import('./routes/set-partner-password'),
  ),
  [paths.partnerWelcome]: page(paths.partnerWelcome, '', () => import('./routes/partner-welcome')),
  [paths.otp]: page(paths.otp, '', () => import('./routes/otp')),
  [paths.businessPassword]: businessPassword,
  [paths.password]: businessPassword,
  [paths.creativePassword]: page(paths.creativePassword, '', () => import('./routes/creative-password')),
  [paths.partPassword]: partnerPassword,
  [paths.partPasswordCamel]: partnerPassword,
  [paths.partnerSetPassword]: page(
    paths.partnerSetPassword,
    '',
    () => import('./routes/partner-set-password'),
  ),
  [paths.forgotPasswordBase]: page(paths.forgotPasswordBase, '', () => import('./routes/forgot-password')),
  [paths.resetPassword]: page(paths.resetPassword, '', () => import('./routes/reset-password')),
  [paths.unlock]: page(paths.unlock, '', () => import('./routes/unlock')),
  [paths.adminLogin]: page(paths.adminLogin, '', () => import('./routes/admin-login')),
  [paths.creative]: page(paths.creative, '', () => import('./routes/creative-signup')),
  [paths.partner]: page(paths.partner, '', () => import('./routes/partner-signup')),
  [paths.business]: page(paths.business, '', () => import('./routes/business-signup')),
  [paths.termsOfUse]: page(paths.termsOfUse, '', () => import('./routes/terms-of-use')),
  [paths.signup]: page(paths.signup, '', () => import('./routes/signup')),
};

/** The paths this table serves (the test holds them equal to the first load's lists). */
export const rareTablePaths = [...Object.keys(imports), ...Object.keys(outsidePages)];

function pageAt(pathname: string): PageRoute {
  return (
    [...rareMainPages, ...tokenPages, ...adminPages].find((candidate) =>
      matchPath({ path: candidate.path, end: true }, pathname),
    ) ?? notFoundPage
  );
}

/** Fetches the chunk of the page at this path (the not-found page's for a path no route serves). */
export function preloadRareRoute(pathname: string): Promise<void> {
  return pageAt(pathname).preload?.() ?? Promise.resolve();
}

export default function RareRoutes() {
  return (
    <Routes>
      {renderPages(rareMainPages)}
      <Route element={<RequireToken />}>{renderPages(tokenPages)}</Route>
      <Route element={<RequireRole allow={['admin']} />}>{renderPages(adminPages)}</Route>
      {renderPages([notFoundPage])}
    </Routes>
  );
}
