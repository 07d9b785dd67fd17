// Admin moderation: who may call, lists, approval (GET and PATCH), blacklisting, atomic deletion, audit log.
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- JSON bodies under test */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../../server/services/uploads';
import { diskUploadsDir } from '../../server/lib/upload-store';
import { body, createTestContext, type TestContext } from './helpers';
import { adminId, makeBusiness, makeCreative, makePartner, multipart, png } from './people-fixtures';

let ctx: TestContext;
let admin: number;
let adminToken: string;
type Json = { status: boolean; message: string; data?: any; meta?: any; counts?: any };
const call = async (method: string, url: string, token?: string, payload?: unknown) => {
  const res = await ctx.app.inject({
    method: method as 'GET',
    url: `/clap${url}`,
    headers: token ? { authorization: token } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { code: res.statusCode, json: body<Json>(res) };
};
const fileOf = (name: string) => path.join(diskUploadsDir(ctx.config.dataDir), name);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminId(ctx.database.db);
  adminToken = await ctx.app.issueSession(admin);
});

afterAll(async () => {
  await ctx?.close();
});

describe('who may call admin routes', () => {
  it('401 anonymous, 403 for creatives, businesses and partners', async () => {
    const db = ctx.database.db;
    const target = await makePartner(db);
    const tokens = [
      await ctx.app.issueSession(await makeCreative(db)),
      await ctx.app.issueSession(await makeBusiness(db)),
      await ctx.app.issueSession(await makePartner(db)),
    ];
    const routes: [string, string][] = [
      ['GET', '/prop/admin-creative'],
      ['GET', '/prop/admin-business'],
      ['GET', '/prop/admin-partner'],
      ['GET', `/prop/admin-partner/${target}`],
      ['GET', `/prop/admin-creative/${target}`],
      ['DELETE', `/prop/admin-creative/${target}`],
      ['DELETE', `/prop/admin-business/${target}`],
      ['DELETE', `/prop/admin-partner/${target}`],
      ['GET', `/prop/admin-partner/${target}/approve`],
      ['PATCH', `/prop/admin-partner/${target}/approve`],
      ['PATCH', `/prop/admin-partner/${target}/blacklist`],
      ['PATCH', `/prop/admin-creative/${target}/unblacklist`],
      ['GET', '/prop/admin/audit'],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url)).code, `${method} ${url}`).toBe(401);
      for (const token of tokens) expect((await call(method, url, token)).code, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', `/prop/admin-partner/${target}`, adminToken)).code).toBe(200);
  });
});

describe('admin lists', () => {
  it('lists every account of a kind with its state and extra fields, paged and searched', async () => {
    const db = ctx.database.db;
    const blocked = await makeCreative(
      db,
      {
        first_name: 'Blocked',
        last_name: 'Person',
        phone_number: '0801',
        identity_last4: '4321',
        verification_method: 'BVN',
      },
      { is_blacklisted: true },
    );
    const priv = await makeCreative(
      db,
      { first_name: 'Private', last_name: 'Person' },
      { status: 'private', is_activated: false },
    );
    const { code, json } = await call('GET', '/prop/admin-creative', adminToken);
    expect(code).toBe(200);
    expect(Array.isArray(json.data)).toBe(true);
    const row = json.data.find((r: any) => r.id === blocked);
    expect(row).toMatchObject({
      is_blacklisted: true,
      is_activated: true,
      status: 'public',
      phone_number: '0801',
      identity_last4: '4321',
      verification_type: 'BVN',
      email: expect.any(String),
    });
    expect(json.data.find((r: any) => r.id === priv)).toMatchObject({
      status: 'private',
      is_activated: false,
    });
    expect(json.counts.creatives).toBe(json.data.length);

    const paged = await call('GET', '/prop/admin-creative?page=1&limit=1&q=person', adminToken);
    expect(paged.json.meta).toEqual({ page: 1, limit: 1, total: 2, pages: 2 });
    expect(paged.json.data).toHaveLength(1);
    expect(paged.json.data[0].id).toBe(priv);

    const partners = await call('GET', '/prop/admin-partner', adminToken);
    expect(partners.json.data[0]).toHaveProperty('approved');
    expect(partners.json.data[0]).toHaveProperty('industry');
    expect((await call('GET', '/prop/admin-business?limit=500', adminToken)).code).toBe(400);
  });

  it('shows one partner with partnership details', async () => {
    const id = await makePartner(
      ctx.database.db,
      {
        name: 'Grant Co',
        goals: 'Scholarships',
        outcome: 'Graduates',
        user_name: 'Bola',
        user_phone_number: '0809',
      },
      { approved: false },
    );
    const { code, json } = await call('GET', `/prop/admin-partner/${id}`, adminToken);
    expect(code).toBe(200);
    expect(json.data).toMatchObject({
      id,
      name: 'Grant Co',
      goals: 'Scholarships',
      outcome: 'Graduates',
      user_name: 'Bola',
      user_phone_number: '0809',
      approved: false,
    });
    expect((await call('GET', '/prop/admin-partner/999999', adminToken)).code).toBe(404);
  });
});

