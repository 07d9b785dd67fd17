// A glimpse of a list (the landing page's newest posts and products): a heading, a few items with their first
// picture, title and one line, and a link to the whole list. Left out when the list failed or is empty.
import { Link } from 'react-router-dom';
import type { ImageVariant } from '@contract/images';
import { ItemImage } from './item-image';

export interface Glimpse {
  id: number;
  title: string;
  image: string | undefined;
  variants?: ImageVariant[];
  /** One line under the title (the author, a price). */
  detail: string;
  /** The item's own page, when it has one: the title links there. */
  to?: string;
}

export interface GlimpseSectionProps {
  heading: string;
  headingId: string;
  /** undefined while loading (placeholders show). */
  items: Glimpse[] | undefined;
  failed: boolean;
  placeholders: number;
  more: { to: string; label: string };
}

export function GlimpseSection({
  heading,
  headingId,
  items,
  failed,
  placeholders,
  more,
}: GlimpseSectionProps) {
  if (failed || items?.length === 0) return null;
  return (
    <section className="glimpses" aria-labelledby={headingId} aria-busy={!items}>
      <h2 id={headingId} className="h4">
        {heading}
      </h2>
      <ul className="glimpses__grid">
        {(items ?? Array.from({ length: placeholders }, () => null)).map((item, index) => (
          <li key={item?.id ?? `placeholder-${index}`} className="glimpse">
            {item ? (
              <>
                <ItemImage
                  src={item.image}
                  variants={item.variants}
                  alt={item.title}
                  width={320}
                  height={180}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  className="glimpse__image"
                />
                <h3 className="glimpse__title">
                  {item.to ? <Link to={item.to}>{item.title}</Link> : item.title}
                </h3>
                <p className="glimpse__detail">{item.detail}</p>
              </>
            ) : (
              <div className="skeleton glimpse__image" aria-hidden="true" />
            )}
          </li>
        ))}
      </ul>
      <Link to={more.to} className="btn btn-outline-primary">
        {more.label}
      </Link>
    </section>
  );
}
