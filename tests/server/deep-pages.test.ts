// Keyset paging behind the page numbers (issue 35, server/repositories/content-query.ts "page starts"): a deep page
// seeks from its remembered first item instead of OFFSET, and answers exactly what OFFSET answers; a write forgets
// the starts; a start whose row is gone falls back to OFFSET; the feed's route answers the same pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateListTotals } from '../../server/repositories/content-query';
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
