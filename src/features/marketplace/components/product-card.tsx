// A marketplace card linking to /marketdetailsPage/{id}.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Product } from '../api/marketplace-api';
import { formatPrice } from '../format-price';

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const image = product.images[0];
  const variants = product.image_variants[0] ?? [];
  const srcSet = variants.length > 0 ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined;
  return (
    <article className="product-card">
      {image ? (
        <img
          className="product-card__image cover-image"
          src={image}
          srcSet={srcSet}
          sizes={srcSet ? '(min-width: 1200px) 280px, (min-width: 768px) 33vw, 100vw' : undefined}
          alt={product.title}
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div className="product-card__image cover-image product-card__image--empty" aria-hidden="true" />
      )}
      <div className="product-card__body">
        <h3 className="product-card__title">
          <Link to={paths.marketDetail(product.id)} className="stretched-link">
            {product.title}
          </Link>
        </h3>
        <p className="product-card__price">{formatPrice(product.price)}</p>
        {product.category ? <p className="product-card__category">{product.category}</p> : null}
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="product-card" aria-hidden="true">
      <div className="skeleton product-card__image cover-image" />
      <div className="product-card__body">
        <div className="skeleton skeleton--line" />
      </div>
    </div>
  );
}
