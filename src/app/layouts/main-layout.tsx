// Main layout: header, sidebar, the page, footer and the floating actions.
import { AfterPage } from '@/components/ui/after-page';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { FundingModalHost } from './funding-modal-host';
import { useT } from '@/i18n/use-t';
import { Header } from './header';
import { PageOutlet } from './page-outlet';
import { useRouteTitle } from './route-title';
import { Sidebar } from './sidebar';
import { SiteFooter } from './site-footer';

// The floating buttons arrive just after the page (fixed in a corner: nothing moves when they do), so the first load
// does not carry them. Their CSS is the first screen's (scripts/first-screen.ts): they wait for no stylesheet.
const FloatingActions = lazyWithStyles(
  () => import('./floating-actions').then((module) => ({ default: module.FloatingActions })),
  { stylesInFirstLoad: true },
);

export function SkipLink() {
  const { t } = useT();
  return (
    <a className="skip-link" href="#main-content">
      {t('Skip to content')}
    </a>
  );
}

export function MainLayout() {
  const title = useRouteTitle();
  return (
    <div className="layout layout--main">
      <SkipLink />
      <Header pageTitle={title} />
      <div className="layout__body">
        <Sidebar />
        <main id="main-content" className="layout__content" tabIndex={-1}>
          <PageOutlet />
        </main>
      </div>
      <SiteFooter />
      <AfterPage>
        <FloatingActions />
      </AfterPage>
      <FundingModalHost />
    </div>
  );
}
