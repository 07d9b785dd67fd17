// Buyers reach sellers (issue 13): POST /prop/product/{id}/enquiry mails the seller through the outbox with Reply-To
// the buyer, never shows the seller's address, refuses one's own product, unknown products and anonymous callers,
// keeps user text as text, and is limited per account (5 an hour) and per address; the seller's WhatsApp number
// shows on a product only when the seller opted in; a merchant listing of an unknown seller is 404.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { body, createTestContext, type TestContext } from './helpers';
import { createAccount, createImage, setBlacklisted, type TestAccount } from './builders';

let ctx: TestContext;
let seller: TestAccount;
let buyer: TestAccount;
let productId: number;
let ip = 1;
const freshIp = () => `10.13.0.${ip++}`;

beforeAll(async () => {
  ctx = await createTestContext();
  seller = await createAccount(ctx, { kind: 'business', profile: { registered_name: 'Adire House Ltd' } });
  buyer = await createAccount(ctx, { kind: 'creative' });
  const image = (await createImage(ctx)).url;
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/clap/prop/product',
    headers: { authorization: seller.token },
    payload: {
      title: 'Adire <b>fabric</b>',
      description: 'Hand-dyed',
      link: 'https://shop.example/a',
      images: [image],
      category: 'product',
      price: 5000,
      quantity: 3,
    },
  });
  productId = body<{ data: { data: { id: number } } }>(created).data.data.id;
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await ctx.database.db.deleteFrom('auth_events').where('bucket', '=', 'enquiry').execute();
  ctx.mail.length = 0;
});

