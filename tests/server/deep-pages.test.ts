// Keyset paging behind the page numbers (issue 35, server/repositories/content-query.ts "page starts"): a deep page
// seeks from its remembered first item instead of OFFSET, and answers exactly what OFFSET answers; a write forgets
// the starts; a start whose row is gone falls back to OFFSET; the feed's route answers the same pages. The directory's
// deep pages (repositories/directory.ts) likewise, in both its scopes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateListTotals } from '../../server/repositories/content-query';
import { listDirectory, type DirectoryScope } from '../../server/repositories/directory';
import { listPosts } from '../../server/repositories/posts';
import { createAccount } from './builders';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let authorId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  authorId = (await createAccount(ctx, { kind: 'creative' })).id;
  const base = Date.now() - 3_600_000;
  // 30 posts, two pairs sharing a created_at (the id breaks the tie, as in the index).
  await ctx.database.db
    .insertInto('posts')
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        author_id: authorId,
        title: `Deep ${i}`,
        description: 'A post',
        link: 'https://example.org/d',
        created_at: new Date(base + (i === 7 || i === 8 || i === 20 || i === 21 ? 7_000 * i : 1_000 * i)),
      })),
    )
    .execute();
  invalidateListTotals();
});
afterAll(async () => ctx?.close());

const ids = async (page: number, limit = 4) =>
  (await listPosts(ctx.database.db, { page, limit })).items.map((p) => p.id);

describe('deep pages seek from their remembered start', () => {
  it('answer every page as OFFSET does, walked in order, backwards and repeated', async () => {
    invalidateListTotals();
    const all = (await listPosts(ctx.database.db, {})).items.map((p) => p.id);
    const expected = (page: number, limit = 4) => all.slice((page - 1) * limit, page * limit);
    for (let page = 1; page <= 9; page++) expect(await ids(page), `page ${page}`).toEqual(expected(page));
    for (let page = 9; page >= 1; page--) expect(await ids(page), `again ${page}`).toEqual(expected(page));
    expect(await ids(5, 3)).toEqual(expected(5, 3));
    expect(await ids(5, 3)).toEqual(expected(5, 3));
  });

  it('forget their starts on a write, and fall back to OFFSET when a start row is gone', async () => {
    invalidateListTotals();
    const before = await ids(3);
    expect(await ids(3)).toEqual(before);
    // Page 3's start is removed behind the app's back: the seek finds nothing and OFFSET answers.
    await ctx.database.db.deleteFrom('posts').where('id', '=', before[0]).execute();
    const after = await ids(3);
    const all = (await listPosts(ctx.database.db, {})).items.map((p) => p.id);
    expect(after).toEqual(all.slice(8, 12));
    // A new post (announced as every route's write is) shifts every page by one.
    await ctx.database.db
      .insertInto('posts')
      .values({ author_id: authorId, title: 'Newest', description: 'A post', link: 'https://example.org/n' })
      .execute();
    invalidateListTotals();
    const shifted = (await listPosts(ctx.database.db, {})).items.map((p) => p.id);
    expect(await ids(3)).toEqual(shifted.slice(8, 12));
  });

  it('the feed route answers deep pages the same with the public cache off', async () => {
    const get = async (page: number) =>
      (
        await ctx.app.inject({
          url: `/clap/prop/public/post?page=${page}&limit=4`,
          headers: { authorization: (await createAccount(ctx, { kind: 'creative' })).token },
        })
      )
        .json<{ data: { id: number }[] }>()
        .data.map((p) => p.id);
    invalidateListTotals();
    const first = await get(4);
    expect(await get(4)).toEqual(first);
    expect(await ids(4)).toEqual(first);
  });
});

describe("the directory's deep pages seek too", () => {
  let partners: number[];
  beforeAll(async () => {
    // 14 approved partners, two pairs sharing a created_at, and one unapproved (public: hidden; admin: listed).
    partners = [];
    const base = Date.now() - 7_200_000;
    for (let i = 0; i < 15; i++) {
      const { id } = await createAccount(ctx, { kind: 'partner', approved: i !== 9 });
      const at = new Date(base + (i === 4 || i === 5 || i === 11 || i === 12 ? 9_000 * i : 1_000 * i));
      await ctx.database.db.updateTable('accounts').set({ created_at: at }).where('id', '=', id).execute();
      partners.push(id);
    }
    invalidateListTotals();
  });

  const page = async (scope: DirectoryScope, p: number, limit = 3) =>
    (
      await listDirectory(ctx.database.db, 'partner', {
        scope,
        limit,
        offset: (p - 1) * limit,
        urls: ctx.app.config,
      })
    ).map((e) => e.id);

  it.each<DirectoryScope>(['public', 'admin'])(
    '%s: every page as OFFSET answers it, walked in order, backwards and repeated',
    async (scope) => {
      invalidateListTotals();
      const all = await page(scope, 1, 100);
      expect(all).toHaveLength(scope === 'public' ? 14 : 15);
      const expected = (p: number, limit = 3) => all.slice((p - 1) * limit, p * limit);
      for (let p = 1; p <= 6; p++) expect(await page(scope, p), `page ${p}`).toEqual(expected(p));
      for (let p = 6; p >= 1; p--) expect(await page(scope, p), `again ${p}`).toEqual(expected(p));
      expect(await page(scope, 3, 4)).toEqual(expected(3, 4));
      expect(await page(scope, 3, 4)).toEqual(expected(3, 4));
    },
  );

  it('forgets its starts on a write; a start whose account is gone falls back to OFFSET', async () => {
    invalidateListTotals();
    const before = await page('public', 3);
    expect(await page('public', 3)).toEqual(before);
    // Page 3's first partner is deleted behind the app's back: the seek finds nothing and OFFSET answers.
    await ctx.database.db.deleteFrom('accounts').where('id', '=', before[0]).execute();
    const all = await page('public', 1, 100);
    expect(await page('public', 3)).toEqual(all.slice(6, 9));
    // A new partner (announced as every route's write is) shifts every page by one.
    await createAccount(ctx, { kind: 'partner', approved: true });
    invalidateListTotals();
    const shifted = await page('public', 1, 100);
    expect(await page('public', 3)).toEqual(shifted.slice(6, 9));
  });

  it('the public route answers the same deep pages', async () => {
    const get = async (p: number) =>
      (
        await ctx.app.inject({
          url: `/clap/prop/public/directory?tab=partners&page=${p}&limit=3`,
          headers: { authorization: (await createAccount(ctx, { kind: 'creative' })).token },
        })
      )
        .json<{ data: { partners: { id: number }[] } }>()
        .data.partners.map((e) => e.id);
    invalidateListTotals();
    const first = await get(4);
    expect(first).toHaveLength(3);
    expect(await get(4)).toEqual(first);
    expect(await page('public', 4)).toEqual(first);
  });
});
