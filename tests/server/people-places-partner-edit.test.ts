// Issue 13 on the server: a creative's LGA of residence beside its state (residence and origin as two pairs), the
// partner's own edit (organisation, partnership details, contact person), and the author's availability beside
// each post, so 'Available to work' shows only for a creative who said so.
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- JSON bodies under test */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { apiCaller, makeBusiness, makeCreative, makePartner } from './people-fixtures';

let ctx: TestContext;
let creativeId: number;
let creativeToken: string;
let businessToken: string;
let partnerId: number;
let partnerToken: string;

const call = apiCaller(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  creativeId = await makeCreative(db, {
    first_name: 'Ngozi',
    origin_state: 'Anambra',
    lga_origin: 'Aguata',
    residence_state: 'Lagos',
  });
  const businessId = await makeBusiness(db, { trade_name: 'Adire House' });
  partnerId = await makePartner(db, {
    name: 'Arts Fund',
    industry: 'private',
    partner_type: 'donate',
    user_name: 'Bola Ade',
    user_email: 'bola@fund.test',
    user_phone_number: '08030000001',
  });
  creativeToken = await ctx.app.issueSession(creativeId);
  businessToken = await ctx.app.issueSession(businessId);
  partnerToken = await ctx.app.issueSession(partnerId);
});

afterAll(async () => {
  await ctx?.close();
});

describe("a creative's residence", () => {
  it('keeps the LGA of residence beside the state of residence, apart from the origin, and shows it publicly', async () => {
    const saved = await call('PUT', '/prop/users/edit_profile', creativeToken, { lga_residence: ' Ikeja ' });
    expect(saved.code).toBe(200);
    expect(saved.json.data).toMatchObject({
      lga_residence: 'Ikeja',
      residence_state: 'Lagos',
      lga_origin: 'Aguata',
      origin_state: 'Anambra',
    });
    expect((await call('GET', '/prop/users/profile', creativeToken)).json.data.lga_residence).toBe('Ikeja');
    const shown = await call('GET', `/prop/public/profile/${creativeId}`);
    expect(shown.json.data.profile).toMatchObject({ lga_residence: 'Ikeja', residence_state: 'Lagos' });
    expect(
      (await call('PUT', '/prop/users/edit_profile', creativeToken, { lga_residence: 'x'.repeat(101) })).code,
    ).toBe(400);
    expect(
      (await call('PUT', '/prop/users/edit_profile', creativeToken, { lga_residence: '' })).json.data
        .lga_residence,
    ).toBeNull();
  });
});

describe("a partner's own edit", () => {
  it('saves the organisation, the partnership details and the contact person, and answers the profile', async () => {
    const { code, json } = await call('PUT', '/prop/partner-info/edit_profile', partnerToken, {
      name: '  Arts Fund Nigeria ',
      website: 'www.artsfund.test',
      partner_type: 'sponsor',
      goals: 'Fund 20 studios.',
      outcome: 'Studios that last.',
      bio: 'We back makers.',
      user_name: 'Chidi Eze',
      user_email: 'Chidi@Fund.test',
      user_phone_number: '+234 803 000 0002',
      email: 'ignored@test.local',
    });
    expect(code).toBe(200);
    expect(json.message).toBe('profile updated');
    expect(json.data).toMatchObject({
      id: partnerId,
      name: 'Arts Fund Nigeria',
      website: 'https://www.artsfund.test',
      industry: 'private',
      partner_type: 'sponsor',
      goals: 'Fund 20 studios.',
      outcome: 'Studios that last.',
      bio: 'We back makers.',
      user_name: 'Chidi Eze',
      user_email: 'chidi@fund.test',
      user_phone_number: '+234 803 000 0002',
      approved: true,
    });
    expect(json.data.email).not.toBe('ignored@test.local');
    const again = await call('GET', '/prop/public/partner', partnerToken);
    expect(again.json.data).toMatchObject({ name: 'Arts Fund Nigeria', user_name: 'Chidi Eze' });
  });

  it('refuses a blank name or industry, unknown types and fields, bad e-mail, phone and website with 400', async () => {
    const refused = async (payload: object) =>
      (await call('PUT', '/prop/partner-info/edit_profile', partnerToken, payload)).code;
    expect(await refused({ name: '   ' })).toBe(400);
    expect(await refused({ name: '' })).toBe(400);
    expect(await refused({ industry: '  ' })).toBe(400);
    expect(await refused({ partner_type: 'lender' })).toBe(400);
    expect(await refused({ user_email: 'not-an-email' })).toBe(400);
    expect(await refused({ user_phone_number: 'call me' })).toBe(400);
    expect(await refused({ website: 'javascript:alert(1)' })).toBe(400);
    expect(await refused({ approved: true })).toBe(400);
    expect(await refused({ goals: 'x'.repeat(2001) })).toBe(400);
    expect((await call('GET', '/prop/public/partner', partnerToken)).json.data.name).toBe(
      'Arts Fund Nigeria',
    );
  });

  it('is for the signed-in partner only', async () => {
    expect((await call('PUT', '/prop/partner-info/edit_profile', undefined, { bio: 'x' })).code).toBe(401);
    expect((await call('PUT', '/prop/partner-info/edit_profile', creativeToken, { bio: 'x' })).code).toBe(
      403,
    );
    expect((await call('PUT', '/prop/partner-info/edit_profile', businessToken, { bio: 'x' })).code).toBe(
      403,
    );
  });
});

describe("a post's author availability", () => {
  it("carries a creative's own availability, and none for a creative who never set it or for a business", async () => {
    const db = ctx.database.db;
    const available = await makeCreative(db, {
      first_name: 'Tolu',
      availability_status: 'part time',
      availability_remote: true,
    });
    const silent = await makeCreative(db, { first_name: 'Segun' });
    const business = await makeBusiness(db, { trade_name: 'Print Hub' });
    for (const [author, title] of [
      [available, 'By Tolu'],
      [silent, 'By Segun'],
      [business, 'By Print Hub'],
    ] as const) {
      await db
        .insertInto('posts')
        .values({ author_id: author, title, description: 'Work', images: ['/uploads/x.png'] })
        .execute();
    }
    const { json } = await call('GET', '/prop/public/post?q=By');
    const posts = json.data as { title: string; author: { availability: unknown } }[];
    const authorOf = (title: string) => posts.find((post) => post.title === title)?.author;
    expect(authorOf('By Tolu')?.availability).toEqual({ status: 'part time', remote: true });
    expect(authorOf('By Segun')?.availability).toEqual({ status: null, remote: null });
    expect(authorOf('By Print Hub')?.availability).toBeNull();
  });
});
