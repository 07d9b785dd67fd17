// Own profiles, edits, profile images, public profiles, skills and "Add a Business".
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument -- JSON bodies under test */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskUploadsDir } from '../../server/lib/upload-store';
import { body, createTestContext, type TestContext } from './helpers';
import { adminId, jpeg, makeBusiness, makeCreative, makePartner, multipart, png } from './people-fixtures';

let ctx: TestContext;
let creativeId: number;
let creativeToken: string;
let businessId: number;
let businessToken: string;
let partnerId: number;
let partnerToken: string;
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

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  creativeId = await makeCreative(db, {
    first_name: 'Chioma',
    last_name: 'Okafor',
    phone_number: '08030000000',
    identity_hash: 'secret-hash-value',
    identity_last4: '1234',
    verification_method: 'NIN',
    need_funding: true,
    detail_funding: 'A loom',
    origin_state: 'Lagos',
    lga_origin: 'Ikeja',
  });
  businessId = await makeBusiness(db, {
    trade_name: 'Kente Works',
    phone_number: '0800111222',
    identity_hash: 'bhash',
    identity_last4: '9876',
  });
  partnerId = await makePartner(db, { name: 'Arts Fund', user_email: 'contact@fund.test', goals: 'grow' });
  creativeToken = await ctx.app.issueSession(creativeId);
  businessToken = await ctx.app.issueSession(businessId);
  partnerToken = await ctx.app.issueSession(partnerId);
  adminToken = await ctx.app.issueSession(await adminId(db));
  await db
    .insertInto('posts')
    .values({ author_id: creativeId, title: 'My loom', description: 'Woven', images: ['/uploads/x.png'] })
    .execute();
});

afterAll(async () => {
  await ctx?.close();
});

describe('own profiles', () => {
  it('returns the creative profile with every field, skills and posts, never the identity hash', async () => {
    const { code, json } = await call('GET', '/prop/users/profile', creativeToken);
    expect(code).toBe(200);
    expect(json.data).toMatchObject({
      id: creativeId,
      first_name: 'Chioma',
      last_name: 'Okafor',
      phone_number: '08030000000',
      identity_last4: '1234',
      verification_type: 'NIN',
      need_funding: true,
      detail_funding: 'A loom',
      availability: { status: null, remote: null },
      skills: [],
    });
    expect(json.data.email).toMatch(/@test\.local$/);
    expect(json.data.posts).toHaveLength(1);
    expect(json.data.posts[0]).toMatchObject({ title: 'My loom', likes: 0, images: ['/uploads/x.png'] });
    expect(JSON.stringify(json)).not.toContain('secret-hash-value');
    expect(json.data).not.toHaveProperty('identity_hash');
  });

  it('401 anonymous, 403 for a kind without that profile', async () => {
    expect((await call('GET', '/prop/users/profile')).code).toBe(401);
    expect((await call('GET', '/prop/users/profile', partnerToken)).code).toBe(403);
    expect((await call('GET', '/prop/users/profile', businessToken)).code).toBe(403);
    expect((await call('GET', '/prop/business-info/profile', creativeToken)).code).toBe(403);
    expect((await call('GET', '/prop/public/partner', creativeToken)).code).toBe(403);
    expect((await call('PUT', '/prop/users/edit_profile', businessToken, { bio: 'x' })).code).toBe(403);
    expect((await call('PUT', '/prop/business-info/edit_profile', creativeToken, { bio: 'x' })).code).toBe(
      403,
    );
  });

  it('edits the creative profile of the caller only', async () => {
    const { code, json } = await call('PUT', '/prop/users/edit_profile', creativeToken, {
      bio: 'I weave',
      employment_status: 'Freelancer',
      level_of_education: 'Graduate',
      expertise: 'Fashion',
      category: 'Textiles',
      availability: { status: 'Part time', remote: true },
      need_training: true,
      detail_training: 'Dyeing',
      twitter: 'https://twitter.com/chioma',
      email: 'ignored@test.local',
    });
    expect(code).toBe(200);
    expect(json.message).toBe('profile updated');
    expect(json.data).toMatchObject({
      bio: 'I weave',
      employment_status: 'Freelancer',
      availability: { status: 'part time', remote: true },
      need_training: true,
    });
    expect(json.data.email).not.toBe('ignored@test.local');
    const again = await call('GET', '/prop/users/profile', creativeToken);
    expect(again.json.data.detail_training).toBe('Dyeing');
  });

  it('refuses bad edit input with 400', async () => {
    expect(
      (await call('PUT', '/prop/users/edit_profile', creativeToken, { employment_status: 'Astronaut' })).code,
    ).toBe(400);
    expect(
      (await call('PUT', '/prop/users/edit_profile', creativeToken, { twitter: 'javascript:alert(1)' })).code,
    ).toBe(400);
    expect(
      (await call('PUT', '/prop/users/edit_profile', creativeToken, { bio: 'x'.repeat(2001) })).code,
    ).toBe(400);
    expect((await call('PUT', '/prop/users/edit_profile', creativeToken, { id: 999 })).code).toBe(400);
    expect(
      (await call('PUT', '/prop/users/edit_profile', creativeToken, { availability: { status: 'weekends' } }))
        .code,
    ).toBe(400);
    expect((await call('PUT', '/prop/users/edit_profile', creativeToken, { first_name: '   ' })).code).toBe(
      400,
    );
  });

  it('business profile: get and edit, need flags saved as chosen', async () => {
    const got = await call('GET', '/prop/business-info/profile', businessToken);
    expect(got.code).toBe(200);
    expect(got.json.data).toMatchObject({
      id: businessId,
      trade_name: 'Kente Works',
      identity_last4: '9876',
    });
    expect(JSON.stringify(got.json)).not.toContain('bhash');
    const { code, json } = await call('PUT', '/prop/business-info/edit_profile', businessToken, {
      sector: 'Fashion',
      need_training: true,
      need_tools: true,
      need_funding: false,
      detail_tools: 'Sewing machines',
      website: 'https://kente.test',
    });
    expect(code).toBe(200);
    expect(json.message).toBe('profile updated');
    expect(json.data).toMatchObject({
      need_training: true,
      need_tools: true,
      need_funding: false,
      detail_tools: 'Sewing machines',
      sector: 'Fashion',
    });
    expect(
      (await call('PUT', '/prop/business-info/edit_profile', businessToken, { website: 'ftp://x' })).code,
    ).toBe(400);
  });

  it('partner own profile carries the approved flag', async () => {
    const { code, json } = await call('GET', '/prop/public/partner', partnerToken);
    expect(code).toBe(200);
    expect(json.data).toMatchObject({
      id: partnerId,
      name: 'Arts Fund',
      approved: true,
      user_email: 'contact@fund.test',
    });
  });
});

