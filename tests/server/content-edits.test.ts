// Authors edit their own content (issue 14, §1): PUT /prop/{product|tool|opportunity|event}/{id} and the spec's
// POST /prop/post/{id}. The same fields, rules and messages as creation (a PUT replaces the whole item; the post edit
// takes the fields as given); the author alone (admins included: 403); 404 for an item that is gone, even one
// deleted behind the server's back; one whole version after concurrent edits; replaced images nobody else shows go.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '../../contract/moderation';
import { AWAITING_APPROVAL } from '../../server/lib/content-input';
import { diskUploadsDir } from '../../server/lib/upload-store';
import { editOwnItem } from '../../server/repositories/content-edits';
import { body, createTestContext, type TestContext, coded } from './helpers';
import { createAccount, createImage, type TestAccount } from './builders';

type Item = Record<string, unknown> & { id: number; images: string[] };
type Payload = Record<string, unknown>;
type Table = 'posts' | 'products' | 'tools' | 'opportunities' | 'events';

interface Kind {
  type: string;
  table: Table;
  createUrl: string;
  editMethod: 'PUT' | 'POST';
  editPath: string;
  detailsUrl: (id: number) => string;
  listUrl: string;
  /** The create, edit and details answers nest the item as data.data. */
  nested: boolean;
  listNested: boolean;
  /** Tools, opportunities and events: approved partners only. */
  partnersOnly: boolean;
  valid: (image: string) => Payload;
  edited: (image: string) => Payload;
  /** Fields the edited item shows, in its details and in the list. */
  shows: Payload;
  /** Changes to a valid body that creation refuses: the edit refuses them with the same status and message. */
  invalid: Payload[];
}

let ctx: TestContext;
let png: string;
let png2: string;
let jpeg: string;

const requiredBlank = (field: string): Payload => ({ [field]: '  ' });
const commonInvalid = (titleField: string): Payload[] => [
  requiredBlank(titleField),
  { description: undefined },
  { link: 'ftp://files.example/x' },
  { link: 'javascript:alert(1)' },
  { images: [] },
  { images: ['https://evil.example/a.png'] },
];

