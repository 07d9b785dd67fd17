// POST /upload as multipart/form-data (the portal's binary upload, docs/data-saver.md): the same checks, limits and
// answer as the base64 JSON body, which keeps working for other clients.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestContext, type TestContext, coded } from './helpers';
import { multipart } from './people-fixtures';

const MAX = 200_000;
let ctx: TestContext;
let token: string;
let png: Buffer;

async function signIn(email: string, verified = true): Promise<string> {
  const row = await ctx.database.db
    .insertInto('accounts')
    .values({ kind: 'creative', email, is_activated: true, email_verified_at: verified ? new Date() : null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return ctx.app.issueSession(row.id);
}

function sendForm(
  file: Buffer,
  options: { auth?: string | null; field?: string; fields?: Record<string, string> } = {},
) {
  const auth = options.auth === undefined ? token : options.auth;
  const { payload, headers } = multipart(
    options.field ?? 'file',
    'photo.png',
    'image/png',
    file,
    options.fields ?? { type: 'png' },
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/upload',
    headers: { ...headers, ...(auth ? { authorization: auth } : {}) },
    payload,
  });
}

function sendJson(file: Buffer) {
  return ctx.app.inject({
    method: 'POST',
    url: '/upload',
    headers: { authorization: token },
    payload: { type: 'png', file: file.toString('base64') },
  });
}

async function uploadDirEntries(): Promise<string[]> {
  return readdir(path.join(ctx.config.dataDir, 'uploads')).catch(() => []);
}

type Answer = {
  status: boolean;
  message: string;
  results: string;
  data: Record<string, unknown> & { variants: { width: number; url: string }[] };
};

beforeAll(async () => {
  ctx = await createTestContext({ env: { UPLOAD_MAX_BYTES: String(MAX) } });
  token = await signIn('form-uploader@test.local');
  png = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 130, b: 90 } },
  })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await ctx?.close();
});

describe('POST /upload as multipart/form-data', () => {
  it('stores the image and answers exactly as the base64 body does', async () => {
    const form = await sendForm(png);
    const json = await sendJson(png);
    expect(form.statusCode).toBe(200);
    expect(json.statusCode).toBe(200);
    const fromForm = body<Answer>(form);
    const fromJson = body<Answer>(json);
    expect(fromForm.results).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    // Same shape and same image; only the random names differ.
    const withoutNames = (answer: Answer) =>
      JSON.parse(JSON.stringify(answer).replace(/[a-f0-9]{32}/g, 'NAME')) as unknown;
    expect(withoutNames(fromForm)).toEqual(withoutNames(fromJson));
    expect(fromForm.data).toMatchObject({ width: 800, height: 600, mime: 'image/png' });
    const served = await ctx.app.inject({ method: 'GET', url: fromForm.results });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
  });

  it('accepts a form without the optional type field', async () => {
    expect((await sendForm(png, { fields: {} })).statusCode).toBe(200);
  });

  it('refuses an anonymous or unverified caller with 401/403 before reading the form', async () => {
    const anonymous = await sendForm(png, { auth: null });
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous)).toEqual(coded({ status: false, message: 'Please log in to continue.' }));
    expect((await sendForm(Buffer.alloc(MAX * 2, 1), { auth: null })).statusCode).toBe(401);
    const unverified = await sendForm(png, { auth: await signIn('unverified-form@test.local', false) });
    expect(unverified.statusCode).toBe(403);
  });

  it('refuses every bad file with the same clear 4xx as the base64 body and leaves no file behind', async () => {
    const before = await uploadDirEntries();
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const cases: [string, Buffer, number, string?][] = [
      ['empty', Buffer.alloc(0), 400, 'The file is empty.'],
      ['not an image', html, 415, 'Only PNG, JPEG, WebP or GIF images are accepted.'],
      ['PDF', Buffer.from('%PDF-1.4\n%...'), 415, 'Only PNG, JPEG, WebP or GIF images are accepted.'],
      [
        'truncated PNG',
        png.subarray(0, Math.floor(png.length / 2)),
        400,
        'The image is damaged or incomplete.',
      ],
      ['one byte over', Buffer.alloc(MAX + 1, 1), 413, 'The file is too large (maximum 195 KB).'],
      ['far over', Buffer.alloc(MAX * 3, 1), 413, 'The file is too large (maximum 195 KB).'],
    ];
    for (const [label, file, status, message] of cases) {
      const form = await sendForm(file);
      expect(form.statusCode, label).toBe(status);
      expect(body(form), label).toEqual(coded({ status: false, message }));
      if (file.length <= MAX) {
        // The base64 body answers the same for the same file.
        const json = await sendJson(file);
        expect([json.statusCode, body(json)], label).toEqual([status, coded({ status: false, message })]);
      }
    }
    expect(await uploadDirEntries()).toEqual(before);
  });

  it('asks for the file field by name, and for a file at all', async () => {
    const wrongField = await sendForm(png, { field: 'image' });
    expect(wrongField.statusCode).toBe(400);
    expect(body(wrongField).message).toBe('Send the image in a file field.');

    const boundary = '----nofile';
    const fieldsOnly = await ctx.app.inject({
      method: 'POST',
      url: '/upload',
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\npng\r\n--${boundary}--\r\n`,
    });
    expect(fieldsOnly.statusCode).toBe(400);
    expect(body(fieldsOnly).message).toBe('file is required.');
  });

  it('answers a malformed form with a 400 envelope, never a 500', async () => {
    for (const payload of [
      'not a form at all',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/upload',
        headers: { authorization: token, 'content-type': 'multipart/form-data; boundary=x' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(body(response).status, payload).toBe(false);
      expect(response.body, payload).not.toMatch(/stack|busboy|at \w+ \(/i);
    }
  });

  it('asks for the file when the request has no body, or one of another type (the JSON schema checks JSON only)', async () => {
    const bodies = [
      { headers: {} },
      { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
    ];
    for (const { headers, payload } of bodies) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/upload',
        headers: { authorization: token, ...headers },
        payload,
      });
      expect(response.statusCode, JSON.stringify(headers)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(headers)).toBeLessThan(500);
      expect(body(response).status).toBe(false);
    }
    const empty = await ctx.app.inject({ method: 'POST', url: '/upload', headers: { authorization: token } });
    expect([empty.statusCode, body(empty).message]).toEqual([400, 'file is required.']);
  });

  it('counts form uploads in the same per-account limit as base64 ones', async () => {
    const busy = await signIn('busy-form@test.local');
    for (let i = 0; i < 60; i += 1)
      expect((await sendForm(Buffer.alloc(0), { auth: busy })).statusCode).toBe(400);
    const limited = await sendForm(png, { auth: busy });
    expect(limited.statusCode).toBe(429);
    expect(body(limited).message).toMatch(/^Too many uploads\. Please try again in \d+ seconds\.$/);
  });
});