const valid = (extra: object = {}) => ({
  message: 'Is this fabric still available?',
  name: 'Bola Buyer',
  contact: 'bola@buyer.example',
  ...extra,
});
const enquire = (token: string | undefined, payload: object, id = productId, remoteAddress = freshIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/clap/prop/product/${id}/enquiry`,
    headers: token ? { authorization: token } : {},
    payload,
    remoteAddress,
  });

describe('POST /prop/product/{id}/enquiry', () => {
  it('mails the seller through the outbox with Reply-To the buyer and the product named', async () => {
    const res = await enquire(buyer.token, valid());
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({
      status: true,
      message: 'Your enquiry has been sent to the seller.',
      data: null,
    });
    expect(res.body).not.toContain(seller.email);
    expect(ctx.mail).toHaveLength(1);
    const mail = ctx.mail[0];
    expect(mail.to).toBe(seller.email);
    expect(mail.replyTo).toBe('bola@buyer.example');
    expect(mail.subject).toBe('Enquiry about "Adire <b>fabric</b>"');
    expect(mail.text).toContain('Bola Buyer sent you an enquiry about your product "Adire <b>fabric</b>"');
    expect(mail.text).toContain('Is this fabric still available?');
    expect(mail.text).toContain(`/marketdetailsPage/${productId}`);
    expect(mail.text).toContain('Hello Adire House Ltd,');
    // The sent row keeps no body and no Reply-To.
    const row = await ctx.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', seller.email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', reply_to: null, body_text: null });
  });

  it('takes a phone number instead of an e-mail: no Reply-To, the number in the text', async () => {
    const res = await enquire(buyer.token, valid({ contact: '0803 123 4567' }));
    expect(res.statusCode).toBe(200);
    expect(ctx.mail[0].replyTo).toBeUndefined();
    expect(ctx.mail[0].text).toContain('+2348031234567');
  });

  it('keeps user text as text: escaped in the HTML part, no header injection', async () => {
    const res = await enquire(
      buyer.token,
      valid({
        message: '<script>alert(1)</script><img src=x onerror=alert(2)> hello there',
        name: 'Eve\r\nBcc: victim@example.com',
      }),
    );
    expect(res.statusCode).toBe(200);
    const mail = ctx.mail[0];
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;b&gt;fabric&lt;/b&gt;');
    expect(mail.text).toContain('Eve Bcc: victim@example.com sent you an enquiry');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    // A contact that tries to add a header or a second address is refused.
    for (const contact of [
      'a@b.example\r\nBcc: x@y.example',
      'a@b.example, c@d.example',
      '"x"@y.example',
      'not-an-address@',
      '12345',
    ]) {
      const refused = await enquire(buyer.token, valid({ contact }));
      expect(refused.statusCode).toBe(400);
      expect(body(refused).message).toBe(
        'Please enter a phone number or an e-mail address the seller can reach you on.',
      );
    }
  });

  it('checks the message and the name', async () => {
    expect(body(await enquire(buyer.token, valid({ message: 'too short' }))).message).toBe(
      'Please write a message of 10 to 1000 characters.',
    );
    expect((await enquire(buyer.token, valid({ message: 'x'.repeat(1001) }))).statusCode).toBe(400);
    expect(body(await enquire(buyer.token, valid({ name: '  ' }))).message).toBe('Please enter your name.');
    expect((await enquire(buyer.token, { message: 'hello there buyer' })).statusCode).toBe(400);
    expect(ctx.mail).toHaveLength(0);
  });

  it('answers 401 to anonymous callers, 404 for an unknown product and 400 for your own product', async () => {
    expect((await enquire(undefined, valid())).statusCode).toBe(401);
    const unknown = await enquire(buyer.token, valid(), 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe('Product not found.');
    const own = await enquire(seller.token, valid());
    expect(own.statusCode).toBe(400);
    expect(body(own).message).toBe('You cannot send an enquiry about your own product.');
    expect(ctx.mail).toHaveLength(0);
  });

  it('allows 5 an hour per account, then 429 with Retry-After and a clear message; others are unaffected', async () => {
    for (let i = 0; i < 5; i++) expect((await enquire(buyer.token, valid())).statusCode).toBe(200);
    const refused = await enquire(buyer.token, valid());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(refused).message).toMatch(
      /^You have sent too many enquiries\. Please try again in \d+ minutes\.$/,
    );
    expect(ctx.mail).toHaveLength(5);
    const other = await createAccount(ctx, { kind: 'partner' });
    expect((await enquire(other.token, valid())).statusCode).toBe(200);
  });

  it('allows 30 an hour per address, whatever the account', async () => {
    const address = '10.13.99.1';
    const buyers = await Promise.all(
      Array.from({ length: 7 }, () => createAccount(ctx, { kind: 'creative' })),
    );
    let accepted = 0;
    for (let i = 0; i < 30; i++) {
      const res = await enquire(buyers[i % 7].token, valid(), productId, address);
      if (res.statusCode === 200) accepted += 1;
    }
    expect(accepted).toBe(30);
    const refused = await enquire(buyers[0].token, valid(), productId, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe("the seller's WhatsApp number", () => {
  const product = async () =>
    body<{ data: { data: { whatsapp: string | null } } }>(
      await ctx.app.inject({ url: `/clap/prop/product/${productId}` }),
    ).data.data;
  const put = (token: string, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/clap/prop/account/whatsapp',
      headers: { authorization: token },
      payload,
    });

  it('shows on the product only when the seller opted in', async () => {
    expect((await product()).whatsapp).toBeNull();
    const saved = await put(seller.token, { show: false, number: '0803 555 0101' });
    expect(saved.statusCode).toBe(200);
    expect(body(saved).data).toEqual({ show: false, number: '+2348035550101' });
    expect((await product()).whatsapp).toBeNull();
    expect((await put(seller.token, { show: true, number: '+234 803 555 0101' })).statusCode).toBe(200);
    expect((await product()).whatsapp).toBe('+2348035550101');
    const read = await ctx.app.inject({
      url: '/clap/prop/account/whatsapp',
      headers: { authorization: seller.token },
    });
    expect(body(read).data).toEqual({ show: true, number: '+2348035550101' });
    // Lists never carry it.
    const list = await ctx.app.inject({ url: `/clap/prop/public/product?author_id=${seller.id}` });
    expect(list.body).not.toContain('2348035550101');
    const exported = await ctx.app.inject({
      url: '/clap/prop/account/export',
      headers: { authorization: seller.token },
    });
    expect(body<{ data: { account: object } }>(exported).data.account).toMatchObject({
      whatsapp_number: '+2348035550101',
      show_whatsapp: true,
    });
    expect((await put(seller.token, { show: false, number: '+2348035550101' })).statusCode).toBe(200);
    expect((await product()).whatsapp).toBeNull();
  });

  it('needs a valid Nigerian number to show it', async () => {
    const bad = await put(seller.token, { show: true, number: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('Please enter a valid Nigerian phone number.');
    const none = await put(seller.token, { show: true, number: '' });
    expect(body(none).message).toBe('Enter your WhatsApp number to show it on your products.');
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/clap/prop/account/whatsapp', payload: { show: false } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('a merchant listing (GET /prop/public/product?author_id=)', () => {
  it("lists that seller's products only, and 404 for an unknown, blacklisted or admin account", async () => {
    const list = body<{ data: { data: { author: { id: number } }[] } }>(
      await ctx.app.inject({ url: `/clap/prop/public/product?author_id=${seller.id}&page=1&limit=8` }),
    );
    expect(list.data.data.length).toBeGreaterThan(0);
    expect(list.data.data.every((p) => p.author.id === seller.id)).toBe(true);
    const empty = await ctx.app.inject({ url: `/clap/prop/public/product?author_id=${buyer.id}` });
    expect(empty.statusCode).toBe(200);
    expect(body<{ data: { data: unknown[] } }>(empty).data.data).toEqual([]);
    const unknown = await ctx.app.inject({ url: '/clap/prop/public/product?author_id=999999' });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe('Seller not found.');
    const banned = await createAccount(ctx, { kind: 'creative' });
    await setBlacklisted(ctx, banned.id, true);
    expect(
      (await ctx.app.inject({ url: `/clap/prop/public/product?author_id=${banned.id}` })).statusCode,
    ).toBe(404);
    const admin = await createAccount(ctx, { kind: 'admin' });
    expect(
      (await ctx.app.inject({ url: `/clap/prop/public/product?author_id=${admin.id}` })).statusCode,
    ).toBe(404);
  });
});
