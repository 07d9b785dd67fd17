// A content resource's images under the server's rules, set up once for posts, products, tools, events,
// opportunities and calls: the uploads' public addresses and the allowed external hosts come from the config.
import type { FastifyInstance } from 'fastify';
import type { UploadVariant } from '../db/tables';
import { attachImageVariants, checkImages } from '../repositories/content-images';

/**
 * `storedImages(urls)`: the URLs to store (our uploads, or allowed external images; `pngOnly` for the spec's
 * opportunity image); `withVariants(items)`: the items as answers give them, with their images' WebP variants.
 */
export function contentImages(app: FastifyInstance, { pngOnly = false } = {}) {
  const rules = {
    publicUrl: app.config.publicUrl,
    s3PublicUrl: app.config.s3PublicUrl,
    allowedHosts: app.config.allowedImageHosts,
    pngOnly,
  };
  return {
    storedImages: (urls: string[]) => checkImages(app.db, urls, rules),
    withVariants: <T extends { images: string[]; upload_variants?: Record<string, UploadVariant[]> }>(
      items: T[],
    ) => attachImageVariants(app.db, items, app.config),
  };
}
