// The decisions of photo shrinking, apart from any canvas so they are cheap to test: how large a photo leaves the
// phone, in what format, and which files go unchanged (docs/data-saver.md).

/** Longest side sent: sharper than any screen the portal shows it on (the server keeps at most 2,000 px). */
export const SHRINK_MAX_SIDE = 1600;
/** Encoder quality: at 1,600 px a phone photo lands at about 250-400 KB, with no artefacts a phone screen shows. */
export const SHRINK_QUALITY = 0.8;
/** A file at or under the side limit and this size goes as it is (re-encoding it would save little, cost quality). */
export const SHRINK_SKIP_BYTES = 500 * 1024;
/** The largest file we try to shrink in the browser (a 48-megapixel phone photo is about 20 MB). */
export const SHRINK_INPUT_MAX_BYTES = 30 * 1024 * 1024;

/** Types the browser decodes and we re-encode; GIF is left alone (shrinking would lose its animation). */
const SHRINKABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export function isShrinkable(type: string): boolean {
  return SHRINKABLE_TYPES.includes(type);
}

/** The size a width x height photo is drawn at: the long side at most `maxSide`, the aspect kept, never enlarged. */
export function shrunkSize(
  width: number,
  height: number,
  maxSide = SHRINK_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** True when a decoded photo of this size and file size is sent unchanged. */
export function keepAsIs(file: { size: number }, width: number, height: number): boolean {
  return Math.max(width, height) <= SHRINK_MAX_SIDE && file.size <= SHRINK_SKIP_BYTES;
}

/**
 * The format to encode into: JPEG for photos; WebP for PNG and WebP sources (they may be transparent, and JPEG has
 * no alpha). A browser that cannot encode WebP gives back PNG; the caller then keeps whichever file is smaller.
 */
export function outputTypeFor(type: string): 'image/jpeg' | 'image/webp' {
  return type === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
}

/** The new file's name: the same base name with the extension of the type it now has. */
export function renamedFor(name: string, type: string): string {
  const ext = type === 'image/jpeg' ? 'jpg' : (type.split('/')[1] ?? 'img');
  const base = name.replace(/\.[a-z0-9]{1,5}$/i, '') || 'photo';
  return `${base}.${ext}`;
}
