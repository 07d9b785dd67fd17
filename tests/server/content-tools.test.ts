// Tools (partner offers): who may create them, validation, lists (public and own), lookups, filters, paging.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestContext, type TestContext } from './helpers';
import { createAccount, createImage, setBlacklisted, type TestAccount } from './builders';

interface Tool {
  id: number;
  name: string;
  type: string | null;
  price: string | null;
  sector: string;
  offer: string;
  images: string[];
  author: Record<string, unknown>;
}
type ListBody = { data: Tool[]; meta?: { page: number; limit: number; total: number; pages: number } };

let ctx: TestContext;
let partner: TestAccount;
let pending: TestAccount;
let creative: TestAccount;
let business: TestAccount;
let image: string;

beforeAll(async () => {
  ctx = await createTestContext();
  partner = await createAccount(ctx, {
    kind: 'partner',
    approved: true,
    profile: { logo: '/uploads/logo.png' },
  });
  pending = await createAccount(ctx, { kind: 'partner', approved: false });
  creative = await createAccount(ctx, { kind: 'creative' });
  business = await createAccount(ctx, { kind: 'business' });
  image = (await createImage(ctx)).url;
});
afterAll(async () => ctx?.close());

const create = (token: string | undefined, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/clap/prop/tool',
    headers: token ? { authorization: token } : {},
    payload,
  });
const get = (url: string, token?: string) =>
  ctx.app.inject({ url, headers: token ? { authorization: token } : {} });

const valid = (extra: object = {}) => ({
  name: 'Design Suite',
  description: 'Pro design tools',
  link: 'https://tools.example/suite',
  images: [image],
  sector: 'Design',
  offer: '20% off',
  ...extra,
});

