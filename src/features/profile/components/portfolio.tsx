// A creative's or business's public profile as a portfolio (issue 31 section 4): availability and links, a grid of
// their posts' images, their products, and the slot for trainings completed. Each part reads the profile answer
// tolerantly (a foreign host sends none of this) and shows nothing when it has nothing to show.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ImageVariant } from '@contract/images';
import type { ProfileKind } from '@contract/accounts';
import { AVAILABILITY_STATUS_LABELS, optionLabel } from '@contract/options';
import type { AnyProfile } from '@contract/profiles';
import { CardSection } from '@/components/ui/card-section';
import { paths } from '@/config/paths';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { readImageVariantLists } from '@/lib/adapt';
import { useDataSaver } from '@/lib/data-saver';
import { imageSources } from '@/lib/image-sources';
import { str } from './profile-format';

/** How many posts the grid shows before "See all posts" (a phone downloads no more than this at first). */
export const POSTS_GRID_FIRST = 12;

const GRID_SIZES = '(min-width: 992px) 240px, (min-width: 576px) 33vw, 50vw';

/** AVAILABILITY_STATUS_LABELS as the catalogue knows them (a value no list knows shows as stored). */
const AVAILABILITY_TEXTS: readonly string[] = [msg('Full time'), msg('Part time'), msg('Contract')];

const naira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  maximumFractionDigits: 0,
});

export interface ProfileLink {
  label: string;
  href: string;
}

const SOCIAL_HOSTS = {
  facebook: 'https://www.facebook.com/',
  twitter: 'https://x.com/',
  instagram: 'https://www.instagram.com/',
  linkedin: 'https://www.linkedin.com/in/',
} as const;

/**
 * A stored link as a safe address: an http(s) URL as it is (the server stored it through its URL rule), a handle
 * (@name or name) on the network's own site; anything else (javascript:, data:) is dropped.
 */
