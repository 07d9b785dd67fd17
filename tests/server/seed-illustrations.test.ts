// The demo content's pictures match their items (issue 13): every post, product, tool, opportunity and training
// names the subject of its pictures, the subject fits the item, and the seeded rows show only their subject's
// pictures (before, 16 shared pictures labelled 'Demo · Games' and the like were dealt out by index).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  artOfSector,
  BUSINESSES,
  CREATIVES,
  EVENTS,
  OPPORTUNITIES,
  POSTS,
  PRODUCTS,
  TOOLS,
} from '../../server/db/seed/demo-content';
import { ART_KEYS, ILLUSTRATIONS, illustrationSvg, type ArtKey } from '../../server/db/seed/illustrations';
import { DEMO_PAST_TRAINING } from '../../server/db/seed/demo-certificates';
import { createTestContext, type TestContext } from './helpers';

/** A reader's judgement, written out: what each of these items is about. */
const EXPECTED: [string, ArtKey][] = [
  ['Ankara two-piece set', 'fashion'],
  ['Beat production (one track)', 'music'],
  ['Stock photo pack: Lagos streets', 'photography'],
  ['Hand-woven raffia basket', 'crafts'],
  ['Logo and brand identity', 'design'],
  ['Oil painting: Ibadan rooftops', 'visual-arts'],
  ['E-book: Pricing your creative work', 'books'],
  ['Bridal makeup and gele', 'beauty'],
  ['Music video production', 'film'],
  ['Architectural 3D visualisation', 'architecture'],
  ['Our first game demo is playable', 'games'],
  ['Jollof cook-off recap', 'cuisine'],
  ['Stage play rehearsals begin', 'theatre'],
  ['New radio drama series', 'media'],
  ['Open-source booking app for artisans', 'software'],
  ['Calabar carnival costume prep', 'heritage'],
  ['Smartphone Filmmaking Bootcamp', 'film'],
  ['Grant Writing for Artists', 'business'],
  ['Remote UI/UX Designer', 'software'],
];

describe('demo pictures by subject', () => {
  it('each listed item has the subject a reader would give it', () => {
    const arts = new Map<string, ArtKey>(
      [...POSTS, ...PRODUCTS, ...OPPORTUNITIES, ...EVENTS].map((item) => [item.title, item.art]),
    );
    for (const [title, art] of EXPECTED) expect(arts.get(title), title).toBe(art);
  });

  it('every item and every sector of the demo has a subject, and each subject has its own label on its picture', () => {
    for (const item of [...POSTS, ...PRODUCTS, ...OPPORTUNITIES, ...EVENTS, ...BUSINESSES])
      expect(ART_KEYS).toContain(item.art);
    for (const sector of [...CREATIVES.map((c) => c.sector), ...TOOLS.map((t) => t.sector)])
      expect(ART_KEYS).toContain(artOfSector(sector));
    expect(() => artOfSector('Underwater Basket Weaving')).toThrow(/SECTOR_ART/);
    const labels = ART_KEYS.map((art) => ILLUSTRATIONS[art].label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const art of ART_KEYS) {
      for (const variant of [0, 1]) {
        const svg = illustrationSvg(art, variant, 960, 640);
        expect(svg).toContain(`Demo · ${ILLUSTRATIONS[art].label.replace(/&/g, '&amp;')}</text>`);
        for (const other of ART_KEYS)
          if (other !== art)
            expect(svg).not.toContain(`Demo · ${ILLUSTRATIONS[other].label.replace(/&/g, '&amp;')}<`);
      }
    }
  });

  it('every picture renders (valid SVG for sharp) at the seed size', async () => {
    for (const art of ART_KEYS) {
      const meta = await sharp(Buffer.from(illustrationSvg(art, 1, 960, 640))).metadata();
      expect([meta.width, meta.height], art).toEqual([960, 640]);
    }
  });
});

describe('the seeded rows', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seedDemo: true });
  }, 120_000);
  afterAll(async () => ctx?.close());

  it('items of one subject share its pictures, and no picture appears under two subjects', async () => {
    const db = ctx.database.db;
    const rows = [
      ...(await db.selectFrom('posts').select(['title', 'images']).execute()).map((r) => ({
        ...r,
        art: POSTS.find((p) => p.title === r.title)?.art,
      })),
      ...(await db.selectFrom('products').select(['title', 'images']).execute()).map((r) => ({
        ...r,
        art: PRODUCTS.find((p) => p.title === r.title)?.art,
      })),
      ...(await db.selectFrom('events').select(['title', 'images']).execute()).map((r) => ({
        ...r,
        art: [...EVENTS, DEMO_PAST_TRAINING].find((p) => p.title === r.title)?.art,
      })),
      ...(await db.selectFrom('tools').select(['name as title', 'sector', 'images']).execute()).map((r) => ({
        ...r,
        art: artOfSector(r.sector ?? ''),
      })),
    ];
    const subjectOf = new Map<string, ArtKey>();
    for (const row of rows) {
      expect(row.art, row.title).toBeDefined();
      expect(row.images.length, row.title).toBeGreaterThanOrEqual(1);
      for (const url of row.images) {
        const seen = subjectOf.get(url);
        expect(seen === undefined || seen === row.art, `${row.title}: ${url} is also a ${seen} picture`).toBe(
          true,
        );
        subjectOf.set(url, row.art!);
      }
    }
    // Two fashion items show the same first picture: the subject's, not whatever came next in a shared pool.
    const firsts = rows.filter((row) => row.art === 'fashion').map((row) => row.images[0]);
    expect(new Set(firsts).size).toBe(1);
  });
});
