// Shared links to detail pages (issue 18): the HTML the server sends for a product, tool, training, opportunity
// or public profile carries its own title, Open Graph and Twitter tags, canonical link and JSON-LD, escaped; a
// hidden or unknown item keeps the portal's generic head (and answers 404, issue 31); a phone's pre-rendered page
// gets them too.
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutDescription, jsonForScript } from '../../server/lib/page-head';
import { createImage } from './builders';
import { createTestContext, type TestContext } from './helpers';
import { makeBusiness, makeCreative, makePartner } from './people-fixtures';

const PUBLIC_URL = 'https://clap.example';
const GENERIC_TITLE = '<title>CLAP | Creative Economy Portal</title>';
const INDEX = `<!doctype html><html><head><meta name="description" content="The national portal." /><link rel="icon" href="/assets/logo-abc123.svg" type="image/svg+xml" />${GENERIC_TITLE}</head><body><div id="root"></div></body></html>`;
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const XSS_TITLE = '"><script>alert(1)</script></title><script>alert(2)</script>';

let ctx: TestContext;
let staticDir: string;
const ids = {} as Record<
  | 'product'
  | 'xss'
  | 'hidden'
  | 'tool'
  | 'training'
  | 'opportunity'
  | 'creative'
  | 'private'
  | 'business'
  | 'unapproved',
  number