describe('profile images', () => {
  const upload = (token: string, field: string, type: string, data: Buffer) => {
    const { payload, headers } = multipart(field, 'img', type, data);
    return ctx.app.inject({
      method: 'PUT',
      url: '/clap/prop/account/profile_image',
      headers: { ...headers, authorization: token },
      payload,
    });
  };
  const fileOf = (url: string) => path.join(diskUploadsDir(ctx.config.dataDir), url.replace('/uploads/', ''));

  it('accepts a PNG cover and replaces (and removes) the old one', async () => {
    const first = await upload(creativeToken, 'cover_image', 'image/png', await png());
    expect(first.statusCode).toBe(200);
    const one = body<Json>(first);
    expect(one.message).toBe('cover image updated');
    expect(one.data.cover_photo).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(existsSync(fileOf(one.data.cover_photo))).toBe(true);
    const second = body<Json>(await upload(creativeToken, 'cover_image', 'image/png', await png(30, 30)));
    expect(second.data.cover_photo).not.toBe(one.data.cover_photo);
    expect(existsSync(fileOf(one.data.cover_photo))).toBe(false);
    expect(existsSync(fileOf(second.data.cover_photo))).toBe(true);
    const profile = await call('GET', '/prop/users/profile', creativeToken);
    expect(profile.json.data.cover_photo).toBe(second.data.cover_photo);
  });

  it('accepts a JPEG profile image, sets photo for creatives and logo for businesses', async () => {
    const res = await upload(creativeToken, 'profile_image', 'image/jpeg', await jpeg());
    expect(res.statusCode).toBe(200);
    expect(body<Json>(res)).toMatchObject({
      message: 'profile image updated',
      data: { photo: expect.stringMatching(/\.jpg$/) },
    });
    const biz = body<Json>(await upload(businessToken, 'profile_image', 'image/png', await png()));
    expect(biz.data.logo).toMatch(/\.png$/);
    expect((await call('GET', '/prop/business-info/profile', businessToken)).json.data.logo).toBe(
      biz.data.logo,
    );
    const partner = body<Json>(await upload(partnerToken, 'cover_image', 'image/png', await png()));
    expect(partner.data.cover_photo).toMatch(/\.png$/);
  });

  it('refuses HTML posing as PNG, a JPEG cover, a wrong field, anonymous and admin callers', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await upload(creativeToken, 'profile_image', 'image/png', html)).statusCode).toBe(415);
    const cover = await upload(creativeToken, 'cover_image', 'image/jpeg', await jpeg());
    expect(cover.statusCode).toBe(415);
    expect(body<Json>(cover).message).toBe('The cover image must be a PNG file.');
    expect((await upload(creativeToken, 'avatar', 'image/png', await png())).statusCode).toBe(400);
    const { payload, headers } = multipart('cover_image', 'a.png', 'image/png', await png());
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/clap/prop/account/profile_image', headers, payload }))
        .statusCode,
    ).toBe(401);
    expect((await upload(adminToken, 'cover_image', 'image/png', await png())).statusCode).toBe(403);
    expect((await call('PUT', '/prop/account/profile_image', creativeToken, { cover_image: 'x' })).code).toBe(
      400,
    );
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(ctx.config.uploadMaxBytes + 10)]);
    expect((await upload(creativeToken, 'cover_image', 'image/png', big)).statusCode).toBe(413);
  });
});

