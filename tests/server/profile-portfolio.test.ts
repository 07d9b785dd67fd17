// Profiles that get people hired (issue 31 section 4): the public profile answer carries Verified (never the number),
// the social links and availability, the posts' sized images, the newest products and the WhatsApp number only when
// shown, and nothing private; POST /prop/profile/{id}/contact mails the member through the outbox (Reply-To the
// sender, the member's address never shown), refuses oneself, hidden members and anonymous callers, and shares the
// enquiry's limits; a product's details name the seller's state and Verified flag.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { body, createTestContext, type TestContext } from './helpers';
import { createAccount, createImage, setBlacklisted, type TestAccount } from './builders';

let ctx: TestContext;
let creative: TestAccount;
let business: TestAccount;
let visitor: TestAccount;
let productId: number;
let postImage: string;
let ip = 1;
const freshIp = () => `10.31.4.${ip++}`;

type Answer = { data: { type: string; profile: Record<string, unknown> } };

beforeAll(async () => {
  ctx = await createTestContext();
  creative = await createAccount(ctx, {
    kind: 'creative',
    profile: {
      first_name: 'Ngozi',
      last_name: 'Weaver',
      phone_number: '08031234567',
      gender: 'female',
      residence_state: 'Enugu',
      facebook: 'https://facebook.com/ngozi',
      linkedin: 'https://www.linkedin.com/in/ngozi',
      website: 'https://ngozi.example',
      availability_status: 'Contract',
      availability_remote: true,
      verification_method: 'NIN',
      identity_hash: 'a'.repeat(64),
      identity_last4: '4321',
    },
  });
  business = await createAccount(ctx, { kind: 'business', profile: { state: 'Kano' } });
  visitor = await createAccount(ctx, { kind: 'creative' });
  postImage = (await createImage(ctx)).url;
  const post = await ctx.app.inject({
    method: 'POST',
    url: '/clap/prop/posts',
    headers: { authorization: creative.token },
    payload: {
      title: 'Adire runway',
      description: 'My collection',
      link: 'https://ngozi.example/runway',
      images: [postImage],
    },
  });
  expect(post.statusCode).toBeLessThan(300);
  const product = await ctx.app.inject({
    method: 'POST',
    url: '/clap/prop/product',
    headers: { authorization: creative.token },
    payload: {
      title: 'Indigo wrap',
      description: 'Hand-dyed',
      link: 'https://shop.example/wrap',
      images: [(await createImage(ctx)).url],
      category: 'product',
      price: 12000,
      quantity: 2,
    },
  });
  productId = body<{ data: { data: { id: number } } }>(product).data.data.id;
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await ctx.database.db.deleteFrom('auth_events').where('bucket', '=', 'enquiry').execute();
  ctx.mail.length = 0;
});

const publicProfile = (id: number) =>
  ctx.app.inject({ method: 'GET', url: `/clap/prop/public/profile/${id}` });

