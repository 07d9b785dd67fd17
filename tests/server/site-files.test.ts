// The sitemap of every public item and its index past the page size (issue 18), and the icons as real files.
import { copyFileSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  SITEMAP_BROWSE_PATHS,
  SITEMAP_ITEM_PATHS,
  SITEMAP_MAX_URLS,
  sitemapSettings,
} from '../../server/routes/site/index';
import { LANGUAGES } from '../../contract/languages';
import { ROUTE_PATTERNS } from '../../contract/portal-routes';
import { createAccount } from './builders';
import { createTestContext, type TestContext } from './helpers';

// PUBLIC_URL is an origin (the configuration refuses a path, so it cannot carry an ampersand); every <loc> is still
// escaped, and the document must hold no bare ampersand.
const BASE = 'https://portal.example.ng:8443';
const ESCAPED = BASE;

let ctx: TestContext;
let staticDir: string;

beforeAll(async () => {
  // The built portal as Vite leaves it: public/ is copied to the top of dist/.
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'clap-site-files-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  for (const file of readdirSync('public'))
    copyFileSync(path.join('public', file), path.join(staticDir, file));
  ctx = await createTestContext({ env: { STATIC_DIR: staticDir, PUBLIC_URL: BASE } });
});
afterAll(async () => {
  await ctx?.close();
  await rm(staticDir, { recursive: true, force: true });
});
afterEach(() => {
  sitemapSettings.pageSize = SITEMAP_MAX_URLS;
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const item = (source: keyof typeof SITEMAP_ITEM_PATHS, id: number) =>
  `${ESCAPED}${SITEMAP_ITEM_PATHS[source](id)}`;

/** One item of each kind by the author, straight into the tables. */
async function itemsBy(authorId: number) {
  const db = ctx.database.db;
  const base = { author_id: authorId, description: 'About it', link: 'https://example.ng' };
  const product = await db
    .insertInto('products')
    .values({ ...base, title: 'Beads', category: 'Art', price: 1000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tool = await db
    .insertInto('tools')
    .values({ ...base, name: 'Kiln', sector: 'Art', offer: 'Rent' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const when = new Date('2027-01-10T09:00:00Z');
  const opportunity = await db
    .insertInto('opportunities')
    .values({ ...base, title: 'Grant', deadline: when, starts_at: when, timing: 'Full time' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const event = await db
    .insertInto('events')
    .values({ ...base, title: 'Workshop', location: 'Lagos', starts_at: when })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { products: product.id, tools: tool.id, opportunities: opportunity.id, events: event.id };
}

describe('GET /sitemap.xml lists every public item', () => {
  let visible: { products: number; tools: number; opportunities: number; events: number };
  let hidden: typeof visible;
  const people: Record<string, number> = {};

  beforeAll(async () => {
    const author = await createAccount(ctx, { kind: 'creative' });
    const banned = await createAccount(ctx, { kind: 'business', blacklisted: true });
    visible = await itemsBy(author.id);
    hidden = await itemsBy(banned.id);
    people.author = author.id;
    people.banned = banned.id;
    people.business = (await createAccount(ctx, { kind: 'business' })).id;
    people.partner = (await createAccount(ctx, { kind: 'partner', approved: true })).id;
    people.pending = (await createAccount(ctx, { kind: 'partner', approved: false })).id;
    people.admin = (await createAccount(ctx, { kind: 'admin' })).id;
    people.private = (await createAccount(ctx, { kind: 'creative' })).id;
    await ctx.database.db
      .updateTable('accounts')
      .set({ status: 'private' })
      .where('id', '=', people.private)
      .execute();
  });

  it('spells each item page as the portal routes it (the route table of contract/portal-routes.ts)', () => {
    const pattern = (source: keyof typeof SITEMAP_ITEM_PATHS, param: string) =>
      SITEMAP_ITEM_PATHS[source](7).replace(/7$/, `:${param}`);
    expect(ROUTE_PATTERNS.marketDetail).toBe(pattern('products', 'id'));
    expect(ROUTE_PATTERNS.toolDetail).toBe(pattern('tools', 'id'));
    expect(ROUTE_PATTERNS.opportunityDetail).toBe(pattern('opportunities', 'id'));
    expect(ROUTE_PATTERNS.trainingDetail).toBe(pattern('events', 'id'));
    expect(ROUTE_PATTERNS.publicProfile).toBe(pattern('profiles', 'refId'));
  });

  it('lists the five languages and x-default of every page (xhtml:link alternates, as in the page head)', async () => {
    const res = await get('/sitemap.xml');
    const urls = [...res.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(url)?.[1] ?? '';
      const alternates = [
        ...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
      ];
      expect(alternates.map((m) => [m[1], m[2]])).toEqual([
        ...LANGUAGES.map((language) => [language, `${loc}?lang=${language}`]),
        ['x-default', loc],
      ]);
    }
  });

  it('lists pages, items of each kind and directory profiles with lastmod; leaves out blacklisted authors and hidden profiles', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const all = locs(res.body);
    for (const p of SITEMAP_BROWSE_PATHS) expect(all).toContain(`${ESCAPED}${p}`);
    for (const [source, id] of Object.entries(visible))
      expect(all).toContain(item(source as keyof typeof visible, id));
    for (const [source, id] of Object.entries(hidden))
      expect(all).not.toContain(item(source as keyof typeof hidden, id));
    for (const who of ['author', 'business', 'partner']) expect(all).toContain(item('profiles', people[who]));
    for (const who of ['banned', 'pending', 'admin', 'private'])
      expect(all).not.toContain(item('profiles', people[who]));
    // Escaped everywhere: no bare ampersand anywhere in the document.
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(all.every((l) => l.startsWith(ESCAPED))).toBe(true);
    // An item carries the time of its last change.
    expect(res.body).toMatch(
      new RegExp(
        `<loc>${item('products', visible.products)}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`,
      ),
    );
    expect(new Set(all).size).toBe(all.length);
  });

  it('becomes an index of pages past the page size; every page is a valid urlset and together they are the whole list', async () => {
    const whole = locs((await get('/sitemap.xml')).body);
    sitemapSettings.pageSize = 3;
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    expect(res.body).not.toContain('<urlset');
    const pages = locs(res.body);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(page).toBe(`${ESCAPED}/sitemap-${i + 1}.xml`));
    const union: string[] = [];
    for (const page of pages) {
      const part = await get(page.slice(ESCAPED.length));
      expect(part.statusCode).toBe(200);
      expect(part.headers['content-type']).toMatch(/^application\/xml/);
      expect(part.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">\n/,
      );
      expect(part.body).toMatch(/<\/urlset>\n$/);
      const entries = locs(part.body);
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(3);
      union.push(...entries);
    }
    expect(union.sort()).toEqual([...whole].sort());
    expect((await get(`/sitemap-${pages.length + 1}.xml`)).statusCode).toBe(404);
    expect((await get('/sitemap-0.xml')).statusCode).toBe(400);
  });
});

describe('robots.txt', () => {
  it('allows the public pages, keeps crawlers out of admin and settings, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /admin\n');
    expect(res.body).toContain('Disallow: /settings\n');
    expect(res.body).not.toMatch(
      /Disallow: \/\n|Disallow: \/(homepage|marketpage|marketdetailsPage|publicProfile)/,
    );
    expect(res.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});

describe('the site files beside the portal', () => {
  it('are served as files, while a missing file name is a 404, not the app shell', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml', '/sitemap-1.xml', '/favicon.ico', '/icon-192.png']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    for (const url of ['/favicon.png', '/sitemap-x.xml', '/manifest.json', '/icon-999.png']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});

describe('the icons are real images', () => {
  it('/favicon.ico is an ICO of PNG images, cached long', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=(\d+)$/);
    expect(Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))?.[1])).toBeGreaterThanOrEqual(
      86_400,
    );
    const ico = res.rawPayload;
    expect(ico.readUInt16LE(0)).toBe(0); // reserved
    expect(ico.readUInt16LE(2)).toBe(1); // type: icon
    const count = ico.readUInt16LE(4);
    expect(count).toBeGreaterThanOrEqual(3);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + i * 16;
      const width = ico[entry] || 256;
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      expect(offset + length).toBeLessThanOrEqual(ico.length);
      const meta = await sharp(ico.subarray(offset, offset + length)).metadata();
      expect(meta.format).toBe('png');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(ico[entry + 1] || 256);
      sizes.push(width);
    }
    expect(sizes).toEqual(expect.arrayContaining([16, 32, 48]));
  });

  it.each([
    ['/apple-touch-icon.png', 180],
    ['/icon-192.png', 192],
    ['/icon-512.png', 512],
    ['/icon-maskable-512.png', 512],
  ])('%s is a %i px PNG, cached long', async (url, size) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: size, height: size });
  });

  it('the maskable icon keeps the logo inside the safe zone on the brand colour', async () => {
    const { data, info } = await sharp((await get('/icon-maskable-512.png')).rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Corners are the brand background, not transparent or white: a mask may cut anywhere outside the 80% circle.
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(pixel(2, 2)).toEqual([0x8a, 0x3b, 0x12]);
    expect(pixel(509, 509)).toEqual([0x8a, 0x3b, 0x12]);
  });
});
