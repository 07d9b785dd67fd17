// The friendly 404 page for any path the route table does not know.
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  return (
    <section className="route-page">
      <PageTitle subtitle="The page you are looking for does not exist or has moved.">
        Page not found
      </PageTitle>
      <Link className="btn btn-primary" to={paths.home}>
        Go to the home page
      </Link>
    </section>
  );
}
