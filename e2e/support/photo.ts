// A photo-like 4,000 x 3,000 JPEG (smooth gradients, shapes and sensor-like noise, ~4 MB at quality 92, as a
// 12-megapixel phone camera writes), for the data-saver measurements and tests.
import sharp from 'sharp';

export async function phonePhoto(width = 4000, height = 3000): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 36;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const wave = Math.sin(x / 97) * Math.cos(y / 131) * 40;
      const disc = Math.hypot(x - width * 0.6, y - height * 0.4) < height / 4 ? 60 : 0;
      pixels[i] = Math.max(0, Math.min(255, 90 + (x / width) * 120 + wave + disc + noise()));
      pixels[i + 1] = Math.max(0, Math.min(255, 70 + (y / height) * 110 - wave / 2 + noise()));
      pixels[i + 2] = Math.max(0, Math.min(255, 140 - (x / width) * 60 + disc / 2 + noise()));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 1, exif: { IFD0: { Make: 'E2E phone', Copyright: 'gps-secret' } } })
    .toBuffer();
}
