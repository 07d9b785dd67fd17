// Search that suits Nigerian names and words (issue 35 section 1, docs/search.md): a table of queries and what each
// must and must not find, through the site search (GET /prop/public/search) and the lists' own q (directory, feed,
// marketplace, tools, opportunities, training, calls). Runs on PGlite and, in CI, on PostgreSQL (DATABASE_URL).
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- JSON bodies under test */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { SEARCH_KINDS, SEARCH_QUERY_MAX, SEARCH_TOTAL_MAX } from '../../contract/search';
import { deleteContentRow } from '../../server/repositories/content-removal';
import { body, createTestContext, type TestContext } from './helpers';
import { adminId, makeBusiness, makeCreative, makePartner } from './people-fixtures';

let ctx: TestContext;
type Json = { status: boolean; message: string; data?: any; meta?: any };
const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/clap${url}` });
  return { code: res.statusCode, json: body<Json>(res), headers: res.headers };
};
const search = (q: string, extra = '') => get(`/prop/public/search?q=${encodeURIComponent(q)}${extra}`);
/** The titles of one group of a site search. */
const found = async (kind: string, q: string): Promise<string[]> => {
  const { code, json } = await search(q, `&kind=${kind}`);
  expect(code, `${kind} ${q}`).toBe(200);
  return json.data.groups[0].items.map((hit: any) => hit.title);
};

const ids: Record<string, number> = {};
const later = (ms: number) => new Date(Date.UTC(2026, 10, 1) + ms);

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  ids.adewale = await makeCreative(db, { first_name: 'Adéwálé', last_name: 'Ọlọ́ṣẹ', category: 'Music' });
  ids.ngozi = await makeCreative(db, { first_name: 'Okafor', last_name: 'Ngozi', category: 'Fashion' });
  ids.chukwu = await makeCreative(db, { first_name: 'Chíọ̀ma', last_name: 'Ụzọ', category: 'Film' });
  ids.bello = await makeCreative(db, { first_name: 'Ɓello', last_name: 'Ƙabir', category: 'Craft' });
  ids.yakubu = await makeCreative(db, { first_name: 'Ƴakubu', last_name: 'Ɗanjuma', category: 'Craft' });
  ids.injection = await makeCreative(db, { first_name: "O'Brien", last_name: '50%_off\\x', category: 'Art' });
  ids.banned = await makeCreative(
    db,
    { first_name: 'Adewale', last_name: 'Banned' },
    { is_blacklisted: true },
  );
  ids.private = await makeCreative(
    db,
    { first_name: 'Adewale', last_name: 'Private' },
    { status: 'private' },
  );
  ids.business = await makeBusiness(db, { trade_name: 'Ankara Ẹwà Studio', sector: 'Fashion' });
  ids.partner = await makePartner(db, { name: 'Ọ̀yọ́ Arts Fund' });
  ids.pending = await makePartner(db, { name: 'Oyo Pending Fund' }, { approved: false });

  const author = ids.ngozi;
  const base = { author_id: author, description: 'About it', link: 'https://example.ng' };
  const post = async (title: string, at: number, authorId = author) =>
    (
      await db
        .insertInto('posts')
        .values({ ...base, author_id: authorId, title, created_at: later(at) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  ids.postOld = await post('Ankara fabric market day', 1_000);
  ids.postNew = await post('Ankara fabric stories', 2_000);
  ids.postFuzzy = await post('Ankarra prints', 3_000);
  ids.postBanned = await post('Ankara from a banned author', 4_000, ids.banned);
  ids.postTaken = await post('Ankara taken down', 5_000);
  // More matches of "gele" than a search counts: 'Gele headtie 1' (the oldest) to 'Gele headtie <cap + 5>'.
  await sql`insert into posts (author_id, title, description, link, created_at)
    select ${author}, 'Gele headtie ' || i, 'About it', 'https://example.ng', ${later(10_000)}::timestamptz + i * interval '1 second'
    from generate_series(1, ${SEARCH_TOTAL_MAX + 5}) as i`.execute(db);
  // More people named "Kemi" than a search counts, fewer of each kind: 0.6 of the cap creatives, as many businesses.
  for (const [kind, table, name] of [
    ['creative', 'creative_profiles', sql`first_name, last_name) select id, 'Kemi', 'Bulk' || id`],
    ['business', 'business_profiles', sql`trade_name) select id, 'Kemi Trade ' || id`],
  ] as const)
    await sql`with a as (insert into accounts (kind, email, is_activated, is_blacklisted, status, approved, email_verified_at)
      select ${kind}, ${kind} || '-kemi-' || i || '@test.local', true, false, 'public', false, now()
      from generate_series(1, ${(SEARCH_TOTAL_MAX * 3) / 5}) as i returning id)
      insert into ${sql.table(table)} (account_id, ${name} from a`.execute(db);
  // The planner's statistics after these bulk inserts, as autovacuum would gather them (PGlite runs none).
  await sql`analyze`.execute(db);
  await deleteContentRow(db, 'post', ids.postTaken);
  await db
    .insertInto('products')
    .values({ ...base, title: 'Àdìrẹ ankara wrapper', category: 'Fashion', price: 5000 })
    .execute();
  await db
    .insertInto('tools')
    .values({ ...base, name: 'Ƙiln for pottery', sector: 'Art', offer: 'Rent' })
    .execute();
  const when = new Date('2027-01-10T09:00:00Z');
  await db
    .insertInto('opportunities')
    .values({
      ...base,
      title: 'Ẹ̀bùn grant for weavers',
      deadline: when,
      starts_at: when,
      timing: 'Full time',
    })
    .execute();
  await db
    .insertInto('events')
    .values({
      ...base,
      author_id: ids.partner,
      title: 'Ìgbà training in Ọ̀yọ́',
      location: 'Lagos',
      starts_at: when,
    })
    .execute();
  await db
    .insertInto('calls')
    .values({
      author_id: ids.partner,
      title: 'Ankara design call',
      description: 'Designs',
      host: 'Arts Fund',
      opens_at: new Date(Date.now() - 86_400_000),
      closes_at: new Date(Date.now() + 86_400_000),
      eligible_kinds: ['creative'],
    })
    .execute();
});

afterAll(async () => {
  await ctx?.close();
});

// [what it shows, kind, query, must find (titles or names containing), must not find]
const TABLE: [string, string, string, string[], string[]][] = [
  ['tone marks ignored', 'people', 'Adewale', ['Adéwálé Ọlọ́ṣẹ'], ['Adewale Banned', 'Adewale Private']],
  ['underdots ignored', 'people', 'olose', ['Adéwálé Ọlọ́ṣẹ'], []],
  ['marks typed, none stored, and back', 'people', 'Ọ́kafọr', ['Okafor Ngozi'], []],
  ['word order', 'people', 'Ngozi Okafor', ['Okafor Ngozi'], ['Adéwálé Ọlọ́ṣẹ']],
  ['every word must match', 'people', 'Ngozi Adewale', [], ['Okafor Ngozi', 'Adéwálé Ọlọ́ṣẹ']],
  ['case', 'people', 'ADEWALE olose', ['Adéwálé Ọlọ́ṣẹ'], []],
  ['one-letter typo', 'people', 'Adewalr', ['Adéwálé Ọlọ́ṣẹ'], []],
  ['one letter missing', 'people', 'Ngzi', [], []],
  ['Igbo ị ụ and dot-below', 'people', 'chioma uzo', ['Chíọ̀ma Ụzọ'], []],
  ['Hausa hooked b typed plain', 'people', 'Bello', ['Ɓello Ƙabir'], []],
  ['Hausa hooked b typed hooked', 'people', 'Ɓello', ['Ɓello Ƙabir'], []],
  ['Hausa ƙ ɗ ƴ', 'people', 'kabir', ['Ɓello Ƙabir'], []],
  ['Hausa ƴ ɗ typed hooked, stored hooked', 'people', 'ƴakubu ɗanjuma', ['Ƴakubu Ɗanjuma'], []],
  ['Hausa typed plain', 'people', 'yakubu danjuma', ['Ƴakubu Ɗanjuma'], []],
  ['a business by its trade name, ẹ as e', 'people', 'ewa ankara', ['Ankara Ẹwà Studio'], []],
  ['an approved partner; a pending one never', 'people', 'oyo fund', ['Ọ̀yọ́ Arts Fund'], ['Oyo Pending Fund']],
  ['ƙ as k in a tool', 'tools', 'kiln', ['Ƙiln for pottery'], []],
  ['ẹ as e in an opportunity', 'opportunities', 'ebun grant', ['Ẹ̀bùn grant for weavers'], []],
  ['trainings', 'trainings', 'oyo training', ['Ìgbà training in Ọ̀yọ́'], []],
  ['products', 'products', 'adire', ['Àdìrẹ ankara wrapper'], []],
  ['calls', 'calls', 'ankara', ['Ankara design call'], []],
  [
    'posts: blacklisted author and taken down never',
    'posts',
    'ankara',
    ['Ankara fabric stories'],
    ['Ankara from a banned author', 'Ankara taken down'],
  ],
  ['% is data', 'people', '%', ['Brien 50%_off\\x'], ['Adéwálé Ọlọ́ṣẹ']],
  ['_ is data', 'people', '_', ['Brien 50%_off\\x'], ['Okafor Ngozi']],
  ['\\ is data', 'people', '\\', ['Brien 50%_off\\x'], ['Okafor Ngozi']],
  ["' is data", 'people', "o'brien", ["O'Brien"], []],
  ['SQL is data', 'people', "'; drop table accounts; --", [], ['Okafor Ngozi']],
  ['SQL in a LIKE', 'posts', "%' or 1=1 --", [], ['Ankara fabric stories']],
];

describe('site search: what each query must and must not find', () => {
  it.each(TABLE)('%s (%s: %s)', async (_what, kind, q, must, mustNot) => {
    const titles = await found(kind, q);
    for (const name of must)
      expect(
        titles.some((t) => t.includes(name)),
        `${q} finds ${name} in ${titles.join(', ')}`,
      ).toBe(true);
    for (const name of mustNot)
      expect(
        titles.some((t) => t.includes(name)),
        `${q} must not find ${name}`,
      ).toBe(false);
  });

  it('answers the first page of every group without a kind, each with its paging', async () => {
    const { code, json, headers } = await search('ankara');
    expect(code).toBe(200);
    expect(json.data.q).toBe('ankara');
    expect(json.data.groups.map((g: any) => g.kind)).toEqual([...SEARCH_KINDS]);
    const group = (kind: string) => json.data.groups.find((g: any) => g.kind === kind);
    expect(group('posts').meta).toEqual({ page: 1, limit: 5, total: 3, pages: 1 });
    expect(group('people').items.map((h: any) => h.title)).toEqual(['Ankara Ẹwà Studio']);
    expect(group('people').items[0]).toMatchObject({ kind: 'people', id: ids.business, person: 'business' });
    expect(group('tools').items).toEqual([]);
    expect(headers['cache-control']).toMatch(/public/);
  });

  it('ranks by relevance, then recency', async () => {
    // both exact; the newer first; the typo-tolerant match ("Ankarra") last
    expect(await found('posts', 'ankara')).toEqual([
      'Ankara fabric stories',
      'Ankara fabric market day',
      'Ankarra prints',
    ]);
    // a better fit outranks a newer one
    expect((await found('posts', 'ankara fabric market'))[0]).toBe('Ankara fabric market day');
  });

  it('pages through the exact matches, then the typo-tolerant ones, each item once, with the total of both', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (page) => (await get(`/prop/public/post?q=ankara&limit=1&page=${page}`)).json),
    );
    expect(pages.map((p) => p.data.map((i: any) => i.title))).toEqual([
      ['Ankara fabric stories'],
      ['Ankara fabric market day'],
      ['Ankarra prints'],
      [],
    ]);
    expect(pages.every((p) => p.meta.total === 3)).toBe(true);
  });

  it('pages one group', async () => {
    const { json } = await search('a', '&kind=people&page=2');
    expect(json.data.groups).toHaveLength(1);
    expect(json.data.groups[0].meta.page).toBe(2);
  });

  it('refuses a missing, empty, too long or unknown query with 400; a blank one finds nothing', async () => {
    expect((await get('/prop/public/search')).code).toBe(400);
    expect((await get('/prop/public/search?q=')).code).toBe(400);
    expect((await search('a'.repeat(SEARCH_QUERY_MAX + 1))).code).toBe(400);
    expect((await search('ankara', '&kind=users')).code).toBe(400);
    expect((await search('ankara', '&page=0')).code).toBe(400);
    const blank = await search('   ');
    expect(blank.code).toBe(200);
    expect(blank.json.data.groups.every((g: any) => g.items.length === 0)).toBe(true);
  });
});

describe('a search counts and reaches its first SEARCH_TOTAL_MAX matches', () => {
  const perPage = 12;
  const lastPage = Math.ceil(SEARCH_TOTAL_MAX / perPage);
  const feed = async (page: number) =>
    (await get(`/prop/public/post?q=gele&limit=${perPage}&page=${page}`)).json;

  it('a list: the total capped, the pages it makes, the last one cut at the cap, none past it', async () => {
    const first = await feed(1);
    expect(first.meta).toEqual({ page: 1, limit: perPage, total: SEARCH_TOTAL_MAX, pages: lastPage });
    expect(first.data[0].title).toBe(`Gele headtie ${SEARCH_TOTAL_MAX + 5}`);
    const last = await feed(lastPage);
    expect(last.meta).toEqual({ page: lastPage, limit: perPage, total: SEARCH_TOTAL_MAX, pages: lastPage });
    // the newest first throughout: the cap's last match is the 1,000th newest, 'Gele headtie 6'
    const left = SEARCH_TOTAL_MAX - (lastPage - 1) * perPage;
    expect(last.data.map((i: any) => i.title)).toEqual(
      Array.from({ length: left }, (_, k) => `Gele headtie ${5 + left - k}`),
    );
    expect((await feed(lastPage + 1)).data).toEqual([]);
  });

  it('the site search: the group total capped, its last page (200) full', async () => {
    const group = async (page: number) =>
      (await search('gele', `&kind=posts&page=${page}`)).json.data.groups[0];
    const last = await group(200);
    expect(last.meta).toEqual({ page: 200, limit: 5, total: SEARCH_TOTAL_MAX, pages: 200 });
    expect(last.items.map((h: any) => h.title)).toEqual([10, 9, 8, 7, 6].map((i) => `Gele headtie ${i}`));
    expect((await search('gele')).json.data.groups[1].meta.total).toBe(SEARCH_TOTAL_MAX);
  });

  it('people: the three kinds counted together, capped; a kind below the cap exact', async () => {
    const group = async (page: number) =>
      (await search('kemi', `&kind=people&page=${page}`)).json.data.groups[0];
    const last = await group(200);
    expect(last.meta).toEqual({ page: 200, limit: 5, total: SEARCH_TOTAL_MAX, pages: 200 });
    expect(last.items).toHaveLength(5);
    const creatives = (await get('/prop/public/directory?tab=creatives&q=kemi')).json;
    expect(creatives.meta.total).toBe((SEARCH_TOTAL_MAX * 3) / 5);
  });

  it('an unsearched list keeps its exact total', async () => {
    const { json } = await get('/prop/public/post?limit=1');
    // the three visible Ankara posts and every Gele one
    expect(json.meta.total).toBe(SEARCH_TOTAL_MAX + 5 + 3);
  });
});

describe("the lists' own search is this search", () => {
  it('directory by name: tone marks, order, typo; hidden accounts never', async () => {
    const names = async (q: string) =>
      (await get(`/prop/public/directory?tab=creatives&q=${encodeURIComponent(q)}`)).json.data.creatives.map(
        (c: any) => c.id,
      );
    expect(await names('adewale')).toEqual([ids.adewale]);
    expect(await names('ngozi okafor')).toEqual([ids.ngozi]);
    expect(await names('Bello')).toEqual([ids.bello]);
  });

  it('the feed, marketplace, tools, opportunities, training and calls by title', async () => {
    const titles = async (url: string, key?: string) => {
      const { json } = await get(url);
      const list = key ? json.data[key] : json.data;
      return (Array.isArray(list) ? list : list.data).map((i: any) => i.title ?? i.name);
    };
    expect(await titles('/prop/public/post?q=ANKARA%20stories')).toEqual(['Ankara fabric stories']);
    expect(await titles('/prop/public/product?q=adire')).toEqual(['Àdìrẹ ankara wrapper']);
    expect(await titles('/prop/tool/all?q=kiln')).toEqual(['Ƙiln for pottery']);
    expect(await titles('/prop/opportunity/all?q=ebun')).toEqual(['Ẹ̀bùn grant for weavers']);
    expect(await titles('/prop/event/all?q=oyo')).toEqual(['Ìgbà training in Ọ̀yọ́']);
    expect(await titles('/prop/public/call?q=call%20ANKARA')).toEqual(['Ankara design call']);
  });

  it('admin directory by name', async () => {
    const token = await ctx.app.issueSession(await adminId(ctx.database.db));
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/clap/prop/admin-creative?page=1&q=${encodeURIComponent('adewale')}`,
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(200);
    // the admin sees every account, the blacklisted and the private one too, the best fits first
    const found = body<Json>(res).data.map((c: any) => c.id);
    expect([...found].sort()).toEqual([ids.adewale, ids.banned, ids.private].sort());
  });
});

