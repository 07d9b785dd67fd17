// A content image with width/height, lazy loading below the fold, and srcset from the API's WebP variants. With data
// saver on (lib/data-saver.ts) it loads only the smallest variant, and below the first screen (not `eager`) it waits
// for a tap.
import type { CSSProperties } from 'react';
import type { ImageVariant } from '@contract/images';
import { env } from '@/config/env';
import { useDataSaver } from '@/lib/data-saver';
import { imageSources } from '@/lib/image-sources';
import { TapToShow } from './tap-to-show';

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
  /** The page's largest image: fetched first (fetchpriority high). */
  priority?: boolean;
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
  priority,
  className,
  sizes,
  style,
}: ItemImageProps) {
  const dataSaver = useDataSaver();
  if (!src) {
    return (
      <div
        className={`item-image item-image--empty ${className ?? ''}`}
        style={{ aspectRatio: `${width} / ${height}`, ...style }}
        aria-hidden="true"
      />
    );
  }
  const sources = imageSources(src, variants, dataSaver, sizes ?? '(max-width: 768px) 100vw, 33vw', imageUrl);
  return (
    <TapToShow
      wait={dataSaver && !eager}
      alt={alt}
      width={width}
      height={height}
      // The empty image's box and background while it waits.
      className={`item-image--empty ${className ?? ''}`}
    >
      <img
        {...sources}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={className}
        // The frame's shape is known before the image arrives (cropped to fit), so nothing around it moves.
        style={{ aspectRatio: `${width} / ${height}`, objectFit: 'cover', ...style }}
      />
    </TapToShow>
  );
}
