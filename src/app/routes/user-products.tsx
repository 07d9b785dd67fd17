// Route page for /user-products/{username}: the spec's sample page (static data, 8 per page).
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { UserProducts } from '@/features/marketplace/components/user-products';

export default function UserProductsPage() {
  const { username = '' } = useParams();
  return (
    <section className="route-page">
      <PageTitle>Products by {username}</PageTitle>
      <UserProducts />
    </section>
  );
}