describe('typos through the vocabulary (search_words)', () => {
  const vocabulary = async (words: string[]) =>
    (
      await ctx.database.db
        .selectFrom('search_words')
        .select('word')
        .where('word', 'in', words)
        .orderBy('word')
        .execute()
    ).map((row) => row.word);

  it('holds every folded word of four letters or more of the searchable texts, and no numbers', async () => {
    // from a creative's name (tone marks and underdots folded), a business, a partner, posts, a product and a tool;
    // never a word of three letters
    expect(
      await vocabulary(['adewale', 'olose', 'ankara', 'headtie', 'gele', 'adire', 'kiln', 'fund', 'for']),
    ).toEqual(['adewale', 'adire', 'ankara', 'fund', 'gele', 'headtie', 'kiln', 'olose']);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from search_words where word ~ '[^[:alpha:]]'`.execute(ctx.database.db);
    expect(rows[0].n).toBe(0);
  });

  it("a renamed item's new words join it, so a typo of them finds the item", async () => {
    const db = ctx.database.db;
    const tool = await db
      .insertInto('tools')
      .values({
        author_id: ids.ngozi,
        name: 'Pottery wheel',
        description: 'About it',
        link: 'https://example.ng',
        sector: 'Art',
        offer: 'Rent',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await vocabulary(['zebrawood'])).toEqual([]);
    await db.updateTable('tools').set({ name: 'Zebrawood lathe' }).where('id', '=', tool.id).execute();
    expect(await vocabulary(['zebrawood', 'lathe'])).toEqual(['lathe', 'zebrawood']);
    expect(await found('tools', 'zebrawod')).toEqual(['Zebrawood lathe']);
    // a word like nothing in the vocabulary finds nothing (no typo group to read)
    expect(await found('tools', 'xylophqz')).toEqual([]);
  });
});
