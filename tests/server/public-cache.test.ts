// The public-read cache and HTTP caching through the real app (issue 16; docs/performance.md "Public-read cache"):
// anonymous reads come from the cache (a row changed behind the app's back stays unseen until a write is announced),
// normalised queries share an entry, signed-in reads always see the database and are private, ETag/304, exact Vary,
// errors never publicly cacheable, and every write kind of the issue is seen by the next anonymous read.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-explicit-any -- JSON answers are read loosely */
import { brotliDecompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../server/plugins/public-cache';
import { createAccount, createImage, type TestAccount } from './builders';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let creative: TestAccount;
let admin: TestAccount;
let image: string;

beforeAll(async () => {
  ctx = await createTestContext();
  creative = await createAccount(ctx, { kind: 'creative', profile: { expertise: 'Music' } });
  admin = await createAccount(ctx, { kind: 'admin' });
  image = (await createImage(ctx, { width: 400, height: 300 })).url;
  for (let i = 0; i < 14; i++) await createPost(`Seed post ${i}`);
});
afterAll(async () => ctx?.close());

function get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method: 'GET', url: `/clap${url}`, headers });
}
const json = (res: LightMyRequestResponse): Record<string, any> => res.json();

async function createPost(title: string, token = creative.token): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/clap/prop/posts',
    headers: { authorization: token },
    payload: { title, description: 'A post', link: 'https://example.org/x', images: [image] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data.id as number;
}

/** Renames a post straight in the database: no route runs, so nothing is announced (as if another system wrote). */
async function renameBehindTheAppsBack(id: number, title: string): Promise<void> {
  await ctx.database.db.updateTable('posts').set({ title }).where('id', '=', id).execute();
}

const titles = (res: LightMyRequestResponse): string[] =>
  (json(res).data as { title: string }[]).map((p) => p.title);

