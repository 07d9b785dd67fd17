// The friendly 404 page for any path the route table does not know.
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';

export default function NotFoundPage() {
  const { t } = useT();
  return (
    <section className="route-page">
      <PageTitle subtitle={t('The page you are looking for does not exist or has moved.')}>
        {t('Page not found')}
      </PageTitle>
      <Link className="btn btn-primary" to={paths.home}>
        {t('Go to the home page')}
      </Link>
    </section>
  );
}
