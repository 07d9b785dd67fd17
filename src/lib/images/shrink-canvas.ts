// Draws a photo at its shrunk size and encodes it: one routine for the Web Worker (OffscreenCanvas) and the main
// thread (a canvas element), so both paths give the same file. `null` means "send the original".
import { keepAsIs, outputTypeFor, SHRINK_QUALITY, shrunkSize } from './shrink-rules';

export interface ShrinkOutput {
  blob: Blob;
  width: number;
  height: number;
}

/** A canvas of the given size that can draw and encode: OffscreenCanvas in a worker, a <canvas> on the page. */
export type CanvasFactory = (
  width: number,
  height: number,
) => {
  context: {
    drawImage(image: ImageBitmap, x: number, y: number, width: number, height: number): void;
  } | null;
  encode: (type: string, quality: number) => Promise<Blob | null>;
};

export const offscreenCanvas: CanvasFactory = (width, height) => {
  const canvas = new OffscreenCanvas(width, height);
  return {
    context: canvas.getContext('2d'),
    encode: (type, quality) => canvas.convertToBlob({ type, quality }),
  };
};

export const elementCanvas: CanvasFactory = (width, height) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return {
    context: canvas.getContext('2d'),
    encode: (type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality)),
  };
};

/**
 * Decodes `file` with its EXIF orientation applied, draws it at most SHRINK_MAX_SIDE on its long side and encodes it
 * (the encoder writes no metadata: the location and camera details stay on the phone). Returns null when the file
 * should go as it is: already small, or the re-encoded file would not be smaller.
 */
export async function shrinkOnCanvas(file: Blob, makeCanvas: CanvasFactory): Promise<ShrinkOutput | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    if (keepAsIs(file, bitmap.width, bitmap.height)) return null;
    const size = shrunkSize(bitmap.width, bitmap.height);
    const canvas = makeCanvas(size.width, size.height);
    if (!canvas.context) return null;
    canvas.context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await canvas.encode(outputTypeFor(file.type), SHRINK_QUALITY);
    if (!blob || blob.size === 0 || blob.size >= file.size) return null;
    return { blob, ...size };
  } finally {
    bitmap.close();
  }
}
