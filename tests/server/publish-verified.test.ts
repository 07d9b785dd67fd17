// Unverified accounts cannot publish (issue 11, 7a): every route that creates or edits what others see, and the
// upload service, answer 403 'Please verify your email to continue.' until the e-mail is verified; verified callers
// still get 2xx; every other route (reading, the OTP and its resend, account settings) stays open to them.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-explicit-any -- JSON answers are read loosely */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountKind } from '../../server/db/tables';
import { VERIFY_EMAIL_MESSAGE } from '../../contract/verify-email';
import { call, registerCreative } from './auth-helpers';
import { createAccount, createImage, imageBuffer, type TestAccount } from './builders';
import { createTestContext, type TestContext, coded } from './helpers';
import { multipart } from './people-fixtures';

let ctx: TestContext;
let png: string;
let pngBase64: string;
let pngBuffer: Buffer;
let phone = 0;

beforeAll(async () => {
  ctx = await createTestContext({ env: { AUTH_IP_LIMIT: '100000' } });
  png = (await createImage(ctx)).url;
  pngBuffer = await imageBuffer();
  pngBase64 = pngBuffer.toString('base64');
});
afterAll(async () => ctx?.close());

/** An account of `kind` whose e-mail was never verified (as a creative right after registering). */
async function unverified(kind: AccountKind, approved = true): Promise<TestAccount> {
  const account = await createAccount(ctx, { kind, approved });
  await ctx.database.db
    .updateTable('accounts')
    .set({ email_verified_at: null })
    .where('id', '=', account.id)
    .execute();
  return account;
}

interface Publishing {
  route: string;
  kind: AccountKind;
  /** The route edits an item of this type (not a post): `own` is then one of the caller's. */
  editing?: Editable;
  /** Makes the caller's own item (while verified) when the route acts on one that is not a post or `editing` item. */
  prepare?: (account: TestAccount) => Promise<number>;
  /** Sends a valid request as `token`; `own` is a post (or the `editing` item) of that account when the route needs one. */
  send: (token: string, own: number) => Promise<{ status: number; body: Record<string, any> }>;
}

async function inject(
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  const response = await ctx.app.inject({
    method,
    url,
    payload: payload as string,
    headers: { authorization: token, ...headers },
  });
  return { status: response.statusCode, body: response.json<Record<string, any>>() };
}

const nextPhone = () => `0806${String(1000000 + (phone += 1)).slice(-7)}`;

/** Valid creation bodies; the author's edit (issue 14) takes the same body. */
const BODIES = {
  product: () => ({
    title: 'Adire',
    description: 'Cloth',
    link: 'https://shop.example',
    images: [png],
    category: 'product',
    price: 5000,
    quantity: 2,
  }),
  tool: () => ({
    name: 'Suite',
    description: 'Tools',
    link: 'https://tools.example',
    images: [png],
    sector: 'Design',
    offer: '20% off',
  }),
  opportunity: () => ({
    title: 'Grant',
    description: 'Money',
    link: 'https://grants.example',
    deadline: '2030-12-31',
    date: '2030-12-01',
    time: '09:30',
    images: [png],
    timing: 'full-time',
  }),
  event: () => ({
    title: 'Workshop',
    description: 'Light',
    link: 'https://events.example',
    location: 'Online',
    date: '2030-12-05',
    time: '14:45',
    images: [png],
    address: 'Lagos',
  }),
};
type Editable = keyof typeof BODIES;
const CREATE_URL: Record<Editable, string> = {
  product: '/clap/prop/product',
  tool: '/clap/prop/tool',
  opportunity: '/clap/prop/opportunity',
  event: '/clap/prop/event',
};
const editEntry = (type: Editable, kind: AccountKind): Publishing => ({
  route: `PUT /clap/prop/${type}/{id}`,
  kind,
  editing: type,
  send: (t, own) => inject('PUT', `/clap/prop/${type}/${own}`, t, BODIES[type]()),
});

