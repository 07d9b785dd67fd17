// Route page /terms-of-use (standalone layout): the same terms as /t&c, with a way back into the portal.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StaticPage } from '@/features/static-pages/components/static-page';
import { useT } from '@/i18n/use-t';

export default function TermsOfUsePage() {
  const { t } = useT('static-pages');
  return (
    <main id="main-content" className="standalone-page container py-4">
      <nav aria-label={t('Back')} className="mb-3">
        <Link to={paths.landing}>{t('Back to the portal')}</Link>
      </nav>
      <StaticPage slug="terms" toc />
    </main>
  );
}
