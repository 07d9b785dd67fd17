// The image-upload service: POST /upload { type, file } -> { results: "/uploads/<name>" }, GET /uploads/<name>.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestContext, type TestContext, coded } from './helpers';

const MAX = 200_000;
let ctx: TestContext;
let token: string;
let png: Buffer;

async function signIn(email: string): Promise<string> {
  const row = await ctx.database.db
    .insertInto('accounts')
    .values({ kind: 'creative', email, is_activated: true, email_verified_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return ctx.app.issueSession(row.id);
}

function upload(file: string | Buffer, options: { type?: string; auth?: string | null } = {}) {
  const auth = options.auth === undefined ? token : options.auth;
  return ctx.app.inject({
    method: 'POST',
    url: '/upload',
    headers: auth ? { authorization: auth } : {},
    payload: { type: options.type ?? 'png', file: typeof file === 'string' ? file : file.toString('base64') },
  });
}

async function uploadDirEntries(): Promise<string[]> {
  return readdir(path.join(ctx.config.dataDir, 'uploads')).catch(() => []);
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { UPLOAD_MAX_BYTES: String(MAX) } });
  token = await signIn('uploader@test.local');
  png = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 30, b: 90 } },
  })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-metadata' } } })
    .toBuffer();
});

afterAll(async () => {
  await ctx?.close();
});

