// Renders the portal's icons from src/assets/logo.svg into public/ (Vite copies public/ to the top of dist/):
// favicon.ico (16, 32, 48 px PNGs packed into one ICO), apple-touch-icon.png (180), icon-192.png, icon-512.png and
// icon-maskable-512.png, and share-card.png, the 1200×630 card link previews show for a page without an image of its
// own (server/plugins/static-portal.ts). The outputs are committed, so the server does no image work at start; run it again after
// changing the logo: node --import tsx scripts/make-icons.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { BRAND_URI_COLOURS } from './brand-bootstrap';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOGO = readFileSync(path.join(ROOT, 'src/assets/logo.svg'));
/** The logo's viewBox side: the density that renders it at a given size follows from it. */
const LOGO_VIEWBOX = 32;
const BRAND = `#${BRAND_URI_COLOURS.primary}`;
export const FAVICON_SIZES = [16, 32, 48] as const;

/** The logo drawn at size × size px, straight from the vector (no upscaled bitmap). */
function logo(size: number) {
  return sharp(LOGO, { density: (72 * size) / LOGO_VIEWBOX }).resize(size, size);
}

/**
 * An ICO file whose images are PNGs (understood by every browser since IE 11 / Windows Vista): a 6-byte ICONDIR,
 * one 16-byte ICONDIRENTRY per image, then the PNG bytes. Width and height 0 mean 256.
 */
export function packIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

/** The sharing card's size: what Facebook, X, LinkedIn and WhatsApp previews ask for (1.91:1). */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

/**
 * The default sharing card: the logo large on the cream page, the product's name and what the portal offers in the
 * brand's ink, a band of the brand colour at the foot. Text is drawn by librsvg with the system's sans-serif (the
 * brand face is a 7.6 KB woff2 subset librsvg cannot read); it is a picture, so no font travels with it.
 */
function shareCard() {
  const { width, height } = SHARE_CARD;
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#fbf7f2"/>
    <rect y="${height - 36}" width="${width}" height="36" fill="${BRAND}"/>
    <text x="440" y="250" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="112" fill="${BRAND}">CLAP</text>
    <text x="440" y="325" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="46" fill="#2b211c">Creative Economy Portal</text>
    <text x="440" y="400" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="28" fill="#5e524b">Creatives, businesses and partners:</text>
    <text x="440" y="442" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="28" fill="#5e524b">tools, opportunities, training, products</text>
    <text x="440" y="484" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="28" fill="#5e524b">and funding.</text>
  </svg>`;
  return logo(300)
    .png()
    .toBuffer()
    .then((mark) =>
      sharp(Buffer.from(text)).composite([{ input: mark, left: 90, top: (height - 36 - 300) / 2 }]),
    );
}

async function main() {
  const out = path.join(ROOT, 'public');
  mkdirSync(out, { recursive: true });
  const write = (name: string, data: Buffer) => writeFileSync(path.join(out, name), data);
  const png = (image: Sharp) => image.png({ compressionLevel: 9 }).toBuffer();

  const favicons = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({ size, png: await png(logo(size)) })),
  );
  write('favicon.ico', packIco(favicons));
  // iOS paints a transparent corner black and rounds the icon itself: the logo full-bleed on the brand colour.
  write('apple-touch-icon.png', await png(logo(180).flatten({ background: BRAND })));
  write('icon-192.png', await png(logo(192)));
  write('icon-512.png', await png(logo(512)));
  // A maskable icon may be cut to any shape inside the central circle of 80% diameter: the logo at 62.5% (its mark
  // spans about a third of that) on a full square of the brand colour, so nothing of it is lost to a mask.
  const inner = 320;
  const maskable = sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } }).composite([
    { input: await png(logo(inner)), left: (512 - inner) / 2, top: (512 - inner) / 2 },
  ]);
  write('icon-maskable-512.png', await png(maskable));
  write('share-card.png', await png(await shareCard()));
}

await main();
