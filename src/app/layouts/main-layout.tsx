// Main layout: header, sidebar, the page, footer and the floating actions.
import { FundingModalHost } from '@/features/funding/components/funding-modal-host';
import { FloatingActions } from './floating-actions';
import { Header } from './header';
import { PageOutlet } from './page-outlet';
import { useRouteTitle } from './route-title';
import { Sidebar } from './sidebar';
import { SiteFooter } from './site-footer';

export function SkipLink() {
  return (
    <a className="skip-link" href="#main-content">
      Skip to content
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
      <FloatingActions />
      <FundingModalHost />
    </div>
  );
}
