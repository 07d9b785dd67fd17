// The start-up seed: reference data and the admin always, demo content on request; idempotent on every start.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../server/db/seed/index';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../server/db/seed/demo';
import { verifyPassword, SYSTEM_LANE } from '../../server/lib/passwords';
import { body, createTestContext, TEST_ADMIN, type TestContext } from './helpers';

const TABLES = [
  'sectors',
  'categories',
  'states',
  'lgas',
  'support_types',
  'accounts',
  'admin_profiles',
  'creative_profiles',
  'business_profiles',
  'partner_profiles',
  'skills',
  'account_skills',
  'posts',
  'products',
  'tools',
  'opportunities',
  'events',
  'uploads',
] as const;

async function counts(ctx: TestContext): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
      ctx.database.db,
    );
    result[table] = Number(rows[0].n);
  }
  return result;
}

describe('seed without demo content', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('seeds 37 states, 774 LGAs, 19 sectors with categories and 4 support types', async () => {
    const c = await counts(ctx);
    expect(c.states).toBe(37);
    expect(c.lgas).toBe(774);
    expect(c.sectors).toBe(19);
    expect(c.categories).toBeGreaterThanOrEqual(19 * 6);
    expect(c.support_types).toBe(4);
    expect(c.posts).toBe(0);
  });

  it('creates the admin account with a verifying password hash', async () => {
    const admin = await ctx.database.db
      .selectFrom('accounts')
      .innerJoin('admin_profiles', 'admin_profiles.account_id', 'accounts.id')
      .selectAll()
      .where('kind', '=', 'admin')
      .where('email', '=', TEST_ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(admin.is_activated).toBe(true);
    expect(admin.email_verified_at).not.toBeNull();
    expect(admin.name).toBe('Portal Administrator');
    expect(await verifyPassword(TEST_ADMIN.password, admin.password_hash, SYSTEM_LANE)).toBe(true);
    expect(await verifyPassword('Wrong@Password1', admin.password_hash, SYSTEM_LANE)).toBe(false);
  });

  it('changes nothing when run again', async () => {
    const before = await counts(ctx);
    await seedDatabase(ctx.database.db, ctx.config, ctx.app.log, ctx.app.uploadStore);
    expect(await counts(ctx)).toEqual(before);
  });

  it('answers GET /clap/prop/reference with the reference data, cacheable for a day', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/clap/prop/reference' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const { status, data } = body<{
      status: boolean;
      data: {
        sectors: { name: string; categories: string[] }[];
        states: { name: string; lgas: string[] }[];
        support_types: { key: string; label: string; question: string }[];
      };
    }>(response);
    expect(status).toBe(true);
    expect(data.sectors).toHaveLength(19);
    for (const sector of data.sectors) expect(sector.categories.length).toBeGreaterThanOrEqual(6);
    expect(data.states).toHaveLength(37);
    expect(data.states.reduce((n, s) => n + s.lgas.length, 0)).toBe(774);
    expect(data.states.find((s) => s.name === 'Lagos')?.lgas).toHaveLength(20);
    expect(data.support_types.map((t) => t.key)).toEqual(['training', 'funding', 'tools', 'market_access']);
    expect(data.support_types[0].question).toBe('What skills would you like to learn or improve?');
  });
});

describe('seed with demo content', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seedDemo: true });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('fills every list with enough content for several pages', async () => {
    const c = await counts(ctx);
    expect(c.posts).toBeGreaterThanOrEqual(30);
    expect(c.products).toBeGreaterThanOrEqual(20);
    expect(c.tools).toBeGreaterThanOrEqual(12);
    expect(c.opportunities).toBeGreaterThanOrEqual(10);
    expect(c.events).toBeGreaterThanOrEqual(10);
    expect(c.account_skills).toBeGreaterThan(0);
    const db = ctx.database.db;
    for (const kind of ['creative', 'business', 'partner'] as const) {
      const row = await db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', kind)
        .where('is_blacklisted', '=', false)
        .where('is_activated', '=', true)
        .$if(kind === 'partner', (q) => q.where('approved', '=', true))
        .executeTakeFirstOrThrow();
      expect(Number(row.n), kind).toBeGreaterThanOrEqual(25);
    }
    const unapproved = await db
      .selectFrom('accounts')
      .innerJoin('partner_profiles', 'partner_profiles.account_id', 'accounts.id')
      .select('industry')
      .where('approved', '=', false)
      .execute();
    expect(unapproved.length).toBe(3);
    for (const p of unapproved) expect(p.industry).toBeTruthy();
    const blacklisted = await db
      .selectFrom('accounts')
      .select('kind')
      .where('is_blacklisted', '=', true)
      .execute();
    expect(blacklisted).toEqual([{ kind: 'creative' }]);
  });

  it('gives every post 1 to 3 images that exist under DATA_DIR/uploads', async () => {
    const posts = await ctx.database.db.selectFrom('posts').select(['images']).execute();
    const uploads = path.join(ctx.config.dataDir, 'uploads');
    for (const post of posts) {
      expect(post.images.length).toBeGreaterThanOrEqual(1);
      expect(post.images.length).toBeLessThanOrEqual(3);
      for (const url of post.images) {
        expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.(png|jpg)$/);
        expect(existsSync(path.join(uploads, url.replace('/uploads/', '')))).toBe(true);
      }
    }
  });

  it('creates the fixed demo logins with the shared password', async () => {
    const db = ctx.database.db;
    const rows = await db
      .selectFrom('accounts')
      .select(['email', 'kind', 'approved', 'password_hash', 'is_activated', 'email_verified_at'])
      .where('email', 'in', Object.values(DEMO_LOGINS))
      .execute();
    expect(rows).toHaveLength(4);
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    expect(byEmail.get(DEMO_LOGINS.creative)?.kind).toBe('creative');
    expect(byEmail.get(DEMO_LOGINS.business)?.kind).toBe('business');
    expect(byEmail.get(DEMO_LOGINS.partner)).toMatchObject({ kind: 'partner', approved: true });
    expect(byEmail.get(DEMO_LOGINS.pendingPartner)).toMatchObject({ kind: 'partner', approved: false });
    for (const row of rows) {
      expect(row.is_activated).toBe(true);
      expect(row.email_verified_at).not.toBeNull();
    }
    expect(
      await verifyPassword(DEMO_PASSWORD, byEmail.get(DEMO_LOGINS.creative)!.password_hash, SYSTEM_LANE),
    ).toBe(true);
    // Opportunities and trainings lie in the future.
    const past = await db
      .selectFrom('opportunities')
      .select('id')
      .where('deadline', '<', new Date())
      .execute();
    expect(past).toHaveLength(0);
  });

  it('does not seed the demo again on the next start', async () => {
    const before = await counts(ctx);
    await seedDatabase(ctx.database.db, ctx.config, ctx.app.log, ctx.app.uploadStore);
    expect(await counts(ctx)).toEqual(before);
  });
});
