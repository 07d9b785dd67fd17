// Images referenced by content: checks that each URL is an upload of this server (or on an allowed host), stores
// our uploads under one canonical root-relative URL, and looks up the WebP variants the feed uses in srcset. On the
// way out, our uploads (and the author's photo or logo) point at S3_PUBLIC_URL when it is set (docs/uploads.md,
// "Serving").
import type { Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { Database, UploadVariant } from '../db/tables';
import type { ImageVariant } from '../../contract/images';
import { normaliseWebUrl } from '../../contract/web-url';
import {
  publicImageUrl,
  publicUploadUrl,
  uploadNameFromUrl,
  withPublicProfileImages,
  type UploadUrls,
} from '../lib/image-store';
import { InvalidInputError } from '../lib/domain-errors';

export const FOREIGN_IMAGE_MESSAGE = 'Images must be uploaded through the portal.';

export interface ImageRules extends UploadUrls {
  allowedHosts: string[];
  /** Only PNG uploads (the spec's opportunity image). External images cannot be checked and are allowed. */
  pngOnly?: boolean;
}

function externalHostAllowed(url: string, allowedHosts: string[]): boolean {
  if (allowedHosts.length === 0) return false;
  // The same rule as every stored address (http(s), a plain real host, no user@), then the allow-list.
  const plain = normaliseWebUrl(url);
  if (plain === null) return false;
  const parsed = new URL(plain);
  return (
    allowedHosts.includes(parsed.host.toLowerCase()) || allowedHosts.includes(parsed.hostname.toLowerCase())
  );
}

/**
 * Returns the URLs to store: `/uploads/<name>` for our uploads (one query for all), external URLs as given.
 * Throws InvalidInputError (answered 400) for anything else, or for a non-PNG upload when `pngOnly`.
 */
export async function checkImages(
  db: DB | Transaction<Database>,
  urls: string[],
  rules: ImageRules,
): Promise<string[]> {
  const names = urls.map((url) => uploadNameFromUrl(url.trim(), rules));
  const local = [...new Set(names.filter((n): n is string => n !== null))];
  const known = new Map<string, string>();
  if (local.length > 0) {
    const rows = await db.selectFrom('uploads').select(['name', 'mime']).where('name', 'in', local).execute();
    for (const row of rows) known.set(row.name, row.mime);
  }
  return urls.map((raw, index) => {
    const url = raw.trim();
    const name = names[index];
    if (name) {
      const mime = known.get(name);
      if (!mime) throw new InvalidInputError(FOREIGN_IMAGE_MESSAGE);
      if (rules.pngOnly && mime !== 'image/png') throw new InvalidInputError('The image must be a PNG.');
      return `/uploads/${name}`;
    }
    if (externalHostAllowed(url, rules.allowedHosts)) return url;
    throw new InvalidInputError(FOREIGN_IMAGE_MESSAGE);
  });
}

type StoredVariants = Record<string, UploadVariant[]>;

/**
 * For each item, `image_variants[i]` lists the sized WebP variants of `images[i]` (empty for external images).
 * Items from a content list carry their uploads' variants (`upload_variants`, read in the list's own query);
 * for others, one query for the whole list. With S3_PUBLIC_URL our uploads in `images` are given as their public
 * URLs too.
 */
export async function attachImageVariants<T extends { images: string[]; upload_variants?: StoredVariants }>(
  db: DB | Transaction<Database>,
  items: T[],
  urls: UploadUrls,
): Promise<(Omit<T, 'upload_variants'> & { image_variants: ImageVariant[][] })[]> {
  const stored: StoredVariants = {};
  const names = new Set<string>();
  for (const item of items) {
    if (item.upload_variants) Object.assign(stored, item.upload_variants);
    else {
      for (const url of item.images) {
        const name = uploadNameFromUrl(url, urls);
        if (name) names.add(name);
      }
    }
  }
  if (names.size > 0) {
    const rows = await db
      .selectFrom('uploads')
      .select(['name', 'variants'])
      .where('name', 'in', [...names])
      .execute();
    for (const row of rows) stored[row.name] = row.variants;
  }
  const variants = new Map<string, ImageVariant[]>();
  for (const [name, list] of Object.entries(stored)) {
    variants.set(
      name,
      (Array.isArray(list) ? list : [])
        .map((v) => ({ url: publicUploadUrl(v.name, urls), width: v.width }))
        .sort((a, b) => a.width - b.width),
    );
  }
  return items.map(({ upload_variants: _stored, ...item }) => ({
    ...item,
    // Without S3_PUBLIC_URL the stored form (/uploads/<name>) is already what browsers fetch.
    images: urls.s3PublicUrl ? item.images.map((url) => publicImageUrl(url, urls)) : item.images,
    // The author's photo or logo goes the same way as the item's images.
    ...('author' in item && item.author && typeof item.author === 'object'
      ? { author: withPublicProfileImages(item.author, urls) }
      : {}),
    image_variants: item.images.map((url) => {
      const name = uploadNameFromUrl(url, urls);
      return (name && variants.get(name)) || [];
    }),
  }));
}
