// A card's or post's image in a fixed box (its CSS class crops it to fit, so nothing moves when it arrives): srcset
// from the server's WebP variants, lazy below the first screen. With data saver on, the smallest variant only, and
// below the first screen (not `eager`) a 'Show image' tap first.
import type { ImageVariant } from '@contract/images';
import { useDataSaver } from '@/lib/data-saver';
import { imageSources } from '@/lib/image-sources';
import { TapToShow } from './tap-to-show';

/** The box of every image of one kind (a post's, a product card's): its size, and its srcset's sizes. */
export interface ImageFrame {
  width: number;
  height: number;
  sizes: string;
}

export interface CoverImageProps {
  src: string;
  variants?: readonly ImageVariant[];
  alt: string;
  frame: ImageFrame;
  /** The image's classes, which its tap-to-show stand-in takes too (the same box). */
  className: string;
  /** On the first screen: loads at once, and with data saver on shows without a tap. */
  eager: boolean;
  /** The page's largest image: fetched first (fetchpriority high). */
  priority: boolean;
}

export function CoverImage({ src, variants, alt, frame, className, eager, priority }: CoverImageProps) {
  const dataSaver = useDataSaver();
  const { width, height } = frame;
  return (
    <TapToShow wait={dataSaver && !eager} alt={alt} width={width} height={height} className={className}>
      <img
        className={className}
        {...imageSources(src, variants, dataSaver, frame.sizes)}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
    </TapToShow>
  );
}
