// The sized WebP copies the server makes of an uploaded image: `image_variants[i]` lists those of `images[i]`
// (empty for an external image), and the portal offers them in srcset (as the server does in the preload of a page's
// first image, contract/first-screens.ts). No imports.

export interface ImageVariant {
  url: string;
  width: number;
}

/** `url 320w, url 640w, ...`, or undefined without variants; `toUrl` maps root-relative URLs to the API host. */
export function srcSetOf(
  variants: readonly ImageVariant[] | undefined,
  toUrl = (url: string) => url,
): string | undefined {
  return variants?.length ? variants.map((v) => `${toUrl(v.url)} ${v.width}w`).join(', ') : undefined;
}
