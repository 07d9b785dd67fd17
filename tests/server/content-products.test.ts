// Products (marketplace): who may sell, validation, data.data nesting, filters (category, price), paging, search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestContext, type TestContext } from './helpers';
import { createAccount, createImage, setBlacklisted, type TestAccount } from './builders';

interface Product {
  id: number;
  title: string;
  name: string;
  category: string;
  price: number;
  quantity: number;
  type: string | null;
  images: string[];
  image_variants: unknown[][];
  author: Record<string, unknown>;
}
type Nested<T> = {
  status: boolean;
  message: string;
  data: { data: T };
  meta?: { page: number; limit: number; total: number; pages: number };
};

let ctx: TestContext;
let creative: TestAccount;
let business: TestAccount;
let partner: TestAccount;
let admin: TestAccount;
let image: string;

beforeAll(async () => {
  ctx = await createTestContext();
  creative = await createAccount(ctx, { kind: 'creative' });
  business = await createAccount(ctx, {
    kind: 'business',
    profile: { registered_name: null, trade_name: 'Only Trade' },
  });
  partner = await createAccount(ctx, { kind: 'partner' });
  admin = await createAccount(ctx, { kind: 'admin' });
  image = (await createImage(ctx, { width: 700, height: 400 })).url;
});
afterAll(async () => ctx?.close());

const create = (token: string | undefined, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/clap/prop/product',
    headers: token ? { authorization: token } : {},
    payload,
  });
const get = (url: string) => ctx.app.inject({ url });
const valid = (extra: object = {}) => ({
  title: 'Adire fabric',
  description: 'Hand-dyed',
  link: 'https://shop.example/adire',
  images: [image],
  category: 'product',
  price: 5000,
  quantity: 3,
  ...extra,
});

describe('POST /prop/product', () => {
  it('needs a session (401) and is refused to admins (403)', async () => {
    expect((await create(undefined, valid())).statusCode).toBe(401);
    expect((await create(admin.token, valid())).statusCode).toBe(403);
  });

  it('requires every field', async () => {
    for (const field of ['title', 'description', 'link', 'images', 'category', 'price', 'quantity']) {
      const payload: Record<string, unknown> = valid();
      delete payload[field];
      const res = await create(creative.token, payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe('All fields are required');
    }
    expect((await create(creative.token, valid({ price: -1 }))).statusCode).toBe(400);
    expect((await create(creative.token, valid({ price: 1.5 }))).statusCode).toBe(400);
    expect((await create(creative.token, valid({ price: 2_000_000_000 }))).statusCode).toBe(400);
    expect((await create(creative.token, valid({ quantity: 'many' }))).statusCode).toBe(400);
    expect((await create(creative.token, valid({ category: 'weapons' }))).statusCode).toBe(400);
    expect(
      body(await create(creative.token, valid({ images: ['https://evil.example/a.png'] }))).message,
    ).toBe('Images must be uploaded through the portal.');
  });

  it('creates products for creatives, businesses and (unapproved) partners, answering data.data', async () => {
    const res = await create(creative.token, valid({ price: '7500', category: 'Service' }));
    expect(res.statusCode).toBe(201);
    const created = body<Nested<Product>>(res);
    expect(created.message).toBe('Product created successfully');
    expect(created.data.data).toMatchObject({
      title: 'Adire fabric',
      name: 'Adire fabric',
      price: 7500,
      quantity: 3,
      category: 'service',
      images: [image],
    });
    expect(created.data.data.author).toMatchObject({
      id: creative.id,
      first_name: 'Ada',
      registered_name: null,
    });
    expect(created.data.data.image_variants[0]).toHaveLength(3); // 320, 640 and the full 700
    const byBusiness = body<Nested<Product>>(await create(business.token, valid({ category: 'control' })));
    expect(byBusiness.data.data.category).toBe('content');
    expect(byBusiness.data.data.author).toMatchObject({ registered_name: 'Only Trade', first_name: null });
    expect((await create(partner.token, valid())).statusCode).toBe(201);
    const one = body<Nested<Product>>(await get(`/clap/prop/product/${created.data.data.id}`));
    expect(one.data.data.id).toBe(created.data.data.id);
  });
});

describe('GET /prop/public/product', () => {
  it('lists as data.data, filters by category and price, searches and pages', async () => {
    const seller = await createAccount(ctx, { kind: 'business' });
    const prices = [0, 1000, 250_000, 1_500_000, 3_000_000];
    for (const [i, price] of prices.entries()) {
      await create(
        seller.token,
        valid({ title: `Lot ${i}`, price, category: i % 2 ? 'service' : 'product' }),
      );
    }
    const all = body<Nested<Product[]>>(await get('/clap/prop/public/product'));
    expect(all.data.data.length).toBeGreaterThanOrEqual(5);
    expect(all.meta).toBeUndefined();
    const base = `/clap/prop/public/product?author_id=${seller.id}`;
    const cheap = body<Nested<Product[]>>(await get(`${base}&min_price=500&max_price=2000000`));
    expect(cheap.data.data.map((p) => p.price)).toEqual([1_500_000, 250_000, 1000]);
    const services = body<Nested<Product[]>>(await get(`${base}&category=service`));
    expect(services.data.data.map((p) => p.title)).toEqual(['Lot 3', 'Lot 1']);
    const paged = body<Nested<Product[]>>(await get(`${base}&page=2&limit=2`));
    expect(paged.meta).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
    expect(paged.data.data.map((p) => p.title)).toEqual(['Lot 2', 'Lot 1']);
    const search = body<Nested<Product[]>>(await get('/clap/prop/public/product?q=lot'));
    expect(search.meta?.total).toBe(5);
    const merchant = body<Nested<Product[]>>(
      await get(`${base}&exclude=${paged.data.data[0].id}&random=true&limit=2`),
    );
    expect(merchant.data.data).toHaveLength(2);
    expect(merchant.data.data.some((p) => p.id === paged.data.data[0].id)).toBe(false);
    expect((await get('/clap/prop/public/product?min_price=10&max_price=5')).statusCode).toBe(400);
    expect((await get('/clap/prop/public/product?min_price=-5')).statusCode).toBe(400);
    expect((await get('/clap/prop/public/product?category=nope')).statusCode).toBe(400);
  });

  it('answers 404/400 on bad lookups and hides blacklisted sellers', async () => {
    expect((await get('/clap/prop/product/31337')).statusCode).toBe(404);
    expect((await get('/clap/prop/product/abc')).statusCode).toBe(400);
    const seller = await createAccount(ctx, { kind: 'creative' });
    const item = body<Nested<Product>>(await create(seller.token, valid({ title: 'Hidden soon' }))).data.data;
    await setBlacklisted(ctx, seller.id, true);
    expect((await get(`/clap/prop/product/${item.id}`)).statusCode).toBe(404);
    const list = body<Nested<Product[]>>(await get('/clap/prop/public/product?q=Hidden soon'));
    expect(list.data.data).toEqual([]);
  });
});
