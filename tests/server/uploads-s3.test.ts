/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- JSON bodies under test */
// Uploads in an S3-compatible bucket (UPLOAD_STORE=s3) against a real server (s3rver): every object of an upload is
// in the bucket and served with the disk's headers, removals take every object, a failed insert leaves none, funding
// documents stay private, S3_PUBLIC_URL moves the URLs, a dead bucket answers 503, and uploads:migrate copies a disk
// folder once.
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../../server/services/uploads';
import { diskUploadsDir } from '../../server/lib/upload-store';
import { createAccount, imageBuffer, type TestAccount } from './builders';
import { multipart } from './people-fixtures';
import { body, createTestContext, type TestContext, coded } from './helpers';
import { startS3Server, type S3TestServer } from './s3-server';

const root = path.resolve(import.meta.dirname, '../..');
let s3: S3TestServer;
let ctx: TestContext;
let creative: TestAccount;
let admin: TestAccount;
let photo: Buffer;

beforeAll(async () => {
  s3 = await startS3Server();
  ctx = await createTestContext({ env: s3.env });
  creative = await createAccount(ctx, { kind: 'creative' });
  admin = await createAccount(ctx, { kind: 'admin' });
  photo = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 140, b: 90 } },
  })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await ctx?.close();
  await s3?.stop();
});

function call(
  context: TestContext,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) {
  return context.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : {}),
  });
}
const upload = (context: TestContext, token: string, file: Buffer) =>
  call(context, 'POST', '/upload', token, { type: 'png', file: file.toString('base64') });

interface Uploaded {
  url: string;
  name: string;
  bytes: number;
  variants: { width: number; url: string }[];
}
const uploaded = async (context: TestContext, token: string, file: Buffer): Promise<Uploaded> =>
  body<{ data: Uploaded }>(await upload(context, token, file)).data;

/** The bucket keys of an upload: its main file and every variant. */
const keysOf = (data: { name: string; variants: { url: string }[] }) =>
  [`public/${data.name}`, ...data.variants.map((v) => `public/${v.url.split('/').pop() ?? ''}`)].sort();

