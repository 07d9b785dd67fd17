// An avatar or thumbnail drawn small (36-72 px): it loads the upload's 320 px WebP copy (~10-20 KB) instead of the
// full image (up to 2,000 px), data saver on or off. An upload narrower than 320 px has no such copy, and an image
// from another host none at all: then the original loads instead.
import type { ImgHTMLAttributes } from 'react';
import { smallCopyOf } from '@/lib/image-sources';

export function SmallImage({
  src,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  return (
    <img
      {...props}
      src={smallCopyOf(src)}
      // Once only: the original replaces the missing copy (a broken original stays broken, with no loop).
      onError={(event) => {
        if (event.currentTarget.getAttribute('src') !== src) event.currentTarget.src = src;
      }}
    />
  );
}
