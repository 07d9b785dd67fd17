// The marketplace (spec sections 2 and 9): search, 9 products per page, price and category filters (side column
// on desktop, a 'Filter Products' modal below 768 px); page, search and filters live in the URL.
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { QuerySearchForm } from '@/components/ui/query-search-form';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useT } from '@/i18n/use-t';
import { usePrimedAnswer } from '@/lib/primed-answer';
import { MARKET_FIRST_PAGE_REQUEST } from '@contract/first-screens';
import type { ProductCategory } from '@contract/options';
import {
  marketplaceApi,
  normaliseProductPage,
  PRICE_FILTER_MAX,
  PRODUCT_CATEGORIES,
  useMarketProductsQuery,
  type ProductFilters,
} from '../api/marketplace-api';
import { FilterPanel, type FilterValues } from './filter-panel';
import { ProductCard, ProductCardSkeleton } from './product-card';

function priceParam(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= PRICE_FILTER_MAX ? n : null;
}

export function readFilters(params: URLSearchParams): ProductFilters {
  const page = Number(params.get('page'));
  const category = (params.get('category') ?? '').toLowerCase();
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    q: params.get('q') ?? '',
    category: PRODUCT_CATEGORIES.some((c) => c.value === category) ? (category as ProductCategory) : '',
    minPrice: priceParam(params.get('min')),
    maxPrice: priceParam(params.get('max')),
  };
}

function toParams(f: ProductFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.q) out.q = f.q;
  if (f.category) out.category = f.category;
  if (f.minPrice !== null) out.min = String(f.minPrice);
  if (f.maxPrice !== null) out.max = String(f.maxPrice);
  if (f.page > 1) out.page = String(f.page);
  return out;
}

/** The unfiltered first page: the one the server writes into the page's HTML (contract/first-screens.ts). */
const isFirstPage = (f: ProductFilters) =>
  f.page === 1 && !f.q && !f.category && f.minPrice === null && f.maxPrice === null;

export function Marketplace() {
  const { t } = useT('marketplace');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  usePrimedAnswer(isFirstPage(filters) ? MARKET_FIRST_PAGE_REQUEST : null, (body) =>
    marketplaceApi.util.upsertQueryEntries([
      { endpointName: 'marketProducts', arg: filters, value: normaliseProductPage(body, filters) },
    ]),
  );
  const desktop = useMediaQuery('(min-width: 768px)');
  const [showFilters, setShowFilters] = useState(false);
  const { data, isLoading, isFetching, isError, refetch } = useMarketProductsQuery(filters);

  const update = (patch: Partial<ProductFilters>) =>
    setSearchParams(toParams({ ...filters, page: 1, ...patch }));

  const onSearch = (q: string) => update({ q });

  function onFilters(values: FilterValues) {
    update(values);
    setShowFilters(false);
  }

  const filterValues: FilterValues = {
    category: filters.category,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
  };
  const products = data?.products ?? [];

  return (
    <div className="market-layout split-layout split-layout--from-md">
      {desktop ? (
        <aside className="market-layout__side" aria-labelledby="market-filters-title">
          <h2 id="market-filters-title" className="h5">
            {t('Filter Products')}
          </h2>
          <FilterPanel values={filterValues} onApply={onFilters} />
        </aside>
      ) : null}
      <div className="market-layout__main">
        <div className="market-toolbar">
          <QuerySearchForm
            className="market-search"
            inputId="market-search-input"
            query={filters.q}
            label={t('Search products')}
            buttonText={t('Search')}
            onSearch={onSearch}
          />
          {!desktop ? (
            <button type="button" className="btn btn-outline-primary" onClick={() => setShowFilters(true)}>
              {t('Filter Products')}
            </button>
          ) : null}
        </div>
        <h2 className="visually-hidden">{t('Products')}</h2>
        {isLoading ? (
          <div className="market-grid" role="status" aria-live="polite">
            <span className="visually-hidden">{t('Loading products')}</span>
            {Array.from({ length: 6 }, (_, i) => (
              <ProductCardSkeleton key={i} imageSlot={i === 0} />
            ))}
          </div>
        ) : isError ? (
          <ErrorState message={t('Something went wrong')} onRetry={() => void refetch()} />
        ) : products.length === 0 ? (
          <p className="list-state list-state--empty">{t('No products found')}</p>
        ) : (
          <>
            <div className={`market-grid${isFetching ? ' is-fetching' : ''}`} aria-busy={isFetching}>
              {products.map((product, index) => (
                <ProductCard key={product.id} product={product} eager={index < 3} priority={index === 0} />
              ))}
            </div>
            <Pagination
              page={filters.page}
              pageCount={data?.pages ?? 1}
              onChange={(page) => {
                setSearchParams(toParams({ ...filters, page }));
                window.scrollTo?.({ top: 0 });
              }}
              label={t('Products pages')}
            />
          </>
        )}
      </div>
      {!desktop ? (
        <Modal
          show={showFilters}
          onHide={() => setShowFilters(false)}
          aria-labelledby="market-filter-modal-title"
        >
          <Modal.Header closeButton closeLabel={t('Close')}>
            <Modal.Title id="market-filter-modal-title">{t('Filter Products')}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <FilterPanel values={filterValues} onApply={onFilters} />
          </Modal.Body>
        </Modal>
      ) : null}
    </div>
  );
}