describe('partner approval', () => {
  it('approves by GET and by PATCH, only partners with an industry', async () => {
    const db = ctx.database.db;
    const a = await makePartner(db, { name: 'Approve by GET' }, { approved: false });
    const b = await makePartner(db, { name: 'Approve by PATCH' }, { approved: false });
    const none = await makePartner(db, { name: 'No industry', industry: null }, { approved: false });
    expect((await call('GET', `/prop/public/partner/${a}`)).code).toBe(404);

    const byGet = await call('GET', `/prop/admin-partner/${a}/approve`, adminToken);
    expect(byGet).toMatchObject({ code: 200, json: { message: 'User approved successfully' } });
    const byPatch = await call('PATCH', `/prop/admin-partner/${b}/approve`, adminToken);
    expect(byPatch).toMatchObject({ code: 200, json: { message: 'User approved successfully' } });
    for (const id of [a, b]) {
      expect((await call('GET', `/prop/admin-partner/${id}`, adminToken)).json.data.approved).toBe(true);
      expect((await call('GET', `/prop/public/partner/${id}`)).code).toBe(200);
    }
    const refused = await call('PATCH', `/prop/admin-partner/${none}/approve`, adminToken);
    expect(refused.code).toBe(400);
    expect((await call('GET', `/prop/admin-partner/${none}`, adminToken)).json.data.approved).toBe(false);
    // Not a partner: 404.
    const creative = await makeCreative(db);
    expect((await call('GET', `/prop/admin-partner/${creative}/approve`, adminToken)).code).toBe(404);

    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'partner.approve')
      .execute();
    expect(audit.map((r) => r.target_id).sort()).toEqual([a, b].sort());
    expect(audit.every((r) => r.actor_id === admin && r.target_kind === 'partner')).toBe(true);
  });
});

describe('blacklisting', () => {
  it('hides the account everywhere and revokes its token at once; unblacklist restores visibility', async () => {
    const db = ctx.database.db;
    const id = await makeCreative(db, { first_name: 'Soon', last_name: 'Blocked' });
    const token = await ctx.app.issueSession(id);
    await db
      .insertInto('posts')
      .values({ author_id: id, title: 'Before the ban', description: 'x' })
      .execute();
    expect((await call('GET', '/prop/users/profile', token)).code).toBe(200);
    const inDirectory = async () =>
      (await call('GET', '/prop/public/directory?tab=creatives&q=soon blocked')).json.data.creatives
        .map((c: any) => c.id)
        .includes(id);
    expect(await inDirectory()).toBe(true);

    const res = await call('PATCH', `/prop/admin-creative/${id}/blacklist`, adminToken);
    expect(res).toMatchObject({ code: 200, json: { message: 'User blacklisted successfully' } });
    expect((await call('GET', '/prop/users/profile', token)).code).toBe(401);
    expect((await call('GET', '/prop/skill', token)).code).toBe(401);
    expect(await inDirectory()).toBe(false);
    expect(
      (await call('GET', '/prop/public/directory')).json.data.creatives.map((c: any) => c.id),
    ).not.toContain(id);
    expect((await call('GET', `/prop/public/creative/${id}`)).code).toBe(404);
    expect((await call('GET', `/prop/public/profile/${id}`)).code).toBe(404);
    const sessions = await db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('account_id', '=', id)
      .execute();
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
    // The admin still sees it, flagged.
    const row = (await call('GET', '/prop/admin-creative?q=soon blocked', adminToken)).json.data[0];
    expect(row).toMatchObject({ id, is_blacklisted: true });
    expect((await call('GET', `/prop/public/creative/${id}`, adminToken)).code).toBe(200);

    const undo = await call('PATCH', `/prop/admin-creative/${id}/unblacklist`, adminToken);
    expect(undo).toMatchObject({ code: 200, json: { message: 'User removed from blacklist successfully' } });
    expect(await inDirectory()).toBe(true);
    // The old token stays revoked: the user signs in again.
    expect((await call('GET', '/prop/users/profile', token)).code).toBe(401);

    // The body form, and a wrong kind.
    expect(
      (await call('PATCH', `/prop/admin-creative/${id}/blacklist`, adminToken, { blacklisted: true })).code,
    ).toBe(200);
    expect(await inDirectory()).toBe(false);
    expect(
      (await call('PATCH', `/prop/admin-creative/${id}/blacklist`, adminToken, { blacklisted: false })).code,
    ).toBe(200);
    expect(await inDirectory()).toBe(true);
    expect((await call('PATCH', `/prop/admin-business/${id}/blacklist`, adminToken)).code).toBe(404);
    expect(
      (await call('PATCH', `/prop/admin-creative/${id}/blacklist`, adminToken, { blacklisted: 'maybe' }))
        .code,
    ).toBe(400);

    const actions = (
      await db.selectFrom('audit_log').select('action').where('target_id', '=', id).orderBy('id').execute()
    ).map((r) => r.action);
    expect(actions).toEqual([
      'account.blacklist',
      'account.unblacklist',
      'account.blacklist',
      'account.unblacklist',
    ]);
  });

  it('blacklists businesses and partners too', async () => {
    const db = ctx.database.db;
    const biz = await makeBusiness(db);
    const partner = await makePartner(db);
    const bizToken = await ctx.app.issueSession(biz);
    expect((await call('PATCH', `/prop/admin-business/${biz}/blacklist`, adminToken)).code).toBe(200);
    expect((await call('GET', '/prop/business-info/profile', bizToken)).code).toBe(401);
    expect((await call('GET', `/prop/public/business/${biz}`)).code).toBe(404);
    expect((await call('PATCH', `/prop/admin-partner/${partner}/blacklist`, adminToken)).code).toBe(200);
    expect((await call('GET', `/prop/public/partner/${partner}`)).code).toBe(404);
  });
});