describe('UPLOAD_STORE=s3', () => {
  it('puts the main file and every variant in the bucket, and serves them with the headers of the disk store', async () => {
    const res = await upload(ctx, creative.token, photo);
    expect(res.statusCode, res.body).toBe(200);
    const data = body<{ data: Uploaded }>(res).data;
    expect(data.variants.length).toBeGreaterThan(1);
    const keys = await s3.keys();
    for (const key of keysOf(data)) expect(keys).toContain(key);
    expect(ctx.app.uploadStore.kind).toBe('s3');

    const served = await call(ctx, 'GET', data.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(data.bytes);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(data.bytes),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(new Date(served.headers['last-modified'] as string).getTime()).toBeGreaterThan(
      Date.now() - 60_000,
    );
    const variant = await call(ctx, 'GET', data.variants[0].url);
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect((await call(ctx, 'GET', `/uploads/${'0'.repeat(32)}.png`)).statusCode).toBe(404);
  });

  it('deleting a post removes its image and variants from the bucket; deleting an account removes its uploads', async () => {
    const data = await uploaded(ctx, creative.token, photo);
    const created = await call(ctx, 'POST', '/clap/prop/posts', creative.token, {
      title: 'A song in a bucket',
      description: 'A song',
      link: 'https://example.org/a',
      images: [data.url],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = body<any>(created).data.id as number;
    expect(await s3.keys()).toEqual(expect.arrayContaining(keysOf(data)));
    expect((await call(ctx, 'DELETE', `/clap/prop/post/${id}`, creative.token)).statusCode).toBe(200);
    const after = await s3.keys();
    for (const key of keysOf(data)) expect(after).not.toContain(key);

    const leaving = await createAccount(ctx, { kind: 'creative' });
    const theirs = await uploaded(ctx, leaving.token, photo);
    expect(await s3.keys()).toEqual(expect.arrayContaining(keysOf(theirs)));
    expect(
      (await call(ctx, 'DELETE', `/clap/prop/admin-creative/${leaving.id}`, admin.token)).statusCode,
    ).toBe(200);
    const left = await s3.keys();
    for (const key of keysOf(theirs)) expect(left).not.toContain(key);
  });

  it('a failed row insert leaves no object in the bucket', async () => {
    const before = await s3.keys();
    // An owner that does not exist: the insert fails on its foreign key after every object was written.
    await expect(
      storeImage(ctx.database.db, ctx.app.uploadStore, await imageBuffer(), 999_999_999),
    ).rejects.toThrow();
    expect(await s3.keys()).toEqual(before);
  });

  it('funding documents go to the private area: served only by their access-checked route, never by /uploads', async () => {
    const image = await imageBuffer();
    const res = await call(ctx, 'POST', '/clap/prop/funding/document', creative.token, {
      name: 'id card.png',
      file: image.toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = body<any>(res).data;
    const privateKeys = (await s3.keys()).filter((key) => key.startsWith('private/'));
    expect(privateKeys).toHaveLength(1);
    const name = privateKeys[0].slice('private/'.length);
    expect((await call(ctx, 'GET', `/uploads/${name}`)).statusCode).toBe(404);
    const download = await call(ctx, 'GET', `/clap/prop/funding/document/${doc.id}`, creative.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.length).toBe(Number(download.headers['content-length']));
    const stranger = await createAccount(ctx, { kind: 'creative' });
    expect((await call(ctx, 'GET', `/clap/prop/funding/document/${doc.id}`, stranger.token)).statusCode).toBe(
      403,
    );
  });
});

describe('S3_PUBLIC_URL', () => {
  const cdn = 'http://cdn.example.ng:9000/uploads';
  let cdnCtx: TestContext;
  beforeAll(async () => {
    cdnCtx = await createTestContext({ env: { ...s3.env, S3_PUBLIC_URL: `${cdn}/` } });
  });
  afterAll(async () => cdnCtx?.close());

  it('the upload answer, content and variants point there; content sent with either form is stored as /uploads/<name>', async () => {
    const author = await createAccount(cdnCtx, { kind: 'creative' });
    const res = await upload(cdnCtx, author.token, photo);
    const answer = body<any>(res);
    expect(answer.results).toBe(`${cdn}/${answer.data.name}`);
    expect(answer.data.url).toBe(answer.results);
    for (const variant of answer.data.variants)
      expect(variant.url).toMatch(new RegExp(`^${cdn}/[a-f0-9]{32}-\\d+\\.webp$`));

    const second = await uploaded(cdnCtx, author.token, await imageBuffer());
    const created = await call(cdnCtx, 'POST', '/clap/prop/posts', author.token, {
      title: 'Seen through the CDN',
      description: 'A song',
      link: 'https://example.org/a',
      images: [answer.results, `/uploads/${second.name}`],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = body<any>(created).data.id as number;
    const row = await cdnCtx.database.db
      .selectFrom('posts')
      .select('images')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.images).toEqual([`/uploads/${answer.data.name}`, `/uploads/${second.name}`]);

    const details = body<any>(await call(cdnCtx, 'GET', `/clap/prop/public/post/${id}`)).data;
    expect(details.images).toEqual([`${cdn}/${answer.data.name}`, `${cdn}/${second.name}`]);
    expect(details.image_variants[0][0].url).toMatch(new RegExp(`^${cdn}/`));
    // /uploads/<name> keeps working (links stored before S3_PUBLIC_URL was set).
    expect((await call(cdnCtx, 'GET', `/uploads/${answer.data.name}`)).statusCode).toBe(200);
    // A URL on another host is still refused.
    const foreign = await call(cdnCtx, 'POST', '/clap/prop/posts', author.token, {
      title: 'Foreign',
      description: 'A song',
      link: 'https://example.org/a',
      images: [`http://elsewhere.ng/uploads/${second.name}`],
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('profile photos, logos and covers point there too (answer, own and public profile, directory, content authors); the row keeps /uploads/<name>', async () => {
    const creativeAccount = await createAccount(cdnCtx, { kind: 'creative' });
    const business = await createAccount(cdnCtx, { kind: 'business' });
    const setImage = async (token: string, field: 'profile_image' | 'cover_image') => {
      const { payload, headers } = multipart(
        field,
        'me.png',
        'image/png',
        await imageBuffer({ width: 300, height: 200 }),
      );
      const res = await cdnCtx.app.inject({
        method: 'PUT',
        url: '/clap/prop/account/profile_image',
        headers: { ...headers, authorization: token },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return body<any>(res).data as Record<string, string>;
    };
    const { photo: photoUrl } = await setImage(creativeAccount.token, 'profile_image');
    const { cover_photo: coverUrl } = await setImage(creativeAccount.token, 'cover_image');
    const { logo: logoUrl } = await setImage(business.token, 'profile_image');
    const cdnName = new RegExp(`^${cdn}/([a-f0-9]{32}\\.png)$`);
    for (const url of [photoUrl, coverUrl, logoUrl]) expect(url).toMatch(cdnName);
    const nameOf = (url: string) => cdnName.exec(url)![1];
    // The bucket holds them where <S3_PUBLIC_URL>/<name> finds them; the rows keep the canonical form.
    const keys = await s3.keys();
    for (const url of [photoUrl, coverUrl, logoUrl]) expect(keys).toContain(`public/${nameOf(url)}`);
    const row = await cdnCtx.database.db
      .selectFrom('creative_profiles')
      .select(['photo', 'cover_photo'])
      .where('account_id', '=', creativeAccount.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      photo: `/uploads/${nameOf(photoUrl)}`,
      cover_photo: `/uploads/${nameOf(coverUrl)}`,
    });

    const own = body<any>(await call(cdnCtx, 'GET', '/clap/prop/users/profile', creativeAccount.token)).data;
    expect([own.photo, own.cover_photo]).toEqual([photoUrl, coverUrl]);
    const shown = body<any>(
      await call(cdnCtx, 'GET', `/clap/prop/public/creative/${creativeAccount.id}`),
    ).data;
    expect([shown.photo, shown.cover_photo]).toEqual([photoUrl, coverUrl]);
    expect(body<any>(await call(cdnCtx, 'GET', `/clap/prop/public/business/${business.id}`)).data.logo).toBe(
      logoUrl,
    );

    type Entry = { id: number; photo: string | null; logo: string | null };
    const directory = body<{ data: { creatives: Entry[]; business: Entry[] } }>(
      await call(cdnCtx, 'GET', '/clap/prop/public/directory'),
    ).data;
    expect(directory.creatives.find((entry) => entry.id === creativeAccount.id)?.photo).toBe(photoUrl);
    expect(directory.business.find((entry) => entry.id === business.id)?.logo).toBe(logoUrl);

    const created = await call(cdnCtx, 'POST', '/clap/prop/posts', creativeAccount.token, {
      title: 'With my photo',
      description: 'A song',
      link: 'https://example.org/a',
      images: [(await uploaded(cdnCtx, creativeAccount.token, photo)).url],
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = body<any>(
      await call(cdnCtx, 'GET', `/clap/prop/public/post/${body<any>(created).data.id}`),
    ).data;
    expect(post.author.photo).toBe(photoUrl);
    // An external picture (not one of our uploads) is given as stored.
    await cdnCtx.database.db
      .updateTable('business_profiles')
      .set({ logo: 'https://res.cloudinary.com/x/logo.png' })
      .where('account_id', '=', business.id)
      .execute();
    cdnCtx.app.publicCache.written();
    expect(body<any>(await call(cdnCtx, 'GET', `/clap/prop/public/business/${business.id}`)).data.logo).toBe(
      'https://res.cloudinary.com/x/logo.png',
    );
  });

  it("the portal's CSP allows images from that origin", async () => {
    const res = await call(cdnCtx, 'GET', '/clap/health');
    expect(String(res.headers['content-security-policy'])).toMatch(
      /img-src [^;]*http:\/\/cdn\.example\.ng:9000/,
    );
  });
});

describe('npm run uploads:migrate', () => {
  it('copies a disk folder (public and private) into the bucket, reports counts, and skips what is there on a second run', async () => {
    const dataDir = path.join(ctx.config.dataDir, 'to-migrate');
    await mkdir(diskUploadsDir(dataDir), { recursive: true });
    await mkdir(diskUploadsDir(dataDir, 'private'), { recursive: true });
    const names = ['a'.repeat(32) + '.png', 'a'.repeat(32) + '-320.webp', 'b'.repeat(32) + '.jpg'];
    for (const name of names) await writeFile(path.join(diskUploadsDir(dataDir), name), await imageBuffer());
    await writeFile(path.join(diskUploadsDir(dataDir), '.tmp-0123456789abcdef'), 'half a file');
    await writeFile(
      path.join(diskUploadsDir(dataDir, 'private'), 'c'.repeat(32) + '.pdf'),
      '%PDF-1.4 a document',
    );
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/uploads-migrate.ts'], {
        cwd: root,
        env: { ...process.env, ...s3.env, S3_PREFIX: 'migrated', DATA_DIR: dataDir, NODE_ENV: '' },
      });
    const first = await run();
    expect(first.stdout).toContain('public: 3 copied, 0 already in the bucket, 0 failed');
    expect(first.stdout).toContain('private: 1 copied, 0 already in the bucket, 0 failed');
    const migrated = (await s3.keys()).filter((key) => key.startsWith('migrated/'));
    expect(migrated).toEqual(
      [...names.map((n) => `migrated/public/${n}`), `migrated/private/${'c'.repeat(32)}.pdf`].sort(),
    );
    const second = await run();
    expect(second.stdout).toContain('public: 0 copied, 3 already in the bucket, 0 failed');
    expect(second.stdout).toContain('private: 0 copied, 1 already in the bucket, 0 failed');
  });

  it('exits 1 with a clear message when UPLOAD_STORE is not s3', async () => {
    const failed = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/cli/uploads-migrate.ts'],
      {
        cwd: root,
        env: { ...process.env, UPLOAD_STORE: 'disk', DATA_DIR: ctx.config.dataDir, NODE_ENV: '' },
      },
    ).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('Set UPLOAD_STORE=s3');
  });
});

// Last: it stops the bucket for good.
describe('a bucket that is down', () => {
  it('answers 503 with Retry-After on upload and on serving, never 500, and leaks nothing', async () => {
    const data = await uploaded(ctx, creative.token, photo);
    await s3.stop();
    for (const res of [await upload(ctx, creative.token, photo), await call(ctx, 'GET', data.url)]) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(body(res)).toEqual(
        coded({
          status: false,
          message: 'File storage is briefly unavailable. Please try again in a moment.',
        }),
      );
      expect(res.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|S3|bucket/i);
    }
    expect(await ctx.app.uploadStore.check()).toBe(false);
  });
});
