// The first screens of /marketpage, /tooldetailsPage/{id}, /training/{id} and /search?q= (issues 16 and 35,
// services/first-screens.ts): the HTML carries
// a preload of the first image matching the <img> the portal renders (same URL, srcset, sizes), the API's answer for
// the portal to start from, and on a phone's pre-rendered page the image in the loading screen's placeholder. All
// escaped; an empty list, an unknown id, a filtered list or a failing API send the page without them (still 200).
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MARKET_FIRST_PAGE_REQUEST,
  PRODUCT_CARD_IMAGE_SIZES,
  TOOL_BANNER_IMAGE_SIZES,
  TRAINING_IMAGE_SIZES,
  searchRequest,
  trainingRequest,
} from '../../contract/first-screens';
import { srcSetOf, type ImageVariant } from '../../contract/images';
import { preferredEncoding } from '../../server/plugins/static-portal';
import { firstScreenTarget, loadFirstScreen } from '../../server/services/first-screens';
import { createImage } from './builders';
import { createTestContext, type TestContext } from './helpers';
import { makeCreative, makePartner } from './people-fixtures';

const PUBLIC_URL = 'https://clap.example';
const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const XSS_TITLE = '"><script>alert(1)</script><img src=x onerror=alert(2)>&amp;';
const INDEX =
  '<!doctype html><html><head><title>CLAP | Creative Economy Portal</title></head><body><div id="root"></div></body></html>';
// What the portal's loading screens render (src/features/marketplace/components/product-card.tsx, tool-details.tsx).
const MARKET_SLOT = '<div class="skeleton product-card__image cover-image" data-first-image=""></div>';
const TOOL_SLOT =
  '<div class="item-image--empty detail__banner w-100" aria-hidden="true" data-first-image=""></div>';
const prerendered = (title: string, slot: string) =>
  `<!doctype html><html><head><title>${title} | CLAP</title></head><body><div id="root"><main>${slot}<div class="skeleton"></div></main></div></body></html>`;

let ctx: TestContext;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'clap-first-screens-'));
  mkdirSync(path.join(staticDir, 'prerendered'), { recursive: true });
  writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  writeFileSync(
    path.join(staticDir, 'prerendered', 'routes.json'),
    JSON.stringify([
      {
        pattern: '/marketpage',
        file: 'marketpage.html',
        languages: { en: 'marketpage.html', ha: 'marketpage.ha.html' },
      },
      { pattern: '/tooldetailsPage/:id', file: 'tooldetailspage-id.html' },
    ]),
  );
  writeFileSync(
    path.join(staticDir, 'prerendered', 'marketpage.html'),
    prerendered('Marketplace', MARKET_SLOT),
  );
  writeFileSync(
    path.join(staticDir, 'prerendered', 'marketpage.ha.html'),
    prerendered('Kasuwa', MARKET_SLOT),
  );
  writeFileSync(
    path.join(staticDir, 'prerendered', 'tooldetailspage-id.html'),
    prerendered('Offer', TOOL_SLOT),
  );
  ctx = await createTestContext({ env: { STATIC_DIR: staticDir, PUBLIC_URL } });
});
afterAll(() => Promise.all([ctx?.close(), rm(staticDir, { recursive: true, force: true })]));

async function page(url: string, headers: Record<string, string> = {}, status = 200) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(status);
  expect(res.headers['content-type']).toContain('text/html');
  return { html: res.body, vary: String(res.headers.vary ?? '') };
}

async function api(url: string): Promise<unknown> {
  const res = await ctx.app.inject({ method: 'GET', url: `/clap${url}` });
  expect(res.statusCode, url).toBe(200);
  return JSON.parse(res.body) as unknown;
}

const unescape = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The attributes of the first tag `pattern` matches, unescaped. */
function attributes(html: string, pattern: RegExp): Record<string, string> | undefined {
  const tag = pattern.exec(html)?.[0];
  if (!tag) return undefined;
  return Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, k, v]) => [k, unescape(v)]));
}

const imagePreload = (html: string) => attributes(html, /<link rel="preload" as="image"[^>]*>/);
const slotImage = (html: string) => attributes(html, /data-first-image=""><img [^>]*>/);

