// Route page /terms-of-use (standalone layout): the same terms as /t&c, with a way back into the portal.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StaticPage } from '@/features/static-pages/components/static-page';

export default function TermsOfUsePage() {
  return (
    <main id="main-content" className="standalone-page container py-4">
      <nav aria-label="Back" className="mb-3">
        <Link to={paths.landing}>Back to the portal</Link>
      </nav>
      <StaticPage slug="terms" toc />
    </main>
  );
}
