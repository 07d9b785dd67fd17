// Detail layout (/marketdetailsPage/{id}): header, the page and footer, no sidebar.
import { FloatingActions } from '@/components/layout/floating-actions';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { SkipLink } from './main-layout';
import { PageOutlet } from './page-outlet';

export default function DetailLayout() {
  return (
    <div className="layout layout--detail">
      <SkipLink />
      <Header />
      <main id="main-content" className="layout__content layout__content--wide" tabIndex={-1}>
        <PageOutlet />
      </main>
      <Footer />
      <FloatingActions />
    </div>
  );
}