/** The routes that publish, with the kind that may call them (docs/content.md "Who may publish"). */
const PUBLISHING: Publishing[] = [
  {
    route: 'POST /upload',
    kind: 'creative',
    send: (t) => inject('POST', '/upload', t, { type: 'png', file: pngBase64 }),
  },
  {
    route: 'POST /clap/prop/posts',
    kind: 'creative',
    send: (t) =>
      inject('POST', '/clap/prop/posts', t, {
        title: 'Hello',
        description: 'First post',
        link: 'https://example.com',
        images: [png],
      }),
  },
  {
    route: 'POST /clap/prop/post/{id}',
    kind: 'creative',
    send: (t, own) => inject('POST', `/clap/prop/post/${own}`, t, { title: 'Edited' }),
  },
  {
    route: 'POST /clap/prop/product',
    kind: 'business',
    send: (t) => inject('POST', CREATE_URL.product, t, BODIES.product()),
  },
  {
    route: 'POST /clap/prop/tool',
    kind: 'partner',
    send: (t) => inject('POST', CREATE_URL.tool, t, BODIES.tool()),
  },
  {
    route: 'POST /clap/prop/opportunity',
    kind: 'partner',
    send: (t) => inject('POST', CREATE_URL.opportunity, t, BODIES.opportunity()),
  },
  {
    route: 'POST /clap/prop/event',
    kind: 'partner',
    send: (t) => inject('POST', CREATE_URL.event, t, BODIES.event()),
  },
  // Issue 14: the author's edits of the same content.
  editEntry('product', 'business'),
  editEntry('tool', 'partner'),
  editEntry('opportunity', 'partner'),
  editEntry('event', 'partner'),
  {
    route: 'POST /clap/prop/skill',
    kind: 'creative',
    send: (t) => inject('POST', '/clap/prop/skill', t, { skills: ['Photography'] }),
  },
  {
    route: 'PUT /clap/prop/users/edit_profile',
    kind: 'creative',
    send: (t) => inject('PUT', '/clap/prop/users/edit_profile', t, { bio: 'I make films.' }),
  },
  {
    route: 'PUT /clap/prop/creative/{phone_number}',
    kind: 'creative',
    send: (t) => inject('PUT', `/clap/prop/creative/${nextPhone()}`, t, { bio: 'I make films.' }),
  },
  {
    route: 'PUT /clap/prop/business-info/edit_profile',
    kind: 'business',
    send: (t) => inject('PUT', '/clap/prop/business-info/edit_profile', t, { bio: 'We print.' }),
  },
  {
    route: 'PUT /clap/prop/partner-info/edit_profile',
    kind: 'partner',
    send: (t) => inject('PUT', '/clap/prop/partner-info/edit_profile', t, { bio: 'We fund studios.' }),
  },
  {
    route: 'PUT /clap/prop/business/{phone_number}',
    kind: 'business',
    send: (t) => inject('PUT', `/clap/prop/business/${nextPhone()}`, t, { address: '2 Allen Avenue' }),
  },
  {
    route: 'PUT /clap/prop/account/profile_image',
    kind: 'creative',
    send: (t) => {
      const { payload, headers } = multipart('profile_image', 'me.png', 'image/png', pngBuffer);
      return inject('PUT', '/clap/prop/account/profile_image', t, payload, headers);
    },
  },
  {
    route: 'POST /clap/prop/business-info',
    kind: 'creative',
    send: (t) => inject('POST', '/clap/prop/business-info', t, { name: 'Ada Prints' }),
  },
  // An enquiry mails another member (issue 13); showing a WhatsApp number puts it on one's products.
  {
    route: 'POST /clap/prop/product/{id}/enquiry',
    kind: 'creative',
    send: async (t) =>
      inject('POST', `/clap/prop/product/${await othersProduct()}/enquiry`, t, {
        message: 'Is it still available?',
        name: 'Ada',
        contact: 'ada@buyer.example',
      }),
  },
  // A message through a profile mails another member the same way (issue 31).
  {
    route: 'POST /clap/prop/profile/{id}/contact',
    kind: 'creative',
    send: async (t) =>
      inject('POST', `/clap/prop/profile/${(await createAccount(ctx, { kind: 'business' })).id}/contact`, t, {
        message: 'Are you taking new clients?',
        name: 'Ada',
        contact: 'ada@client.example',
      }),
  },
  {
    route: 'PUT /clap/prop/account/whatsapp',
    kind: 'business',
    send: (t) => inject('PUT', '/clap/prop/account/whatsapp', t, { show: true, number: '08035550101' }),
  },
  // Funding (issue 13): stores a file, and an application is mailed to its (verified) address.
  {
    route: 'POST /clap/prop/funding/document',
    kind: 'creative',
    send: (t) => inject('POST', '/clap/prop/funding/document', t, { name: 'plan.png', file: pngBase64 }),
  },
  {
    route: 'POST /clap/prop/funding',
    kind: 'creative',
    send: (t) =>
      inject('POST', '/clap/prop/funding', t, {
        amount: 5000,
        purpose: 'Studio equipment for a recording project.',
        programme: 'grant',
      }),
  },
  // A seat on a training goes to a verified member (issue 33).
  {
    route: 'POST /clap/prop/event/{id}/registration',
    kind: 'creative',
    send: async (t) => inject('POST', `/clap/prop/event/${await openTraining()}/registration`, t, {}),
  },
  // A proposal reaches a partner with its documents (issue 32): sending and editing one.
  {
    route: 'POST /clap/prop/call/{id}/proposal',
    kind: 'creative',
    send: async (t) => inject('POST', `/clap/prop/call/${await openCall()}/proposal`, t, PROPOSAL),
  },
  {
    route: 'PUT /clap/prop/proposal/{id}',
    kind: 'creative',
    prepare: async (account) => {
      const sent = await inject(
        'POST',
        `/clap/prop/call/${await openCall()}/proposal`,
        account.token,
        PROPOSAL,
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      return (sent.body.data.id ?? sent.body.data.data.id) as number;
    },
    send: (t, own) => inject('PUT', `/clap/prop/proposal/${own}`, t, { ...PROPOSAL, title: 'Lagos at dawn' }),
  },
  // A report puts a member's text in front of the admins (issue 14); throwaway accounts must not flood the queue.
  {
    route: 'POST /clap/prop/reports',
    kind: 'creative',
    send: async (t) =>
      inject('POST', '/clap/prop/reports', t, {
        item_type: 'product',
        item_id: await othersProduct(),
        reason: 'spam',
      }),
  },
];

/** A proposal in the spec's shape, for a call that asks for no documents. */
const PROPOSAL = {
  title: 'Lagos at night',
  coverLetter: 'A ten-minute film about night markets.',
  documents: [],
};

/** An open training of an approved partner, three days ahead (stored directly; its create route is tested elsewhere). */
async function openTraining(): Promise<number> {
  const partner = await createAccount(ctx, { kind: 'partner', approved: true });
  const row = await ctx.database.db
    .insertInto('events')
    .values({
      author_id: partner.id,
      title: 'Lighting for film',
      description: 'Hands-on lighting',
      link: 'https://events.example/light',
      location: 'Online',
      starts_at: new Date(Date.now() + 72 * 3_600_000),
      images: [png],
      address: 'Online',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An open call for proposals from creatives, asking for no documents (published through its route). */
async function openCall(): Promise<number> {
  const partner = await createAccount(ctx, { kind: 'partner', approved: true });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/clap/prop/call',
    headers: { authorization: partner.token },
    payload: {
      title: 'Film Fund 2027',
      description: 'Short films about Nigerian cities.',
      images: [],
      opens_at: day(-1),
      closes_at: day(10),
      amount_min: 500_000,
      amount_max: 2_000_000,
      eligible_kinds: ['creative'],
      sectors: [],
      states: [],
      documents_required: [],
    },
  });
  expect(res.statusCode, res.payload).toBe(201);
  return res.json<any>().data.id as number;
}

let sellersProduct: number | undefined;
/** A product of another (verified) account, to enquire about. */
async function othersProduct(): Promise<number> {
  if (sellersProduct !== undefined) return sellersProduct;
  const seller = await createAccount(ctx, { kind: 'business' });
  const created = await inject('POST', CREATE_URL.product, seller.token, BODIES.product());
  sellersProduct = created.body.data.data.id as number;
  return sellersProduct;
}

/** Routes that turn a creative away for its kind before the verification check (business-only, partner-only). */
const OTHER_KIND_ONLY = PUBLISHING.filter(
  (p) => (p.kind === 'business' && !p.route.includes('product')) || p.route.includes('/partner-info/'),
).map((p) => p.route);

async function ownPost(account: TestAccount): Promise<number> {
  const post = await inject('POST', '/clap/prop/posts', account.token, {
    title: 'Mine',
    description: 'Mine',
    link: 'https://example.com',
    images: [png],
  });
  expect(post.status, JSON.stringify(post.body)).toBe(201);
  return post.body.data.id as number;
}

/** An item of `type` the account created (products and events nest it as data.data). */
async function ownItem(account: TestAccount, type: Editable): Promise<number> {
  const created = await inject('POST', CREATE_URL[type], account.token, BODIES[type]());
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body.data.data?.id ?? created.body.data.id) as number;
}

describe('unverified accounts cannot publish', () => {
  for (const item of PUBLISHING) {
    it(`${item.route}: 403 with the message for an unverified ${item.kind}; 2xx once verified`, async () => {
      const account = await unverified(item.kind);
      // The post to edit belongs to the caller: only the missing verification stands in the way.
      const verifiedAt = new Date();
      let own = 0;
      if (item.route.includes('/post/') || item.editing || item.prepare) {
        await ctx.database.db
          .updateTable('accounts')
          .set({ email_verified_at: verifiedAt })
          .where('id', '=', account.id)
          .execute();
        own = item.prepare
          ? await item.prepare(account)
          : item.editing
            ? await ownItem(account, item.editing)
            : await ownPost(account);
        await ctx.database.db
          .updateTable('accounts')
          .set({ email_verified_at: null })
          .where('id', '=', account.id)
          .execute();
      }
      const refused = await item.send(account.token, own);
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body).toEqual(coded({ status: false, message: VERIFY_EMAIL_MESSAGE }));

      await ctx.database.db
        .updateTable('accounts')
        .set({ email_verified_at: verifiedAt })
        .where('id', '=', account.id)
        .execute();
      const allowed = await item.send(account.token, own);
      expect(allowed.status, JSON.stringify(allowed.body)).toBeGreaterThanOrEqual(200);
      expect(allowed.status, JSON.stringify(allowed.body)).toBeLessThan(300);
    });
  }

  it('a creative who just registered is refused, resends the code while signed in, verifies, then posts', async () => {
    const { email, token } = await registerCreative(ctx);
    const post = { title: 'Hello', description: 'First post', link: 'https://example.com', images: [png] };
    const refused = await call(ctx.app, 'POST', '/clap/prop/posts', post, { token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Please verify your email to continue.');
    const uploadsBefore = await ctx.database.db
      .selectFrom('uploads')
      .select(ctx.database.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const upload = await call(ctx.app, 'POST', '/upload', { type: 'png', file: pngBase64 }, { token });
    expect(upload.status).toBe(403);
    expect(upload.body.message).toBe('Please verify your email to continue.');
    // Nothing was stored for the refused upload.
    const uploadsAfter = await ctx.database.db
      .selectFrom('uploads')
      .select(ctx.database.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(uploadsAfter.n)).toBe(Number(uploadsBefore.n));

    const first = ctx.lastCode(email);
    const resend = await call(ctx.app, 'POST', '/clap/prop/creative/otp/resend', undefined, { token });
    expect(resend.status, JSON.stringify(resend.body)).toBe(200);
    expect(resend.body.message).toBe('your OTP has been sent to your email.');
    const code = ctx.lastCode(email);
    expect(code).toBeDefined();
    expect(code).not.toBe(first);
    const verified = await call(ctx.app, 'POST', '/clap/prop/creative/otp', { otp: code }, { token });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const created = await call(ctx.app, 'POST', '/clap/prop/posts', post, { token });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });

  it('every other route stays open to an unverified creative (the list above is exactly what is guarded)', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/clap/docs/json' })).json<any>();
    const guarded = new Set(PUBLISHING.map((p) => p.route));
    const wronglyGuarded: string[] = [];
    const missing: string[] = [];
    for (const [path, ops] of Object.entries<any>(doc.paths)) {
      for (const method of Object.keys(ops)) {
        const route = `${method.toUpperCase()} ${path}`;
        const url = path
          .replace('{slug}', 'about')
          .replace('{name}', `${'a'.repeat(32)}.png`)
          .replace('{phone_number}', nextPhone())
          .replace(/\{\w+\}/g, '987654');
        // A fresh unverified creative for each call: logout or deletion harms no other call.
        const account = await unverified('creative');
        const res = await ctx.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { authorization: account.token },
          ...(method === 'get' ? {} : { payload: {} }),
        });
        const saysVerify = res.statusCode === 403 && res.json<any>().message === VERIFY_EMAIL_MESSAGE;
        if (saysVerify && !guarded.has(route)) wronglyGuarded.push(route);
        if (!saysVerify && guarded.has(route)) missing.push(`${route}: ${res.statusCode}`);
      }
    }
    expect(wronglyGuarded).toEqual([]);
    // Business-only and partner-only routes turn a creative away for its kind first (403 without the verification message).
    expect(missing.filter((m) => !OTHER_KIND_ONLY.some((route) => m.startsWith(`${route}:`)))).toEqual([]);
  });
});