const KINDS: Kind[] = [
  {
    type: 'product',
    table: 'products',
    createUrl: '/clap/prop/product',
    editMethod: 'PUT',
    editPath: '/clap/prop/product',
    detailsUrl: (id) => `/clap/prop/product/${id}`,
    listUrl: '/clap/prop/public/product',
    nested: true,
    listNested: true,
    partnersOnly: false,
    valid: (image) => ({
      title: 'Adire cloth',
      description: 'Hand dyed',
      link: 'https://shop.example/adire',
      images: [image],
      category: 'product',
      price: 5000,
      quantity: 2,
      type: 'fabric',
    }),
    edited: (image) => ({
      title: 'Adire wrapper',
      description: 'Hand dyed, two yards',
      link: 'https://shop.example/wrapper',
      images: [image],
      category: 'service',
      price: 7500,
      quantity: 4,
    }),
    shows: {
      title: 'Adire wrapper',
      description: 'Hand dyed, two yards',
      link: 'https://shop.example/wrapper',
      category: 'service',
      price: 7500,
      quantity: 4,
      type: null,
    },
    invalid: [...commonInvalid('title'), { price: undefined }, { category: 'weapons' }, { price: -1 }],
  },
  {
    type: 'tool',
    table: 'tools',
    createUrl: '/clap/prop/tool',
    editMethod: 'PUT',
    editPath: '/clap/prop/tool',
    detailsUrl: (id) => `/clap/prop/tool/${id}`,
    listUrl: '/clap/prop/tool/all',
    nested: false,
    listNested: false,
    partnersOnly: true,
    valid: (image) => ({
      name: 'Design Suite',
      description: 'Pro design tools',
      link: 'https://tools.example/suite',
      images: [image],
      sector: 'Design',
      offer: '20% off',
      type: 'subscription',
      price: 'paid',
    }),
    edited: (image) => ({
      name: 'Design Suite 2',
      description: 'Pro design tools, renewed',
      link: 'https://tools.example/suite2',
      images: [image],
      sector: 'Fashion',
      offer: '30% off',
      type: 'membership',
      price: 'free',
      category: 'Software',
    }),
    shows: {
      name: 'Design Suite 2',
      description: 'Pro design tools, renewed',
      link: 'https://tools.example/suite2',
      sector: 'Fashion',
      offer: '30% off',
      type: 'membership',
      price: 'free',
      category: 'Software',
    },
    invalid: [...commonInvalid('name'), { sector: undefined }, { offer: ' ' }, { type: 'forever' }],
  },
  {
    type: 'opportunity',
    table: 'opportunities',
    createUrl: '/clap/prop/opportunity',
    editMethod: 'PUT',
    editPath: '/clap/prop/opportunity',
    detailsUrl: (id) => `/clap/prop/opportunity/${id}`,
    listUrl: '/clap/prop/opportunity/all',
    nested: false,
    listNested: true,
    partnersOnly: true,
    valid: (image) => ({
      title: 'Film grant',
      description: 'Grants for short films',
      link: 'https://grants.example/apply',
      deadline: '2030-12-31',
      date: '2030-12-01',
      time: '09:30',
      images: [image],
      address: 'Abuja',
      timing: 'full-time',
      location: 'onsite',
      level: 'junior',
    }),
    edited: (image) => ({
      title: 'Film grant 2031',
      description: 'Bigger grants',
      link: 'https://grants.example/2031',
      deadline: '2031-01-31',
      date: '2031-01-10',
      time: '10:15',
      images: [image],
      timing: 'remote',
      location: 'hybrid',
      level: 'senior',
    }),
    shows: {
      title: 'Film grant 2031',
      description: 'Bigger grants',
      link: 'https://grants.example/2031',
      date: '2031-01-10',
      time: '10:15',
      timing: 'remote',
      location: 'hybrid',
      level: 'senior',
      address: null,
    },
    invalid: [
      ...commonInvalid('title'),
      { timing: undefined },
      { deadline: 'soon' },
      { date: '2031-13-01' },
      { timing: 'weekly' },
      { images: ['JPEG'] },
    ],
  },
  {
    type: 'event',
    table: 'events',
    createUrl: '/clap/prop/event',
    editMethod: 'PUT',
    editPath: '/clap/prop/event',
    detailsUrl: (id) => `/clap/prop/event/${id}`,
    listUrl: '/clap/prop/event/all',
    nested: true,
    listNested: true,
    partnersOnly: true,
    valid: (image) => ({
      title: 'Lighting workshop',
      description: 'Hands-on lighting',
      link: 'https://events.example/light',
      location: 'Online',
      date: '2030-12-05',
      time: '14:45',
      images: [image],
      address: 'Lagos',
    }),
    edited: (image) => ({
      title: 'Sound workshop',
      description: 'Hands-on sound',
      link: 'https://events.example/sound',
      location: 'Offline',
      date: '2030-12-06',
      time: '16:00',
      images: [image],
      address: 'Ibadan',
    }),
    shows: {
      title: 'Sound workshop',
      description: 'Hands-on sound',
      link: 'https://events.example/sound',
      location: 'Offline',
      date: '2030-12-06',
      time: '16:00',
      address: 'Ibadan',
    },
    invalid: [...commonInvalid('title'), { address: undefined }, { location: 'Mars' }, { time: '25:00' }],
  },
  {
    type: 'post',
    table: 'posts',
    createUrl: '/clap/prop/posts',
    editMethod: 'POST',
    editPath: '/clap/prop/post',
    detailsUrl: (id) => `/clap/prop/public/post/${id}`,
    listUrl: '/clap/prop/public/post',
    nested: false,
    listNested: false,
    partnersOnly: false,
    valid: (image) => ({
      title: 'My first song',
      description: 'A new single',
      link: 'https://example.org/song',
      images: [image],
    }),
    edited: (image) => ({
      title: 'My second song',
      description: 'Another single',
      link: 'https://example.org/song2',
      images: [image],
    }),
    shows: { title: 'My second song', description: 'Another single', link: 'https://example.org/song2' },
    // The post edit takes fields as given: an absent field is kept, so only blank and bad values are refused.
    invalid: commonInvalid('title').filter((change) => !Object.values(change).includes(undefined)),
  },
];