/** The primed answer's request and body, or undefined. */
function primed(html: string): { request: string; body: unknown } | undefined {
  const match =
    /<script type="application\/json" id="primed-answer" data-request="([^"]*)">([\s\S]*?)<\/script>/.exec(
      html,
    );
  return match ? { request: unescape(match[1]), body: JSON.parse(match[2]) as unknown } : undefined;
}

describe('the first screen in the visitor language', () => {
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it('sends a phone the page pre-rendered in its language: ?lang=, then the lang cookie, then Accept-Language', async () => {
    expect(title((await page('/marketpage', { 'user-agent': PHONE })).html)).toBe('Marketplace | CLAP');
    const byHeader = await page('/marketpage', { 'user-agent': PHONE, 'accept-language': 'ha-NG, en;q=0.5' });
    expect(title(byHeader.html)).toBe('Kasuwa | CLAP');
    expect(byHeader.vary).toMatch(/Accept-Language/);
    expect(byHeader.vary).toMatch(/Cookie/);
    // The stored choice (mirrored in the cookie) wins over the browser's languages, and ?lang= over both.
    expect(title((await page('/marketpage', { 'user-agent': PHONE, cookie: 'a=1; lang=ha' })).html)).toBe(
      'Kasuwa | CLAP',
    );
    const english = { 'user-agent': PHONE, 'accept-language': 'ha', cookie: 'lang=en' };
    expect(title((await page('/marketpage', english)).html)).toBe('Marketplace | CLAP');
    expect(title((await page('/marketpage?lang=ha', { 'user-agent': PHONE, cookie: 'lang=en' })).html)).toBe(
      'Kasuwa | CLAP',
    );
  });

  it('falls back to the English page for a language without its own, and sends desktops the shell', async () => {
    expect(title((await page('/marketpage', { 'user-agent': PHONE, cookie: 'lang=yo' })).html)).toBe(
      'Marketplace | CLAP',
    );
    expect(title((await page('/marketpage', { 'accept-language': 'ha' })).html)).toBe(
      'CLAP | Creative Economy Portal',
    );
  });
});

describe('an empty marketplace', () => {
  it('sends the page without an image (the answer is still written) and leaves the placeholder empty', async () => {
    const desktop = await page('/marketpage');
    expect(imagePreload(desktop.html)).toBeUndefined();
    expect(primed(desktop.html)).toEqual({
      request: MARKET_FIRST_PAGE_REQUEST,
      body: await api(MARKET_FIRST_PAGE_REQUEST),
    });
    const phone = await page('/marketpage', { 'user-agent': PHONE });
    expect(phone.html).toContain(MARKET_SLOT);
    expect(imagePreload(phone.html)).toBeUndefined();
  });
});

