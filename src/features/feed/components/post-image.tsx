// One post image: srcset from the server's WebP variants, fixed box (no layout shift), lazy unless it is the LCP.
// With data saver on: the smallest variant only, and a 'Show image' tap below the first screen.
import { TapToShow } from '@/components/ui/tap-to-show';
import { useDataSaver } from '@/lib/data-saver';
import { imageSources } from '@/lib/image-sources';

export interface ImageSource {
  src: string;
  alt: string;
  variants?: { url: string; width: number }[];
}

export const POST_IMAGE_SIZES = '(min-width: 1200px) 640px, (min-width: 992px) 60vw, 100vw';

export function PostImage({ image, priority = false }: { image: ImageSource; priority?: boolean }) {
  const dataSaver = useDataSaver();
  const sources = imageSources(image.src, image.variants, dataSaver, POST_IMAGE_SIZES);
  return (
    <TapToShow
      wait={dataSaver && !priority}
      alt={image.alt}
      width={800}
      height={600}
      className="post-image cover-image"
    >
      <img
        className="post-image cover-image"
        {...sources}
        alt={image.alt}
        width={800}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
    </TapToShow>
  );
}
