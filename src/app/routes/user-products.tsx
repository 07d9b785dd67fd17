// Route page for /user-products/{username}: one seller's products ({username} is the seller's account id).
import { useParams } from 'react-router-dom';
import { UserProducts } from '@/features/marketplace/components/user-products';

export default function UserProductsPage() {
  const { username = '' } = useParams();
  return (
    <section className="route-page">
      <UserProducts key={username} username={username} />
    </section>
  );
}
