// Demo images, drawn at seed time (no files shipped, no network) and stored through the same image store as real
// uploads: an illustration of its subject for every demo item (illustrations.ts), and unlabelled gradients with a
// simple shape for profile photos, logos and the partners' covers.
import sharp from 'sharp';
import type { DB } from '../database';
import { storeImage } from '../../services/uploads';
import type { UploadStore } from '../../lib/upload-store';
import { illustrationSvg, type ArtKey } from './illustrations';

const PALETTES: [string, string][] = [
  ['#0b6e4f', '#f4a259'],
  ['#3d348b', '#f7b801'],
  ['#8e2c48', '#f18f01'],
  ['#006d77', '#83c5be'],
  ['#283618', '#dda15e'],
  ['#1d3557', '#e63946'],
  ['#6a4c93', '#8ac926'],
  ['#bc4749', '#f2e8cf'],
  ['#005f73', '#ee9b00'],
  ['#2b2d42', '#ef233c'],
  ['#386641', '#a7c957'],
  ['#7f5539', '#e6ccb2'],
  ['#14213d', '#fca311'],
  ['#5e548e', '#e0b1cb'],
  ['#0077b6', '#90e0ef'],
  ['#9d0208', '#ffba08'],
];

/** Pictures of one subject an item may have: two (the second framed differently), so a carousel has two. */
export const MAX_PICTURES_PER_ITEM = 2;

function shape(index: number, w: number, h: number): string {
  switch (index % 4) {
    case 0:
      return `<circle cx="${w * 0.7}" cy="${h * 0.42}" r="${h * 0.26}" fill="#ffffff" fill-opacity="0.28"/>`;
    case 1:
      return `<rect x="${w * 0.12}" y="${h * 0.16}" width="${w * 0.34}" height="${h * 0.5}" rx="${h * 0.04}" fill="#ffffff" fill-opacity="0.24" transform="rotate(-8 ${w * 0.3} ${h * 0.4})"/>`;
    case 2:
      return `<polygon points="${w * 0.5},${h * 0.12} ${w * 0.78},${h * 0.68} ${w * 0.22},${h * 0.68}" fill="#ffffff" fill-opacity="0.26"/>`;
    default:
      return `<ellipse cx="${w * 0.35}" cy="${h * 0.45}" rx="${w * 0.22}" ry="${h * 0.2}" fill="#000000" fill-opacity="0.18"/><circle cx="${w * 0.68}" cy="${h * 0.3}" r="${h * 0.12}" fill="#ffffff" fill-opacity="0.3"/>`;
  }
}

/** An unlabelled gradient with a shape: says nothing about a subject, so it cannot contradict one. */
function plainSvg(index: number, w: number, h: number): string {
  const [from, to] = PALETTES[index % PALETTES.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${shape(index, w, h)}</svg>`
  );
}

async function render(svgText: string): Promise<Buffer> {
  return sharp(Buffer.from(svgText)).jpeg({ quality: 82 }).toBuffer();
}

/** Runs `task` over 0..count-1, two at a time (sharp works on libuv's thread pool; this machine has 2 cores). */
export async function pairwise<T>(count: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < count; i += 2) {
    results.push(...(await Promise.all([i, i + 1].filter((n) => n < count).map(task))));
  }
  return results;
}

export interface DemoImages {
  /** The first `count` (at most MAX_PICTURES_PER_ITEM) 960x640 pictures of a subject, drawn once and shared. */
  picturesOf: (art: ArtKey, count: number) => Promise<string[]>;
  /** 960x640 unlabelled gradients (partners' covers). */
  backdrops: string[];
  /** 400x400 unlabelled squares for profile photos and logos. */
  avatars: string[];
  /** How many images were stored so far. */
  stored: () => number;
}

export async function generateDemoImages(
  db: DB,
  uploadStore: UploadStore,
  backdropCount = 4,
  avatarCount = 8,
): Promise<DemoImages> {
  // 960x640 keeps the seed quick (the store makes 320, 640 and full-width WebP variants of each) and is still
  // sharp in the feed's cards and detail pages.
  // The seed waits for image slots rather than being refused (a first start must not fail on a small IMAGE_QUEUE).
  const store = async (image: Buffer) =>
    (await storeImage(db, uploadStore, image, null, { waitForSlot: true })).url;
  const backdrops = await pairwise(backdropCount, async (n) =>
    store(await render(plainSvg(n * 5 + 2, 960, 640))),
  );
  const avatars = await pairwise(avatarCount, async (n) =>
    store(await render(plainSvg(n * 3 + 1, 400, 400))),
  );
  // Only the subjects (and second pictures) the content asks for are drawn.
  const drawn = new Map<string, Promise<string>>();
  const picture = (art: ArtKey, variant: number): Promise<string> => {
    const key = `${art}:${variant}`;
    let url = drawn.get(key);
    if (!url) {
      url = render(illustrationSvg(art, variant, 960, 640)).then(store);
      drawn.set(key, url);
    }
    return url;
  };
  return {
    picturesOf: (art, count) =>
      Promise.all(
        Array.from({ length: Math.min(Math.max(count, 1), MAX_PICTURES_PER_ITEM) }, (_, v) =>
          picture(art, v),
        ),
      ),
    backdrops,
    avatars,
    stored: () => backdrops.length + avatars.length + drawn.size,
  };
}
