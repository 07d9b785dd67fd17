// The admin's Insights (issue 19): every aggregate against a seeded data set with known counts, on the WAT calendar
// (an account made at 00:30 WAT belongs to that WAT day, not the UTC one), and the route's access and shape.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminInsights } from '../../contract/insights';
import { SECTORS } from '../../contract/sectors';
import { STATES } from '../../contract/states';
import { bucketsFrom, periodWindow } from '../../server/lib/insight-buckets';
import { adminInsights } from '../../server/services/insights';
import { createAccount, type TestAccount } from './builders';
import { body, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let admin: TestAccount;
/** A Wednesday, 11:00 WAT. */
const NOW = new Date('2026-11-25T10:00:00Z');
const DAY = 86_400_000;
const ago = (days: number, plusMs = 0) => new Date(NOW.getTime() - days * DAY + plusMs);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createAccount(ctx, { kind: 'admin' });
  const db = ctx.database.db;
  const make = async (
    kind: 'creative' | 'business' | 'partner',
    at: Date,
    options: {
      profile?: Record<string, unknown>;
      approved?: boolean;
      blacklisted?: boolean;
      unverified?: boolean;
    } = {},
  ) => {
    const account = await createAccount(ctx, {
      kind,
      profile: options.profile,
      approved: options.approved,
      blacklisted: options.blacklisted,
    });
    await db
      .updateTable('accounts')
      .set({ created_at: at, ...(options.unverified ? { email_verified_at: null } : {}) })
      .where('id', '=', account.id)
      .execute();
    return account;
  };
  // 00:30 WAT on Tuesday 24 November (23:30 UTC on the 23rd).
  const c1 = await make('creative', new Date('2026-11-23T23:30:00Z'), {
    profile: {
      residence_state: 'Lagos',
      expertise: 'Music',
      need_training: true,
      need_funding: true,
      identity_hash: 'hash-c1',
    },
  });
  await make('creative', ago(1), {
    profile: { residence_state: ' lagos ', expertise: 'music', category: 'Singing', need_funding: true },
  });
  await make('creative', ago(40), {
    profile: { residence_state: 'Kano', category: 'Pottery & Ceramics', need_tools: true },
  });
  await make('creative', ago(400), { profile: { expertise: 'Astrology' } });
  await make('creative', ago(2), {
    profile: { residence_state: 'Lagos', expertise: 'Music', need_training: true },
    unverified: true,
  });
  await make('creative', ago(2), {
    profile: { residence_state: 'Lagos', expertise: 'Music', need_training: true },
    blacklisted: true,
  });
  await make('business', ago(3), {
    profile: { state: 'Lagos', sector: 'Fashion', need_market_access: true, identity_hash: 'hash-b1' },
  });
  await make('business', ago(10), { profile: { state: 'Abia', area: 'Graphic Design' } });
  await make('partner', ago(5), { approved: true });
  await make('partner', ago(10));
  await make('partner', ago(20));
  await make('partner', ago(3, 3_600_000));
  await make('partner', ago(4), { blacklisted: true });

  const text = { title: 'T', description: 'D' };
  const link = 'https://example.com';
  await db
    .insertInto('posts')
    .values([
      { author_id: c1.id, ...text, created_at: ago(1) },
      { author_id: c1.id, ...text, created_at: ago(1) },
      // 00:30 WAT on Monday 23 November: that week, not the one before (as UTC would have it).
      { author_id: c1.id, ...text, created_at: new Date('2026-11-22T23:30:00Z') },
      { author_id: c1.id, ...text, created_at: ago(8) },
      { author_id: c1.id, ...text, created_at: ago(60) },
    ])
    .execute();
  await db
    .insertInto('products')
    .values({ author_id: c1.id, ...text, category: 'Art', price: 100, created_at: ago(1) })
    .execute();
  await db
    .insertInto('tools')
    .values({
      author_id: c1.id,
      name: 'T',
      description: 'D',
      link,
      sector: 'Music',
      offer: 'Free',
      created_at: ago(2),
    })
    .execute();
  await db
    .insertInto('opportunities')
    .values({
      author_id: c1.id,
      ...text,
      link,
      deadline: ago(-30),
      starts_at: ago(-40),
      timing: 'Full time',
      created_at: ago(2),
    })
    .execute();
  await db
    .insertInto('events')
    .values({ author_id: c1.id, ...text, link, location: 'Lagos', starts_at: ago(-3), created_at: ago(9) })
    .execute();
});
afterAll(async () => ctx?.close());

const zeroState = (state: string | null) => ({ state, creative: 0, business: 0 });

