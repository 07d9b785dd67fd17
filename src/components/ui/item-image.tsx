// A content image with width/height, lazy loading below the fold, and srcset from the API's WebP variants.
import type { CSSProperties } from 'react';
import type { ImageVariant } from '@contract/images';
import { env } from '@/config/env';

/** Root-relative upload URLs point at the API host when it is not this origin. */
export function imageUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${env.apiBaseUrl}${url}` : url;
}

export interface ItemImageProps {
  src: string | undefined;
  alt: string;
  variants?: ImageVariant[];
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
  sizes?: string;
  style?: CSSProperties;
}

export function ItemImage({
  src,
  alt,
  variants,
  width,
  height,
  eager,
  className,
  sizes,
  style,
}: ItemImageProps) {
  if (!src) {
    return (
      <div
        className={`item-image item-image--empty ${className ?? ''}`}
        style={{ aspectRatio: `${width} / ${height}`, ...style }}
        aria-hidden="true"
      />
    );
  }
  const srcSet = variants?.length
    ? variants.map((v) => `${imageUrl(v.url)} ${v.width}w`).join(', ')
    : undefined;
  return (
    <img
      src={imageUrl(src)}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '(max-width: 768px) 100vw, 33vw') : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      // The frame's shape is known before the image arrives (cropped to fit), so nothing around it moves.
      style={{ aspectRatio: `${width} / ${height}`, objectFit: 'cover', ...style }}
    />
  );
}
