// Product details (/marketdetailsPage/{id}, detail layout): title, NGN price, main image with thumbnails,
// description, category as product features, Buy Now (a chat enquiry to the merchant), MERCHANT LISTINGS, Go Back.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useMerchantListingsQuery, useProductQuery, type Product } from '../api/marketplace-api';
import { formatPrice } from '../format-price';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** The chat link with a preset enquiry naming the product and its id (the spec's Buy Now had no action). */
export function buyNowHref(product: Pick<Product, 'id' | 'title'>): string {
  const text = `Hello, I would like to buy "${product.title}" (product ${product.id}) that I saw on the ${env.productShortName} marketplace. Is it available?`;
  const separator = env.chatUrl.includes('?') ? '&' : '?';
  return `${env.chatUrl}${separator}text=${encodeURIComponent(text)}`;
}

function Gallery({ product }: { product: Product }) {
  const [index, setIndex] = useState(0);
  if (product.images.length === 0)
    return <div className="market-detail__main-image cover-image" aria-hidden="true" />;
  const current = Math.min(index, product.images.length - 1);
  const variants = product.image_variants[current] ?? [];
  const srcSet = variants.length > 0 ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined;
  return (
    <div className="market-detail__gallery">
      <img
        className="market-detail__main-image cover-image"
        src={product.images[current]}
        srcSet={srcSet}
        sizes={srcSet ? '(min-width: 992px) 60vw, 100vw' : undefined}
        alt={
          product.images.length > 1
            ? `${product.title} (image ${current + 1} of ${product.images.length})`
            : product.title
        }
        width={800}
        height={600}
        fetchPriority="high"
      />
      {product.images.length > 1 ? (
        <ul className="market-detail__thumbs" aria-label="Product images">
          {product.images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                className="market-detail__thumb"
                aria-pressed={i === current}
                aria-label={`Show image ${i + 1} of ${product.images.length}`}
                onClick={() => setIndex(i)}
              >
                <img
                  src={product.image_variants[i]?.[0]?.url ?? src}
                  alt=""
                  width={72}
                  height={54}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function MerchantListings({ product }: { product: Product }) {
  const authorId = product.author?.id;
  const { data, isLoading, isError } = useMerchantListingsQuery(
    { authorId: authorId ?? 0, exclude: product.id },
    { skip: !authorId },
  );
  return (
    <section className="market-detail__side" aria-labelledby="merchant-listings-title">
      <h2 id="merchant-listings-title" className="h5">
        MERCHANT LISTINGS
      </h2>
      {isLoading ? (
        <div role="status">
          <span className="visually-hidden">Loading</span>
          <ProductCardSkeleton />
        </div>
      ) : isError ? (
        <p>Something went wrong</p>
      ) : data && data.length > 0 ? (
        <div className="d-grid gap-3">
          {data.map((other) => (
            <ProductCard key={other.id} product={other} />
          ))}
        </div>
      ) : (
        <p className="text-muted">No other products from this merchant.</p>
      )}
    </section>
  );
}

export function ProductDetails({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const { data: product, isLoading, error, refetch } = useProductQuery(id, { skip: !valid });
  const goBack = (
    <Link className="btn btn-outline-primary" to={paths.market}>
      Go Back
    </Link>
  );

  if (!valid || (error && 'status' in error && error.status === 404)) {
    return (
      <section className="route-page">
        <PageTitle>Product not found</PageTitle>
        <p>This product does not exist or is no longer listed.</p>
        {goBack}
      </section>
    );
  }
  if (isLoading) {
    return (
      <section className="route-page" aria-busy="true">
        <h1 className="visually-hidden">Product</h1>
        <div role="status">
          <span className="visually-hidden">Loading product</span>
          <div className="skeleton" />
          <div className="skeleton skeleton--block" />
        </div>
      </section>
    );
  }
  if (error || !product) {
    return (
      <section className="route-page">
        <h1 className="visually-hidden">Product</h1>
        <ErrorState message="Something went wrong" onRetry={() => void refetch()} />
        {goBack}
      </section>
    );
  }

  return (
    <section className="route-page">
      <div className="mb-3">{goBack}</div>
      <div className="market-detail split-layout split-layout--from-lg">
        <div>
          <Gallery product={product} />
          <PageTitle>{product.title}</PageTitle>
          <p className="market-detail__price">{formatPrice(product.price)}</p>
          <a
            className="btn btn-primary btn-lg mb-3"
            href={buyNowHref(product)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Buy Now<span className="visually-hidden"> (opens a chat with the merchant in a new tab)</span>
          </a>
          <h2 className="h5">Description</h2>
          <p className="market-detail__description">{product.description}</p>
          <h2 className="h5">Product features</h2>
          <ul>
            {product.category ? <li className="text-capitalize">Category: {product.category}</li> : null}
            <li>Quantity available: {product.quantity.toLocaleString('en-NG')}</li>
          </ul>
        </div>
        <MerchantListings product={product} />
      </div>
    </section>
  );
}