export function linkHref(value: string, network: keyof typeof SOCIAL_HOSTS | 'website'): string | null {
  if (/^https?:\/\/[^\s"'<>]+$/i.test(value)) return value;
  if (network === 'website') return null;
  const handle = value.replace(/^@/, '');
  return /^[A-Za-z0-9._-]{1,100}$/.test(handle) ? SOCIAL_HOSTS[network] + handle : null;
}

/** The member's links in a fixed order: website, LinkedIn, Facebook, X (Twitter), Instagram; empty ones left out. */
export function profileLinks(profile: AnyProfile): ProfileLink[] {
  const rows: [string, string | null][] = [
    ['Website', linkHref(str(profile.website), 'website')],
    ['LinkedIn', linkHref(str(profile.linkedin), 'linkedin')],
    ['Facebook', linkHref(str(profile.facebook), 'facebook')],
    ['X (Twitter)', linkHref(str(profile.twitter), 'twitter')],
    ['Instagram', linkHref(str(profile.instagram), 'instagram')],
  ];
  return rows.flatMap(([label, href]) => (href ? [{ label, href }] : []));
}

/** Availability and links. Availability is a creative's (status and remote); links any kind's. */
export function AvailabilityAndLinks({ profile, kind }: { profile: AnyProfile; kind: ProfileKind }) {
  const { t } = useT('profile');
  const status = kind === 'creative' ? str(profile.availability?.status) : '';
  const remote = kind === 'creative' ? profile.availability?.remote : null;
  const links = profileLinks(profile);
  const availabilityText = (value: string) => {
    const label = optionLabel(AVAILABILITY_STATUS_LABELS, value);
    return AVAILABILITY_TEXTS.includes(label) ? t(label) : label;
  };
  if (!status && remote !== true && links.length === 0) return null;
  return (
    <CardSection
      id="portfolio-availability"
      title={status || remote ? t('Availability and links') : t('Links')}
    >
      {status || remote ? (
        <p className="mb-2">
          {status ? (
            <span className="badge text-bg-info text-wrap me-2">
              {t('Available: {{status}}', { status: availabilityText(status) })}
            </span>
          ) : null}
          {remote ? (
            <span className="badge text-bg-light border text-wrap">{t('Open to remote work')}</span>
          ) : null}
        </p>
      ) : null}
      {links.length > 0 ? (
        <ul className="list-inline mb-0">
          {links.map((link) => (
            <li key={link.label} className="list-inline-item">
              {/* A member's own link: no referrer rights, no ranking credit, and marked as user content. */}
              <a href={link.href} target="_blank" rel="noopener nofollow ugc" className="text-break">
                {link.label === 'Website' ? t('Website') : link.label}
                <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </CardSection>
  );
}

interface GridPost {
  id: number;
  title: string;
  image: string | null;
  variants: ImageVariant[] | undefined;
}

export function gridPostsOf(profile: AnyProfile): GridPost[] {
  const posts = Array.isArray(profile.posts) ? profile.posts : [];
  return posts.map((post, index) => {
    const images = Array.isArray(post.images)
      ? post.images.filter((i): i is string => typeof i === 'string')
      : [];
    return {
      id: typeof post.id === 'number' ? post.id : index,
      title: str(post.title),
      image: images[0] ?? null,
      variants: readImageVariantLists(post.image_variants)[0],
    };
  });
}

/** One image, sized: srcset from the upload's variants (the smallest only with data saver), lazy, with its size. */
function GridImage({ src, variants, alt }: { src: string; variants?: ImageVariant[]; alt: string }) {
  const dataSaver = useDataSaver();
  return (
    <img
      {...imageSources(src, variants, dataSaver, GRID_SIZES)}
      alt={alt}
      width={320}
      height={320}
      loading="lazy"
      decoding="async"
      className="portfolio-grid__image"
    />
  );
}

/** The posts as a grid of their first images (a post without one shows its title), the first 12 then "See all". */
export function PostsGrid({ profile }: { profile: AnyProfile }) {
  const { t } = useT('profile');
  const [all, setAll] = useState(false);
  const posts = gridPostsOf(profile);
  const shown = all ? posts : posts.slice(0, POSTS_GRID_FIRST);
  return (
    <CardSection id="portfolio-posts" title={t('Posts')}>
      {posts.length === 0 ? (
        <p className="mb-0 text-body-secondary">{t('No posts yet.')}</p>
      ) : (
        <ul className="portfolio-grid list-unstyled mb-0">
          {shown.map((post) => (
            <li key={post.id} className="portfolio-grid__item">
              {post.image ? (
                <GridImage src={post.image} variants={post.variants} alt={post.title} />
              ) : (
                <span className="portfolio-grid__text">{post.title}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {!all && posts.length > POSTS_GRID_FIRST ? (
        <button type="button" className="btn btn-outline-primary btn-sm mt-3" onClick={() => setAll(true)}>
          {t('See all {{count}} posts', { count: posts.length })}
        </button>
      ) : null}
    </CardSection>
  );
}

/** The member's newest products as cards linking to each product, and "See all products" to their listing. */
export function ProductsGrid({ profile, memberId }: { profile: AnyProfile; memberId: string }) {
  const { t } = useT('profile');
  const products = Array.isArray(profile.products) ? profile.products : [];
  if (products.length === 0) return null;
  return (
    <CardSection id="portfolio-products" title={t('Products')}>
      <ul className="portfolio-grid list-unstyled mb-2">
        {products.map((product) => (
          <li key={product.id} className="portfolio-grid__item portfolio-grid__item--card">
            <Link to={paths.marketDetail(product.id)} className="portfolio-product">
              {product.images[0] ? (
                <GridImage src={product.images[0]} variants={product.image_variants[0]} alt="" />
              ) : null}
              <span className="portfolio-product__title">{product.title}</span>
              <span className="portfolio-product__price">{naira.format(product.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={paths.userProducts(memberId)}>{t('See all products')}</Link>
    </CardSection>
  );
}

interface CompletedTraining {
  title: string;
  certificate: string | null;
}

/**
 * SLOT for issue 33 (trainings and certificates, built in parallel): a profile answer that carries `trainings`, a
 * list of `{ title, certificate_url? }`, shows them here; no host sends it yet, so the section stays out of the page.
 * Issue 33 declares the field in contract/profiles.ts and its server fills it; nothing else here needs to change.
 */
export function completedTrainingsOf(profile: AnyProfile): CompletedTraining[] {
  const raw = (profile as Record<string, unknown>).trainings;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const record = item as Record<string, unknown>;
    const title = str(record.title);
    const certificate = str(record.certificate_url);
    return title ? [{ title, certificate: /^(https?:\/\/|\/)/.test(certificate) ? certificate : null }] : [];
  });
}

export function CompletedTrainings({ profile }: { profile: AnyProfile }) {
  const { t } = useT('profile');
  const trainings = completedTrainingsOf(profile);
  if (trainings.length === 0) return null;
  return (
    <CardSection id="portfolio-trainings" title={t('Trainings completed')}>
      <ul className="mb-0">
        {trainings.map((training, index) => (
          <li key={`${training.title}-${index}`}>
            {training.title}
            {training.certificate ? (
              <>
                {' '}
                <a href={training.certificate} target="_blank" rel="noopener noreferrer">
                  {t('Certificate')}
                  <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