describe('the insights aggregates (a known data set)', () => {
  it('registrations by kind: 30 WAT days, the account made at 00:30 WAT on its WAT day', async () => {
    const data = await adminInsights(ctx.database.db, '30d', NOW);
    expect(data.period).toBe('30d');
    expect(data.registrations).toHaveLength(30);
    expect(data.registrations[0].bucket).toBe('2026-10-27');
    expect(data.registrations.at(-1)!.bucket).toBe('2026-11-25');
    const nonZero = data.registrations.filter((r) => r.creative + r.business + r.partner > 0);
    expect(nonZero).toEqual([
      { bucket: '2026-11-05', creative: 0, business: 0, partner: 1 },
      { bucket: '2026-11-15', creative: 0, business: 1, partner: 1 },
      { bucket: '2026-11-20', creative: 0, business: 0, partner: 1 },
      { bucket: '2026-11-21', creative: 0, business: 0, partner: 1 },
      { bucket: '2026-11-22', creative: 0, business: 1, partner: 1 },
      // The unverified and the blacklisted creative registered too.
      { bucket: '2026-11-23', creative: 2, business: 0, partner: 0 },
      { bucket: '2026-11-24', creative: 2, business: 0, partner: 0 },
    ]);
  });

  it('registrations by month for 12m (12 months) and all (from the first account)', async () => {
    const year = await adminInsights(ctx.database.db, '12m', NOW);
    expect(year.registrations.map((r) => r.bucket)).toEqual(bucketsFrom('2025-12', NOW, 'month'));
    expect(year.registrations).toHaveLength(12);
    expect(year.registrations.find((r) => r.bucket === '2026-10')).toEqual({
      bucket: '2026-10',
      creative: 1,
      business: 0,
      partner: 0,
    });
    expect(year.registrations.find((r) => r.bucket === '2026-11')).toEqual({
      bucket: '2026-11',
      creative: 4,
      business: 2,
      partner: 5,
    });
    const all = await adminInsights(ctx.database.db, 'all', NOW);
    expect(all.registrations[0]).toEqual({ bucket: '2025-10', creative: 1, business: 0, partner: 0 });
    expect(all.registrations).toHaveLength(14);
  });

  it('members by state and by sector: free text matched to the reference lists, the rest "not given"', async () => {
    const data = await adminInsights(ctx.database.db, '12m', NOW);
    expect(data.by_state).toHaveLength(STATES.length + 1);
    expect(data.by_state.map((r) => r.state)).toEqual([...STATES.map((s) => s.name), null]);
    const expected = new Map<string | null, { creative: number; business: number }>([
      ['Lagos', { creative: 2, business: 1 }],
      ['Kano', { creative: 1, business: 0 }],
      ['Abia', { creative: 0, business: 1 }],
      [null, { creative: 1, business: 0 }],
    ]);
    for (const row of data.by_state)
      expect(row).toEqual({ ...zeroState(row.state), ...expected.get(row.state) });

    expect(data.by_sector.map((r) => r.sector)).toEqual([...SECTORS.map((s) => s.name), null]);
    const sectors = Object.fromEntries(
      data.by_sector
        .filter((r) => r.creative + r.business > 0)
        .map((r) => [String(r.sector), [r.creative, r.business]]),
    );
    expect(sectors).toEqual({ Music: [2, 0], Crafts: [1, 0], Fashion: [0, 1], Design: [0, 1], null: [1, 0] });

    const needs = Object.fromEntries(
      data.support_needs
        .filter((r) => r.training + r.funding + r.tools + r.market_access > 0)
        .map(({ sector, ...n }) => [String(sector), n]),
    );
    expect(needs).toEqual({
      Music: { training: 1, funding: 2, tools: 0, market_access: 0 },
      Crafts: { training: 0, funding: 0, tools: 1, market_access: 0 },
      Fashion: { training: 0, funding: 0, tools: 0, market_access: 1 },
    });
  });

  it('verification, partners awaiting approval with the oldest and median wait', async () => {
    const data = await adminInsights(ctx.database.db, '12m', NOW);
    // 11 accounts that are not blacklisted; 7 of them creatives or businesses, 2 with a verified identity.
    expect(data.verification).toEqual({
      email_verified: 10,
      email_unverified: 1,
      identity_verified: 2,
      identity_unverified: 5,
    });
    // Waiting 2 days 23 hours, 10 days and 20 days (the blacklisted one does not wait).
    expect(data.partners_pending).toEqual({ count: 3, oldest_days: 20, median_days: 10 });
  });

  it('content per ISO week (Monday, WAT) over the period, empty weeks included', async () => {
    const data = await adminInsights(ctx.database.db, '30d', NOW);
    expect(data.content_per_week).toEqual([
      { bucket: '2026-10-26', posts: 0, products: 0, tools: 0, opportunities: 0, trainings: 0 },
      { bucket: '2026-11-02', posts: 0, products: 0, tools: 0, opportunities: 0, trainings: 0 },
      { bucket: '2026-11-09', posts: 0, products: 0, tools: 0, opportunities: 0, trainings: 0 },
      { bucket: '2026-11-16', posts: 1, products: 0, tools: 0, opportunities: 0, trainings: 1 },
      { bucket: '2026-11-23', posts: 3, products: 1, tools: 1, opportunities: 1, trainings: 0 },
    ]);
    const all = await adminInsights(ctx.database.db, 'all', NOW);
    expect(all.content_per_week[0]).toMatchObject({ bucket: '2026-09-21', posts: 1 });
    expect(all.content_per_week.reduce((n, w) => n + w.posts, 0)).toBe(5);
  });

  it('reports opened and resolved per ISO week (WAT); none at all before anyone reports', async () => {
    const fresh = await createTestContext();
    try {
      expect((await adminInsights(fresh.database.db, '30d', NOW)).reports_per_week).toEqual([]);
      const db = fresh.database.db;
      // Opened on Monday 23 November 00:30 WAT (Sunday in UTC), resolved the same week; one opened 8 days earlier and
      // resolved this week; one still open; one older than the period.
      await db
        .insertInto('reports')
        .values([
          {
            item_type: 'post',
            item_id: 1,
            reporter_id: null,
            reason: 'spam',
            created_at: new Date('2026-11-22T23:30:00Z'),
            resolved_at: ago(0),
            resolution: 'dismissed',
          },
          {
            item_type: 'post',
            item_id: 2,
            reporter_id: null,
            reason: 'scam_or_fraud',
            created_at: ago(8),
            resolved_at: ago(0),
            resolution: 'taken_down',
          },
          { item_type: 'product', item_id: 3, reporter_id: null, reason: 'offensive', created_at: ago(9) },
          { item_type: 'product', item_id: 4, reporter_id: null, reason: 'other', created_at: ago(60) },
        ])
        .execute();
      const data = await adminInsights(db, '30d', NOW);
      expect(data.reports_per_week).toEqual([
        { bucket: '2026-10-26', opened: 0, resolved: 0 },
        { bucket: '2026-11-02', opened: 0, resolved: 0 },
        { bucket: '2026-11-09', opened: 0, resolved: 0 },
        { bucket: '2026-11-16', opened: 2, resolved: 0 },
        { bucket: '2026-11-23', opened: 1, resolved: 2 },
      ]);
      const all = await adminInsights(db, 'all', NOW);
      expect(all.reports_per_week.reduce((n, w) => n + w.opened, 0)).toBe(4);
    } finally {
      await fresh.close();
    }
  });

  it('with nobody waiting, the waits are null', async () => {
    const empty = await createTestContext();
    try {
      const data = await adminInsights(empty.database.db, '30d', NOW);
      expect(data.partners_pending).toEqual({ count: 0, oldest_days: null, median_days: null });
      expect(data.registrations).toHaveLength(30);
      expect(data.content_per_week).toHaveLength(5);
    } finally {
      await empty.close();
    }
  });
});

