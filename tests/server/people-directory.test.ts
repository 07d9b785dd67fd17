// The public directory: who appears, paging, search and the trigger-kept counts.
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- JSON bodies under test */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestContext, type TestContext } from './helpers';
import { makeBusiness, makeCreative, makePartner } from './people-fixtures';

let ctx: TestContext;
type Json = { status: boolean; message: string; data?: any; meta?: any; counts?: any; tab?: string };
const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/clap${url}` });
  return { code: res.statusCode, json: body<Json>(res) };
};

const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  // Created one after another so created_at orders them (newest last here, first in the directory).
  for (let i = 1; i <= 12; i++) {
    ids[`c${i}`] = await makeCreative(db, {
      first_name: `Visible${i}`,
      last_name: i === 7 ? 'Zainab_100%' : 'Artist',
      expertise: 'Music',
      lga_origin: 'Ikeja',
      origin_state: 'Lagos',
    });
  }
  ids.blacklisted = await makeCreative(
    db,
    { first_name: 'Hidden', last_name: 'Blacklisted' },
    { is_blacklisted: true },
  );
  ids.private = await makeCreative(db, { first_name: 'Hidden', last_name: 'Private' }, { status: 'private' });
  ids.b1 = await makeBusiness(db, {
    trade_name: 'Kente Works',
    registered_name: 'Kente Works Ltd',
    sector: 'Fashion',
    lga: 'Ikeja',
    state: 'Lagos',
    phone_number: '0800',
  });
  ids.b2 = await makeBusiness(db, { trade_name: 'Hidden Biz' }, { is_blacklisted: true });
  ids.p1 = await makePartner(db, { name: 'Arts Fund', partner_type: 'donate', industry: 'Finance' });
  ids.p2 = await makePartner(db, { name: 'Pending Partner' }, { approved: false });
});

afterAll(async () => {
  await ctx?.close();
});

describe('public directory', () => {
  it('lists the three kinds without blacklisted, private or unapproved accounts', async () => {
    const { code, json } = await get('/prop/public/directory');
    expect(code).toBe(200);
    const { creatives, business, partners } = json.data;
    expect(creatives).toHaveLength(12);
    expect(creatives.map((c: any) => c.id)).not.toContain(ids.blacklisted);
    expect(creatives.map((c: any) => c.id)).not.toContain(ids.private);
    expect(business.map((b: any) => b.id)).toEqual([ids.b1]);
    expect(partners.map((p: any) => p.id)).toEqual([ids.p1]);
    expect(json.counts).toEqual({ creatives: 12, business: 1, partners: 1 });
    expect(creatives[0]).toMatchObject({
      id: ids.c12,
      account: 'creative',
      first_name: 'Visible12',
      last_name: 'Artist',
      expertise: 'Music',
      lga_origin: 'Ikeja',
      origin_state: 'Lagos',
      is_blacklisted: false,
      is_activated: true,
      status: 'public',
      created_at: expect.any(String),
    });
    expect(business[0]).toMatchObject({
      account: 'business',
      trade_name: 'Kente Works',
      name: 'Kente Works',
      sector: 'Fashion',
      lga: 'Ikeja',
      state: 'Lagos',
    });
    expect(partners[0]).toMatchObject({
      account: 'partner',
      name: 'Arts Fund',
      partner_type: 'donate',
      industry: 'Finance',
    });
    // Public rows never carry contact details.
    expect(business[0]).not.toHaveProperty('email');
    expect(business[0]).not.toHaveProperty('phone_number');
  });

  it('pages one tab on the server, newest first, 10 per page by default', async () => {
    const first = await get('/prop/public/directory?tab=creatives&page=1');
    expect(first.json.data.creatives).toHaveLength(10);
    expect(first.json.data.creatives[0].id).toBe(ids.c12);
    expect(first.json.meta).toEqual({ page: 1, limit: 10, total: 12, pages: 2 });
    expect(first.json.tab).toBe('creatives');
    expect(first.json.data).not.toHaveProperty('business');
    const second = await get('/prop/public/directory?tab=creatives&page=2');
    expect(second.json.data.creatives.map((c: any) => c.id)).toEqual([ids.c2, ids.c1]);
    const small = await get('/prop/public/directory?tab=partners&limit=5');
    expect(small.json.meta).toEqual({ page: 1, limit: 5, total: 1, pages: 1 });
    expect(small.json.counts).toEqual({ creatives: 12, business: 1, partners: 1 });
  });

  it('searches names, with % and _ taken literally', async () => {
    const one = await get('/prop/public/directory?tab=creatives&q=zainab_100%25');
    expect(one.json.data.creatives.map((c: any) => c.id)).toEqual([ids.c7]);
    expect(one.json.meta.total).toBe(1);
    // % is data: "%" finds the one name holding it, "%%" none (no trigrams in either, so no fuzzy match).
    expect((await get('/prop/public/directory?tab=creatives&q=%25')).json.meta.total).toBe(1);
    expect((await get('/prop/public/directory?tab=creatives&q=%25%25')).json.meta.total).toBe(0);
    expect((await get('/prop/public/directory?tab=creatives&q=hidden')).json.meta.total).toBe(0);
    // every word, in any order: "ltd kente" finds "Kente Works Ltd"; a word in no name finds nothing
    expect((await get('/prop/public/directory?tab=business&q=ltd kente')).json.meta.total).toBe(1);
    expect((await get('/prop/public/directory?tab=business&q=kente plastics')).json.meta.total).toBe(0);
    expect((await get('/prop/public/directory?tab=business&q=works ltd')).json.data.business).toHaveLength(1);
    expect((await get('/prop/public/directory?tab=partners&q=pending')).json.meta.total).toBe(0);
    // q alone pages the creatives tab
    // (every VisibleN is one letter from visible1, so the typo-tolerant search finds all 12, the exact ones first)
    const alone = await get('/prop/public/directory?q=visible1');
    expect(alone.json.meta.total).toBe(12);
    expect(alone.json.data.creatives[0].first_name).toBe('Visible1');
  });

  it('rejects bad paging input with 400', async () => {
    expect((await get('/prop/public/directory?limit=101')).code).toBe(400);
    expect((await get('/prop/public/directory?page=0')).code).toBe(400);
    expect((await get('/prop/public/directory?tab=admins')).code).toBe(400);
    expect((await get(`/prop/public/directory?q=${'x'.repeat(101)}`)).code).toBe(400);
  });

  it('keeps counts in step with blacklisting, status, approval and deletion (trigger)', async () => {
    const db = ctx.database.db;
    const counts = async () => (await get('/prop/public/directory?tab=creatives&limit=1')).json.counts;
    await db.updateTable('accounts').set({ is_blacklisted: true }).where('id', '=', ids.c1).execute();
    await db.updateTable('accounts').set({ status: 'private' }).where('id', '=', ids.c2).execute();
    await db.updateTable('accounts').set({ approved: true }).where('id', '=', ids.p2).execute();
    await db.updateTable('accounts').set({ is_blacklisted: false }).where('id', '=', ids.b2).execute();
    await db.deleteFrom('accounts').where('id', '=', ids.c3).execute();
    // An update that does not change visibility leaves the counts alone.
    await db.updateTable('accounts').set({ is_activated: false }).where('id', '=', ids.c4).execute();
    expect(await counts()).toEqual({ creatives: 9, business: 2, partners: 2 });
    const real = await db
      .selectFrom('directory_counts')
      .select(['kind', 'total', 'visible'])
      .where('kind', '=', 'creative')
      .executeTakeFirstOrThrow();
    expect(Number(real.total)).toBe(13);
    expect(Number(real.visible)).toBe(9);
  });
});
