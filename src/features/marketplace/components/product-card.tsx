// A marketplace card linking to /marketdetailsPage/{id}, with the seller named and linked to their public profile.
import { Link } from 'react-router-dom';
import { CoverImage } from '@/components/ui/cover-image';
import { paths } from '@/config/paths';
import { rich } from '@/i18n/rich';
import { useT } from '@/i18n/use-t';
import { FIRST_IMAGE_SLOT, PRODUCT_CARD_IMAGE_SIZES } from '@contract/first-screens';
import { categoryText, type Product, type ProductAuthor } from '../api/marketplace-api';
import { formatPrice } from '../format-price';

/** The seller's display name: the server's `name`, else the kind's own fields (another host sends fewer). */
export function sellerName(author: ProductAuthor | null): string | null {
  if (!author) return null;
  const person = [author.first_name, author.last_name].filter(Boolean).join(' ');
  return author.name || person || author.registered_name || null;
}

/** "Sold by <name>", linking to the seller's public profile (above the card's stretched link, so it can be clicked). */
export function SellerLink({ author, className }: { author: ProductAuthor | null; className?: string }) {
  const { t } = useT('marketplace');
  const name = sellerName(author);
  if (!author || !name) return null;
  return (
    <p className={className ?? 'product-card__seller'}>
      {rich(t('Sold by <link>{{name}}</link>', { name }), {
        link: (chunk) => <Link to={paths.publicProfile(author.id)}>{chunk}</Link>,
      })}
    </p>
  );
}

const PRODUCT_CARD_FRAME = { width: 400, height: 300, sizes: PRODUCT_CARD_IMAGE_SIZES };

/** `priority`: the first card, whose image is the page's largest element (the server preloads the same image). */
export function ProductCard({
  product,
  eager = false,
  priority = false,
}: {
  product: Product;
  eager?: boolean;
  priority?: boolean;
}) {
  const image = product.images[0];
  useT('marketplace'); // the category follows the language
  return (
    <article className="product-card">
      {image ? (
        <CoverImage
          src={image}
          variants={product.image_variants[0]}
          alt={product.title}
          frame={PRODUCT_CARD_FRAME}
          className="product-card__image cover-image"
          eager={eager}
          priority={priority}
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
        <SellerLink author={product.author} />
        {product.category ? <p className="product-card__category">{categoryText(product.category)}</p> : null}
      </div>
    </article>
  );
}

/** `imageSlot`: the first card of a loading page, where the server puts the first product's image for phones. */
export function ProductCardSkeleton({ imageSlot = false }: { imageSlot?: boolean }) {
  return (
    <div className="product-card" aria-hidden="true">
      <div
        className="skeleton product-card__image cover-image"
        {...(imageSlot ? { [FIRST_IMAGE_SLOT]: '' } : {})}
      />
      <div className="product-card__body">
        <div className="skeleton skeleton--line" />
      </div>
    </div>
  );
}
