// Which bytes an image costs: srcset from the server's WebP variants, the smallest variant for data saver, and the
// small copy of a thumbnail (docs/data-saver.md).
import type { ImageVariant } from '@contract/images';

/** The smallest variant the server makes of every upload at least this wide (server/lib/image-store.ts). */
export const SMALL_VARIANT_WIDTH = 320;

/** `url 320w, url 640w, ...`, or undefined without variants; `toUrl` maps root-relative URLs to the API host. */
export function srcSetOf(variants: readonly ImageVariant[] | undefined, toUrl: (url: string) => string = (url) => url): string | undefined {
  return variants && variants.length > 0 ? variants.map((v) => `${toUrl(v.url)} ${v.width}w`).join(', ') : undefined;
}

/** The narrowest variant, or undefined. */
export function smallestVariant(variants: readonly ImageVariant[] | undefined): ImageVariant | undefined {
  return variants?.reduce<ImageVariant | undefined>((best, v) => (!best || v.width < best.width ? v : best), undefined);
}

/**
 * The srcset/src/sizes of an image: every variant normally; with data saver on, only the smallest (a 320 px WebP of
 * ~15-30 KB instead of up to 1080 px).
 */
export function imageSources(
  src: string,
  variants: readonly ImageVariant[] | undefined,
  options: { dataSaver: boolean; sizes: string; toUrl?: (url: string) => string },
): { src: string; srcSet?: string; sizes?: string } {
  const toUrl = options.toUrl ?? ((url: string) => url);
  if (options.dataSaver) {
    const smallest = smallestVariant(variants);
    return { src: toUrl(smallest?.url ?? src) };
  }
  const srcSet = srcSetOf(variants, toUrl);
  return { src: toUrl(src), srcSet, sizes: srcSet ? options.sizes : undefined };
}

/**
 * The 320 px WebP copy of one of our uploads (`/uploads/<id>.png|jpg` on any host -> `/uploads/<id>-320.webp`), for
 * avatars and thumbnails whose answers carry no variants; other URLs come back unchanged. An upload narrower than
 * 320 px has no such copy: <SmallImage> falls back to the original when it fails to load.
 */
export function smallCopyOf(url: string): string {
  return url.replace(/\/uploads\/([a-f0-9]{32})\.(?:png|jpg)(?=$|[?#])/, `/uploads/$1-${SMALL_VARIANT_WIDTH}.webp`);
}
