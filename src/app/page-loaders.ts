// The import() of each page the first screens link to but do not show (the main layout's pages but the feed, the
// detail page and /login): a lazy chunk of its own (docs/performance.md, "2026-11-28 (third session)"). Each import()
// carries the list of chunks Vite preloads with that page, file names whose hashes barely compress: ~90 of them rode
// in the first load of / and /homepage. The router (./router.tsx) fetches this module after the page's load event,
// so a tap on a link finds it there; a page opened first (or pre-rendered, scripts/prerender.ts) loads it with its own
// chunk. The feed and the landing page keep their import() in the first load.
import type { PageModule } from './route-pages';

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
} satisfies Record<string, () => Promise<PageModule>>;

export type PageLoaderName = keyof typeof pageLoaders;