describe('with products and a tool', () => {
  const ids = {} as Record<'product' | 'tool' | 'bareTool', number>;
  let variants: ImageVariant[] = [];
  let imageUrl = '';

  beforeAll(async () => {
    const db = ctx.database.db;
    const creative = await makeCreative(db, { first_name: 'Ada', last_name: 'Obi' });
    const partner = await makePartner(db, { name: 'Lagos Arts Fund' });
    const stored = await createImage(ctx, { width: 1500, height: 800 });
    const insertProduct = (title: string, images: string[]) =>
      db
        .insertInto('products')
        .values({
          author_id: creative,
          title,
          description: 'Hand-woven cloth.',
          category: 'product',
          price: 25000,
          quantity: 3,
          images,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    await insertProduct('Older stole', []);
    // The newest comes first: a hostile title on the item whose image is the page's largest element.
    ids.product = (await insertProduct(XSS_TITLE, [stored.url])).id;
    const insertTool = (name: string, images: string[]) =>
      db
        .insertInto('tools')
        .values({
          author_id: partner,
          name,
          description: 'Borrow lights.',
          link: 'https://x.example',
          sector: 'Film',
          offer: 'Loan',
          images,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    ids.tool = (await insertTool('Studio lights', [stored.url])).id;
    ids.bareTool = (await insertTool('Sound desk', [])).id;
    // Written straight to the database: announce it, or the public-read cache may still hold the empty list that
    // an earlier test read (an entry lives up to 1 s).
    ctx.app.publicCache.written();
    const answer = (await api(MARKET_FIRST_PAGE_REQUEST)) as {
      data: { data: { images: string[]; image_variants: ImageVariant[][] }[] };
    };
    imageUrl = answer.data.data[0].images[0];
    variants = answer.data.data[0].image_variants[0];
  });

  it('the marketplace preloads the first product image as the card renders it, and writes the answer', async () => {
    expect(variants.length).toBeGreaterThan(1);
    const { html, vary } = await page('/marketpage');
    expect(imagePreload(html)).toEqual({
      rel: 'preload',
      as: 'image',
      fetchpriority: 'high',
      href: imageUrl,
      imagesrcset: srcSetOf(variants),
      imagesizes: PRODUCT_CARD_IMAGE_SIZES,
    });
    const answer = primed(html);
    expect(answer).toEqual({
      request: MARKET_FIRST_PAGE_REQUEST,
      body: await api(MARKET_FIRST_PAGE_REQUEST),
    });
    expect(vary).toContain('Save-Data');
    // Any case, a trailing slash and the footer's own parameter are the same first page.
    expect(imagePreload((await page('/MarketPage/?link=marketplace')).html)?.href).toBe(imageUrl);
  });

  it("a phone's pre-rendered marketplace gets the image in the first card's placeholder", async () => {
    const { html } = await page('/marketpage', { 'user-agent': PHONE });
    expect(slotImage(html)).toMatchObject({
      src: imageUrl,
      srcset: srcSetOf(variants),
      sizes: PRODUCT_CARD_IMAGE_SIZES,
      alt: XSS_TITLE,
      fetchpriority: 'high',
    });
    expect(imagePreload(html)?.href).toBe(imageUrl);
  });

  it('escapes a hostile title in the image and in the written answer', async () => {
    const { html } = await page('/marketpage', { 'user-agent': PHONE });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('onerror=alert(2)>');
    const answer = primed(html)?.body as { data: { data: { title: string }[] } };
    expect(answer.data.data[0].title).toBe(XSS_TITLE);
    // Only the written tags are elements: the answer holds no '<' at all.
    const script = /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toMatch(/[<>]/);
  });

  it('a filtered or later page of the marketplace is sent as it was', async () => {
    for (const url of [
      '/marketpage?q=stole',
      '/marketpage?category=product',
      '/marketpage?page=2',
      '/marketpage?min=10',
    ]) {
      const { html } = await page(url, { 'user-agent': PHONE });
      expect(imagePreload(html), url).toBeUndefined();
      expect(primed(html), url).toBeUndefined();
      expect(html).toContain(MARKET_SLOT);
    }
  });

  it('a tool: its banner preloaded and in the placeholder, its answer written, its link preview kept', async () => {
    const { html } = await page(`/tooldetailsPage/${ids.tool}`, { 'user-agent': PHONE });
    const expected = {
      src: imageUrl,
      srcset: srcSetOf(variants),
      sizes: TOOL_BANNER_IMAGE_SIZES,
      alt: 'Studio lights',
    };
    expect(slotImage(html)).toMatchObject(expected);
    expect(imagePreload(html)).toMatchObject({ href: imageUrl, imagesizes: TOOL_BANNER_IMAGE_SIZES });
    expect(primed(html)).toEqual({
      request: `/prop/tool/${ids.tool}`,
      body: await api(`/prop/tool/${ids.tool}`),
    });
    expect(html).toContain('<title>Studio lights | CLAP</title>');
    // The desktop shell: the preload and the answer, no placeholder to fill.
    const desktop = await page(`/tooldetailsPage/${ids.tool}`);
    expect(imagePreload(desktop.html)?.href).toBe(imageUrl);
    expect(primed(desktop.html)?.request).toBe(`/prop/tool/${ids.tool}`);
  });

  it('a tool without an image, an unknown tool and an id that is no number: no image, the page as built', async () => {
    const bare = (await page(`/tooldetailsPage/${ids.bareTool}`, { 'user-agent': PHONE })).html;
    expect(imagePreload(bare)).toBeUndefined();
    expect(bare).toContain(TOOL_SLOT);
    expect(primed(bare)?.request).toBe(`/prop/tool/${ids.bareTool}`);
    for (const url of ['/tooldetailsPage/999999', '/tooldetailsPage/99999999999', '/tooldetailsPage/abc']) {
      // Missing: a 404 (issue 31), with the page as built.
      const { html } = await page(url, { 'user-agent': PHONE }, 404);
      expect(html, url).toContain(TOOL_SLOT);
      expect(imagePreload(html), url).toBeUndefined();
      expect(primed(html), url).toBeUndefined();
    }
  });

  it('a training: its picture preloaded as the details render it, its answer written (issue 35)', async () => {
    const db = ctx.database.db;
    const partner = await db
      .selectFrom('tools')
      .select('author_id')
      .where('id', '=', ids.tool)
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('events')
      .values({
        author_id: partner.author_id,
        title: 'Pricing your work',
        description: 'A workshop.',
        link: 'https://x.example',
        location: 'Online',
        starts_at: new Date(Date.now() + 86_400_000),
        images: [imageUrl],
        address: 'Online',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.app.publicCache.written();
    const { html, vary } = await page(`/training/${id}`);
    expect(imagePreload(html)).toMatchObject({
      href: imageUrl,
      imagesrcset: srcSetOf(variants),
      imagesizes: TRAINING_IMAGE_SIZES,
    });
    expect(primed(html)).toEqual({
      request: trainingRequest(String(id)),
      body: await api(trainingRequest(String(id))),
    });
    expect(vary).toContain('Save-Data');
    const missing = await page('/training/999999', {}, 404);
    expect(primed(missing.html)).toBeUndefined();
  });

  it("a search: the results' answer written, no image; no query, nothing (issue 35)", async () => {
    const { html } = await page('/search?q=%20Studio%20');
    expect(imagePreload(html)).toBeUndefined();
    const answer = primed(html);
    expect(answer).toEqual({ request: searchRequest('Studio'), body: await api(searchRequest('Studio')) });
    expect(JSON.stringify(answer?.body)).toContain('Studio lights');
    for (const url of ['/search', '/search?q=', '/search?q=%20%20'])
      expect(primed((await page(url)).html), url).toBeUndefined();
  });

  it('the written page is compressed as the browser accepts (the not-found handler is no route of the compress plugin)', async () => {
    const plain = (await page('/marketpage', { 'user-agent': PHONE })).html;
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/marketpage',
        headers: { 'user-agent': PHONE, 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(decode(res.rawPayload).toString('utf8')).toBe(plain);
    }
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('Save-Data: the answer is written but no image is pushed ahead', async () => {
    const { html } = await page('/marketpage', { 'user-agent': PHONE, 'save-data': 'on' });
    expect(imagePreload(html)).toBeUndefined();
    expect(html).toContain(MARKET_SLOT);
    expect(primed(html)?.request).toBe(MARKET_FIRST_PAGE_REQUEST);
  });
});

describe('loadFirstScreen', () => {
  const target = firstScreenTarget('/marketpage', new URLSearchParams())!;
  const fakeApp = (inject: () => Promise<unknown>) => ({ inject }) as unknown as FastifyInstance;

  it('gives nothing for an answer that is not 200, and for one that does not come in time', async () => {
    expect(
      await loadFirstScreen(
        fakeApp(async () => ({ statusCode: 500, body: '{}' })),
        target,
      ),
    ).toBeUndefined();
    expect(
      await loadFirstScreen(
        fakeApp(async () => ({ statusCode: 404, body: '{}' })),
        target,
      ),
    ).toBeUndefined();
    expect(
      await loadFirstScreen(
        fakeApp(() => new Promise(() => undefined)),
        target,
      ),
    ).toBeUndefined();
  });

  it('only the four screens have a target', () => {
    expect(firstScreenTarget('/toolsPage', new URLSearchParams())).toBeUndefined();
    expect(firstScreenTarget('/trainingpage', new URLSearchParams())).toBeUndefined();
    expect(firstScreenTarget('/training/5', new URLSearchParams())?.request).toBe('/prop/event/5');
    expect(firstScreenTarget('/search', new URLSearchParams('q=a%26b'))?.request).toBe(
      '/prop/public/search?q=a%26b',
    );
    expect(firstScreenTarget('/marketdetailsPage/1', new URLSearchParams())).toBeUndefined();
    expect(firstScreenTarget('/tooldetailsPage/07', new URLSearchParams())?.request).toBe('/prop/tool/07');
  });
});
