// One post image: srcset from the server's WebP variants, fixed box (no layout shift), lazy unless it is the LCP.
export interface ImageSource {
  src: string;
  alt: string;
  variants?: { url: string; width: number }[];
}

export const POST_IMAGE_SIZES = '(min-width: 1200px) 640px, (min-width: 992px) 60vw, 100vw';

export function PostImage({ image, priority = false }: { image: ImageSource; priority?: boolean }) {
  const srcSet =
    image.variants && image.variants.length > 0
      ? image.variants.map((v) => `${v.url} ${v.width}w`).join(', ')
      : undefined;
  return (
    <img
      className="post-image cover-image"
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? POST_IMAGE_SIZES : undefined}
      alt={image.alt}
      width={800}
      height={600}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
