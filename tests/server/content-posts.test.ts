// Posts: public feed and lookup, own posts, create and update, with roles, image and link rules, blacklisting, paging.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '../../contract/moderation';
import { body, createTestContext, type TestContext } from './helpers';
import { createAccount, createImage, setBlacklisted, type TestAccount } from './builders';

interface Post {
  id: number;
  title: string;
  description: string;
  link: string | null;
  images: string[];
  image_variants: { url: string; width: number }[][];
  likes: number;
  created_at: string;
  author: Record<string, unknown>;
}
type ListBody = {
  status: boolean;
  message: string;
  data: Post[];
  meta?: { page: number; limit: number; total: number; pages: number };
};

let ctx: TestContext;
let creative: TestAccount;
let business: TestAccount;
let partner: TestAccount;
let admin: TestAccount;
let image: string;

beforeAll(async () => {
  ctx = await createTestContext();
  creative = await createAccount(ctx, {
    kind: 'creative',
    profile: { expertise: 'Music', category: 'Afrobeats', photo: '/uploads/p.png' },
  });
  business = await createAccount(ctx, {
    kind: 'business',
    profile: { area: 'Lekki', sector: 'Fashion', logo: '/uploads/l.png' },
  });
  partner = await createAccount(ctx, { kind: 'partner', approved: true });
  admin = await createAccount(ctx, { kind: 'admin' });
  image = (await createImage(ctx, { width: 1200, height: 800 })).url;
});
afterAll(async () => ctx?.close());

const post = (token: string | undefined, payload: unknown, url = '/clap/prop/posts') =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: token } : {},
    payload: payload as object,
  });

const valid = () => ({
  title: 'My first song',
  description: 'A new single',
  link: 'https://example.org/song',
  images: [image],
});

