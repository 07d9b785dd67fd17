// A card of a content grid (tools, opportunities, training): image, title, details and one link at the bottom.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ImageVariant } from '@contract/images';
import { ItemImage } from './item-image';

export interface ContentCardProps {
  title: string;
  /** The item's uploaded images and their sized copies; the card shows the first. */
  media: { images: string[]; image_variants?: ImageVariant[][] };
  eager?: boolean;
  to: string;
  /** The link's text; its accessible name is `${linkText}: ${title}`. */
  linkText: string;
  children?: ReactNode;
  /** Under the link: the author's Edit and Delete (issue 14). */
  actions?: ReactNode;
}

export function ContentCard({ title, media, eager, to, linkText, children, actions }: ContentCardProps) {
  return (
    <article className="card h-100 content-card">
      <ItemImage
        src={media.images[0]}
        variants={media.image_variants?.[0]}
        alt={title}
        width={400}
        height={225}
        eager={eager}
        className="card-img-top content-card__image"
      />
      <div className="card-body d-flex flex-column">
        <h2 className="h6 card-title">{title}</h2>
        {children}
        <Link className="btn btn-outline-primary mt-auto" to={to} aria-label={`${linkText}: ${title}`}>
          {linkText}
        </Link>
        {actions}
      </div>
    </article>
  );
}
