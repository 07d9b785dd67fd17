// One post image: srcset from the server's WebP variants, fixed box (no layout shift), lazy unless it is the LCP.
// With data saver on: the smallest variant only, and a 'Show image' tap below the first screen.
import { CoverImage } from '@/components/ui/cover-image';

export interface ImageSource {
  src: string;
  alt: string;
  variants?: { url: string; width: number }[];
}

export const POST_IMAGE_SIZES = '(min-width: 1200px) 640px, (min-width: 992px) 60vw, 100vw';

const POST_IMAGE_FRAME = { width: 800, height: 600, sizes: POST_IMAGE_SIZES };

export function PostImage({ image, priority = false }: { image: ImageSource; priority?: boolean }) {
  return (
    <CoverImage
      {...image}
      frame={POST_IMAGE_FRAME}
      className="post-image cover-image"
      eager={priority}
      priority={priority}
    />
  );
}