beforeAll(async () => {
  ctx = await createTestContext();
  // Uploaded by an account that edits nothing, so no edit removes them (see 'what an edit replaces').
  const ownerId = (await createAccount(ctx, { kind: 'creative' })).id;
  png = (await createImage(ctx, { ownerId })).url;
  png2 = (await createImage(ctx, { ownerId })).url;
  jpeg = (await createImage(ctx, { format: 'jpeg', ownerId })).url;
});
afterAll(async () => ctx?.close());

function send(method: 'POST' | 'PUT' | 'GET', url: string, token?: string, payload?: Payload) {
  return ctx.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : {}),
  });
}

/** A body with `change` applied: an undefined value removes the field; 'JPEG' stands for a JPEG upload. */
function changed(base: Payload, change: Payload): Payload {
  const next: Payload = { ...base };
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) delete next[key];
    else
      next[key] = Array.isArray(value) ? (value as unknown[]).map((v) => (v === 'JPEG' ? jpeg : v)) : value;
  }
  return next;
}

const itemOf = (kind: Kind, res: LightMyRequestResponse, nested = kind.nested): Item => {
  const data = res.json<{ data: Item | { data: Item } }>().data;
  return nested ? (data as { data: Item }).data : (data as Item);
};

function authorFor(kind: Kind): Promise<TestAccount> {
  return createAccount(ctx, { kind: kind.partnersOnly ? 'partner' : 'creative', approved: true });
}

async function createItem(kind: Kind, author: TestAccount, image = png): Promise<Item> {
  const res = await send('POST', kind.createUrl, author.token, kind.valid(image));
  expect(res.statusCode, res.body).toBe(201);
  return itemOf(kind, res);
}

const edit = (kind: Kind, id: number | string, token: string | undefined, payload: Payload) =>
  send(kind.editMethod, `${kind.editPath}/${id}`, token, payload);

async function details(kind: Kind, id: number): Promise<Item> {
  const res = await send('GET', kind.detailsUrl(id));
  expect(res.statusCode, res.body).toBe(200);
  return itemOf(kind, res);
}

async function listed(kind: Kind, author: TestAccount): Promise<Item[]> {
  const res = await send('GET', `${kind.listUrl}?author_id=${author.id}`);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json<{ data: Item[] | { data: Item[] } }>().data;
  return kind.listNested ? (data as { data: Item[] }).data : (data as Item[]);
}

