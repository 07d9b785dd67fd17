// The landing page's server side (issue 13): the public figures, the sitemap and robots.txt, and the SPA fallback
// left intact for every other path.
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINISTRY_PLACEHOLDER, PAGE_DRAFTS, PAGE_PATHS, PAGE_SLUGS } from '../../contract/page-drafts';
import type { PublicStats } from '../../contract/stats';
import { SITEMAP_BROWSE_PATHS } from '../../server/routes/site/index';
import { createAccount } from './builders';
import { body, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'clap-portal-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  ctx = await createTestContext({ env: { STATIC_DIR: staticDir, PUBLIC_URL: 'https://portal.example.ng' } });
});
afterAll(async () => {
  await ctx?.close();
  await rm(staticDir, { recursive: true, force: true });
});

const stats = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/clap/prop/public/stats' });
  expect(res.statusCode).toBe(200);
  return { res, data: body<{ data: PublicStats }>(res).data };
};

describe('GET /clap/prop/public/stats', () => {
  it("counts each kind as the public directory does (issue 31: the landing's figures are the directory's tab counts); reuses a count for a few seconds", async () => {
    const db = ctx.database.db;
    const listed = [
      await createAccount(ctx, { kind: 'creative' }),
      await createAccount(ctx, { kind: 'creative' }),
      await createAccount(ctx, { kind: 'business' }),
      await createAccount(ctx, { kind: 'partner', approved: true }),
    ];
    // Not in the directory, so not counted: private, blacklisted, unapproved partners, admins.
    const hidden = await createAccount(ctx, { kind: 'creative' });
    await db.updateTable('accounts').set({ status: 'private' }).where('id', '=', hidden.id).execute();
    await createAccount(ctx, { kind: 'creative', blacklisted: true });
    await createAccount(ctx, { kind: 'business', blacklisted: true });
    await createAccount(ctx, { kind: 'partner', approved: true, blacklisted: true });
    await createAccount(ctx, { kind: 'partner', approved: false });
    await createAccount(ctx, { kind: 'admin' });
    // The directory lists a public account whose e-mail is not verified yet, so it counts here too.
    await db
      .updateTable('accounts')
      .set({ email_verified_at: null })
      .where('id', '=', listed[1].id)
      .execute();

    const { res, data } = await stats();
    expect(data.accounts).toEqual({ creative: 2, business: 1, partner: 1 });
    const directory = await ctx.app.inject({ method: 'GET', url: '/clap/prop/public/directory' });
    const { counts } = body<{ counts: { creatives: number; business: number; partners: number } }>(directory);
    expect(data.accounts).toEqual({
      creative: counts.creatives,
      business: counts.business,
      partner: counts.partners,
    });
    expect(Number.isNaN(Date.parse(data.as_of))).toBe(false);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);

    // Within the cache window a new member is not counted yet: the database is asked once per window.
    await createAccount(ctx, { kind: 'creative' });
    const again = await stats();
    expect(again.data).toEqual(data);
  });

  it('answers anonymously with no session and ignores a garbage token', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/clap/prop/public/stats',
      headers: { authorization: 'f'.repeat(43) },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('pages answer whether they are drafts', () => {
  it('GET /clap/prop/pages and /clap/prop/pages/{slug} carry draft: true while the placeholder remains', async () => {
    const list = body<{ data: { data: { slug: string; draft: boolean }[] } }>(
      await ctx.app.inject({ method: 'GET', url: '/clap/prop/pages' }),
    ).data.data;
    const expected = PAGE_SLUGS.map((slug) => ({
      slug,
      draft: JSON.stringify(PAGE_DRAFTS[slug]).includes(MINISTRY_PLACEHOLDER),
    }));
    expect(list.map(({ slug, draft }) => ({ slug, draft }))).toEqual(expected);
    expect(list.find((p) => p.slug === 'faq')?.draft).toBe(false);
    expect(list.find((p) => p.slug === 'about')?.draft).toBe(true);
    const about = body<{ data: { draft: boolean } }>(
      await ctx.app.inject({ method: 'GET', url: '/clap/prop/pages/about' }),
    ).data;
    expect(about.draft).toBe(true);
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  const sitemapLocs = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    // Items and profiles are tests/server/site-files.test.ts's; here only the browse routes and static pages.
    const items = /\/(marketdetailsPage|tooldetailsPage|opportunity|training|publicProfile)\/\d+$/;
    return [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).filter((l) => !items.test(l));
  };

  it('lists the public browse routes and the published pages, never a draft; a finished draft joins it', async () => {
    const locs = await sitemapLocs();
    const published = PAGE_SLUGS.filter(
      (slug) => !JSON.stringify(PAGE_DRAFTS[slug]).includes(MINISTRY_PLACEHOLDER),
    );
    // Issue 31: the legal pages, the funding and licence pages and the accessibility statement are never drafts.
    expect(published).toEqual(['privacy', 'terms', 'faq', 'funding', 'license', 'accessibility']);
    expect(locs).toEqual(
      [...SITEMAP_BROWSE_PATHS, ...published.map((slug) => PAGE_PATHS[slug])].map(
        (p) => `https://portal.example.ng${p}`,
      ),
    );
    expect(locs).not.toContain('https://portal.example.ng/aboutus');

    // The admin finishes the About page: it leaves the drafts and enters the sitemap.
    const about = PAGE_DRAFTS.about;
    const finished = JSON.parse(
      JSON.stringify(about).replaceAll(MINISTRY_PLACEHOLDER, 'Federal Ministry'),
    ) as typeof about;
    await ctx.database.db
      .updateTable('pages')
      .set({ body: JSON.stringify({ summary: finished.summary, sections: finished.sections }) })
      .where('slug', '=', 'about')
      .execute();
    expect(await sitemapLocs()).toContain(`https://portal.example.ng${PAGE_PATHS.about}`);
  });

  it('robots.txt is text that names the sitemap and keeps crawlers out of the admin', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Sitemap: https://portal.example.ng/sitemap.xml');
  });

  it('leaves the portal fallback alone: other paths still get index.html, API misses still get JSON', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/aboutus' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const api = await ctx.app.inject({ method: 'GET', url: '/clap/prop/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(body(api).status).toBe(false);
  });
});
