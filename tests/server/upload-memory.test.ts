// Image uploads cannot exhaust memory: the source is decoded once whatever the number of variants, and only
// IMAGE_CONCURRENCY images are worked on at once, with IMAGE_QUEUE waiting; one more is answered 503.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { body, createTestContext, type TestContext, coded } from './helpers';

// Every sharp() call the server makes, recorded by its input, to count how often an upload's bytes are decoded.
const sharpInputs = vi.hoisted(() => [] as unknown[]);
vi.mock('sharp', async (importOriginal) => {
  const actual = await importOriginal<{ default: typeof sharp }>();
  const counted = new Proxy(actual.default, {
    apply(target, thisArg, args: unknown[]) {
      sharpInputs.push(args[0]);
      return Reflect.apply(target, thisArg, args) as unknown;
    },
  });
  return { ...actual, default: counted };
});

let ctx: TestContext;
let token: string;
let photo: Buffer;

function upload(file: Buffer, auth = token) {
  return ctx.app.inject({
    method: 'POST',
    url: '/upload',
    headers: { authorization: auth },
    payload: { type: 'jpg', file: file.toString('base64') },
  });
}

async function storedFiles(): Promise<string[]> {
  return readdir(path.join(ctx.config.dataDir, 'uploads')).catch(() => []);
}

beforeAll(async () => {
  // One image at a time and one waiting: a burst of uploads must overflow the line.
  ctx = await createTestContext({
    env: { IMAGE_CONCURRENCY: '1', IMAGE_QUEUE: '1', UPLOAD_MAX_BYTES: String(8 * 1024 * 1024) },
  });
  const row = await ctx.database.db
    .insertInto('accounts')
    .values({
      kind: 'creative',
      email: 'memory@test.local',
      is_activated: true,
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  token = await ctx.app.issueSession(row.id);
  // A 3000 x 2000 noisy JPEG: slow enough to decode that a burst of requests finds the slot taken.
  const noise = Buffer.alloc(3000 * 2000 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
  photo = await sharp(noise, { raw: { width: 3000, height: 2000, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
});

afterAll(async () => {
  await ctx?.close();
});

describe('image work', () => {
  it('decodes the uploaded bytes once for the main file and all four variants', async () => {
    sharpInputs.length = 0;
    const response = await upload(photo);
    expect(response.statusCode).toBe(200);
    const json = body<{ data: { width: number; variants: { width: number; url: string }[] } }>(response);
    expect(json.data.width).toBe(2000);
    expect(json.data.variants.map((v) => v.width)).toEqual([320, 640, 1080, 1200]);
    const decodesOfUpload = sharpInputs.filter((input) => Buffer.isBuffer(input) && input.equals(photo));
    expect(decodesOfUpload).toHaveLength(1);
    // The variants are still real WebP files of the right width.
    const variant = await ctx.app.inject({ method: 'GET', url: json.data.variants[3].url });
    expect(variant.headers['content-type']).toBe('image/webp');
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(1200);
  });

  it('answers 503 with Retry-After when IMAGE_CONCURRENCY run and IMAGE_QUEUE wait, and stores nothing for them', async () => {
    const before = await storedFiles();
    const responses = await Promise.all(Array.from({ length: 6 }, () => upload(photo)));
    const statuses = responses.map((r) => r.statusCode);
    const busy = responses.filter((r) => r.statusCode === 503);
    expect(
      statuses.filter((s) => s !== 200 && s !== 503),
      statuses.join(','),
    ).toEqual([]);
    // One running and one waiting get through; at least the burst's tail is refused at once.
    expect(statuses.filter((s) => s === 200).length, statuses.join(',')).toBeGreaterThanOrEqual(2);
    expect(busy.length, statuses.join(',')).toBeGreaterThanOrEqual(1);
    for (const response of busy) {
      expect(body(response)).toEqual(
        coded({ status: false, message: 'The service is busy. Please try again in a moment.' }),
      );
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // Five files (main + four variants) per accepted upload, none for a refused one.
    expect((await storedFiles()).length - before.length).toBe(5 * (6 - busy.length));
  });

  it('while the line is full, refuses uploads before reading their body (/upload and the profile image route)', async () => {
    // Fill the line (one running, one waiting), then probe with bodies that would be a 400 if they were read.
    const filling = Promise.all([upload(photo), upload(photo)]);
    let settled = false;
    void filling.finally(() => (settled = true));
    const seen: { url: string; status: number; message: string; retryAfter: unknown }[] = [];
    while (!settled) {
      // Each route is probed until it has answered 503 once (the profile route allows 30 calls per 15 minutes).
      const pending = ['/upload', '/clap/prop/account/profile_image'].filter(
        (url) => !seen.some((s) => s.url === url && s.status === 503),
      );
      for (const url of pending) {
        const response = await ctx.app.inject({
          method: url === '/upload' ? 'POST' : 'PUT',
          url,
          headers: {
            authorization: token,
            'content-type': url === '/upload' ? 'application/json' : 'multipart/form-data; boundary=x',
          },
          payload: 'not a body anyone could parse',
        });
        seen.push({
          url,
          status: response.statusCode,
          message: body(response).message,
          retryAfter: response.headers['retry-after'],
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await filling).map((r) => r.statusCode)).toEqual([200, 200]);
    for (const url of ['/upload', '/clap/prop/account/profile_image']) {
      const busy = seen.filter((s) => s.url === url && s.status === 503);
      expect(busy.length, JSON.stringify(seen.filter((s) => s.url === url))).toBeGreaterThan(0);
      expect(busy[0].message).toBe('The service is busy. Please try again in a moment.');
      expect(Number(busy[0].retryAfter)).toBeGreaterThanOrEqual(1);
      // Before the line filled and once it drained, the body was read: and it is no image.
      expect(seen.filter((s) => s.url === url && s.status !== 503 && s.status !== 400)).toEqual([]);
    }
  });

  it('frees the slot after a refused or damaged image, so the next upload goes through', async () => {
    const damaged = await upload(Buffer.concat([photo.subarray(0, 2000)]));
    expect(damaged.statusCode).toBe(400);
    const tooBig = await upload(
      await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    expect(tooBig.statusCode).toBe(413);
    for (let i = 0; i < 3; i += 1) expect((await upload(photo)).statusCode).toBe(200);
  });
});
