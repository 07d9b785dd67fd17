// Stores images safely: the type is judged by magic bytes, the pixels are re-encoded with sharp (metadata
// stripped, pixel limit enforced), WebP variants are made at a few widths, and every file is written whole through
// the UploadStore (disk or bucket) before the database row that names it.
// Memory is bounded: the source is decoded once (straight to the main size) and every output is made from that
// small copy; at most IMAGE_CONCURRENCY images are worked on at once, with a short line behind them.
import { randomBytes } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { HttpError } from './http-errors';
import type { UploadStore } from './upload-store';
import { createWorkLimiter, type WorkLimiter } from './work-limiter';

/** Widths of the WebP variants the feed uses in srcset; the widest (1200 px) is also the link-preview image
 * (og:image), the width chat apps and social sites show large (docs/sharing.md). */
export const VARIANT_WIDTHS = [320, 640, 1080, 1200] as const;
/** Refuse decompression bombs: 24 megapixels is what phone cameras produce (6000 x 4000). */
export const MAX_PIXELS = 24_000_000;
/** Longest side kept for the main file. */
const MAX_SIDE = 2000;

/** The 413 sentence for a file over UPLOAD_MAX_BYTES, e.g. 'The file is too large (maximum 5 MB).' */
export function fileTooLargeMessage(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  const size = mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.max(1, Math.round(maxBytes / 1024))} KB`;
  return `The file is too large (maximum ${size}).`;
}

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif';
export type FileKind = ImageKind | 'pdf';

/** Identifies a file by its first bytes; the claimed type and extension are never trusted. */
export function sniffType(buffer: Buffer): FileKind | null {
  if (
    buffer.length >= 8 &&
    buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  if (
    buffer.length >= 12 &&
    buffer.toString('ascii', 0, 4) === 'RIFF' &&
    buffer.toString('ascii', 8, 12) === 'WEBP'
  )
    return 'webp';
  if (buffer.length >= 6 && /^GIF8[79]a$/.test(buffer.toString('ascii', 0, 6))) return 'gif';
  if (buffer.length >= 5 && buffer.toString('ascii', 0, 5) === '%PDF-') return 'pdf';
  return null;
}

/** One sized WebP copy of an upload, as its row lists it (uploads.variants). */
export interface UploadVariant {
  width: number;
  name: string;
  mime: string;
}

export interface StoredImage {
  /** Root-relative URL of the main file, e.g. /uploads/ab12....webp */
  url: string;
  name: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  variants: UploadVariant[];
  /** Bytes written to the store: the main file and every variant (the upload metrics count these). */
  storedBytes: number;
}

/** Where upload URLs point: this server's /uploads, or S3_PUBLIC_URL when set (docs/uploads.md, "Serving"). */
export interface UploadUrls {
  publicUrl: string;
  s3PublicUrl?: string;
}

/** The URL browsers fetch an upload from: `<S3_PUBLIC_URL>/<name>` when set, else root-relative `/uploads/<name>`. */
export function publicUploadUrl(name: string, urls: UploadUrls): string {
  return urls.s3PublicUrl ? `${urls.s3PublicUrl}/${name}` : `/uploads/${name}`;
}

/** A stored image URL as browsers fetch it: one of our uploads at publicUploadUrl, anything else as stored. */
export function publicImageUrl(url: string, urls: UploadUrls): string {
  if (!urls.s3PublicUrl) return url;
  const name = uploadNameFromUrl(url, urls);
  return name ? publicUploadUrl(name, urls) : url;
}

/** Where answers carry profile pictures: a creative's photo, a business's or partner's logo, every cover. */
const PROFILE_IMAGE_KEYS = ['photo', 'logo', 'cover_photo'] as const;

/**
 * `row` with its profile pictures (photo, logo, cover_photo, where present) at their public URLs, like every other
 * image (the database keeps `/uploads/<name>`); without S3_PUBLIC_URL the row itself.
 */
export function withPublicProfileImages<T extends object>(row: T, urls: UploadUrls): T {
  if (!urls.s3PublicUrl) return row;
  const out = { ...row } as Record<string, unknown>;
  for (const key of PROFILE_IMAGE_KEYS) {
    const value = out[key];
    if (typeof value === 'string') out[key] = publicImageUrl(value, urls);
  }
  return out as T;
}

// libvips' operation cache keeps recent images' pixels alive after the request is answered, and its per-image
// thread pool multiplies buffers by the core count: the work limiter already decides how many images run at once.
sharp.cache(false);
sharp.concurrency(1);

let imageWork: WorkLimiter = createWorkLimiter({ concurrency: 2, queue: 10 });

/** Sets how many images this process works on at once and how many may wait (IMAGE_CONCURRENCY, IMAGE_QUEUE). */
export function configureImageWork(limits: { concurrency: number; queue: number }): void {
  imageWork = createWorkLimiter(limits);
}

/**
 * An onRequest hook for image routes: when the image line is already full, answer 503 before the (up to
 * UPLOAD_MAX_BYTES) body is read into memory. Requests that pass may still be refused by writeImage.
 */
export async function refuseWhenImageWorkFull(): Promise<void> {
  imageWork.refuseIfFull();
}

interface Rendered {
  main: { data: Buffer; info: OutputInfo };
  variants: { width: number; data: Buffer }[];
}

/**
 * Decodes `input` once, straight to the main file's size (JPEG shrinks while it decodes), into raw pixels, and
 * makes the main file and every WebP variant from those pixels: one decode of the source whatever the number of
 * outputs, and the largest buffer held is the main size (at most 2000 x 2000 x 4 bytes). The outputs are encoded
 * one after another so one image never takes more than one of libuv's threads.
 */
async function renderImage(input: Buffer, kind: ImageKind, withVariants = true): Promise<Rendered> {
  try {
    // rotate() applies EXIF orientation before the metadata is dropped (sharp drops it unless told to keep it).
    const decoded = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'truncated', animated: false })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = decoded.info;
    const pixels = () => sharp(decoded.data, { raw: { width, height, channels } });
    // Photos keep their format family (JPEG stays JPEG); everything else becomes PNG.
    const main =
      kind === 'jpeg'
        ? await pixels().jpeg({ quality: 82, mozjpeg: true }).toBuffer({ resolveWithObject: true })
        : await pixels().png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
    const variants: Rendered['variants'] = [];
    if (!withVariants) return { main, variants };
    const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
    widths.push(Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]));
    for (const variantWidth of new Set(widths)) {
      variants.push({
        width: variantWidth,
        data: await pixels().resize({ width: variantWidth }).webp({ quality: 72 }).toBuffer(),
      });
    }
    return { main, variants };
  } catch (error) {
    const message = String((error as Error).message ?? '');
    if (/pixel limit/i.test(message)) throw new HttpError(413, 'The image has too many pixels.');
    throw new HttpError(400, 'The image is damaged or incomplete.');
  }
}

/**
 * Re-encodes an image and writes its main file and variants to the store; the caller records the row that names
 * them (services/uploads.ts, storeImage). Throws HttpError 4xx for anything that is not a whole, decodable PNG,
 * JPEG, WebP or GIF within the pixel limit, and 503 (with Retry-After) when too many images are already being
 * worked on; `waitForSlot` (start-up work) waits instead. A failed write removes what it had written.
 */
export async function writeImage(
  store: UploadStore,
  input: Buffer,
  options: { waitForSlot?: boolean } = {},
): Promise<StoredImage> {
  if (input.length === 0) throw new HttpError(400, 'The file is empty.');
  const kind = sniffType(input);
  if (!kind || kind === 'pdf') throw new HttpError(415, 'Only PNG, JPEG, WebP or GIF images are accepted.');

  const { main, variants } = await imageWork.run(() => renderImage(input, kind), {
    waitForSlot: options.waitForSlot,
  });

  const id = randomBytes(16).toString('hex');
  const ext = kind === 'jpeg' ? 'jpg' : 'png';
  const name = `${id}.${ext}`;
  const mime = kind === 'jpeg' ? 'image/jpeg' : 'image/png';
  const variantRows: UploadVariant[] = variants.map((v) => ({
    width: v.width,
    name: `${id}-${v.width}.webp`,
    mime: 'image/webp',
  }));
  const written: string[] = [];
  try {
    for (const [index, variant] of variants.entries()) {
      await store.put('public', variantRows[index].name, variant.data, 'image/webp');
      written.push(variantRows[index].name);
    }
    // The main file goes last: its row and name are what content refers to.
    await store.put('public', name, main.data, mime);
    written.push(name);
  } catch (error) {
    // No row names these objects: remove them (a store that is down now leaves them; the error that matters is the
    // first one, so a failed clean-up does not replace it).
    await store.remove('public', written).catch(() => undefined);
    throw error;
  }
  return {
    url: `/uploads/${name}`,
    name,
    mime,
    width: main.info.width,
    height: main.info.height,
    bytes: main.data.length,
    variants: variantRows,
    storedBytes: main.data.length + variants.reduce((sum, variant) => sum + variant.data.length, 0),
  };
}

/**
 * Re-encodes an image without recording or serving it (private documents): the same checks, decode, metadata
 * stripping and work limit as writeImage, the main file only. JPEG stays JPEG; everything else becomes PNG.
 */
export async function reencodeImage(
  input: Buffer,
): Promise<{ data: Buffer; mime: 'image/png' | 'image/jpeg' }> {
  const kind = sniffType(input);
  if (!kind || kind === 'pdf') throw new HttpError(415, 'Only PNG, JPEG, WebP or GIF images are accepted.');
  const { main } = await imageWork.run(() => renderImage(input, kind, false));
  return { data: main.data, mime: kind === 'jpeg' ? 'image/jpeg' : 'image/png' };
}

const MAIN_UPLOAD_NAME = /^[a-f0-9]{32}\.(?:png|jpg)$/;

/**
 * The upload name inside a URL we serve, else null: `/uploads/<name>` (also absolute on PUBLIC_URL) or
 * `<S3_PUBLIC_URL>/<name>`. Content keeps `/uploads/<name>` whichever form came in, so it survives a change of
 * S3_PUBLIC_URL.
 */
export function uploadNameFromUrl(url: string, urls: UploadUrls): string | null {
  if (urls.s3PublicUrl && url.startsWith(`${urls.s3PublicUrl}/`)) {
    const name = url.slice(urls.s3PublicUrl.length + 1);
    return MAIN_UPLOAD_NAME.test(name) ? name : null;
  }
  let pathname: string;
  try {
    const parsed = new URL(url, urls.publicUrl);
    if (parsed.origin !== new URL(urls.publicUrl).origin) return null;
    pathname = parsed.pathname;
  } catch {
    return null;
  }
  const match = /^\/uploads\/(.+)$/.exec(pathname);
  return match && MAIN_UPLOAD_NAME.test(match[1]) ? match[1] : null;
}
