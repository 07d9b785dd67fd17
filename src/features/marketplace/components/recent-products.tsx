// The newest few products (the landing page), as the marketplace shows them, with a link to the marketplace.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useRecentProductsQuery } from '../api/marketplace-api';
import { ProductCard, ProductCardSkeleton } from './product-card';
import '../marketplace.css';

export function RecentProducts({ limit, headingId }: { limit: number; headingId: string }) {
  const { data, isLoading, isError } = useRecentProductsQuery(limit);
  if (isError || (!isLoading && (!data || data.length === 0))) return null;
  return (
    <section className="landing-section" aria-labelledby={headingId} aria-busy={isLoading}>
      <h2 id={headingId} className="h4">
        New in the marketplace
      </h2>
      <div className="market-grid">
        {data
          ? data.map((product) => <ProductCard key={product.id} product={product} />)
          : Array.from({ length: limit }, (_, index) => <ProductCardSkeleton key={index} />)}
      </div>
      <Link to={paths.market} className="btn btn-outline-primary">
        Visit the marketplace
      </Link>
    </section>
  );
}
