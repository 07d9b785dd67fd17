// Issue 14, sections 1-2: authors delete their own posts, products, tools, opportunities and trainings; an admin
// takes any of them down with a reason (mailed to the author, audited, kept 30 days for an appeal, then purged).
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- JSON bodies under test */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MODERATION_MESSAGES,
  TAKE_DOWN_RETENTION_DAYS,
  type ContentItemType,
} from '../../contract/moderation';
import type { StoredImage } from '../../server/lib/image-store';
import { diskUploadsDir } from '../../server/lib/upload-store';
import { NotFoundError } from '../../server/lib/domain-errors';
import { purgeRemovedContent, takeDownContent } from '../../server/services/content-removal';
import { createAccount, createImage, type TestAccount } from './builders';
import { body, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let creative: TestAccount;
let partner: TestAccount;
let otherCreative: TestAccount;
let otherPartner: TestAccount;
let admin: TestAccount;
let serial = 0;

const REASON = 'Sells counterfeit goods <b>bold</b> & more';
const DAY = 86_400_000;

interface Kind {
  type: ContentItemType;
  /** Where it is created, read, listed (public, with q and author_id) and listed as one's own. */
  create: string;
  details: (id: number) => string;
  list: string;
  own: string;
  path: (id: number | string) => string;
  notFound: string;
  titleField: 'title' | 'name';
  body: (title: string, images: string[]) => Record<string, unknown>;
}

const future = { deadline: '2030-12-31', date: '2030-12-01', time: '09:30' };
const KINDS: Kind[] = [
  {
    type: 'post',
    create: '/clap/prop/posts',
    details: (id) => `/clap/prop/public/post/${id}`,
    list: '/clap/prop/public/post',
    own: '/clap/prop/posts',
    path: (id) => `/clap/prop/post/${id}`,
    notFound: 'Post not found.',
    titleField: 'title',
    body: (title, images) => ({ title, description: 'A song', link: 'https://example.org/a', images }),
  },
  {
    type: 'product',
    create: '/clap/prop/product',
    details: (id) => `/clap/prop/product/${id}`,
    list: '/clap/prop/public/product',
    own: '/clap/prop/public/product',
    path: (id) => `/clap/prop/product/${id}`,
    notFound: 'Product not found.',
    titleField: 'title',
    body: (title, images) => ({
      title,
      description: 'Beads',
      link: 'https://example.org/b',
      images,
      category: 'product',
      price: 5000,
      quantity: 2,
    }),
  },
  {
    type: 'tool',
    create: '/clap/prop/tool',
    details: (id) => `/clap/prop/tool/${id}`,
    list: '/clap/prop/tool/all',
    own: '/clap/prop/tool',
    path: (id) => `/clap/prop/tool/${id}`,
    notFound: 'Tool not found.',
    titleField: 'name',
    body: (name, images) => ({
      name,
      description: 'Cameras',
      link: 'https://example.org/c',
      images,
      sector: 'Film',
      offer: 'Loan',
    }),
  },
  {
    type: 'opportunity',
    create: '/clap/prop/opportunity',
    details: (id) => `/clap/prop/opportunity/${id}`,
    list: '/clap/prop/opportunity/all',
    own: '/clap/prop/opportunity',
    path: (id) => `/clap/prop/opportunity/${id}`,
    notFound: 'Opportunity not found',
    titleField: 'title',
    body: (title, images) => ({
      title,
      description: 'A grant',
      link: 'https://example.org/d',
      images,
      address: 'Abuja',
      timing: 'full-time',
      ...future,
    }),
  },
  {
    type: 'event',
    create: '/clap/prop/event',
    details: (id) => `/clap/prop/event/${id}`,
    list: '/clap/prop/event/all',
    own: '/clap/prop/event',
    path: (id) => `/clap/prop/event/${id}`,
    notFound: 'Event not found.',
    titleField: 'title',
    body: (title, images) => ({
      title,
      description: 'A course',
      link: 'https://example.org/e',
      images,
      location: 'Online',
      address: 'Lagos',
      date: future.date,
      time: future.time,
    }),
  },
];
const kindOf = (type: ContentItemType) => KINDS.find((k) => k.type === type)!;
const authorOf = (kind: Kind) => (['post', 'product'].includes(kind.type) ? creative : partner);
const strangerOf = (kind: Kind) => (['post', 'product'].includes(kind.type) ? otherCreative : otherPartner);

beforeAll(async () => {
  ctx = await createTestContext();
  creative = await createAccount(ctx, { kind: 'creative' });
  partner = await createAccount(ctx, { kind: 'partner', approved: true });
  otherCreative = await createAccount(ctx, { kind: 'creative' });
  otherPartner = await createAccount(ctx, { kind: 'partner', approved: true });
  admin = await createAccount(ctx, { kind: 'admin' });
});
afterAll(async () => ctx?.close());

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const image = (ownerId: number): Promise<StoredImage> => createImage(ctx, { ownerId });

/** Creates an item through its API (PNG images, which every kind accepts); returns its id and unique title. */
async function createItem(kind: Kind, author = authorOf(kind), images?: string[]) {
  serial += 1;
  const title = `Removal ${kind.type} ${serial} zq${serial}x`;
  const urls = images ?? [(await image(author.id)).url];
  const res = await call('POST', kind.create, author.token, kind.body(title, urls));
  expect(res.statusCode, res.body).toBe(201);
  const data = body<any>(res).data;
  return { id: (data.data ?? data).id as number, title };
}

const listIds = (res: { json: () => any }): number[] => {
  const data = res.json().data;
  return (Array.isArray(data) ? data : data.data).map((item: { id: number }) => item.id);
};

async function visibleEverywhere(kind: Kind, id: number, title: string, author: TestAccount) {
  const seen: Record<string, boolean> = {};
  seen.details = (await call('GET', kind.details(id))).statusCode === 200;
  seen.list = listIds(await call('GET', kind.list)).includes(id);
  seen.search = listIds(await call('GET', `${kind.list}?q=${encodeURIComponent(title)}`)).includes(id);
  seen.author = listIds(await call('GET', `${kind.list}?author_id=${author.id}`)).includes(id);
  seen.own = listIds(
    await call('GET', kind.own === kind.list ? `${kind.own}?author_id=${author.id}` : kind.own, author.token),
  ).includes(id);
  return seen;
}

const fileOf = (name: string) => path.join(diskUploadsDir(ctx.config.dataDir), name);
async function uploadState(stored: StoredImage) {
  const row = await ctx.database.db
    .selectFrom('uploads')
    .select('name')
    .where('name', '=', stored.name)
    .executeTakeFirst();
  return {
    row: row !== undefined,
    file: existsSync(fileOf(stored.name)),
    variants: stored.variants.every((v) => existsSync(fileOf(v.name))),
  };
}
const kept = { row: true, file: true, variants: true };
const gone = { row: false, file: false, variants: false };

describe.each(KINDS)('DELETE $type', (kind) => {
  it('the author deletes it: 200, then 404 on details and gone from every list, search and profile', async () => {
    const author = authorOf(kind);
    const { id, title } = await createItem(kind);
    expect(await visibleEverywhere(kind, id, title, author)).toEqual({
      details: true,
      list: true,
      search: true,
      author: true,
      own: true,
    });
    const res = await call('DELETE', kind.path(id), author.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({ status: true, message: MODERATION_MESSAGES.deleted });
    expect(await visibleEverywhere(kind, id, title, author)).toEqual({
      details: false,
      list: false,
      search: false,
      author: false,
      own: false,
    });
    const details = await call('GET', kind.details(id));
    expect(details.statusCode).toBe(404);
    expect(body(details).message).toBe(kind.notFound);
    // Deleted means deleted: a second delete is a 404 too, and nothing is kept for an appeal.
    expect((await call('DELETE', kind.path(id), author.token)).statusCode).toBe(404);
    const kept = await ctx.database.db
      .selectFrom('removed_content')
      .select('id')
      .where('item_type', '=', kind.type)
      .where('item_id', '=', id)
      .execute();
    expect(kept).toEqual([]);
  });

  it('refuses anonymous (401), another account (403), an unknown id (404) and ids that are not positive integers (400)', async () => {
    const { id } = await createItem(kind);
    expect((await call('DELETE', kind.path(id))).statusCode).toBe(401);
    const stranger = await call('DELETE', kind.path(id), strangerOf(kind).token);
    expect(stranger.statusCode).toBe(403);
    expect(body(stranger).message).toBe(MODERATION_MESSAGES.notYours);
    const unknown = await call('DELETE', kind.path(987654), authorOf(kind).token);
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe(kind.notFound);
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await call('DELETE', kind.path(bad), authorOf(kind).token);
      expect(res.statusCode, bad).toBe(400);
      expect(body(res).status).toBe(false);
    }
    expect((await call('GET', kind.details(id))).statusCode).toBe(200);
  });

  it('an admin needs a reason of 10 to 500 characters (400 otherwise), then takes it down: mail, audit, kept 30 days', async () => {
    const author = authorOf(kind);
    const { id, title } = await createItem(kind);
    for (const payload of [
      undefined,
      {},
      { reason: '' },
      { reason: `  ${'x'.repeat(9)}  ` },
      { reason: 'x'.repeat(501) },
      { reason: 42 },
    ]) {
      const res = await call('DELETE', kind.path(id), admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (payload && typeof payload.reason === 'string')
        expect(body(res).message).toBe(MODERATION_MESSAGES.takeDownReason);
    }
    expect((await call('GET', kind.details(id))).statusCode).toBe(200);

    const before = ctx.mail.length;
    const res = await call('DELETE', kind.path(id), admin.token, { reason: `  ${REASON}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({ status: true, message: MODERATION_MESSAGES.takenDown });
    expect(await visibleEverywhere(kind, id, title, author)).toEqual({
      details: false,
      list: false,
      search: false,
      author: false,
      own: false,
    });

    // The author's mail names the item and the reason, and says how long they have to appeal.
    const mails = ctx.mail.slice(before).filter((m) => m.to === author.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail.subject).toContain(title);
    expect(mail.text).toContain(title);
    expect(mail.text).toContain(REASON);
    expect(mail.text).toContain(`${TAKE_DOWN_RETENTION_DAYS} days`);
    expect(mail.text.toLowerCase()).toContain(kind.type === 'event' ? 'training' : kind.type);
    expect(mail.html).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; more');
    expect(mail.html).not.toContain('<b>bold</b>');
    expect(mail.replyTo).toBe(ctx.config.adminEmail);

    // The audit log: who, what, when and why.
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'content.take_down')
      .where('target_id', '=', id)
      .where('target_kind', '=', kind.type)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.id, target_kind: kind.type, target_id: id });
    expect(audit[0].detail).toMatchObject({
      item_type: kind.type,
      item_id: id,
      title,
      reason: REASON,
      author_id: author.id,
    });
    expect(audit[0].created_at).toBeInstanceOf(Date);

    // Kept for an appeal, out of sight.
    const row = await ctx.database.db
      .selectFrom('removed_content')
      .selectAll()
      .where('item_type', '=', kind.type)
      .where('item_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ author_id: author.id, removed_by: admin.id, reason: REASON, title });
    expect((row.snapshot as any)[kind.titleField]).toBe(title);
    const retained = row.purge_after.getTime() - row.removed_at.getTime();
    expect(retained).toBe(TAKE_DOWN_RETENTION_DAYS * DAY);

    // Gone for the admin too: a second take-down is a 404.
    expect((await call('DELETE', kind.path(id), admin.token, { reason: REASON })).statusCode).toBe(404);
  });
});

describe('images of deleted content', () => {
  it('an author delete removes the images nothing else shows; one another item or a profile shows survives', async () => {
    const post = kindOf('post');
    const [own, shared, photo] = [
      await image(creative.id),
      await image(creative.id),
      await image(creative.id),
    ];
    const { id } = await createItem(post, creative, [own.url, shared.url, photo.url]);
    await createItem(kindOf('product'), otherCreative, [shared.url]);
    await ctx.database.db
      .updateTable('creative_profiles')
      .set({ photo: `${ctx.config.publicUrl}${photo.url}` })
      .where('account_id', '=', otherCreative.id)
      .execute();
    expect((await call('DELETE', post.path(id), creative.token)).statusCode).toBe(200);
    expect(await uploadState(own)).toEqual(gone);
    expect(await uploadState(shared)).toEqual(kept);
    expect(await uploadState(photo)).toEqual(kept);
  });

  it('a take-down keeps the images until the purge, 30 days later, which removes them and the kept copy', async () => {
    const tool = kindOf('tool');
    const [own, shared] = [await image(partner.id), await image(partner.id)];
    const { id } = await createItem(tool, partner, [own.url, shared.url]);
    await createItem(kindOf('event'), otherPartner, [shared.url]);
    expect((await call('DELETE', tool.path(id), admin.token, { reason: REASON })).statusCode).toBe(200);
    expect(await uploadState(own)).toEqual(kept);
    // A later author delete of another item showing the same image does not take it from the kept copy.
    const { id: other } = await createItem(tool, partner, [own.url]);
    expect((await call('DELETE', tool.path(other), partner.token)).statusCode).toBe(200);
    expect(await uploadState(own)).toEqual(kept);

    const row = () =>
      ctx.database.db
        .selectFrom('removed_content')
        .select('id')
        .where('item_type', '=', 'tool')
        .where('item_id', '=', id)
        .executeTakeFirst();
    await purgeRemovedContent(ctx.app, new Date(Date.now() + (TAKE_DOWN_RETENTION_DAYS - 1) * DAY));
    expect(await row()).toBeDefined();
    expect(await uploadState(own)).toEqual(kept);

    await purgeRemovedContent(ctx.app, new Date(Date.now() + (TAKE_DOWN_RETENTION_DAYS + 1) * DAY));
    expect(await row()).toBeUndefined();
    expect(await uploadState(own)).toEqual(gone);
    expect(await uploadState(shared)).toEqual(kept);
  });

  it("deleting the author's account drops their kept copies and the images only those showed", async () => {
    const author = await createAccount(ctx, { kind: 'creative' });
    const own = await createImage(ctx, { ownerId: null });
    const { id } = await createItem(kindOf('post'), author, [own.url]);
    expect((await call('DELETE', kindOf('post').path(id), admin.token, { reason: REASON })).statusCode).toBe(
      200,
    );
    const adminDelete = await call('DELETE', `/clap/prop/admin-creative/${author.id}`, admin.token);
    expect(adminDelete.statusCode).toBe(200);
    expect(
      await ctx.database.db
        .selectFrom('removed_content')
        .select('id')
        .where('author_id', '=', author.id)
        .execute(),
    ).toEqual([]);
    expect(await uploadState(own)).toEqual(gone);
  });
});

describe('delete and edit of the same item', () => {
  it('an edit after a delete answers 404 and changes nothing', async () => {
    const post = kindOf('post');
    const { id } = await createItem(post);
    expect((await call('DELETE', post.path(id), creative.token)).statusCode).toBe(200);
    const edit = await call('POST', post.path(id), creative.token, { title: 'Back from the dead' });
    expect(edit.statusCode).toBe(404);
    expect(await ctx.database.db.selectFrom('posts').select('id').where('id', '=', id).execute()).toEqual([]);
  });

  it('a delete and an edit sent together never leave a half-written row or a 500', async () => {
    const post = kindOf('post');
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    // The delete starts 0 to 3 turns of the event loop after the edit: on PGlite it lands before the edit's author check
    // (the edit answers 404) and after the edit (200); PostgreSQL's timing varies.
    for (let delay = 0; delay < 4; delay += 1) {
      const { id, title } = await createItem(post);
      const edited = call('POST', post.path(id), creative.token, { title: `Edited ${delay}` });
      for (let i = 0; i < delay; i += 1) await tick();
      const deleted = await call('DELETE', post.path(id), creative.token);
      const edit = await edited;
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect([200, 404], edit.body).toContain(edit.statusCode);
      expect((await call('GET', post.details(id))).statusCode).toBe(404);
      expect(
        await ctx.database.db
          .selectFrom('posts')
          .select('id')
          .where('title', 'in', [title, `Edited ${delay}`])
          .execute(),
      ).toEqual([]);
    }
  });
});

describe('takeDownContent (the reports queue calls it)', () => {
  it('takes an item down and returns its title; an unknown item throws the 404 domain error', async () => {
    const { id, title } = await createItem(kindOf('opportunity'));
    await expect(
      takeDownContent(ctx.app, { itemType: 'opportunity', itemId: id, adminId: admin.id, reason: REASON }),
    ).resolves.toEqual({ title });
    expect((await call('GET', kindOf('opportunity').details(id))).statusCode).toBe(404);
    await expect(
      takeDownContent(ctx.app, { itemType: 'opportunity', itemId: id, adminId: admin.id, reason: REASON }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      takeDownContent(ctx.app, { itemType: 'post', itemId: 987654, adminId: admin.id, reason: REASON }),
    ).rejects.toThrow('Post not found.');
  });
});