describe('deletion', () => {
  /** A creative with a profile image (upload route), a content image, a post, a skill and a session. */
  const richCreative = async () => {
    const db = ctx.database.db;
    const id = await makeCreative(db, { first_name: 'Delete', last_name: 'Me' });
    const token = await ctx.app.issueSession(id);
    const { payload, headers } = multipart('profile_image', 'me.png', 'image/png', await png());
    const up = await ctx.app.inject({
      method: 'PUT',
      url: '/clap/prop/account/profile_image',
      headers: { ...headers, authorization: token },
      payload,
    });
    const photo = body<Json>(up).data.photo as string;
    const content = await storeImage(db, ctx.app.uploadStore, await png(40, 40), id);
    await db
      .insertInto('posts')
      .values({ author_id: id, title: 'Doomed', description: 'x', images: [content.url] })
      .execute();
    await call('POST', '/prop/skill', token, { skills: ['Doomed skill'] });
    const names = [photo.replace('/uploads/', ''), content.name];
    const variants = content.variants.map((v) => v.name);
    return { id, token, names, variants };
  };

  it('removes the account, its rows and its files', async () => {
    const db = ctx.database.db;
    const { id, token, names, variants } = await richCreative();
    for (const n of [...names, ...variants]) expect(existsSync(fileOf(n))).toBe(true);

    const res = await call('DELETE', `/prop/admin-creative/${id}`, adminToken);
    expect(res).toMatchObject({ code: 200, json: { message: 'User deleted successfully' } });
    expect(
      await db.selectFrom('accounts').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    for (const table of ['creative_profiles', 'account_skills', 'sessions'] as const) {
      expect(
        await db.selectFrom(table).select('account_id').where('account_id', '=', id).execute(),
      ).toHaveLength(0);
    }
    expect(await db.selectFrom('posts').select('id').where('author_id', '=', id).execute()).toHaveLength(0);
    expect(await db.selectFrom('uploads').select('name').where('name', 'in', names).execute()).toHaveLength(
      0,
    );
    for (const n of [...names, ...variants]) expect(existsSync(fileOf(n))).toBe(false);
    expect((await call('GET', '/prop/skill', token)).code).toBe(401);
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'account.delete')
      .where('target_id', '=', id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin, target_kind: 'creative' });
    expect((await call('DELETE', `/prop/admin-creative/${id}`, adminToken)).code).toBe(404);
  });

  it('keeps an unowned image (such as a seeded one) that another account still shows, and removes one only it showed', async () => {
    const db = ctx.database.db;
    const shared = await storeImage(db, ctx.app.uploadStore, await png(30, 30), null);
    const alone = await storeImage(db, ctx.app.uploadStore, await png(31, 31), null);
    const leaving = await makeCreative(db, { first_name: 'Leaving', last_name: 'Soon' });
    const staying = await makeCreative(db, { first_name: 'Staying', last_name: 'On' });
    await db
      .insertInto('posts')
      .values({ author_id: leaving, title: 'Mine', description: 'x', images: [shared.url, alone.url] })
      .execute();
    await db
      .insertInto('posts')
      .values({
        author_id: staying,
        title: 'Also uses it',
        description: 'x',
        images: [`${ctx.config.publicUrl}${shared.url}`],
      })
      .execute();

    expect((await call('DELETE', `/prop/admin-creative/${leaving}`, adminToken)).code).toBe(200);
    expect(existsSync(fileOf(shared.name))).toBe(true);
    for (const variant of shared.variants) expect(existsSync(fileOf(variant.name))).toBe(true);
    expect(
      await db.selectFrom('uploads').select('name').where('name', '=', shared.name).execute(),
    ).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'GET', url: shared.url })).statusCode).toBe(200);
    expect(existsSync(fileOf(alone.name))).toBe(false);
    expect(
      await db.selectFrom('uploads').select('name').where('name', '=', alone.name).execute(),
    ).toHaveLength(0);
  });

  it('is atomic: when a step of the transaction fails, the account, its rows and files all remain', async () => {
    const db = ctx.database.db;
    const { id, token, names } = await richCreative();
    // Make the cascade fail half-way: deleting this account's posts raises.
    await sql`create function people_test_block() returns trigger language plpgsql as $$
      begin raise exception 'blocked by test'; end $$`.execute(db);
    await sql
      .raw(
        `create trigger people_test_block before delete on posts for each row when (old.author_id = ${id}) execute function people_test_block()`,
      )
      .execute(db);
    try {
      const res = await call('DELETE', `/prop/admin-creative/${id}`, adminToken);
      expect(res.code).toBe(500);
      expect(res.json.message).not.toContain('blocked by test');
    } finally {
      await sql`drop trigger people_test_block on posts`.execute(db);
      await sql`drop function people_test_block()`.execute(db);
    }
    expect(
      await db.selectFrom('accounts').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeDefined();
    expect(
      await db
        .selectFrom('creative_profiles')
        .select('account_id')
        .where('account_id', '=', id)
        .executeTakeFirst(),
    ).toBeDefined();
    expect(await db.selectFrom('posts').select('id').where('author_id', '=', id).execute()).toHaveLength(1);
    expect(await db.selectFrom('uploads').select('name').where('name', 'in', names).execute()).toHaveLength(
      2,
    );
    for (const n of names) expect(existsSync(fileOf(n))).toBe(true);
    expect(
      await db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'account.delete')
        .where('target_id', '=', id)
        .execute(),
    ).toHaveLength(0);
    expect((await call('GET', '/prop/users/profile', token)).code).toBe(200);
    // And then it can be deleted.
    expect((await call('DELETE', `/prop/admin-creative/${id}`, adminToken)).code).toBe(200);
    for (const n of names) expect(existsSync(fileOf(n))).toBe(false);
  });

  it('deletes businesses and partners; the kind must match', async () => {
    const db = ctx.database.db;
    const biz = await makeBusiness(db);
    const partner = await makePartner(db);
    expect((await call('DELETE', `/prop/admin-partner/${biz}`, adminToken)).code).toBe(404);
    expect((await call('DELETE', `/prop/admin-creative/${admin}`, adminToken)).code).toBe(404);
    expect((await call('DELETE', `/prop/admin-business/${biz}`, adminToken)).json.message).toBe(
      'User deleted successfully',
    );
    expect((await call('DELETE', `/prop/admin-partner/${partner}`, adminToken)).json.message).toBe(
      'User deleted successfully',
    );
    expect(
      await db.selectFrom('accounts').select('id').where('id', 'in', [biz, partner]).execute(),
    ).toHaveLength(0);
  });
});

describe('audit log', () => {
  it('lists recent admin actions, newest first, with the actor', async () => {
    const { code, json } = await call('GET', '/prop/admin/audit?limit=5', adminToken);
    expect(code).toBe(200);
    expect(json.data.length).toBeGreaterThan(0);
    expect(json.data.length).toBeLessThanOrEqual(5);
    expect(json.data[0]).toMatchObject({
      actor_id: admin,
      actor_email: expect.any(String),
      action: expect.any(String),
      created_at: expect.any(String),
    });
    expect(json.meta).toMatchObject({ page: 1, limit: 5 });
    const deletes = await call('GET', '/prop/admin/audit?action=account.delete', adminToken);
    expect(deletes.json.data.every((e: any) => e.action === 'account.delete')).toBe(true);
  });
});
