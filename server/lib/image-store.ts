// Stores images safely: the type is judged by magic bytes, the pixels are re-encoded with sharp (metadata
// stripped, pixel limit enforced), WebP variants are made at a few widths, and every file is written to a
// temporary name and renamed into place, so a crash never leaves a partial file under a real name.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import type { DB } from '../db/database';
import type { UploadVariant } from '../db/tables';
import { HttpError } from './http-errors';

/** Widths of the WebP variants the feed uses in srcset. */
export const VARIANT_WIDTHS = [320, 640, 1080] as const;
/** Refuse decompression bombs: 40 megapixels is far above any phone photo the portal needs. */
export const MAX_PIXELS = 40_000_000;
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
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  if (buffer.length >= 12 && buffer.toString('ascii', 0, 4) === 'RIFF' && buffer.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  if (buffer.length >= 6 && /^GIF8[79]a$/.test(buffer.toString('ascii', 0, 6))) return 'gif';
  if (buffer.length >= 5 && buffer.toString('ascii', 0, 5) === '%PDF-') return 'pdf';
  return null;
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
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

async function writeAtomically(dir: string, name: string, data: Buffer): Promise<void> {
  const tmp = path.join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
  try {
    await writeFile(tmp, data, { flag: 'wx' });
    await rename(tmp, path.join(dir, name));
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/**
 * Re-encodes an image and records it in `uploads`. Throws HttpError 4xx for anything that is not a whole,
 * decodable PNG, JPEG, WebP or GIF within the pixel limit.
 */
export async function storeImage(db: DB, dataDir: string, input: Buffer, ownerId: number | null = null): Promise<StoredImage> {
  if (input.length === 0) throw new HttpError(400, 'The file is empty.');
  const kind = sniffType(input);
  if (!kind || kind === 'pdf') throw new HttpError(415, 'Only PNG, JPEG, WebP or GIF images are accepted.');

  let main: { data: Buffer; info: OutputInfo };
  let variants: { width: number; data: Buffer }[];
  try {
    const source = () => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'truncated', animated: false });
    const meta = await source().metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    // Photos keep their format family (JPEG stays JPEG); everything else becomes PNG. rotate() applies EXIF
    // orientation before the metadata is dropped (sharp drops it unless told to keep it).
    const base = source().rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    main = kind === 'jpeg'
      ? await base.jpeg({ quality: 82, mozjpeg: true }).toBuffer({ resolveWithObject: true })
      : await base.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
    const widths: number[] = VARIANT_WIDTHS.filter((w) => w < main.info.width);
    widths.push(Math.min(main.info.width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]));
    variants = await Promise.all(
      [...new Set(widths)].map(async (width) => ({
        width,
        data: await source().rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer(),
      })),
    );
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = String((error as Error).message ?? '');
    if (/pixel limit/i.test(message)) throw new HttpError(413, 'The image has too many pixels.');
    throw new HttpError(400, 'The image is damaged or incomplete.');
  }

  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const id = randomBytes(16).toString('hex');
  const ext = kind === 'jpeg' ? 'jpg' : 'png';
  const name = `${id}.${ext}`;
  const variantRows: UploadVariant[] = variants.map((v) => ({ width: v.width, name: `${id}-${v.width}.webp`, mime: 'image/webp' }));
  const written: string[] = [];
  try {
    for (const [index, variant] of variants.entries()) {
      await writeAtomically(dir, variantRows[index].name, variant.data);
      written.push(variantRows[index].name);
    }
    // The main file goes last: its row and name are what content refers to.
    await writeAtomically(dir, name, main.data);
    written.push(name);
    await db
      .insertInto('uploads')
      .values({
        name,
        mime: kind === 'jpeg' ? 'image/jpeg' : 'image/png',
        bytes: main.data.length,
        width: main.info.width,
        height: main.info.height,
        variants: JSON.stringify(variantRows),
        owner_id: ownerId,
      })
      .execute();
  } catch (error) {
    await Promise.all(written.map((file) => rm(path.join(dir, file), { force: true })));
    throw error;
  }
  return {
    url: `/uploads/${name}`,
    name,
    mime: kind === 'jpeg' ? 'image/jpeg' : 'image/png',
    width: main.info.width,
    height: main.info.height,
    bytes: main.data.length,
    variants: variantRows,
  };
}

/** Removes an upload's files and row (account deletion). Missing files are not an error. */
export async function deleteUploads(db: DB, dataDir: string, names: string[]): Promise<void> {
  if (names.length === 0) return;
  const rows = await db.selectFrom('uploads').select(['name', 'variants']).where('name', 'in', names).execute();
  await db.deleteFrom('uploads').where('name', 'in', names).execute();
  const dir = uploadsDir(dataDir);
  await Promise.all(
    rows.flatMap((row) => [row.name, ...(row.variants ?? []).map((v) => v.name)]).map((file) => rm(path.join(dir, file), { force: true })),
  );
}

/** The upload name inside a URL we serve (/uploads/<name> or an absolute URL on PUBLIC_URL), else null. */
export function uploadNameFromUrl(url: string, publicUrl: string): string | null {
  let pathname: string;
  try {
    const parsed = new URL(url, publicUrl);
    if (parsed.origin !== new URL(publicUrl).origin) return null;
    pathname = parsed.pathname;
  } catch {
    return null;
  }
  const match = /^\/uploads\/([a-f0-9]{32}\.(?:png|jpg))$/.exec(pathname);
  return match ? match[1] : null;
}