describe('public profiles', () => {
  it('shows a creative without private fields, with skills and posts', async () => {
    const { code, json } = await call('GET', `/prop/public/creative/${creativeId}`);
    expect(code).toBe(200);
    expect(json.data).toMatchObject({
      id: creativeId,
      first_name: 'Chioma',
      origin_state: 'Lagos',
      lga_origin: 'Ikeja',
    });
    expect(json.data.posts).toHaveLength(1);
    expect(Array.isArray(json.data.skills)).toBe(true);
    for (const key of [
      'email',
      'phone_number',
      'identity_last4',
      'verification_type',
      'need_funding',
      'detail_funding',
      'is_blacklisted',
    ]) {
      expect(json.data).not.toHaveProperty(key);
    }
  });

  it('shows admins the private fields', async () => {
    const { json } = await call('GET', `/prop/public/creative/${creativeId}`, adminToken);
    expect(json.data).toMatchObject({
      phone_number: '08030000000',
      identity_last4: '1234',
      need_funding: true,
      is_blacklisted: false,
    });
    expect(JSON.stringify(json)).not.toContain('secret-hash-value');
  });

  it('shows businesses and partners; the kind-less lookup names the kind', async () => {
    const biz = await call('GET', `/prop/public/business/${businessId}`);
    expect(biz.code).toBe(200);
    expect(biz.json.data.trade_name).toBe('Kente Works');
    expect(biz.json.data).not.toHaveProperty('phone_number');
    const partner = await call('GET', `/prop/public/partner/${partnerId}`);
    expect(partner.json.data).toMatchObject({ name: 'Arts Fund', industry: 'Finance' });
    expect(partner.json.data).not.toHaveProperty('user_email');
    const any = await call('GET', `/prop/public/profile/${businessId}`);
    expect(any.json.data).toMatchObject({
      type: 'business',
      profile: { id: businessId, trade_name: 'Kente Works' },
    });
    expect((await call('GET', `/prop/public/profile/${creativeId}`)).json.data.type).toBe('creative');
  });

  it('404 for unknown ids, the wrong kind, blacklisted, private and unapproved accounts', async () => {
    const db = ctx.database.db;
    const hidden = [
      await makeCreative(db, {}, { is_blacklisted: true }),
      await makeCreative(db, {}, { status: 'private' }),
    ];
    const unapproved = await makePartner(db, {}, { approved: false });
    expect((await call('GET', '/prop/public/creative/999999')).code).toBe(404);
    expect((await call('GET', `/prop/public/business/${creativeId}`)).code).toBe(404);
    for (const id of hidden) {
      expect((await call('GET', `/prop/public/creative/${id}`)).code).toBe(404);
      expect((await call('GET', `/prop/public/profile/${id}`)).code).toBe(404);
    }
    expect((await call('GET', `/prop/public/partner/${unapproved}`)).code).toBe(404);
    expect((await call('GET', `/prop/public/partner/${unapproved}`, adminToken)).code).toBe(200);
    expect((await call('GET', '/prop/public/creative/abc')).code).toBe(400);
    const admin = await adminId(db);
    expect((await call('GET', `/prop/public/profile/${admin}`)).code).toBe(404);
  });
});