>;
let image1200 = '';
let partnerName = '';

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'clap-previews-'));
  mkdirSync(path.join(staticDir, 'prerendered'), { recursive: true });
  writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  writeFileSync(
    path.join(staticDir, 'prerendered', 'routes.json'),
    JSON.stringify([{ pattern: '/training/:id', file: 'training-id.html' }]),
  );
  writeFileSync(
    path.join(staticDir, 'prerendered', 'training-id.html'),
    '<!doctype html><html><head><title>Training | CLAP</title></head><body><div id="root"><p>pre-rendered</p></div></body></html>',
  );
  ctx = await createTestContext({ env: { STATIC_DIR: staticDir, PUBLIC_URL } });
  const db = ctx.database.db;
  const creative = await makeCreative(db, {
    first_name: 'Ada',
    last_name: 'Obi',
    bio: 'Weaver of <aso-oke>.',
  });
  const blacklisted = await makeCreative(db, {}, { is_blacklisted: true });
  partnerName = `Lagos Arts & "Crafts" Fund`;
  const partner = await makePartner(db, { name: partnerName });
  const stored = await createImage(ctx, { width: 1500, height: 800 });
  image1200 = `${PUBLIC_URL}/uploads/${stored.variants.find((v) => v.width === 1200)?.name}`;
  const product = (author_id: number, title: string, extra: { quantity?: number; images?: string[] } = {}) =>
    db
      .insertInto('products')
      .values({
        author_id,
        title,
        description: 'Hand-woven cloth. '.repeat(20),
        category: 'product',
        price: 25000,
        quantity: 3,
        images: [],
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  ids.product = (await product(creative, 'Aso-oke stole', { images: [stored.url] })).id;
  ids.xss = (await product(creative, XSS_TITLE, { quantity: 0 })).id;
  ids.hidden = (await product(blacklisted, 'Hidden stole')).id;
  ids.tool = (
    await db
      .insertInto('tools')
      .values({
        author_id: partner,
        name: 'Studio lights',
        description: 'Borrow lights.',
        link: 'https://x.example',
        sector: 'Film',
        offer: 'Loan',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.training = (
    await db
      .insertInto('events')
      .values({
        author_id: partner,
        title: 'Film editing bootcamp',
        description: 'Five days.',
        link: 'https://x.example',
        location: 'Lagos',
        address: '1 Marina, Lagos',
        starts_at: new Date('2027-01-10T09:00:00Z'),
        images: ['https://cdn.example/poster.jpg'],
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.opportunity = (
    await db
      .insertInto('opportunities')
      .values({
        author_id: partner,
        title: 'Grant for animators',
        description: 'Up to N5m.',
        link: 'https://x.example',
        deadline: new Date('2027-02-01T22:59:00Z'),
        starts_at: new Date('2027-01-05T09:00:00Z'),
        timing: 'Full-time',
        location: 'Abuja',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.creative = creative;
  ids.private = await makeCreative(db, { first_name: 'Private', last_name: 'Person' }, { status: 'private' });
  ids.business = await makeBusiness(db, { registered_name: 'Adire House Ltd', bio: 'Indigo dyeing.' });
  ids.unapproved = await makePartner(db, { name: 'Pending Partner' }, { approved: false });
});
afterAll(() => Promise.all([ctx?.close(), rm(staticDir, { recursive: true, force: true })]));

async function page(url: string, userAgent?: string, status = 200) {
  const res = await ctx.app.inject({
    method: 'GET',
    url,
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  expect(res.statusCode, url).toBe(status);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
}

/** The content of a meta tag (attribute values are HTML-escaped; & is the only entity the test data needs). */
function metaContent(html: string, key: string): string | undefined {
  const value = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return value
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function jsonLd(html: string): Record<string, unknown> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0][1]) as Record<string, unknown>;
}

function expectGeneric(html: string) {
  expect(html).toContain(GENERIC_TITLE);
  expect(html).not.toContain('og:title');
  expect(html).not.toContain('application/ld+json');
  expect(html).not.toContain('rel="canonical"');
}

describe('detail pages', () => {
  it('a product: title with the portal suffix, preview tags, the 1200 px WebP variant, Product with an NGN Offer', async () => {
    const html = await page(`/marketdetailsPage/${ids.product}`);
    const url = `${PUBLIC_URL}/marketdetailsPage/${ids.product}`;
    expect(html).toContain('<title>Aso-oke stole | CLAP</title>');
    expect(metaContent(html, 'og:title')).toBe('Aso-oke stole');
    const description = metaContent(html, 'og:description') ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/cloth\. Hand-woven…$/);
    expect(metaContent(html, 'description')).toBe(description);
    expect(image1200).toMatch(/-1200\.webp$/);
    expect(metaContent(html, 'og:image')).toBe(image1200);
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:site_name')).toBe('CLAP');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Aso-oke stole',
      image: image1200,
      url,
    });
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: 25000,
      priceCurrency: 'NGN',
      availability: 'https://schema.org/InStock',
    });
    // The route is matched in any case, like the portal's router; the canonical URL is the one spelling.
    expect(await page(`/MarketDetailsPage/${ids.product}/`)).toContain(
      `<link rel="canonical" href="${url}" />`,
    );
  });

  it('a training: Event with its start and place; an external image used as it is', async () => {
    const html = await page(`/training/${ids.training}`);
    expect(html).toContain('<title>Film editing bootcamp | CLAP</title>');
    expect(metaContent(html, 'og:image')).toBe('https://cdn.example/poster.jpg');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Event',
      name: 'Film editing bootcamp',
      startDate: '2027-01-10T09:00:00.000Z',
      location: { '@type': 'Place', name: 'Lagos', address: '1 Marina, Lagos' },
    });
  });

  it('an opportunity: JobPosting with datePosted, validThrough = deadline and the partner hiring', async () => {
    const html = await page(`/opportunity/${ids.opportunity}`);
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Grant for animators',
      validThrough: '2027-02-01T22:59:00.000Z',
    });
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: partnerName });
    expect(Number.isNaN(Date.parse(ld.datePosted as string))).toBe(false);
    // Without an image of its own, the card shows the portal's logo.
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/assets/logo-abc123.svg`);
  });

  it('a tool and the public profiles carry their title and tags (no JSON-LD asked for)', async () => {
    const tool = await page(`/tooldetailsPage/${ids.tool}`);
    expect(tool).toContain('<title>Studio lights | CLAP</title>');
    expect(metaContent(tool, 'og:description')).toBe('Borrow lights.');
    const creative = await page(`/publicProfile/${ids.creative}`);
    expect(creative).toContain('<title>Ada Obi | CLAP</title>');
    expect(metaContent(creative, 'og:description')).toBe('Weaver of <aso-oke>.');
    expect(creative).toContain('content="Weaver of &lt;aso-oke&gt;."');
    expect(metaContent(creative, 'og:type')).toBe('profile');
    const business = await page(`/profile/${ids.business}`);
    expect(business).toContain('<title>Adire House Ltd | CLAP</title>');
    expect(business).toContain(`<link rel="canonical" href="${PUBLIC_URL}/publicProfile/${ids.business}" />`);
  });

  it('escapes a hostile title in the title, the attributes and the JSON-LD', async () => {
    const html = await page(`/marketdetailsPage/${ids.xss}`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</title><script>');
    expect(html).toContain(
      '<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;/title&gt;&lt;script&gt;alert(2)&lt;/script&gt; | CLAP</title>',
    );
    expect(metaContent(html, 'og:title')).toBe(XSS_TITLE);
    const ld = jsonLd(html);
    expect(ld.name).toBe(XSS_TITLE);
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(jsonForScript({ a: '</script><!--' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--"}');
  });

  it('keeps the generic head (with a 404, issue 31) for hidden, private, unapproved and unknown items', async () => {
    expectGeneric(await page(`/marketdetailsPage/${ids.hidden}`, undefined, 404));
    expectGeneric(await page(`/publicProfile/${ids.private}`, undefined, 404));
    expectGeneric(await page(`/profile/${ids.unapproved}`, undefined, 404));
    expectGeneric(await page('/marketdetailsPage/999999', undefined, 404));
    expectGeneric(await page('/training/99999999999', undefined, 404));
    expectGeneric(await page('/opportunity/abc', undefined, 404));
    // A proposals details page shows a call for proposals (issue 32): an unknown one is missing.
    expectGeneric(await page('/proposaldetailsPage/99999', undefined, 404));
    expectGeneric(await page('/homepage'));
  });

  it("a phone's pre-rendered page gets the tags too, keeping its markup", async () => {
    const html = await page(`/training/${ids.training}`, PHONE);
    expect(html).toContain('<p>pre-rendered</p>');
    expect(html).toContain('<title>Film editing bootcamp | CLAP</title>');
    expect(jsonLd(html)['@type']).toBe('Event');
    // Unknown: the pre-rendered file as it was built, with a 404.
    const generic = await page('/training/424242', PHONE, 404);
    expect(generic).toContain('<title>Training | CLAP</title>');
    expect(generic).not.toContain('og:title');
  });
});

describe('cutDescription', () => {
  it('cuts on a word boundary with an ellipsis, within the limit', () => {
    expect(cutDescription('short  text\n here')).toBe('short text here');
    const cut = cutDescription('word '.repeat(50));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/ word…$/);
    expect(cutDescription('x'.repeat(200))).toHaveLength(160);
  });

  it('never cuts an unbroken word inside an emoji or between a letter and its tone mark (issue 31)', () => {
    // 158 letters, then emoji: the 159-unit cut would fall between the two halves of the first one.
    const emoji = cutDescription(`${'a'.repeat(158)}${'😀'.repeat(20)}`);
    expect(emoji).toBe(`${'a'.repeat(158)}…`);
    expect(emoji).not.toMatch(/[\uD800-\uDFFF]/);
    // "ẹ́" written decomposed: e, dot below, acute: three units, one cluster.
    // After one letter, the 159-unit cut would fall between a dot below and its acute.
    const marks = cutDescription(`a${'e\u0323\u0301'.repeat(60)}`);
    expect(marks).toBe(`a${'e\u0323\u0301'.repeat(52)}…`);
  });
});
