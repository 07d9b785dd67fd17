// Caches in front of the portal (issue 35): every answer to a signed-in request says `Cache-Control: private,
// no-store`, on every route the OpenAPI document lists (the access walk's enumeration) and on the portal's pages,
// whatever its status; a garbage or expired token counts as signed in (the header alone decides). Anonymous public
// answers keep their `public` caching, and vary on Accept-Language (an envelope's message is translated) and, where
// the route reads a token when one is sent, on Authorization.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountKind } from '../../server/db/tables';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../server/plugins/public-cache';
import { createAccount } from './builders';
import { concretePath, createTestContext, documentedRoutes, type TestContext } from './helpers';

let ctx: TestContext;
let ip = 10;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

async function call(route: string, headers: Record<string, string> = {}) {
  const [method, path] = route.split(' ');
  return ctx.app.inject({
    method: method as 'GET',
    url: concretePath(path),
    headers,
    remoteAddress: `10.35.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
    ...(['GET', 'HEAD'].includes(method) ? {} : { payload: {} }),
  });
}

const varyOf = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/);

describe('answers to signed-in requests', () => {
  it('are private, no-store on every documented route, for every kind and for a garbage token', async () => {
    const routes = await documentedRoutes(ctx.app);
    expect(routes.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    const statuses = new Set<number>();
    for (const route of routes) {
      for (const who of ['creative', 'admin', 'garbage'] as const) {
        // A fresh account for each call: a logout or a deletion harms no later call.
        const token =
          who === 'garbage'
            ? 'f'.repeat(43)
            : (await createAccount(ctx, { kind: who as AccountKind, approved: true })).token;
        const res = await call(route, { authorization: token });
        statuses.add(res.statusCode);
        if (res.headers['cache-control'] !== PRIVATE_CACHE_CONTROL)
          wrong.push(`${route} as ${who}: ${res.statusCode} ${String(res.headers['cache-control'])}`);
      }
    }
    expect(wrong).toEqual([]);
    // The walk saw successes and refusals alike (the header does not depend on the outcome).
    expect([...statuses].some((s) => s < 300)).toBe(true);
    expect(statuses.has(401)).toBe(true);
    expect(statuses.has(403)).toBe(true);
  });

  it('are private on the cached public reads (ETag kept) and on the portal pages', async () => {
    const { token } = await createAccount(ctx, { kind: 'creative' });
    for (const url of ['/clap/prop/public/post?page=1&limit=12', '/clap/capabilities', '/robots.txt', '/']) {
      const res = await ctx.app.inject({ url, headers: { authorization: token } });
      expect(res.headers['cache-control'], url).toBe(PRIVATE_CACHE_CONTROL);
    }
  });
});

describe('anonymous public answers', () => {
  it('keep their public caching, vary on the language, and on Authorization where the route reads a token', async () => {
    const routes = (await documentedRoutes(ctx.app)).filter((r) => r.startsWith('GET '));
    const publicOnes: string[] = [];
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await call(route);
      const cacheControl = String(res.headers['cache-control'] ?? '');
      if (res.statusCode !== 200 || !cacheControl.includes('public')) continue;
      publicOnes.push(route);
      const vary = varyOf(res.headers);
      const json = String(res.headers['content-type']).startsWith('application/json');
      if (json && route.includes(' /clap/') && !vary.includes('accept-language'))
        wrong.push(`${route}: Vary ${String(res.headers.vary)} lacks Accept-Language`);
    }
    expect(wrong).toEqual([]);
    // The public reads the portal's visitors load most keep their caching.
    expect(publicOnes).toEqual(
      expect.arrayContaining([
        'GET /clap/prop/public/post',
        'GET /clap/prop/public/directory',
        'GET /clap/prop/public/product',
        'GET /clap/capabilities',
        'GET /clap/prop/reference',
        'GET /robots.txt',
      ]),
    );
    const feed = await ctx.app.inject({ url: '/clap/prop/public/post?page=1&limit=12' });
    expect(feed.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(varyOf(feed.headers)).toEqual(expect.arrayContaining(['authorization', 'accept-language']));
  });

  it('of a route that reads a token when sent (a public profile) vary on Authorization', async () => {
    const { id } = await createAccount(ctx, { kind: 'creative' });
    const res = await ctx.app.inject({ url: `/clap/prop/public/creative/${id}` });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['cache-control'])).toContain('public');
    expect(varyOf(res.headers)).toEqual(expect.arrayContaining(['authorization', 'accept-language']));
  });

  it('a signed-out answer never says private, and an error is never publicly cacheable', async () => {
    const missing = await ctx.app.inject({ url: '/clap/prop/public/post/987654' });
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['cache-control'])).not.toContain('public');
    const reference = await ctx.app.inject({ url: '/clap/prop/reference' });
    expect(String(reference.headers['cache-control'])).not.toContain('private');
  });
});