describe('POST /upload', () => {
  it('refuses an anonymous caller with 401', async () => {
    const response = await upload(png, { auth: null });
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual(coded({ status: false, message: 'Please log in to continue.' }));
    // Before the body is even read: an anonymous oversized body is a 401, not a 413.
    expect((await upload(Buffer.alloc(MAX * 2, 1), { auth: null })).statusCode).toBe(401);
    expect((await upload(png, { auth: 'not-a-session' })).statusCode).toBe(401);
  });

  it('refuses every bad file with a clear 4xx and leaves no file behind', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
    );
    const pngHeaderThenHtml = Buffer.concat([png.subarray(0, 8), html]);
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    const cases: [string, Awaited<ReturnType<typeof upload>>, number][] = [
      ['HTML posing as PNG', await upload(html), 415],
      ['SVG', await upload(svg, { type: 'svg' }), 415],
      ['PNG signature followed by HTML', await upload(pngHeaderThenHtml), 400],
      ['empty', await upload(''), 400],
      ['truncated PNG', await upload(truncated), 400],
      ['not base64', await upload('this is not base64!!'), 400],
      ['PDF', await upload(Buffer.from('%PDF-1.4\n%...')), 415],
    ];
    for (const [label, response, status] of cases) {
      expect(response.statusCode, label).toBe(status);
      const json = body(response);
      expect(json.status, label).toBe(false);
      expect(json.message, label).toMatch(/^[A-Z].+\.$/);
      expect(response.body, label).not.toMatch(/stack|sharp|vips|at \w+ \(/i);
    }
    expect(body(cases[3][1]).message).toBe('The file is empty.');
    expect(await uploadDirEntries()).toEqual([]);
  });

  it('answers 413 over UPLOAD_MAX_BYTES, whether caught after decoding or by the body limit', async () => {
    const justOver = await upload(Buffer.alloc(MAX + 1, 1));
    expect(justOver.statusCode).toBe(413);
    expect(body(justOver)).toEqual(
      coded({ status: false, message: 'The file is too large (maximum 195 KB).' }),
    );

    const farOver = await upload(Buffer.alloc(MAX * 2, 1));
    expect(farOver.statusCode).toBe(413);
    expect(body(farOver)).toEqual(
      coded({ status: false, message: 'The file is too large (maximum 195 KB).' }),
    );
    expect(await uploadDirEntries()).toEqual([]);
  });

  it('answers a bad JSON body with a 400 envelope', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/upload',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: '{"type": "png", "file": ',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual(coded({ status: false, message: 'The request body is not valid JSON.' }));
  });

  it('requires the file field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/upload',
      headers: { authorization: token },
      payload: { type: 'png' },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe('file is required.');
  });

  it('stores a good PNG, records its owner, and serves it as an image', async () => {
    const response = await upload(png);
    expect(response.statusCode).toBe(200);
    const json = body<{
      status: boolean;
      message: string;
      results: string;
      data: { width: number; variants: { width: number; url: string }[] };
    }>(response);
    expect(json.status).toBe(true);
    expect(json.results).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(json.data.width).toBe(800);
    expect(json.data.variants.map((v) => v.width)).toEqual([320, 640, 800]);

    const row = await ctx.database.db
      .selectFrom('uploads')
      .selectAll()
      .where('name', '=', json.results.slice('/uploads/'.length))
      .executeTakeFirstOrThrow();
    expect(row.owner_id).not.toBeNull();
    expect(row.mime).toBe('image/png');

    const served = await ctx.app.inject({ method: 'GET', url: json.results });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(800);
    expect(meta.exif).toBeUndefined(); // metadata stripped
    expect(served.rawPayload.includes('secret-metadata')).toBe(false);

    const variant = await ctx.app.inject({ method: 'GET', url: json.data.variants[0].url });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(320);

    const head = await ctx.app.inject({ method: 'HEAD', url: json.results });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');

    const files = await uploadDirEntries();
    expect(files.filter((f) => f.startsWith('.tmp-'))).toEqual([]);
    expect(files).toHaveLength(4);
  });

  it('keeps JPEG as JPEG and turns GIF into PNG', async () => {
    const jpeg = await sharp({ create: { width: 100, height: 50, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const jpegResponse = await upload(jpeg, { type: 'jpg' });
    expect(jpegResponse.statusCode).toBe(200);
    expect(body<{ results: string }>(jpegResponse).results).toMatch(/\.jpg$/);
    const served = await ctx.app.inject({
      method: 'GET',
      url: body<{ results: string }>(jpegResponse).results,
    });
    expect(served.headers['content-type']).toBe('image/jpeg');

    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00ff00' } })
      .gif()
      .toBuffer();
    const gifResponse = await upload(gif, { type: 'gif' });
    expect(gifResponse.statusCode).toBe(200);
    expect(body<{ results: string }>(gifResponse).results).toMatch(/\.png$/);
  });

  it('accepts a 24-megapixel image (6000 x 4000, a phone photo) and refuses more pixels with 413', async () => {
    // One-colour PNGs: a few KB on the wire whatever their declared size, so only the pixel cap can stop them.
    const declared = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#345678' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
    const phone = await upload(await declared(6000, 4000));
    expect(phone.statusCode).toBe(200);
    expect(body<{ data: { width: number; height: number } }>(phone).data).toMatchObject({
      width: 2000,
      height: 1333,
    });

    const before = await uploadDirEntries();
    for (const [width, height] of [
      [6300, 6300],
      [6000, 4001],
    ]) {
      const response = await upload(await declared(width, height));
      expect(response.statusCode, `${width} x ${height}`).toBe(413);
      expect(body(response), `${width} x ${height}`).toEqual(
        coded({ status: false, message: 'The image has too many pixels.' }),
      );
    }
    expect(await uploadDirEntries()).toEqual(before);
  });
});

describe('GET /uploads/<name>', () => {
  it('never lists the folder, serves temporary files or follows paths out of it', async () => {
    for (const url of [
      '/uploads',
      '/uploads/',
      '/uploads/.tmp-0123456789abcdef',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e%2fpackage.json',
      '/uploads/../package.json',
      `/uploads/${'a'.repeat(32)}.png`,
      `/uploads/${'a'.repeat(32)}.svg`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(body(response).status, url).toBe(false);
    }
  });
});

describe('upload rate limit', () => {
  it('answers 429 with Retry-After after 60 uploads a minute from one account', async () => {
    const busy = await signIn('busy@test.local');
    for (let i = 0; i < 60; i += 1) {
      const response = await upload('', { auth: busy });
      expect(response.statusCode).toBe(400);
    }
    const limited = await upload('', { auth: busy });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(limited).message).toMatch(/^Too many uploads\. Please try again in \d+ seconds\.$/);
    // Another account behind the same IP is not affected.
    expect((await upload('', { auth: token })).statusCode).toBe(400);
  });
});
