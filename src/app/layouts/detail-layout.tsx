// Detail layout (/marketdetailsPage/{id}): header, the page and footer, no sidebar.
import { FloatingActions } from './floating-actions';
import { Header } from './header';
import { SkipLink } from './main-layout';
import { PageOutlet } from './page-outlet';
import { SiteFooter } from './site-footer';

export default function DetailLayout() {
  return (
    <div className="layout layout--detail">
      <SkipLink />
      <Header />
      <main id="main-content" className="layout__content layout__content--wide" tabIndex={-1}>
        <PageOutlet />
      </main>
      <SiteFooter />
      <FloatingActions />
    </div>
  );
}
