// The sample user-products page (/user-products/{username}): static sample data, 8 per page, page in the URL.
import { useSearchParams } from 'react-router-dom';
import { Pagination } from '@/components/ui/pagination';
import { formatPrice } from '../format-price';
import { SAMPLE_USER_PRODUCTS, USER_PRODUCTS_PAGE_SIZE } from '../sample-user-products';

export function UserProducts() {
  const [searchParams, setSearchParams] = useSearchParams();
  const pageCount = Math.ceil(SAMPLE_USER_PRODUCTS.length / USER_PRODUCTS_PAGE_SIZE);
  const requested = Number(searchParams.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 && requested <= pageCount ? requested : 1;
  const items = SAMPLE_USER_PRODUCTS.slice((page - 1) * USER_PRODUCTS_PAGE_SIZE, page * USER_PRODUCTS_PAGE_SIZE);

  return (
    <>
      <p className="text-muted">Sample listings.</p>
      {items.length === 0 ? (
        <p className="list-state list-state--empty">No products found</p>
      ) : (
        <ul className="user-products-grid list-unstyled">
          {items.map((item) => (
            <li key={item.id} className="product-card">
              <div className="product-card__body">
                <h2 className="product-card__title">{item.title}</h2>
                <p className="product-card__price">{formatPrice(item.price)}</p>
                <p className="product-card__category">{item.category}</p>
                <p className="small mb-0">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        onChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
        label="Products pages"
      />
    </>
  );
}
