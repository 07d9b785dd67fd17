// Which bytes an image costs: srcset from the server's WebP variants, the smallest variant for data saver, and the
// small copy of a thumbnail (docs/data-saver.md).
import { srcSetOf, type ImageVariant } from '@contract/images';

export { srcSetOf };

/** The smallest variant the server makes of every upload at least this wide (server/lib/image-store.ts). */
export const SMALL_VARIANT_WIDTH = 320;

/** The narrowest variant: the first, as the server lists them narrowest first (the product thumbnails relied on it). */
export function smallestVariant(variants: readonly ImageVariant[] | undefined): ImageVariant | undefined {
  return variants?.[0];
}

/**
 * The src/srcset/sizes of an image: every variant normally; with data saver on, only the smallest (a 320 px WebP of
 * ~15-30 KB instead of up to 1080 px).
 */
export function imageSources(
  src: string,
  variants: readonly ImageVariant[] | undefined,
  dataSaver: boolean,
  sizes: string,
  toUrl = (url: string) => url,
): { src: string; srcSet?: string; sizes?: string } {
  if (dataSaver) return { src: toUrl(smallestVariant(variants)?.url ?? src) };
  const srcSet = srcSetOf(variants, toUrl);
  return { src: toUrl(src), srcSet, sizes: srcSet && sizes };
}

/**
 * The 320 px WebP copy of one of our uploads (`/uploads/<id>.png|jpg` on any host -> `/uploads/<id>-320.webp`), for
 * avatars and thumbnails whose answers carry no variants; other URLs come back unchanged. An upload narrower than
 * 320 px has no such copy: <SmallImage> falls back to the original when it fails to load.
 */
export function smallCopyOf(url: string): string {
  return url.replace(/(\/uploads\/[a-f0-9]{32})\.(png|jpg)$/, '$1-320.webp'); // 320: SMALL_VARIANT_WIDTH
}