describe('the public profile as a portfolio', () => {
  it('carries Verified, links, availability, the posts with sized images and the products; nothing private', async () => {
    const res = await publicProfile(creative.id);
    expect(res.statusCode).toBe(200);
    const { profile } = body<Answer>(res).data;
    expect(profile).toMatchObject({
      verified: true,
      facebook: 'https://facebook.com/ngozi',
      linkedin: 'https://www.linkedin.com/in/ngozi',
      website: 'https://ngozi.example',
      availability: { status: 'Contract', remote: true },
      whatsapp: null,
    });
    const posts = profile.posts as { images: string[]; image_variants: { url: string; width: number }[][] }[];
    expect(posts[0].images).toEqual([postImage]);
    expect(posts[0].image_variants[0].length).toBeGreaterThan(0);
    expect(posts[0].image_variants[0][0].url).toMatch(/^\/uploads\//);
    const products = profile.products as {
      id: number;
      title: string;
      price: number;
      image_variants: unknown[];
    }[];
    expect(products).toEqual([
      expect.objectContaining({
        id: productId,
        title: 'Indigo wrap',
        price: 12000,
        image_variants: [expect.any(Array)],
      }),
    ]);
    // Private data never leaves in the public scope.
    for (const key of [
      'email',
      'phone_number',
      'gender',
      'verification_type',
      'identity_last4',
      'identity_hash',
    ]) {
      expect(profile).not.toHaveProperty(key);
    }
    expect(res.body).not.toContain(creative.email);
    expect(res.body).not.toContain('4321');
    expect(res.body).not.toContain('08031234567');
  });

  it('lists the trainings completed with their certificates, newest first, without revoked ones (issue 33)', async () => {
    const certificate = (code: string, title: string, issuedAt: string, revoked = false) => ({
      code,
      kind: 'training' as const,
      account_id: creative.id,
      holder_name: 'Ngozi Weaver',
      title,
      partner_name: 'Lagos Film Fund',
      training_date: '2026-10-01T09:00:00.000Z',
      state: 'Lagos',
      issued_at: issuedAt,
      revoked_at: revoked ? issuedAt : null,
      revoked_reason: revoked ? 'Issued in error' : null,
    });
    await ctx.database.db
      .insertInto('certificates')
      .values([
        certificate('AAAABBBBCCCCDDDDEEEE', 'Colour grading basics', '2026-10-02T10:00:00.000Z'),
        certificate('FFFFGGGGHHHHJJJJKKKK', 'Pattern cutting', '2026-11-02T10:00:00.000Z'),
        certificate('MMMMNNNNPPPPQQQQRRRR', 'Revoked course', '2026-11-03T10:00:00.000Z', true),
      ])
      .execute();
    ctx.app.publicCache.written(); // written behind the routes' back: the public answers are read afresh
    const profile = body<Answer>(await publicProfile(creative.id)).data.profile;
    expect(profile.trainings).toEqual([
      {
        title: 'Pattern cutting',
        partner: 'Lagos Film Fund',
        date: '2026-10-01T09:00:00.000Z',
        certificate_url: '/verify/FFFFGGGGHHHHJJJJKKKK',
      },
      {
        title: 'Colour grading basics',
        partner: 'Lagos Film Fund',
        date: '2026-10-01T09:00:00.000Z',
        certificate_url: '/verify/AAAABBBBCCCCDDDDEEEE',
      },
    ]);
    // A member without certificates lists none.
    expect(body<Answer>(await publicProfile(business.id)).data.profile.trainings).toEqual([]);
  });

  it('says verified: false without a successful check, also by kind', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/clap/prop/public/business/${business.id}` });
    expect(res.statusCode).toBe(200);
    expect(body<{ data: Record<string, unknown> }>(res).data).toMatchObject({
      verified: false,
      products: [],
    });
  });

  it('shows the WhatsApp number only while the member opted in', async () => {
    const set = (show: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/clap/prop/account/whatsapp',
        headers: { authorization: creative.token },
        payload: { show, number: '08031112222' },
      });
    expect((await set(true)).statusCode).toBe(200);
    expect(body<Answer>(await publicProfile(creative.id)).data.profile.whatsapp).toBe('+2348031112222');
    expect((await set(false)).statusCode).toBe(200);
    expect(body<Answer>(await publicProfile(creative.id)).data.profile.whatsapp).toBeNull();
  });

  it('takes a LinkedIn link and a website on the edit, and refuses a link that is not http(s)', async () => {
    const edit = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/clap/prop/users/edit_profile',
        headers: { authorization: visitor.token },
        payload,
      });
    const saved = await edit({ website: 'www.visitor.example', linkedin: 'https://linkedin.com/in/v' });
    expect(saved.statusCode).toBe(200);
    expect(body<{ data: Record<string, unknown> }>(saved).data).toMatchObject({
      website: 'https://www.visitor.example',
      linkedin: 'https://linkedin.com/in/v',
    });
    for (const payload of [{ website: 'javascript:alert(1)' }, { linkedin: 'ftp://x.example' }]) {
      expect((await edit(payload)).statusCode).toBe(400);
    }
  });
});

describe('the product page names the seller', () => {
  it("answers the seller's state and Verified flag", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/clap/prop/product/${productId}` });
    expect(body<{ data: { data: Record<string, unknown> } }>(res).data.data.seller).toEqual({
      state: 'Enugu',
      verified: true,
    });
  });
});

