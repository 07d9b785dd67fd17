// BMP images (allowed for training and event images by spec section 5) are converted to PNG in the browser before
// upload: the upload service re-encodes with sharp, which cannot read BMP, so it refuses them (415).
const BMP_TYPES = ['image/bmp', 'image/x-bmp', 'image/x-ms-bmp'];

export function isBmp(file: File): boolean {
  return BMP_TYPES.includes(file.type.toLowerCase()) || /\.bmp$/i.test(file.name);
}

function canConvert(): boolean {
  return typeof createImageBitmap === 'function' && typeof document !== 'undefined';
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/**
 * The file to upload: a BMP becomes a PNG of the same pixels (same name, .png); anything else is returned as is.
 * Where the browser has no createImageBitmap the BMP is sent unchanged and the service's answer is shown.
 * A BMP the browser cannot decode is refused here with a clear sentence.
 */
export async function toUploadableImage(file: File): Promise<File> {
  if (!isBmp(file) || !canConvert()) return file;
  const failure = new Error(
    `${file.name} could not be read as a BMP image. Please choose a PNG, JPEG, GIF or WebP file.`,
  );
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw failure;
  }
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw failure;
    context.drawImage(bitmap, 0, 0);
    const png = await canvasToPng(canvas);
    if (!png) throw failure;
    const name = `${file.name.replace(/\.bmp$/i, '')}.png`;
    return new File([png], name, { type: 'image/png', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