describe('anonymous reads', () => {
  it('are answered from the cache after the first, and normalised queries share an entry', async () => {
    const first = await get('/prop/public/post?page=1&limit=12');
    expect(first.statusCode).toBe(200);
    const newest = (json(first).data as { id: number }[])[0].id;
    await renameBehindTheAppsBack(newest, 'Renamed quietly');
    const reordered = await get('/prop/public/post?limit=12&page=1');
    expect(reordered.body).toBe(first.body);
    expect(reordered.headers.etag).toBe(first.headers.etag);
    // A signed-in read goes to the database: it sees the change at once.
    expect(titles(await get('/prop/public/post?page=1&limit=12', { authorization: creative.token }))[0]).toBe(
      'Renamed quietly',
    );
    // Another query is another entry.
    expect(titles(await get('/prop/public/post?page=1&limit=11'))[0]).toBe('Renamed quietly');
    // Announcing a write empties the cache.
    ctx.app.publicCache.written();
    expect(titles(await get('/prop/public/post?page=1&limit=12'))[0]).toBe('Renamed quietly');
  });

  it('carry public caching headers, a strong ETag and an exact Vary', async () => {
    const res = await get('/prop/public/post?page=1&limit=12');
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(res.headers.vary).toBe('authorization, accept-language, accept-encoding');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // A small answer is never compressed: it does not vary by encoding.
    const small = await get('/prop/public/post?q=no-such-title-anywhere');
    expect(small.statusCode).toBe(200);
    expect(small.headers.vary).toBe('authorization, accept-language');
  });

  it('are kept per language: a Hausa reader gets the Hausa message and code, never the English entry', async () => {
    const url = '/prop/public/post?page=1&limit=5';
    const english = await get(url);
    const hausa = await get(url, { 'accept-language': 'ha-NG,ha;q=0.9' });
    const hausaAgain = await get(url, { 'accept-language': 'ha' });
    const byQuery = await get(`${url}&lang=ha`);
    expect(english.headers['content-language']).toBe('en');
    expect(json(english).message).toBe('Posts');
    expect(hausa.headers['content-language']).toBe('ha');
    expect(json(hausa).message).not.toBe('Posts');
    expect(json(hausa).code).toBe(json(english).code);
    expect(json(english).code).toEqual(expect.any(String));
    expect(hausaAgain.body).toBe(hausa.body);
    expect(byQuery.body).toBe(hausa.body);
    expect(hausa.headers.etag).not.toBe(english.headers.etag);
    expect((await get(url)).body).toBe(english.body);
  });

  it('answer If-None-Match with 304 and no body, on a hit and on a miss', async () => {
    const res = await get('/prop/public/post?page=2&limit=5');
    const etag = res.headers.etag as string;
    const again = await get('/prop/public/post?page=2&limit=5', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    ctx.app.publicCache.written();
    expect(
      (await get('/prop/public/post?page=2&limit=5', { 'if-none-match': `"nope", ${etag}` })).statusCode,
    ).toBe(304);
    expect((await get('/prop/public/post?page=2&limit=5', { 'if-none-match': '"nope"' })).statusCode).toBe(
      200,
    );
  });

  it('are sent compressed from the cache when accepted, with their own ETag', async () => {
    const plain = await get('/prop/public/post?page=1&limit=12');
    const br = await get('/prop/public/post?page=1&limit=12', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('authorization, accept-language, accept-encoding');
    expect(br.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-br"`);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/prop/public/post?page=1&limit=12', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // The compressed form's ETag revalidates too.
    expect(
      (
        await get('/prop/public/post?page=1&limit=12', {
          'accept-encoding': 'br',
          'if-none-match': br.headers.etag as string,
        })
      ).statusCode,
    ).toBe(304);
  });

  it('errors are never publicly cacheable', async () => {
    const missing = await get('/prop/public/post/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.etag).toBeUndefined();
    const bad = await get('/prop/public/post?limit=-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control'] ?? '').not.toMatch(/public/);
  });

  it('covers every public GET the issue names', async () => {
    const urls = [
      '/prop/public/post',
      '/prop/public/product',
      '/prop/tool/all',
      '/prop/opportunity/all',
      '/prop/event/all',
      '/prop/public/directory',
      `/prop/public/creative/${creative.id}`,
      `/prop/public/profile/${creative.id}`,
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(PUBLIC_CACHE_CONTROL);
      expect(res.headers.etag, url).toBeDefined();
    }
  });
});

describe('signed-in reads', () => {
  it('are private, revalidated, and still have an ETag and 304', async () => {
    const headers = { authorization: creative.token };
    const res = await get('/prop/public/post?page=1&limit=12', headers);
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(res.headers.vary).toBe('authorization, accept-language, accept-encoding');
    const again = await get('/prop/public/post?page=1&limit=12', {
      ...headers,
      'if-none-match': res.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    const br = await get('/prop/public/post?page=1&limit=12', { ...headers, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(`${(res.headers.etag as string).slice(0, -1)}-br"`);
  });
});

describe('each write kind is seen by the next anonymous read', () => {
  it('a new post', async () => {
    await get('/prop/public/post?page=1&limit=12');
    await createPost('Fresh post');
    expect(titles(await get('/prop/public/post?page=1&limit=12'))[0]).toBe('Fresh post');
  });

  it('a new product', async () => {
    expect(json(await get('/prop/public/product?page=1&limit=12')).data.data).toHaveLength(0);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/clap/prop/product',
      headers: { authorization: creative.token },
      payload: {
        title: 'Fresh product',
        description: 'd',
        link: 'https://example.org/p',
        images: [image],
        category: 'product',
        price: 5000,
        quantity: 3,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = json(await get('/prop/public/product?page=1&limit=12')).data.data as { title: string }[];
    expect(after.map((p) => p.title)).toEqual(['Fresh product']);
  });

  it('a profile edit (the profile and the author on the feed)', async () => {
    expect(json(await get(`/prop/public/creative/${creative.id}`)).data.first_name).toBe('Ada');
    await get('/prop/public/post?page=1&limit=12');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/clap/prop/users/edit_profile',
      headers: { authorization: creative.token },
      payload: { first_name: 'Adaeze' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(await get(`/prop/public/creative/${creative.id}`)).data.first_name).toBe('Adaeze');
    expect(json(await get('/prop/public/post?page=1&limit=12')).data[0].author.first_name).toBe('Adaeze');
  });

  it('a take-down', async () => {
    const id = await createPost('To be taken down');
    expect((await get(`/prop/public/post/${id}`)).statusCode).toBe(200);
    expect(titles(await get('/prop/public/post?page=1&limit=12'))).toContain('To be taken down');
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/clap/prop/post/${id}`,
      headers: { authorization: admin.token },
      payload: { reason: 'Breaks the rules of the portal' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(`/prop/public/post/${id}`)).statusCode).toBe(404);
    expect(titles(await get('/prop/public/post?page=1&limit=12'))).not.toContain('To be taken down');
  });

  it('a blacklisting (the author leaves the feed, the directory and their profile)', async () => {
    const author = await createAccount(ctx, { kind: 'creative' });
    await createPost('By a soon-blacklisted author', author.token);
    expect(titles(await get('/prop/public/post?page=1&limit=12'))).toContain('By a soon-blacklisted author');
    expect((await get(`/prop/public/creative/${author.id}`)).statusCode).toBe(200);
    const directory = JSON.stringify(json(await get('/prop/public/directory')).data);
    expect(directory).toContain(`"id":${author.id},`);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/clap/prop/admin-creative/${author.id}/blacklist`,
      headers: { authorization: admin.token },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(titles(await get('/prop/public/post?page=1&limit=12'))).not.toContain(
      'By a soon-blacklisted author',
    );
    expect((await get(`/prop/public/creative/${author.id}`)).statusCode).toBe(404);
    expect(JSON.stringify(json(await get('/prop/public/directory')).data)).not.toContain(
      `"id":${author.id},`,
    );
  });

  it('a partner approved through the GET the spec names', async () => {
    const partner = await createAccount(ctx, { kind: 'partner' });
    expect((await get(`/prop/public/partner/${partner.id}`)).statusCode).toBe(404);
    const res = await get(`/prop/admin-partner/${partner.id}/approve`, { authorization: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(`/prop/public/partner/${partner.id}`)).statusCode).toBe(200);
  });
});

describe('PUBLIC_CACHE=false', () => {
  it('reads the database on every request, with the same HTTP caching', async () => {
    const off = await createTestContext({ env: { PUBLIC_CACHE: 'false' } });
    try {
      const author = await createAccount(off, { kind: 'creative' });
      await off.database.db
        .insertInto('posts')
        .values({ author_id: author.id, title: 'One', description: 'd', link: null, images: [] })
        .execute();
      const first = await off.app.inject({ method: 'GET', url: '/clap/prop/public/post?page=1&limit=12' });
      expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      await off.database.db.updateTable('posts').set({ title: 'Two' }).execute();
      const second = await off.app.inject({ method: 'GET', url: '/clap/prop/public/post?page=1&limit=12' });
      expect(titles(second)).toEqual(['Two']);
    } finally {
      await off.close();
    }
  });
});

describe('ready answers (issue 35: a cached hit written from the last onRequest hook)', () => {
  const strip = (res: LightMyRequestResponse) => {
    const { date: _date, 'x-request-id': _id, connection: _c, ...rest } = res.headers;
    return rest;
  };

  it('answer an address seen before with the same bytes and headers as the full path, in every encoding', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { 'accept-encoding': 'br' },
      { 'accept-encoding': 'gzip' },
      { 'x-no-compression': '1' },
    ]) {
      // After a write the first read fills through the full path (and readies the address); the next are ready.
      ctx.app.publicCache.written();
      const full = await get('/prop/public/post?page=1&limit=10', headers);
      const ready = await get('/prop/public/post?page=1&limit=10', headers);
      const again = await get('/prop/public/post?page=1&limit=10', headers);
      expect(ready.statusCode).toBe(200);
      expect(ready.rawPayload.equals(full.rawPayload)).toBe(true);
      expect(strip(ready)).toEqual(strip(full));
      expect(ready.headers['x-request-id']).toBeDefined();
      expect(ready.headers['x-request-id']).not.toBe(again.headers['x-request-id']);
      expect(ready.headers['content-security-policy']).toContain("default-src 'self'");
      expect(ready.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('never outlive a write, a token, a validator or another language', async () => {
    const id = await createPost('Ready before');
    const url = '/prop/public/post?page=1&limit=9';
    await get(url);
    expect(titles(await get(url))[0]).toBe('Ready before');
    await renameBehindTheAppsBack(id, 'Ready after');
    expect(titles(await get(url))[0]).toBe('Ready before');
    ctx.app.publicCache.written();
    expect(titles(await get(url))[0]).toBe('Ready after');
    const signedIn = await get(url, { authorization: creative.token });
    expect(signedIn.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const etag = (await get(url)).headers.etag as string;
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    const hausa = await get(url, { 'accept-language': 'ha' });
    expect(hausa.headers['content-language']).toBe('ha');
    expect((await get(url, { 'accept-language': 'ha' })).headers['content-language']).toBe('ha');
    expect((await get(url)).headers['content-language']).toBe('en');
  });
});
