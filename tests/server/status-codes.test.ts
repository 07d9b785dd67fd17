// Real status codes for crawlers (issue 31, section 5; docs/production-build.md "Status codes and languages"): a path
// no portal route serves, and a detail page whose item no visitor may see, answer 404 with the portal's HTML (which
// shows the not-found page); every public page that answers 200 lists its five languages and x-default in its head.
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/languages';
import { createTestContext, type TestContext } from './helpers';
import { makeBusiness, makeCreative, makePartner } from './people-fixtures';

const PUBLIC_URL = 'https://clap.example';
const INDEX =
  '<!doctype html><html lang="en"><head><title>CLAP | Creative Economy Portal</title></head><body><div id="root"></div></body></html>';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const TOOL_PAGE =
  '<!doctype html><html lang="en"><head><title>Offer | CLAP</title></head><body><div id="root"><p>offer</p></div></body></html>';

let ctx: TestContext;
let staticDir: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'clap-status-'));
  mkdirSync(path.join(staticDir, 'prerendered'), { recursive: true });
  writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  writeFileSync(
    path.join(staticDir, 'prerendered', 'routes.json'),
    JSON.stringify([{ pattern: '/tooldetailsPage/:id', file: 'tool.html' }]),
  );
  writeFileSync(path.join(staticDir, 'prerendered', 'tool.html'), TOOL_PAGE);
  ctx = await createTestContext({ env: { STATIC_DIR: staticDir, PUBLIC_URL } });
  const db = ctx.database.db;
  ids.creative = await makeCreative(db, { first_name: 'Ada', last_name: 'Obi' });
  ids.business = await makeBusiness(db, { registered_name: 'Adire House Ltd' });
  ids.partner = await makePartner(db, { name: 'Lagos Arts Fund' });
  ids.blacklisted = await makeCreative(db, {}, { is_blacklisted: true });
  ids.private = await makeCreative(db, { first_name: 'Private' }, { status: 'private' });
  ids.unapproved = await makePartner(db, { name: 'Pending' }, { approved: false });
  const product = (author_id: number, title: string) =>
    db
      .insertInto('products')
      .values({
        author_id,
        title,
        description: 'Cloth.',
        category: 'product',
        price: 100,
        quantity: 1,
        images: [],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  ids.product = (await product(ids.creative, 'Aso-oke')).id;
  ids.hiddenProduct = (await product(ids.blacklisted, 'Hidden')).id;
  ids.removedProduct = (await product(ids.creative, 'Removed')).id;
  await db.deleteFrom('products').where('id', '=', ids.removedProduct).execute();
  const common = { author_id: ids.partner, description: 'Text.', link: 'https://x.example' };
  ids.tool = (
    await db
      .insertInto('tools')
      .values({ ...common, name: 'Lights', sector: 'Film', offer: 'Loan' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.training = (
    await db
      .insertInto('events')
      .values({
        ...common,
        title: 'Bootcamp',
        location: 'Lagos',
        starts_at: new Date('2027-01-10T09:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.opportunity = (
    await db
      .insertInto('opportunities')
      .values({
        ...common,
        title: 'Grant',
        deadline: new Date('2027-02-01T22:59:00Z'),
        starts_at: new Date('2027-01-05T09:00:00Z'),
        timing: 'Full-time',
        location: 'Abuja',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => Promise.all([ctx?.close(), rm(staticDir, { recursive: true, force: true })]));

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  ctx.app.inject({ method, url, headers });

/** The hreflang alternates of a page's head, as [hreflang, href]. */
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], m[2]]);
const expected = (url: string) => [...LANGUAGES.map((l) => [l, `${url}?lang=${l}`]), ['x-default', url]];

describe('status codes of portal pages', () => {
  it('answers 404 with the portal page (its not-found screen) for a path no route serves', async () => {
    for (const url of ['/nope', '/homepage/extra', '/marketdetailsPage', '/v1.2/homepage', '/admin/nope/x']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await get(url, {}, method);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        if (method === 'GET') {
          expect(res.body, url).toContain('<div id="root"></div>');
          expect(alternates(res.body), url).toEqual([]);
        }
      }
    }
    // The API's own 404 stays a JSON envelope.
    const api = await get('/clap/nope');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });

  it('answers 200 for every route of the table, in any case and with a trailing slash', async () => {
    for (const url of [
      '/',
      '/homepage',
      '/HOMEPAGE/',
      '/toolspage',
      '/t&c',
      '/t%26c',
      '/funding/apply',
      '/settings',
      '/admin/pages/about',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    // A proposals details page shows a call for proposals (issue 32): an unknown call is missing.
    expect((await get('/proposaldetailsPage/999999')).statusCode).toBe(404);
  });

  it('answers 200 for a visible item and 404 for a missing, hidden or removed one, on every detail route', async () => {
    const found = [
      `/marketdetailsPage/${ids.product}`,
      `/tooldetailsPage/${ids.tool}`,
      `/opportunity/${ids.opportunity}`,
      `/training/${ids.training}`,
      `/publicProfile/${ids.creative}`,
      `/profile/${ids.business}`,
      `/PROFILE/${ids.partner}/`,
      `/user-products/${ids.creative}`,
    ];
    for (const url of found) expect((await get(url)).statusCode, url).toBe(200);
    const missing = [
      '/marketdetailsPage/999999',
      `/marketdetailsPage/${ids.hiddenProduct}`, // its author is blacklisted
      `/marketdetailsPage/${ids.removedProduct}`, // deleted or taken down
      '/tooldetailsPage/999999',
      '/opportunity/abc',
      '/training/0',
      '/training/99999999999',
      `/publicProfile/${ids.private}`,
      `/publicProfile/${ids.blacklisted}`,
      `/profile/${ids.unapproved}`,
      '/user-products/999999',
      '/user-products/someone',
    ];
    for (const url of missing) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(alternates(res.body), url).toEqual([]);
    }
  });

  it("sends a phone the pre-rendered page of a missing item with the 404 (the app then shows it's not found)", async () => {
    const missing = await get('/tooldetailsPage/999999', { 'user-agent': PHONE });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(TOOL_PAGE);
    const found = await get(`/tooldetailsPage/${ids.tool}`, { 'user-agent': PHONE });
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain('<p>offer</p>');
  });
});

describe('hreflang alternates in the head', () => {
  it("lists the five languages as ?lang= addresses and x-default on public pages, at the route's own spelling", async () => {
    expect(alternates((await get('/directorypage')).body)).toEqual(expected(`${PUBLIC_URL}/directorypage`));
    expect(alternates((await get('/')).body)).toEqual(expected(`${PUBLIC_URL}/`));
    expect(alternates((await get('/TOOLSPAGE/?link=x')).body)).toEqual(expected(`${PUBLIC_URL}/toolsPage`));
    const detail = (await get(`/Profile/${ids.creative}`)).body;
    expect(alternates(detail)).toEqual(expected(`${PUBLIC_URL}/publicProfile/${ids.creative}`));
  });

  it('leaves them off the signed-in and admin screens', async () => {
    for (const url of ['/settings', '/admin-dashboard', `/adminprofile/${ids.creative}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(alternates(res.body), url).toEqual([]);
    }
  });

  it('a ?lang= address names its language on <html> and is its own canonical', async () => {
    const html = (await get(`/marketdetailsPage/${ids.product}?lang=ha`)).body;
    expect(html).toContain('<html lang="ha"');
    expect(html).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/marketdetailsPage/${ids.product}?lang=ha" />`,
    );
    expect(alternates(html)).toEqual(expected(`${PUBLIC_URL}/marketdetailsPage/${ids.product}`));
    const plain = (await get(`/marketdetailsPage/${ids.product}`)).body;
    expect(plain).toContain('<html lang="en"');
    expect(plain).toContain(`<link rel="canonical" href="${PUBLIC_URL}/marketdetailsPage/${ids.product}" />`);
    // An unknown language is no language: the page as without it.
    expect((await get('/homepage?lang=xx')).body).toContain('<html lang="en"');
  });
});