describe('POST /prop/tool', () => {
  it('is refused to anonymous callers (401), non-partners and unapproved partners (403)', async () => {
    expect((await create(undefined, valid())).statusCode).toBe(401);
    for (const account of [creative, business]) {
      const res = await create(account.token, valid());
      expect(res.statusCode).toBe(403);
      expect(body(res).message).toBe('Only approved partners can create tools.');
    }
    const res = await create(pending.token, valid());
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe('Your partner account is awaiting approval by the ministry.');
  });

  it('requires name, description, link, images, sector and offer', async () => {
    for (const field of ['name', 'description', 'link', 'images', 'sector', 'offer']) {
      const payload: Record<string, unknown> = valid();
      delete payload[field];
      const res = await create(partner.token, payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe('All fields are required');
    }
    expect(body(await create(partner.token, valid({ link: 'not a url' }))).message).toMatch(/http/);
    expect(body(await create(partner.token, valid({ images: ['http://other.example/a.png'] }))).message).toBe(
      'Images must be uploaded through the portal.',
    );
    expect((await create(partner.token, valid({ type: 'forever' }))).statusCode).toBe(400);
    expect((await create(partner.token, valid({ price: 'cheap' }))).statusCode).toBe(400);
  });

  it('creates a tool for an approved partner, visible in every list and lookup', async () => {
    const res = await create(
      partner.token,
      valid({ type: 'subscription', price: 'paid', category: 'Software' }),
    );
    expect(res.statusCode).toBe(201);
    const tool = body<{ data: Tool; message: string }>(res);
    expect(tool.message).toBe('Tool successfully created');
    expect(tool.data).toMatchObject({
      name: 'Design Suite',
      offer: '20% off',
      sector: 'Design',
      type: 'subscription',
      price: 'paid',
      images: [image],
    });
    expect(tool.data.author).toMatchObject({ id: partner.id, kind: 'partner', logo: '/uploads/logo.png' });
    const all = body<ListBody>(await get('/clap/prop/tool/all'));
    expect(all.data.some((t) => t.id === tool.data.id)).toBe(true);
    const own = body<ListBody>(await get('/clap/prop/tool', partner.token));
    expect(own.data.map((t) => t.id)).toContain(tool.data.id);
    const one = body<{ data: Tool }>(await get(`/clap/prop/tool/${tool.data.id}`));
    expect(one.data.id).toBe(tool.data.id);
  });

  it('keeps the partner list to partners and their own tools', async () => {
    expect((await get('/clap/prop/tool')).statusCode).toBe(401);
    expect((await get('/clap/prop/tool', creative.token)).statusCode).toBe(403);
    expect(body<ListBody>(await get('/clap/prop/tool', pending.token)).data).toEqual([]);
  });
});

describe('GET /prop/tool/all and /prop/tool/{id}', () => {
  it('filters by type, price and sector, searches names and pages', async () => {
    const other = await createAccount(ctx, { kind: 'partner', approved: true });
    await create(
      other.token,
      valid({ name: 'Free Camera', price: 'free', type: 'membership', sector: 'Photography' }),
    );
    await create(
      other.token,
      valid({ name: 'Paid Camera', price: 'paid', type: 'one-time-purchase', sector: 'Photography' }),
    );
    await create(
      other.token,
      valid({ name: 'Sound Kit', price: 'free', type: 'membership', sector: 'Music' }),
    );
    const free = body<ListBody>(await get(`/clap/prop/tool/all?author_id=${other.id}&price=free`));
    expect(free.data.map((t) => t.name).sort()).toEqual(['Free Camera', 'Sound Kit']);
    const photo = body<ListBody>(await get(`/clap/prop/tool/all?author_id=${other.id}&sector=photography`));
    expect(photo.data).toHaveLength(2);
    const type = body<ListBody>(
      await get(`/clap/prop/tool/all?author_id=${other.id}&type=one-time-purchase`),
    );
    expect(type.data.map((t) => t.name)).toEqual(['Paid Camera']);
    const search = body<ListBody>(await get('/clap/prop/tool/all?q=camera&limit=1'));
    expect(search.meta).toEqual({ page: 1, limit: 1, total: 2, pages: 2 });
    expect(search.data).toHaveLength(1);
    const others = body<ListBody>(
      await get(`/clap/prop/tool/all?author_id=${other.id}&exclude=${search.data[0].id}&random=true&limit=2`),
    );
    expect(others.data).toHaveLength(2);
    expect(others.data.some((t) => t.id === search.data[0].id)).toBe(false);
    expect((await get('/clap/prop/tool/all?price=cheap')).statusCode).toBe(400);
  });

  it("finds a tool as the portal's form sends it under its price, type and sector filters (issue 13)", async () => {
    const other = await createAccount(ctx, { kind: 'partner', approved: true });
    const res = await create(
      other.token,
      valid({ name: 'Portal Tool', price: 'paid', type: 'one-time-purchase', sector: 'Fashion' }),
    );
    expect(res.statusCode).toBe(201);
    const id = body<{ data: Tool }>(res).data.id;
    const base = `/clap/prop/tool/all?author_id=${other.id}`;
    for (const filter of [
      'price=paid',
      'type=one-time-purchase',
      'sector=Fashion',
      'price=paid&type=one-time-purchase&sector=fashion',
    ]) {
      expect(
        body<ListBody>(await get(`${base}&${filter}`)).data.map((t) => t.id),
        filter,
      ).toEqual([id]);
    }
    for (const filter of ['price=free', 'type=membership', 'sector=Music']) {
      expect(body<ListBody>(await get(`${base}&${filter}`)).data, filter).toEqual([]);
    }
    // The partner's own list filters the same way.
    expect(
      body<ListBody>(await get('/clap/prop/tool?price=paid&type=one-time-purchase', other.token)).data.map(
        (t) => t.id,
      ),
    ).toEqual([id]);
  });

  it("answers 404 for unknown tools, 400 for bad ids, and hides blacklisted partners' tools", async () => {
    expect((await get('/clap/prop/tool/123456')).statusCode).toBe(404);
    expect((await get('/clap/prop/tool/abc')).statusCode).toBe(400);
    const banned = await createAccount(ctx, { kind: 'partner', approved: true });
    const tool = body<{ data: Tool }>(await create(banned.token, valid({ name: 'Banned tool' }))).data;
    await setBlacklisted(ctx, banned.id, true);
    expect((await get(`/clap/prop/tool/${tool.id}`)).statusCode).toBe(404);
    expect(body<ListBody>(await get('/clap/prop/tool/all')).data.some((t) => t.id === tool.id)).toBe(false);
    expect((await create(banned.token, valid())).statusCode).toBe(401);
  });
});