describe('the rollups the triggers keep', () => {
  it('after inserts, edits, blacklisting, approval, moves in time and deletes they equal a rebuild from the source tables', async () => {
    const db = ctx.database.db;
    const snapshot = async () => ({
      places: (
        await sql`select * from insight_member_places where members <> 0 or training <> 0 or funding <> 0 or tools <> 0 or market_access <> 0 order by 1, 2, 3`.execute(
          db,
        )
      ).rows,
      days: (
        await sql`select kind, to_char(day, 'YYYY-MM-DD') as day, registered, members, email_verified, email_unverified from insight_account_days
        where registered <> 0 or members <> 0 or email_verified <> 0 or email_unverified <> 0 order by 1, 2`.execute(
          db,
        )
      ).rows,
      content: (
        await sql`select kind, to_char(day, 'YYYY-MM-DD') as day, items from insight_content_days where items <> 0 order by 1, 2`.execute(
          db,
        )
      ).rows,
    });
    const a = await createAccount(ctx, {
      kind: 'creative',
      profile: { residence_state: 'Oyo', expertise: 'Gaming', need_tools: true },
    });
    const b = await createAccount(ctx, { kind: 'business', profile: { state: 'Kano', area: 'Beadwork' } });
    const p = await createAccount(ctx, { kind: 'partner' });
    await db
      .updateTable('creative_profiles')
      .set({ residence_state: 'Ekiti', expertise: null, category: 'Comedy', need_training: true })
      .where('account_id', '=', a.id)
      .execute();
    await db.updateTable('accounts').set({ is_blacklisted: true }).where('id', '=', b.id).execute();
    await db
      .updateTable('business_profiles')
      .set({ sector: 'Music' })
      .where('account_id', '=', b.id)
      .execute();
    await db
      .updateTable('accounts')
      .set({ is_blacklisted: false, created_at: ago(100) })
      .where('id', '=', b.id)
      .execute();
    await db.updateTable('accounts').set({ approved: true }).where('id', '=', p.id).execute();
    await db
      .updateTable('business_profiles')
      .set({ identity_hash: 'hash-b' })
      .where('account_id', '=', b.id)
      .execute();
    await db.updateTable('accounts').set({ email_verified_at: null }).where('id', '=', a.id).execute();
    await db.updateTable('accounts').set({ email_verified_at: new Date() }).where('id', '=', a.id).execute();
    const post = await db
      .insertInto('posts')
      .values({ author_id: a.id, title: 'T', description: 'D', created_at: ago(3) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('posts')
      .set({ created_at: ago(30) })
      .where('id', '=', post.id)
      .execute();
    // Deleting an account takes its profile and content with it (cascades).
    const gone = await createAccount(ctx, {
      kind: 'creative',
      profile: { residence_state: 'Lagos', expertise: 'Music', need_funding: true },
    });
    await db.insertInto('posts').values({ author_id: gone.id, title: 'T', description: 'D' }).execute();
    await db.deleteFrom('accounts').where('id', '=', gone.id).execute();
    await db.deleteFrom('creative_profiles').where('account_id', '=', a.id).execute();

    const kept = await snapshot();
    expect(kept.places.length).toBeGreaterThan(3);
    await sql`select insight_rollups_rebuild()`.execute(db);
    expect(await snapshot()).toEqual(kept);
  });
});

describe('periods', () => {
  it('30d starts 29 WAT days before today; 12m on the first of the month 11 months back', () => {
    expect(periodWindow('30d', NOW)).toEqual({
      unit: 'day',
      first: '2026-10-27',
      firstDay: '2026-10-27',
      firstWeek: '2026-10-26',
    });
    expect(periodWindow('12m', NOW)).toEqual({
      unit: 'month',
      first: '2025-12',
      firstDay: '2025-12-01',
      firstWeek: '2025-12-01',
    });
    expect(periodWindow('all', NOW)).toEqual({ unit: 'month', first: null, firstDay: null, firstWeek: null });
    // 23:30 UTC is already the next day in Lagos.
    expect(periodWindow('30d', new Date('2026-11-24T23:30:00Z')).first).toBe('2026-10-27');
  });
});

describe('GET /clap/prop/admin/insights', () => {
  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });

  it('answers an admin with every field; 12m by default', async () => {
    const res = await get('/clap/prop/admin/insights', admin.token);
    expect(res.statusCode).toBe(200);
    const data = body<{ data: AdminInsights }>(res).data;
    expect(Object.keys(data).sort()).toEqual([
      'as_of',
      'by_sector',
      'by_state',
      'content_per_week',
      'partners_pending',
      'people_trained',
      'period',
      'proposals',
      'registrations',
      'reports_per_week',
      'support_needs',
      'verification',
    ]);
    expect(data.period).toBe('12m');
    expect(data.registrations).toHaveLength(12);
    expect(data.by_state.find((r) => r.state === 'Lagos')).toEqual({
      state: 'Lagos',
      creative: 2,
      business: 1,
    });
    const month = await get('/clap/prop/admin/insights?period=30d', admin.token);
    expect(body<{ data: AdminInsights }>(month).data.registrations).toHaveLength(30);
  });

  it('refuses anyone but an admin, and a period it does not know', async () => {
    expect((await get('/clap/prop/admin/insights')).statusCode).toBe(401);
    for (const kind of ['creative', 'business', 'partner'] as const) {
      const account = await createAccount(ctx, { kind, approved: true });
      expect((await get('/clap/prop/admin/insights', account.token)).statusCode).toBe(403);
    }
    const bad = await get('/clap/prop/admin/insights?period=7y', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(body(bad).status).toBe(false);
  });
});