describe.each(KINDS)('$editMethod $editPath/{id} ($type)', (kind) => {
  it('the author edits: 200 with the updated item; its details and the list show the new values', async () => {
    const author = await authorFor(kind);
    const item = await createItem(kind, author);
    const res = await edit(kind, item.id, author.token, kind.edited(png2));
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).message).toBe(MODERATION_MESSAGES.updated);
    expect(itemOf(kind, res)).toMatchObject({ id: item.id, ...kind.shows, images: [png2] });
    expect(await details(kind, item.id)).toMatchObject({ ...kind.shows, images: [png2] });
    const list = await listed(kind, author);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: item.id, ...kind.shows });
  });

  it('refuses another account (403), an admin (403), anonymous callers (401); the item is unchanged', async () => {
    const author = await authorFor(kind);
    const item = await createItem(kind, author);
    const other = await authorFor(kind);
    const refused = await edit(kind, item.id, other.token, kind.edited(png2));
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toEqual(coded({ status: false, message: MODERATION_MESSAGES.notYours }));
    // Someone else's item with a bad body: still 403, the body's rules are nobody else's business.
    expect((await edit(kind, item.id, other.token, {})).statusCode).toBe(403);
    const admin = await createAccount(ctx, { kind: 'admin' });
    expect((await edit(kind, item.id, admin.token, kind.edited(png2))).statusCode).toBe(403);
    expect((await edit(kind, item.id, undefined, kind.edited(png2))).statusCode).toBe(401);
    expect(await details(kind, item.id)).toMatchObject({ images: [png] });
    expect((await details(kind, item.id)).updated_at).toBe(item.updated_at);
  });

  it('answers 404 for an unknown id, 400 for a non-integer id', async () => {
    const author = await authorFor(kind);
    const unknown = await edit(kind, 99999999, author.token, kind.edited(png2));
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toEqual(coded({ status: false, message: MODERATION_MESSAGES.notFound }));
    for (const id of ['abc', '1.5', '0'])
      expect((await edit(kind, id, author.token, kind.edited(png2))).statusCode).toBe(400);
  });

  it('refuses invalid fields with the creation messages', async () => {
    const author = await authorFor(kind);
    const item = await createItem(kind, author);
    for (const change of kind.invalid) {
      const created = await send('POST', kind.createUrl, author.token, changed(kind.valid(png), change));
      const edited = await edit(kind, item.id, author.token, changed(kind.edited(png2), change));
      expect(created.statusCode, JSON.stringify(change)).toBe(400);
      expect(edited.statusCode, JSON.stringify(change)).toBe(400);
      expect(body(edited).message, JSON.stringify(change)).toBe(body(created).message);
    }
    expect(await details(kind, item.id)).toMatchObject({ images: [png] });
  });

  it("answers 404 for an item deleted behind the server's back", async () => {
    const author = await authorFor(kind);
    const item = await createItem(kind, author);
    await ctx.database.db.deleteFrom(kind.table).where('id', '=', item.id).execute();
    const res = await edit(kind, item.id, author.token, kind.edited(png2));
    expect(res.statusCode).toBe(404);
    expect(body(res).message).toBe(MODERATION_MESSAGES.notFound);
  });

  it('two concurrent edits leave one whole version (the last write wins)', async () => {
    const author = await authorFor(kind);
    const item = await createItem(kind, author);
    const keys = [...Object.keys(kind.shows), 'images'];
    const pick = (value: Payload) => Object.fromEntries(keys.map((key) => [key, value[key]]));
    // The two versions written: the edited fields with one image, the created fields with another.
    const written = [
      pick({ ...kind.shows, images: [png] }),
      pick({ ...(await details(kind, item.id)), images: [png2] }),
    ];
    expect(written[0]).not.toEqual(written[1]);
    const answers = await Promise.all([
      edit(kind, item.id, author.token, kind.edited(png)),
      edit(kind, item.id, author.token, kind.valid(png2)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    // The stored item is one of them, field for field, never a mix; each answer shows the item after its own write
    // (on PostgreSQL the other edit may already have landed on top of it, so an answer is one of the two as well).
    expect(written).toContainEqual(pick(await details(kind, item.id)));
    for (const answer of answers) expect(written).toContainEqual(pick(itemOf(kind, answer)));
  });
});

describe('what an edit replaces', () => {
  const product = KINDS[0];
  const post = KINDS[4];
  const stored = (url: string) =>
    existsSync(path.join(diskUploadsDir(ctx.config.dataDir), url.replace('/uploads/', '')));
  const uploadRow = (url: string) =>
    ctx.database.db
      .selectFrom('uploads')
      .select('name')
      .where('name', '=', url.replace('/uploads/', ''))
      .executeTakeFirst();

  it('removes a replaced image nobody else shows; keeps one another item shows, and one another account uploaded', async () => {
    const author = await authorFor(product);
    const own = (await createImage(ctx, { ownerId: author.id })).url;
    const shared = (await createImage(ctx, { ownerId: author.id })).url;
    const othersImage = (await createImage(ctx, { ownerId: (await authorFor(product)).id })).url;
    const replacement = (await createImage(ctx, { ownerId: author.id })).url;
    const item = await createItem(product, author, own);
    await createItem(post, author, shared);
    const second = await createItem(product, author, shared);
    const third = await createItem(product, author, othersImage);
    expect(stored(own)).toBe(true);

    expect((await edit(product, item.id, author.token, product.edited(replacement))).statusCode).toBe(200);
    expect(await uploadRow(own)).toBeUndefined();
    expect(stored(own)).toBe(false);
    expect(stored(replacement)).toBe(true);

    // Still shown by the post: kept.
    expect((await edit(product, second.id, author.token, product.edited(replacement))).statusCode).toBe(200);
    expect(await uploadRow(shared)).toBeDefined();
    expect(stored(shared)).toBe(true);
    // Another account's upload (it may be about to use it): kept.
    expect((await edit(product, third.id, author.token, product.edited(replacement))).statusCode).toBe(200);
    expect(stored(othersImage)).toBe(true);
    // Nobody's upload (the demo seed's), shown by nothing else once replaced: removed.
    const seeded = (await createImage(ctx, { ownerId: null })).url;
    const fourth = await createItem(product, author, seeded);
    expect((await edit(product, fourth.id, author.token, product.edited(replacement))).statusCode).toBe(200);
    expect(stored(seeded)).toBe(false);
  });

  it('a PUT replaces the whole item: an optional field left out is cleared', async () => {
    const author = await authorFor(product);
    const item = await createItem(product, author);
    expect(item.type).toBe('fabric');
    const res = await edit(product, item.id, author.token, product.edited(png));
    expect(itemOf(product, res).type).toBeNull();
  });

  it('a missing field of a PUT answers the creation message', async () => {
    const author = await authorFor(product);
    const item = await createItem(product, author);
    const res = await edit(product, item.id, author.token, { title: 'Only a title' });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('All fields are required');
  });

  it('the post edit takes the fields as given: absent ones are kept', async () => {
    const author = await authorFor(post);
    const item = await createItem(post, author);
    const res = await edit(post, item.id, author.token, { title: 'Renamed' });
    expect(res.statusCode).toBe(200);
    expect(itemOf(post, res)).toMatchObject({ title: 'Renamed', description: 'A new single', images: [png] });
  });

  it('a partner whose approval was withdrawn edits no tool, opportunity or training', async () => {
    for (const kind of KINDS.filter((k) => k.partnersOnly)) {
      const author = await authorFor(kind);
      const item = await createItem(kind, author);
      await ctx.database.db
        .updateTable('accounts')
        .set({ approved: false })
        .where('id', '=', author.id)
        .execute();
      const res = await edit(kind, item.id, author.token, kind.edited(png2));
      expect(res.statusCode).toBe(403);
      expect(body(res).message).toBe(AWAITING_APPROVAL);
    }
  });
});

describe('the locked write itself (what the route meets when the item changes between its check and the write)', () => {
  it('writes nothing over an item deleted or taken by someone else meanwhile, and gives the images it replaced', async () => {
    const post = KINDS[4];
    const author = await authorFor(post);
    const item = await createItem(post, author);
    const db = ctx.database.db;
    expect(await editOwnItem(db, 'posts', item.id, author.id + 100000, { title: 'Not mine' })).toEqual({
      refused: 'not-yours',
    });
    expect(await editOwnItem(db, 'posts', item.id, author.id, { title: 'Mine', images: [png2] })).toEqual({
      refused: null,
      previousImages: [png],
    });
    await db.deleteFrom('posts').where('id', '=', item.id).execute();
    expect(await editOwnItem(db, 'posts', item.id, author.id, { title: 'Gone' })).toEqual({
      refused: 'missing',
    });
    expect(
      await db.selectFrom('posts').select('id').where('id', '=', item.id).executeTakeFirst(),
    ).toBeUndefined();
  });
});
