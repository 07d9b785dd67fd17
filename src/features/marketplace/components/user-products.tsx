// A seller's products (/user-products/{username}, where {username} is the seller's account id, the id their public
// profile uses: the portal has no user names): GET /prop/public/product?author_id=..., 8 per page, page in the URL;
// 'Seller not found' for an unknown or blacklisted seller (the server answers 404). docs/enquiries.md.
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { useSellerProductsQuery } from '../api/marketplace-api';
import { ProductCard, ProductCardSkeleton, sellerName } from './product-card';
import { ProductManageActions } from './product-manage-actions';

export function UserProducts({ username }: { username: string }) {
  const { t } = useT('marketplace');
  const [searchParams, setSearchParams] = useSearchParams();
  const sellerId = /^\d{1,10}$/.test(username) ? Number(username) : 0;
  const valid = sellerId > 0 && sellerId <= 2147483647;
  const requested = Number(searchParams.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const { data, error, isLoading, isFetching, refetch } = useSellerProductsQuery(
    { sellerId, page },
    { skip: !valid },
  );

  if (!valid || (error && 'status' in error && error.status === 404)) {
    return (
      <div className="list-state">
        <PageTitle>{t('Seller not found')}</PageTitle>
        <p>{t('This seller does not exist or no longer sells on the marketplace.')}</p>
        <Link className="btn btn-outline-primary" to={paths.market}>
          {t('Go to the marketplace')}
        </Link>
      </div>
    );
  }
  const name = sellerName(data?.products[0]?.author ?? null);
  const title = (
    <PageTitle>{name ? t('Products by {{name}}', { name }) : t('Products by this seller')}</PageTitle>
  );
  if (isLoading) {
    return (
      <>
        {title}
        <div className="user-products-grid" role="status">
          <span className="visually-hidden">{t('Loading products')}</span>
          <ProductCardSkeleton />
          <ProductCardSkeleton />
        </div>
      </>
    );
  }
  if (error || !data) {
    return (
      <>
        {title}
        <ErrorState message={t('Something went wrong')} onRetry={() => void refetch()} />
      </>
    );
  }
  return (
    <>
      {title}
      {name ? (
        <p>
          <Link to={paths.publicProfile(sellerId)}>{t("See {{name}}'s profile", { name })}</Link>
        </p>
      ) : null}
      {data.products.length === 0 ? (
        <p className="list-state list-state--empty">{t('No products found')}</p>
      ) : (
        <div className={`user-products-grid${isFetching ? ' is-fetching' : ''}`} aria-busy={isFetching}>
          {data.products.map((product) => (
            <div key={product.id}>
              <ProductCard product={product} />
              <ProductManageActions product={product} />
            </div>
          ))}
        </div>
      )}
      <Pagination
        page={page}
        pageCount={data.pages}
        onChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
        label={t('Products pages')}
      />
    </>
  );
}
