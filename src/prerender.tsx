// The build-time render of the portal's first screens (scripts/prerender.ts): each page as it looks before any
// data arrives (header, title, search, filters, loading placeholders), laid out for a phone. The server sends it
// inside index.html to phones, so a slow connection paints the page before the JavaScript has arrived; main.tsx
// then renders the live app over it. Nothing here may depend on a session: every visitor gets the same HTML.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { paths, routePatterns } from './config/paths';
import { env } from './config/env';
import { RouteTitleProvider } from './app/layouts/route-title';
import { AppRoutes, preloadRoute, routeTitle } from './app/router';
import { makeStore } from './app/store';
import { switchLanguageFully } from './i18n/catalogues';
import { translate, type Language } from './i18n/runtime';

/**
 * The landing page and the public pages of the main layout that open the most visits, each with the module of its
 * lazy page (whose chunk and stylesheets the pre-rendered HTML links). A pattern with a parameter is rendered once,
 * for a placeholder id: before its data arrives, a detail page looks the same whatever the id.
 */
export const prerenderedRoutes: { pattern: string; module?: string }[] = [
  // The landing page (issue 13): the name, the ways in and the sign-up chooser paint before any script.
  { pattern: paths.landing, module: 'src/app/routes/landing.tsx' },
  { pattern: paths.home, module: 'src/app/routes/home.tsx' },
  { pattern: paths.directory, module: 'src/app/routes/directory.tsx' },
  { pattern: paths.market, module: 'src/app/routes/marketplace.tsx' },
  { pattern: paths.tools, module: 'src/app/routes/tools.tsx' },
  { pattern: paths.opportunities, module: 'src/app/routes/opportunities.tsx' },
  { pattern: paths.training, module: 'src/app/routes/training.tsx' },
  { pattern: paths.proposals, module: 'src/app/routes/proposals.tsx' },
  { pattern: routePatterns.toolDetail, module: 'src/app/routes/tool-detail.tsx' },
  { pattern: routePatterns.opportunityDetail, module: 'src/app/routes/opportunity-detail.tsx' },
  { pattern: routePatterns.trainingDetail, module: 'src/app/routes/training-detail.tsx' },
  { pattern: routePatterns.proposalDetail, module: 'src/app/routes/proposal-detail.tsx' },
  // The site search (issue 35): its title and loading placeholder paint first; its results come written into the
  // page (server/services/first-screens.ts).
  { pattern: paths.search, module: 'src/app/routes/search.tsx' },
];

/** Renders in `language` from now on (every catalogue of it loaded first, so that no part suspends). */
export async function setRenderLanguage(language: Language): Promise<void> {
  if (!(await switchLanguageFully(language))) throw new Error(`the ${language} catalogues did not load`);
}

/**
 * The page's title in the current language, as the route table's Titled sets it once its effect runs: no effect runs
 * in this render, so the header's title (/homepage's large "Home") starts translated (issue 31).
 */
function pageTitle(pathname: string): string | undefined {
  const english = routeTitle(pathname);
  return english && translate(english);
}

/** The document title main.tsx would set for this page (root-layout.tsx), in the current language. */
export function documentTitle(pathname: string): string {
  const title = pageTitle(pathname);
  return title ? `${title} | ${env.productShortName}` : `${env.productShortName} | ${env.productName}`;
}

/**
 * The page's markup. Its chunk is loaded first, so the page renders in one synchronous pass; a part that still
 * suspends would leave React's client-render marker (with a stack trace) in the HTML, so that fails the build.
 */
export async function renderPage(pathname: string): Promise<string> {
  await preloadRoute(pathname);
  const html = renderToString(
    <Provider store={makeStore()}>
      <StaticRouter location={pathname}>
        <RouteTitleProvider initialTitle={pageTitle(pathname)}>
          <AppRoutes />
        </RouteTitleProvider>
      </StaticRouter>
    </Provider>,
  );
  if (html.includes('<template'))
    throw new Error(`${pathname}: a part of the page suspended during the build-time render`);
  return html;
}
