// Product details (/marketdetailsPage/{id}, detail layout): title, NGN price, the seller named (their public profile
// and all their products), main image with thumbnails, description, category as product features, Buy Now (an
// enquiry mailed to the seller; signed-out visitors are asked to log in first), the seller's WhatsApp link when they
// chose to show it, MERCHANT LISTINGS, Go Back. docs/enquiries.md. Beside "Sold by": the seller's photo, state and
// Verified badge (issue 31).
import { Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ReportLink } from '@/components/report/report-link';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { SmallImage } from '@/components/ui/small-image';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { WhatsAppChatLink } from '@/components/ui/whatsapp-chat-link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useLoginHref } from '@/hooks/use-login-href';
import { useT } from '@/i18n/use-t';
import { useFeature } from '@/lib/capabilities';
import { useDataSaver } from '@/lib/data-saver';
import { smallestVariant, srcSetOf } from '@/lib/image-sources';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import {
  categoryText,
  useMerchantListingsQuery,
  useProductQuery,
  type Product,
} from '../api/marketplace-api';
import { formatPrice } from '../format-price';
import { ProductCard, ProductCardSkeleton, SellerLink, sellerName } from './product-card';
import { ProductManageActions } from './product-manage-actions';

const EnquiryDialog = lazyWithStyles(() =>
  import('./enquiry-dialog').then((module) => ({ default: module.EnquiryDialog })),
);

const BUY_INTENT = 'buy';

