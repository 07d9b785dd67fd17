// The import() of each page the first screens link to but do not show (the main layout's pages but the feed, the
// detail page and /login), of the auth layout, of the header's parts and the funding dialog that open on a tap, and
// of the notification centre's parts (shown after the load event): a lazy chunk of its own (docs/performance.md,
// "2026-11-28 (third session)"). Each import() carries the list of chunks Vite preloads with it, file names whose
// hashes barely compress: ~100 of them rode in the first load of / and /homepage. ./lazy-loaders.ts fetches this
// module after the page's load event (main.tsx), so a tap finds it there; a page opened first (or pre-rendered,
// scripts/prerender.ts) loads it with its own chunk. The feed and the landing page, and the parts that come just
// after the page (the language menu, the floating buttons), keep their import() in the first load.

/** Each loader keeps its module's own type: a page's default export, or a part's component and its props. */
export const pageLoaders = {
  directory: () => import('./routes/directory'),
  marketplace: () => import('./routes/marketplace'),
  tools: () => import('./routes/tools'),
  opportunities: () => import('./routes/opportunities'),
  training: () => import('./routes/training'),
  proposals: () => import('./routes/proposals'),
  userProducts: () => import('./routes/user-products'),
  fundingPage: () => import('./routes/funding-page'),
  trainingDetail: () => import('./routes/training-detail'),
  search: () => import('./routes/search'),
  toolDetail: () => import('./routes/tool-detail'),
  opportunityDetail: () => import('./routes/opportunity-detail'),
  proposalDetail: () => import('./routes/proposal-detail'),
  profileView: () => import('./routes/profile-view'),
  publicProfile: () => import('./routes/public-profile'),
  marketDetail: () => import('./routes/market-detail'),
  login: () => import('./routes/login'),
  authLayout: () => import('./layouts/auth-layout'),
  // The header's (layouts/header.tsx): the phone menu, the member's menu, the sign-in dialog and the site search.
  mobileMenu: () => import('./layouts/mobile-menu'),
  profileMenuList: () => import('./layouts/profile-menu-list'),
  signInModal: () =>
    import('@/features/auth/components/sign-in-modal').then((module) => ({ default: module.SignInModal })),
  siteSearchForm: () =>
    import('@/components/layout/site-search-form').then((module) => ({ default: module.SiteSearchForm })),
  // The funding dialog (layouts/funding-modal-host.tsx), opened by Apply for funding.
  fundingModal: () =>
    import('@/features/funding/components/funding-modal').then((module) => ({
      default: module.FundingModal,
    })),
  // The notification centre's bell and For you strip (./notifications-after-page.tsx), shown once the host, asked
  // after the load event, offers notifications.
  notificationsAfterPage: () => import('@/features/notifications/components/after-page'),
};

export type PageLoaderName = keyof typeof pageLoaders;