const valid = (extra: object = {}) => ({
  message: 'I would like to hire you for a shoot.',
  name: 'Bola Client',
  contact: 'bola@client.example',
  ...extra,
});
const contact = (
  token: string | undefined,
  id: number,
  payload: object = valid(),
  remoteAddress = freshIp(),
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/clap/prop/profile/${id}/contact`,
    headers: token ? { authorization: token } : {},
    payload,
    remoteAddress,
  });

describe('POST /prop/profile/{id}/contact', () => {
  it("mails the member through the outbox with Reply-To the sender; the member's address is never shown", async () => {
    const res = await contact(visitor.token, creative.id);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ status: true, message: 'Your message has been sent.', data: null });
    expect(res.body).not.toContain(creative.email);
    expect(ctx.mail).toHaveLength(1);
    const mail = ctx.mail[0];
    expect(mail.to).toBe(creative.email);
    expect(mail.replyTo).toBe('bola@client.example');
    expect(mail.subject).toBe('A message from Bola Client on the Creative Portal');
    expect(mail.text).toContain('Hello Ngozi Weaver,');
    expect(mail.text).toContain('I would like to hire you for a shoot.');
    expect(mail.text).toContain(`/profile/${creative.id}`);
    const row = await ctx.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', creative.email)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
  });

  it('keeps user text as text and refuses bad input with the enquiry messages', async () => {
    const res = await contact(
      visitor.token,
      creative.id,
      valid({ message: '<script>x</script> hello you', name: 'Eve\r\nBcc: a@b.c' }),
    );
    expect(res.statusCode).toBe(200);
    expect(ctx.mail[0].html).not.toContain('<script>');
    expect(ctx.mail[0].subject).not.toMatch(/[\r\n]/);
    const short = await contact(visitor.token, creative.id, valid({ message: 'hi' }));
    expect(short.statusCode).toBe(400);
    expect(body(short).message).toBe('Please write a message of 10 to 1000 characters.');
    const extra = await contact(visitor.token, creative.id, { ...valid(), email: 'x@y.z' });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses oneself, anonymous callers, hidden and unknown members', async () => {
    const self = await contact(creative.token, creative.id);
    expect(self.statusCode).toBe(400);
    expect(body(self).message).toBe('You cannot send a message to yourself.');
    expect((await contact(undefined, creative.id)).statusCode).toBe(401);
    expect((await contact(visitor.token, 999999)).statusCode).toBe(404);
    const partner = await createAccount(ctx, { kind: 'partner', approved: true });
    expect((await contact(visitor.token, partner.id)).statusCode).toBe(404);
    await setBlacklisted(ctx, business.id, true);
    try {
      const hidden = await contact(visitor.token, business.id);
      expect(hidden.statusCode).toBe(404);
      expect(body(hidden).message).toBe('Profile not found.');
    } finally {
      await setBlacklisted(ctx, business.id, false);
    }
    expect(ctx.mail).toHaveLength(0);
  });

  it('counts against the enquiry limit: 5 an hour per account, then 429', async () => {
    for (let i = 0; i < 5; i += 1) expect((await contact(visitor.token, business.id)).statusCode).toBe(200);
    const refused = await contact(visitor.token, business.id);
    expect(refused.statusCode).toBe(429);
    expect(body(refused).message).toMatch(
      /^You have sent too many enquiries\. Please try again in \d+ minutes\.$/,
    );
    expect(ctx.mail).toHaveLength(5);
  });
});