/** Buy Now: the enquiry dialog for a signed-in buyer; a visitor is asked to log in first (and comes back here). */
function BuyNow({ product, signedIn }: { product: Product; signedIn: boolean }) {
  const { t } = useT('marketplace');
  const [open, setOpen] = useState(false);
  const [askedToSignIn, setAskedToSignIn] = useState(false);
  const seller = sellerName(product.author);
  // Enquiries are an extension (issue 30): on a host without them Buy Now has no action, as the spec's button.
  const enquiries = useFeature('enquiries');
  // The log-in link returns here with ?intent=buy, and the enquiry opens at once (docs/journeys.md).
  const loginHref = useLoginHref(BUY_INTENT);
  const [params, setParams] = useSearchParams();
  const resumeBuy = params.get('intent') === BUY_INTENT;
  useEffect(() => {
    if (!resumeBuy || !enquiries) return;
    if (signedIn) setOpen(true);
    // The intent is spent: Back or a reload does not open the dialog again.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('intent');
        return next;
      },
      { replace: true },
    );
  }, [resumeBuy, enquiries, signedIn, setParams]);
  return (
    <>
      <div className="market-detail__actions">
        <button
          type="button"
          className="btn btn-primary btn-lg"
          onClick={() => {
            if (enquiries) {
              if (signedIn) setOpen(true);
              else setAskedToSignIn(true);
            }
          }}
        >
          {t('Buy Now')}
        </button>
        {product.whatsapp ? (
          <WhatsAppChatLink
            number={product.whatsapp}
            message={t(
              'Hello, I saw your product "{{title}}" on the {{portal}} marketplace. Is it available?',
              {
                title: product.title,
                portal: env.productShortName,
              },
            )}
          />
        ) : null}
      </div>
      {askedToSignIn && !signedIn ? (
        <p className="alert alert-info" role="alert">
          {t('Please log in to send the seller an enquiry.')} <Link to={loginHref}>{t('Log in')}</Link>
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <EnquiryDialog product={product} sellerName={seller} show={open} onHide={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The main image and a thumbnail per image; with data saver on the thumbnails are numbers, so one image loads at a time. */
function Gallery({ product }: { product: Product }) {
  const { t } = useT('marketplace');
  const [index, setIndex] = useState(0);
  const dataSaver = useDataSaver();
  if (product.images.length === 0)
    return <div className="market-detail__main-image cover-image" aria-hidden="true" />;
  const current = Math.min(index, product.images.length - 1);
  const srcSet = srcSetOf(product.image_variants[current]);
  return (
    <div className="market-detail__gallery">
      <img
        className="market-detail__main-image cover-image"
        src={product.images[current]}
        srcSet={srcSet}
        sizes={srcSet ? '(min-width: 992px) 60vw, 100vw' : undefined}
        alt={
          product.images.length > 1
            ? t('{{title}} (image {{number}} of {{count}})', {
                title: product.title,
                number: current + 1,
                count: product.images.length,
              })
            : product.title
        }
        width={800}
        height={600}
        fetchPriority="high"
      />
      {product.images.length > 1 ? (
        <ul className="market-detail__thumbs" aria-label={t('Product images')}>
          {product.images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                className="market-detail__thumb"
                aria-pressed={i === current}
                aria-label={t('Show image {{number}} of {{count}}', {
                  number: i + 1,
                  count: product.images.length,
                })}
                onClick={() => setIndex(i)}
              >
                {dataSaver ? (
                  <span className="market-detail__thumb-number" aria-hidden="true">
                    {i + 1}
                  </span>
                ) : (
                  <img
                    src={smallestVariant(product.image_variants[i])?.url ?? src}
                    alt=""
                    width={72}
                    height={54}
                    loading="lazy"
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function MerchantListings({ product }: { product: Product }) {
  const { t } = useT('marketplace');
  const authorId = product.author?.id;
  const { data, isLoading, isError } = useMerchantListingsQuery(
    { authorId: authorId ?? 0, exclude: product.id },
    { skip: !authorId },
  );
  return (
    <section className="market-detail__side" aria-labelledby="merchant-listings-title">
      <h2 id="merchant-listings-title" className="h5">
        {t('MERCHANT LISTINGS')}
      </h2>
      {isLoading ? (
        <div role="status">
          <span className="visually-hidden">{t('Loading')}</span>
          <ProductCardSkeleton />
        </div>
      ) : isError ? (
        <p>{t('Something went wrong')}</p>
      ) : data && data.length > 0 ? (
        <div className="d-grid gap-3">
          {data.map((other) => (
            <ProductCard key={other.id} product={other} />
          ))}
        </div>
      ) : (
        <p className="text-muted">{t('No other products from this merchant.')}</p>
      )}
    </section>
  );
}

/**
 * "Sold by <name>" (the spec's text) with the seller's face and place beside it (issue 31): their photo or logo,
 * their state and the Verified badge when their identity check succeeded. A host that sends no seller facts shows
 * the line alone.
 */
function SellerBox({ product }: { product: Product }) {
  const { t } = useT('marketplace');
  const author = product.author;
  const name = sellerName(author);
  if (!author || !name) return null;
  const photo = author.photo || author.logo || '';
  const state = product.seller?.state ?? '';
  return (
    <div className="market-detail__seller-box">
      {photo ? (
        <SmallImage src={photo} alt="" width={48} height={48} className="market-detail__seller-photo" />
      ) : null}
      <div>
        <SellerLink author={author} className="market-detail__seller" />
        {state || product.seller?.verified ? (
          <p className="market-detail__seller-facts">
            {state ? <span>{t('State: {{state}}', { state })}</span> : null}
            {product.seller?.verified ? <VerifiedBadge /> : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function SellerProductsLink({ product }: { product: Product }) {
  const { t } = useT('marketplace');
  const name = sellerName(product.author);
  if (!product.author || !name) return null;
  return (
    <p>
      <Link to={paths.userProducts(String(product.author.id))}>
        {t('All products by {{name}}', { name })}
      </Link>
    </p>
  );
}

export function ProductDetails({ id, signedIn }: { id: number; signedIn: boolean }) {
  const { t } = useT('marketplace');
  const valid = Number.isInteger(id) && id > 0;
  const { data: product, isLoading, error, refetch } = useProductQuery(id, { skip: !valid });
  const goBack = (
    <Link className="btn btn-outline-primary" to={paths.market}>
      {t('Go Back')}
    </Link>
  );

  if (!valid || (error && 'status' in error && error.status === 404)) {
    return (
      <section className="route-page">
        <PageTitle>{t('Product not found')}</PageTitle>
        <p>{t('This product does not exist or is no longer listed.')}</p>
        {goBack}
      </section>
    );
  }
  if (isLoading) {
    return (
      <section className="route-page" aria-busy="true">
        <h1 className="visually-hidden">{t('Product')}</h1>
        <div role="status">
          <span className="visually-hidden">{t('Loading product')}</span>
          <div className="skeleton" />
          <div className="skeleton skeleton--block" />
        </div>
      </section>
    );
  }
  if (error || !product) {
    return (
      <section className="route-page">
        <h1 className="visually-hidden">{t('Product')}</h1>
        <ErrorState message={t('Something went wrong')} onRetry={() => void refetch()} />
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
          <ProductManageActions product={product} details />
          <SellerBox product={product} />
          <SellerProductsLink product={product} />
          <BuyNow product={product} signedIn={signedIn} />
          <ReportLink
            itemType="product"
            itemId={product.id}
            ownerId={product.author?.id}
            title={product.title}
          />
          <h2 className="h5">{t('Description')}</h2>
          <p className="market-detail__description">{product.description}</p>
          <h2 className="h5">{t('Product features')}</h2>
          <ul>
            {product.category ? (
              <li className="text-capitalize">
                {t('Category: {{category}}', { category: categoryText(product.category) })}
              </li>
            ) : null}
            <li>{t('Quantity available: {{quantity}}', { quantity: product.quantity })}</li>
          </ul>
        </div>
        <MerchantListings product={product} />
      </div>
    </section>
  );
}