describe('skills', () => {
  it('adds names case-insensitively, lists, and deletes own skills only', async () => {
    const added = await call('POST', '/prop/skill', creativeToken, {
      skills: ['Weaving', ' weaving ', 'Dyeing'],
    });
    expect(added.code).toBe(200);
    expect(added.json.message).toBe('Skills updated successfully!');
    expect(added.json.data.map((s: any) => s.skill.name)).toEqual(['Weaving', 'Dyeing']);
    const other = await call('POST', '/prop/skill', businessToken, { skills: ['WEAVING'] });
    expect(other.json.data[0].skill).toEqual({ id: added.json.data[0].skill.id, name: 'Weaving' });

    const list = await call('GET', '/prop/skill', creativeToken);
    expect(list.json.data).toHaveLength(2);
    const pub = await call('GET', `/prop/public/creative/${creativeId}`);
    expect(pub.json.data.skills[0]).toMatchObject({ id: expect.any(Number), skill: { name: 'Weaving' } });

    // Another account's skill: 404, and it stays.
    expect((await call('DELETE', `/prop/skill/${other.json.data[0].id}`, creativeToken)).code).toBe(404);
    expect((await call('GET', '/prop/skill', businessToken)).json.data).toHaveLength(1);

    const del = await call('DELETE', `/prop/skill/${list.json.data[0].id}`, creativeToken);
    expect(del.code).toBe(200);
    expect(del.json.message).toBe('Skill deleted successfully!');
    expect((await call('GET', '/prop/skill', creativeToken)).json.data.map((s: any) => s.skill.name)).toEqual(
      ['Dyeing'],
    );
    expect((await call('DELETE', `/prop/skill/${list.json.data[0].id}`, creativeToken)).code).toBe(404);
  });

  it('validates names and the 30-skill limit; 401 anonymous, 403 admin', async () => {
    expect((await call('POST', '/prop/skill', creativeToken, { skills: [] })).code).toBe(400);
    expect((await call('POST', '/prop/skill', creativeToken, { skills: ['x'.repeat(61)] })).code).toBe(400);
    expect((await call('POST', '/prop/skill', creativeToken, { skills: ['   '] })).code).toBe(400);
    expect((await call('POST', '/prop/skill', creativeToken, { skills: ['a\u0000b'] })).code).toBe(400);
    expect((await call('POST', '/prop/skill', creativeToken, { skills: { a: 1 } })).code).toBe(400);
    const many = Array.from({ length: 30 }, (_, i) => `Skill ${i}`);
    const over = await call('POST', '/prop/skill', creativeToken, { skills: many });
    expect(over.code).toBe(400);
    expect(over.json.message).toBe('You can list at most 30 skills.');
    expect((await call('GET', '/prop/skill', creativeToken)).json.data).toHaveLength(1);
    expect((await call('GET', '/prop/skill')).code).toBe(401);
    expect((await call('POST', '/prop/skill', adminToken, { skills: ['x'] })).code).toBe(403);
  });
});

describe('businesses an account runs (Add a Business)', () => {
  it('starts empty, adds, lists, and removes own only', async () => {
    expect((await call('GET', '/prop/business-info/mine', creativeToken)).json.data).toEqual({ data: [] });
    const added = await call('POST', '/prop/business-info', creativeToken, {
      name: 'Loom House',
      sector: 'Fashion',
      state: 'Lagos',
      email: '',
    });
    expect(added.code).toBe(201);
    expect(added.json.data).toMatchObject({
      name: 'Loom House',
      sector: 'Fashion',
      owner_id: creativeId,
      email: null,
    });
    const mine = await call('GET', '/prop/business-info/mine', creativeToken);
    expect(mine.json.data.data).toHaveLength(1);
    expect((await call('GET', '/prop/business-info/mine', businessToken)).json.data.data).toHaveLength(0);
    expect((await call('DELETE', `/prop/business-info/${added.json.data.id}`, businessToken)).code).toBe(404);
    expect((await call('POST', '/prop/business-info', creativeToken, { name: '' })).code).toBe(400);
    expect((await call('POST', '/prop/business-info', creativeToken, { name: 'X', owner_id: 1 })).code).toBe(
      400,
    );
    expect((await call('POST', '/prop/business-info', partnerToken, { name: 'X' })).code).toBe(403);
    // Your Business is in every account's dropdown: partners and admins see an empty list, not a 403.
    expect((await call('GET', '/prop/business-info/mine', partnerToken)).json).toMatchObject({
      status: true,
      data: { data: [] },
    });
    expect((await call('GET', '/prop/business-info/mine', adminToken)).json).toMatchObject({
      status: true,
      data: { data: [] },
    });
    expect((await call('DELETE', `/prop/business-info/${added.json.data.id}`, creativeToken)).code).toBe(200);
  });
});
