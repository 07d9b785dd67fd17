// The sized WebP copies the server makes of an uploaded image: `image_variants[i]` lists those of `images[i]`
// (empty for an external image), and the portal offers them in srcset. Pure types, no imports.

export interface ImageVariant {
  url: string;
  width: number;
}