describe('POST /prop/posts', () => {
  it('refuses anonymous callers with 401', async () => {
    const res = await post(undefined, valid());
    expect(res.statusCode).toBe(401);
    expect(body(res).status).toBe(false);
  });

  it('refuses admins with 403', async () => {
    expect((await post(admin.token, valid())).statusCode).toBe(403);
  });

  it('requires every field and an image, with the spec message', async () => {
    for (const missing of ['title', 'description', 'link', 'images']) {
      const payload: Record<string, unknown> = valid();
      delete payload[missing];
      const res = await post(creative.token, payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe('All fields are required for the post');
    }
    const blank = await post(creative.token, { ...valid(), title: '   ', images: [] });
    expect(body(blank).message).toBe('All fields are required for the post');
  });

  it('refuses foreign images, unknown uploads, bad links, long titles and unknown fields', async () => {
    const foreign = await post(creative.token, { ...valid(), images: ['https://evil.example/x.png'] });
    expect(foreign.statusCode).toBe(400);
    expect(body(foreign).message).toBe('Images must be uploaded through the portal.');
    const unknown = await post(creative.token, { ...valid(), images: [`/uploads/${'a'.repeat(32)}.png`] });
    expect(body(unknown).message).toBe('Images must be uploaded through the portal.');
    const link = await post(creative.token, { ...valid(), link: 'javascript:alert(1)' });
    expect(link.statusCode).toBe(400);
    expect(body(link).message).toMatch(/http/);
    expect((await post(creative.token, { ...valid(), title: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await post(creative.token, { ...valid(), images: Array(11).fill(image) })).statusCode).toBe(400);
    expect((await post(creative.token, { ...valid(), likes: 1000 })).statusCode).toBe(400);
  });

  it('creates a post for a creative, with the author and image variants', async () => {
    const res = await post(creative.token, { ...valid(), images: [`${ctx.config.publicUrl}${image}`] });
    expect(res.statusCode).toBe(201);
    const created = body<{ status: boolean; message: string; data: Post }>(res);
    expect(created.message).toBe('Post successfully created');
    expect(created.data).toMatchObject({ title: 'My first song', likes: 0, images: [image] });
    expect(created.data.author).toMatchObject({
      id: creative.id,
      kind: 'creative',
      first_name: 'Ada',
      expertise: 'Music',
      category: 'Afrobeats',
      photo: '/uploads/p.png',
      registered_name: null,
      logo: null,
    });
    expect(created.data.image_variants[0].map((v) => v.width)).toEqual([320, 640, 1080, 1200]);
    expect(created.data.image_variants[0][0].url).toMatch(/^\/uploads\/[a-f0-9]{32}-320\.webp$/);
  });

  it('creates posts for businesses and partners with their author fields', async () => {
    const b = body<{ data: Post }>(await post(business.token, valid())).data;
    expect(b.author).toMatchObject({
      kind: 'business',
      area: 'Lekki',
      sector: 'Fashion',
      logo: '/uploads/l.png',
      first_name: null,
    });
    expect(String(b.author.registered_name)).toMatch(/^Registered/);
    const p = body<{ data: Post }>(await post(partner.token, valid())).data;
    expect(p.author).toMatchObject({ kind: 'partner', industry: 'Finance' });
    expect(String(p.author.name)).toMatch(/^Partner/);
  });

  it('accepts images from ALLOWED_IMAGE_HOSTS', async () => {
    const other = await createTestContext({ env: { ALLOWED_IMAGE_HOSTS: 'res.cloudinary.com' } });
    try {
      const a = await createAccount(other, { kind: 'creative' });
      const res = await other.app.inject({
        method: 'POST',
        url: '/clap/prop/posts',
        headers: { authorization: a.token },
        payload: { ...valid(), images: ['https://res.cloudinary.com/demo/image.png'] },
      });
      expect(res.statusCode).toBe(201);
      expect(body<{ data: Post }>(res).data.image_variants).toEqual([[]]);
      const bad = await other.app.inject({
        method: 'POST',
        url: '/clap/prop/posts',
        headers: { authorization: a.token },
        payload: { ...valid(), images: ['https://res.cloudinary.com.evil.example/image.png'] },
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      await other.close();
    }
  });
});

describe('GET /prop/public/post and /prop/posts', () => {
  it('lists posts newest first as data, without meta when not paged', async () => {
    const res = await ctx.app.inject({ url: '/clap/prop/public/post' });
    expect(res.statusCode).toBe(200);
    const list = body<ListBody>(res);
    expect(Array.isArray(list.data)).toBe(true);
    expect(list.meta).toBeUndefined();
    const times = list.data.map((p) => p.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('finds one post by id; 404 for unknown ids and 400 for bad ids', async () => {
    const first = body<ListBody>(await ctx.app.inject({ url: '/clap/prop/public/post' })).data[0];
    const one = await ctx.app.inject({ url: `/clap/prop/public/post/${first.id}` });
    expect(body<{ data: Post }>(one).data.id).toBe(first.id);
    expect((await ctx.app.inject({ url: '/clap/prop/public/post/999999' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/clap/prop/public/post/abc' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/clap/prop/public/post/99999999999' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/clap/prop/public/post/-1' })).statusCode).toBe(400);
  });

  it("lists only the caller's own posts, and needs a session", async () => {
    expect((await ctx.app.inject({ url: '/clap/prop/posts' })).statusCode).toBe(401);
    const own = body<ListBody>(
      await ctx.app.inject({ url: '/clap/prop/posts', headers: { authorization: business.token } }),
    );
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((p) => p.author.id === business.id)).toBe(true);
  });

  it('pages with meta, searches titles literally and filters by author', async () => {
    const author = await createAccount(ctx, { kind: 'creative' });
    for (let i = 0; i < 7; i += 1) {
      await post(author.token, { ...valid(), title: i === 3 ? 'Zebra 100%_done' : `Paging item ${i}` });
    }
    const page = body<ListBody>(
      await ctx.app.inject({ url: `/clap/prop/public/post?author_id=${author.id}&page=2&limit=3` }),
    );
    expect(page.meta).toEqual({ page: 2, limit: 3, total: 7, pages: 3 });
    expect(page.data.map((p) => p.title)).toEqual([
      'Paging item 3'.replace('Paging item 3', 'Zebra 100%_done'),
      'Paging item 2',
      'Paging item 1',
    ]);
    const last = body<ListBody>(
      await ctx.app.inject({ url: `/clap/prop/public/post?author_id=${author.id}&page=3&limit=3` }),
    );
    expect(last.data.map((p) => p.title)).toEqual(['Paging item 0']);
    const search = body<ListBody>(await ctx.app.inject({ url: '/clap/prop/public/post?q=100%25_d' }));
    expect(search.data.map((p) => p.title)).toEqual(['Zebra 100%_done']);
    expect(search.meta).toMatchObject({ page: 1, total: 1, pages: 1 });
    const literal = body<ListBody>(await ctx.app.inject({ url: '/clap/prop/public/post?q=%25' }));
    expect(literal.data.every((p) => p.title.includes('%'))).toBe(true);
    const none = body<ListBody>(
      await ctx.app.inject({ url: '/clap/prop/public/post?q=nothing-matches-this' }),
    );
    expect(none.meta).toEqual({ page: 1, limit: 20, total: 0, pages: 0 });
    const random = body<ListBody>(
      await ctx.app.inject({ url: `/clap/prop/public/post?author_id=${author.id}&random=true&limit=2` }),
    );
    expect(random.data).toHaveLength(2);
    expect((await ctx.app.inject({ url: '/clap/prop/public/post?limit=101' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/clap/prop/public/post?page=0' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/clap/prop/public/post?bogus=1' })).statusCode).toBe(400);
  });

  it("skips by offset for the feed's Load More (12, then 5 at a time), with the same total", async () => {
    const author = await createAccount(ctx, { kind: 'creative' });
    for (let i = 0; i < 9; i += 1) await post(author.token, { ...valid(), title: `Offset item ${i}` });
    const first = body<ListBody>(
      await ctx.app.inject({ url: `/clap/prop/public/post?author_id=${author.id}&offset=0&limit=4` }),
    );
    const next = body<ListBody>(
      await ctx.app.inject({ url: `/clap/prop/public/post?author_id=${author.id}&offset=4&limit=3` }),
    );
    const rest = body<ListBody>(
      await ctx.app.inject({ url: `/clap/prop/public/post?author_id=${author.id}&offset=7&limit=3` }),
    );
    expect(first.data.map((p) => p.title)).toEqual([
      'Offset item 8',
      'Offset item 7',
      'Offset item 6',
      'Offset item 5',
    ]);
    expect(next.data.map((p) => p.title)).toEqual(['Offset item 4', 'Offset item 3', 'Offset item 2']);
    expect(rest.data.map((p) => p.title)).toEqual(['Offset item 1', 'Offset item 0']);
    expect(next.meta).toEqual({ page: 2, limit: 3, total: 9, pages: 3 });
    expect((await ctx.app.inject({ url: '/clap/prop/public/post?offset=-1' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/clap/prop/public/post?offset=abc' })).statusCode).toBe(400);
  });

  it("hides a blacklisted author's posts from lists and lookups, and shows them again when restored", async () => {
    const author = await createAccount(ctx, { kind: 'creative' });
    const created = body<{ data: Post }>(await post(author.token, { ...valid(), title: 'Soon hidden' })).data;
    await setBlacklisted(ctx, author.id, true);
    const list = body<ListBody>(await ctx.app.inject({ url: '/clap/prop/public/post' }));
    expect(list.data.some((p) => p.id === created.id)).toBe(false);
    expect((await ctx.app.inject({ url: `/clap/prop/public/post/${created.id}` })).statusCode).toBe(404);
    await setBlacklisted(ctx, author.id, false);
    expect((await ctx.app.inject({ url: `/clap/prop/public/post/${created.id}` })).statusCode).toBe(200);
  });

  it('shows a profile edit in the lists at once (the author card the profile triggers keep), for each kind', async () => {
    const edits = [
      {
        kind: 'creative',
        url: '/clap/prop/users/edit_profile',
        payload: { first_name: 'Renamed', expertise: 'Film' },
        expected: { first_name: 'Renamed', expertise: 'Film' },
      },
      {
        kind: 'business',
        url: '/clap/prop/business-info/edit_profile',
        payload: { registered_name: 'Renamed Ltd', sector: 'Music' },
        expected: { name: 'Renamed Ltd', registered_name: 'Renamed Ltd', sector: 'Music' },
      },
      {
        kind: 'partner',
        url: '/clap/prop/partner-info/edit_profile',
        payload: { name: 'Renamed Fund', industry: 'Media' },
        expected: { name: 'Renamed Fund', industry: 'Media' },
      },
    ] as const;
    for (const edit of edits) {
      const author = await createAccount(ctx, { kind: edit.kind, approved: true });
      const created = body<{ data: Post }>(
        await post(author.token, { ...valid(), title: `Card ${edit.kind}` }),
      ).data;
      const res = await ctx.app.inject({
        method: 'PUT',
        url: edit.url,
        headers: { authorization: author.token },
        payload: edit.payload,
      });
      expect(res.statusCode).toBe(200);
      const list = body<ListBody>(
        await ctx.app.inject({ url: `/clap/prop/public/post?author_id=${author.id}&page=1&limit=5` }),
      );
      expect(list.data.find((p) => p.id === created.id)?.author).toMatchObject({
        id: author.id,
        kind: edit.kind,
        ...edit.expected,
      });
      const one = body<{ data: Post }>(
        await ctx.app.inject({ url: `/clap/prop/public/post/${created.id}` }),
      ).data;
      expect(one.author).toMatchObject(edit.expected);
      expect(String(one.author.name)).toMatch(/^Renamed/);
      // The list's own query carries the variants now: still one list per image.
      expect(one.image_variants[0].map((v) => v.width)).toEqual([320, 640, 1080, 1200]);
    }
  });

  it("removes a deleted author's posts", async () => {
    const author = await createAccount(ctx, { kind: 'business' });
    const created = body<{ data: Post }>(await post(author.token, valid())).data;
    await ctx.database.db.deleteFrom('accounts').where('id', '=', author.id).execute();
    expect((await ctx.app.inject({ url: `/clap/prop/public/post/${created.id}` })).statusCode).toBe(404);
  });
});

describe('POST /prop/post/{id}', () => {
  it("updates only the given fields of the caller's own post", async () => {
    const created = body<{ data: Post }>(await post(creative.token, valid())).data;
    const res = await post(creative.token, { title: 'Renamed' }, `/clap/prop/post/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(body<{ data: Post }>(res).data).toMatchObject({
      id: created.id,
      title: 'Renamed',
      description: 'A new single',
    });
    expect(body(res).message).toBe(MODERATION_MESSAGES.updated);
  });

  it('refuses other authors (403), unknown posts (404), anonymous callers (401) and bad values (400)', async () => {
    const created = body<{ data: Post }>(await post(creative.token, valid())).data;
    const url = `/clap/prop/post/${created.id}`;
    expect((await post(business.token, { title: 'Mine now' }, url)).statusCode).toBe(403);
    expect((await post(creative.token, { title: 'x' }, '/clap/prop/post/999999')).statusCode).toBe(404);
    expect((await post(undefined, { title: 'x' }, url)).statusCode).toBe(401);
    expect(body(await post(creative.token, { title: ' ' }, url)).message).toBe(
      'All fields are required for the post',
    );
    expect(body(await post(creative.token, { images: ['https://evil.example/a.png'] }, url)).message).toBe(
      'Images must be uploaded through the portal.',
    );
    expect((await post(creative.token, { link: 'ftp://x' }, url)).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the content routes', async () => {
    const res = await ctx.app.inject({ url: '/clap/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      '/clap/prop/public/post',
      '/clap/prop/post/{id}',
      '/clap/prop/tool/all',
      '/clap/prop/opportunity/all',
      '/clap/prop/event/{id}',
      '/clap/prop/public/product',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
