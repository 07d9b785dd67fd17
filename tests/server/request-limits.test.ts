// Bodies, time and volume (issue 29, section 3; docs/auth-abuse.md): the small default body limit and the routes
// that declare more, slow bodies answered 408 and closed, the publishing limit, registration that does not reveal a
// taken creative or partner address, HSTS only over https from a trusted proxy, and health's storage write probe.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment -- JSON answers are read loosely in tests */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { mkdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_PROBE_PREFIX } from '../../server/lib/upload-store';
import { DEFAULT_BODY_LIMIT } from '../../server/plugins/request-limits';
import { HSTS } from '../../server/plugins/security';
import { call, PASSWORD, partnerPayload, businessPayload, uniqueEmail } from './auth-helpers';
import { createAccount, createImage, type TestAccount } from './builders';
import { body, coded, createTestContext, type TestContext } from './helpers';

/** A body of nested `[`, the shape that made JSON.parse expensive. */
const nestedBrackets = (bytes: number) => '['.repeat(bytes);

describe('body limits', () => {
  let ctx: TestContext;
  let creative: TestAccount;
  let admin: TestAccount;
  beforeAll(async () => {
    ctx = await createTestContext();
    creative = await createAccount(ctx, { kind: 'creative' });
    admin = await createAccount(ctx, { kind: 'admin' });
  });
  afterAll(async () => ctx?.close());

  it('refuses a body over the default limit on the login route with 413 and the envelope, before parsing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/clap/prop/creative/login',
      headers: { 'content-type': 'application/json' },
      payload: nestedBrackets(DEFAULT_BODY_LIMIT + 1),
    });
    expect(res.statusCode).toBe(413);
    expect(body(res)).toEqual(coded({ status: false, message: 'The request is too large.' }));
    // Translated like every other answer.
    const yo = await ctx.app.inject({
      method: 'POST',
      url: '/clap/prop/creative/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'yo' },
      payload: nestedBrackets(2 * 1024 * 1024),
    });
    expect(yo.statusCode).toBe(413);
    expect(body(yo)).toMatchObject({
      status: false,
      code: 'request.too_large',
      message: 'Ìbéèrè náà ti tóbi jù.',
    });
  });

  it('refuses an oversized content body with 413, and takes a body at the schema limits', async () => {
    const image = (await createImage(ctx)).url;
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/clap/prop/posts',
      headers: { authorization: creative.token },
      payload: {
        title: 'Big',
        description: 'x'.repeat(100_000),
        link: 'https://example.org',
        images: [image],
      },
    });
    expect(huge.statusCode).toBe(413);
    expect(body(huge).message).toBe('The request is too large.');
    // The longest legitimate text in a 3-byte script (description 5,000 characters, ~15 KB) is well inside.
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/clap/prop/posts',
      headers: { authorization: creative.token },
      payload: {
        title: 'ẹ'.repeat(200),
        description: 'ẹ̀'.repeat(2500),
        link: `https://example.org/${'a'.repeat(1900)}`,
        images: [image],
      },
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('accepts a legitimate large body where a route declares it: a base64 upload and a page revision', async () => {
    // Noise does not compress: a 400 x 400 PNG of random pixels is ~480 KB, ~640 KB as base64.
    const pixels = Buffer.from(Array.from({ length: 400 * 400 * 3 }, () => Math.floor(Math.random() * 256)));
    const png = await sharp(pixels, { raw: { width: 400, height: 400, channels: 3 } })
      .png()
      .toBuffer();
    const file = png.toString('base64');
    expect(file.length).toBeGreaterThan(4 * DEFAULT_BODY_LIMIT);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/upload',
      headers: { authorization: creative.token },
      payload: { type: 'png', file },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    // Over the upload's own limit: the file is what must shrink.
    const over = await ctx.app.inject({
      method: 'POST',
      url: '/upload',
      headers: { authorization: creative.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'png', file: 'A'.repeat(Math.ceil(ctx.config.uploadMaxBytes * 1.5)) }),
    });
    expect(over.statusCode).toBe(413);
    expect(body(over).message).toMatch(/^The file is too large/);

    const page = {
      title: 'Frequently asked questions',
      sections: Array.from({ length: 30 }, (_, i) => ({
        heading: `Question ${i + 1}`,
        paragraphs: ['An answer. '.repeat(400), 'More of it. '.repeat(350)],
      })),
    };
    expect(JSON.stringify(page).length).toBeGreaterThan(2 * DEFAULT_BODY_LIMIT);
    const revision = await ctx.app.inject({
      method: 'PUT',
      url: '/clap/prop/pages/faq',
      headers: { authorization: admin.token },
      payload: page,
    });
    expect(revision.statusCode, revision.body).toBe(200);
  });

  it('refuses a chunked body as soon as it passes the limit, without waiting for its end', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; text: string; sentWhenAnswered: number }>(
      (resolve, reject) => {
        let sent = 0;
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/clap/prop/creative/login',
          headers: { 'content-type': 'application/json' },
        });
        request.on('response', (res) => {
          const sentWhenAnswered = sent;
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => {
            request.destroy();
            resolve({ status: res.statusCode ?? 0, text, sentWhenAnswered });
          });
        });
        request.on('error', (error) => (sent > 0 ? undefined : reject(error)));
        // 1 MB in 16 KB chunks, a few ms apart: the answer must come long before the last one.
        const chunk = nestedBrackets(16 * 1024);
        const timer = setInterval(() => {
          if (request.destroyed || sent >= 1024 * 1024) {
            clearInterval(timer);
            if (!request.destroyed) request.end();
            return;
          }
          request.write(chunk);
          sent += chunk.length;
        }, 5);
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({ status: false, message: 'The request is too large.' });
    expect(answer.sentWhenAnswered).toBeLessThan(512 * 1024);
  });
});

describe('slow bodies', () => {
  let ctx: TestContext;
  const logLines: { level: number; msg?: string }[] = [];
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { REQUEST_TIMEOUT_MS: '1000' },
      logStream: {
        write: (line: string) => logLines.push(JSON.parse(line) as { level: number; msg?: string }),
      },
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => ctx?.close());

  it('answers 408 and closes a body that trickles in past REQUEST_TIMEOUT_MS', async () => {
    const { port } = ctx.app.server.address() as AddressInfo;
    const started = Date.now();
    const outcome = await new Promise<{ text: string; closedAfterMs: number }>((resolve) => {
      let text = '';
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /clap/prop/creative/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
        );
      });
      const drip = setInterval(() => socket.writable && socket.write(' '), 200);
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(drip);
        resolve({ text, closedAfterMs: Date.now() - started });
      });
    });
    expect(outcome.text).toMatch(/^HTTP\/1\.1 408/);
    expect(outcome.text).toMatch(/connection: close/i);
    expect(outcome.text).toContain(
      '"message":"The request took too long to arrive. Please try again.","code":"request.too_slow"',
    );
    // Answered through Fastify's own error path: logged once at info, nothing at warn or above.
    expect(
      logLines.filter((line) => line.msg === 'request body too slow: answered 408 and closed'),
    ).toHaveLength(1);
    expect(logLines.filter((line) => line.level >= 40)).toEqual([]);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(outcome.closedAfterMs).toBeLessThan(3000);
    // The server still serves.
    expect((await ctx.app.inject({ url: '/clap/health' })).statusCode).toBe(200);
  });
});

describe('publishing limits', () => {
  let ctx: TestContext;
  let image: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    image = (await createImage(ctx)).url;
  });
  afterAll(async () => ctx?.close());

  const post = (token: string, title: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/clap/prop/posts',
      headers: { authorization: token },
      payload: { title, description: 'd', link: 'https://example.org', images: [image] },
    });

  it('the 21st new item in an hour is 429 with Retry-After and the translated sentence; edits do not count', async () => {
    const author = await createAccount(ctx, { kind: 'creative' });
    // A refused create (400 in the handler) gives its place back.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/clap/prop/posts',
      headers: { authorization: author.token },
      payload: { title: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await post(author.token, `Post ${i}`);
      expect(res.statusCode, `post ${i + 1}`).toBe(201);
      ids.push(body<{ data: { id: number } }>(res).data.id);
    }
    const over = await post(author.token, 'One too many');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(body(over)).toMatchObject({ status: false, code: 'publish.too_many' });
    expect(body(over).message).toMatch(
      /^You have published a lot in a short time\. Please try again in \d+ minute\(s\)\.$/,
    );
    const ha = await ctx.app.inject({
      method: 'POST',
      url: '/clap/prop/product',
      headers: { authorization: author.token, 'accept-language': 'ha' },
      payload: {
        title: 'p',
        description: 'd',
        link: 'https://shop.example/p',
        images: [image],
        category: 'product',
        price: 100,
        quantity: 1,
      },
    });
    expect(ha.statusCode).toBe(429);
    expect(body(ha).message).toMatch(/^Kun wallafa abubuwa da yawa/);
    // An edit of an existing post still goes through.
    const edit = await ctx.app.inject({
      method: 'POST',
      url: `/clap/prop/post/${ids[0]}`,
      headers: { authorization: author.token },
      payload: { title: 'Edited', description: 'd', link: 'https://example.org', images: [image] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // Another account is not affected.
    const other = await createAccount(ctx, { kind: 'business' });
    expect((await post(other.token, 'Mine')).statusCode).toBe(201);
  });

  it('counts atomically: 30 concurrent creates from one account publish exactly 20', async () => {
    const author = await createAccount(ctx, { kind: 'partner', approved: true });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => post(author.token, `Burst ${i}`)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const rows = await ctx.database.db
      .selectFrom('posts')
      .select('id')
      .where('author_id', '=', author.id)
      .execute();
    expect(rows).toHaveLength(20);
  });

  it('does not limit admins (no create route admits them today; the hook lets them through for the routes to come)', async () => {
    const admin = await createAccount(ctx, { kind: 'admin' });
    const caller = { id: admin.id, kind: 'admin' as const, email: admin.email, approved: true };
    for (let i = 0; i < 25; i += 1) {
      await ctx.app.publishLimit.call(ctx.app, { caller } as never, {} as never);
    }
    const rows = await ctx.database.db
      .selectFrom('auth_events')
      .select('id')
      .where('bucket', '=', 'publish')
      .where('subject', '=', String(admin.id))
      .execute();
    expect(rows).toHaveLength(0);
  });
});

describe('registration of an address that has an account', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { PUBLIC_URL: 'https://portal.example.ng' } });
  });
  afterAll(async () => ctx?.close());

  const registerCreative = (email: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/clap/prop/creative/register',
      headers,
      payload: { first_name: 'Eve', last_name: 'Doe', email, password: PASSWORD },
    });

  /** The answer without what differs between any two registrations (token, id, times). */
  const shape = (res: { json: () => unknown }) => {
    const answer = res.json() as { data: { token: string; data: Record<string, unknown> } };
    const { token, data } = answer.data;
    const { id, created_at, email, ...rest } = data;
    return {
      ...answer,
      data: {
        token: typeof token === 'string' && token.length,
        data: { ...rest, id: typeof id, created_at: typeof created_at, email: typeof email },
      },
    };
  };

  it('creative: the same status and body as a new registration; the owner is mailed once an hour, in their language', async () => {
    const owner = await createAccount(ctx, { kind: 'creative' });
    await ctx.database.db
      .updateTable('accounts')
      .set({ language: 'yo' })
      .where('id', '=', owner.id)
      .execute();
    const fresh = await registerCreative(uniqueEmail('fresh'));
    const taken = await registerCreative(owner.email.toUpperCase());
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(shape(taken)).toEqual(shape(fresh));
    expect(taken.json().data.data.email).toBe(owner.email);
    // A later account's id is larger: the rehearsal took its id from the sequence like a real registration.
    expect(taken.json().data.data.id).toBeGreaterThan(fresh.json().data.data.id);
    // Nothing was created or changed, and the token opens nothing.
    expect(
      await ctx.database.db.selectFrom('accounts').select('id').where('email', '=', owner.email).execute(),
    ).toHaveLength(1);
    const probe = await call(ctx.app, 'GET', '/clap/prop/account/language', undefined, {
      token: `Bearer ${taken.json().data.token}`,
    });
    expect(probe.status).toBe(401);
    const notices = ctx.mail.filter((m) => m.to === owner.email);
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toBe('Ẹnìkan gbìyànjú láti forúkọ sílẹ̀ pẹ̀lú àdírẹ́sì yín');
    expect(notices[0].text).toContain('https://portal.example.ng/login');
    expect(notices[0].text).toContain('https://portal.example.ng/forgot-password?loginType=user');
    expect(notices[0].code).toBeUndefined();
    // A second try within the hour: the same answer, no second mail.
    expect((await registerCreative(owner.email)).statusCode).toBe(200);
    expect(ctx.mail.filter((m) => m.to === owner.email)).toHaveLength(1);
  });

  it('partner: the same answer as a new registration, and the owner is mailed with the partner links', async () => {
    const owner = await createAccount(ctx, { kind: 'partner' });
    const fresh = await call(
      ctx.app,
      'POST',
      '/clap/prop/partner-reg',
      partnerPayload(uniqueEmail('fresh-partner')),
    );
    const taken = await call(ctx.app, 'POST', '/clap/prop/partner-reg', partnerPayload(owner.email));
    expect(taken.status).toBe(fresh.status);
    expect({ ...taken.body, data: { ...taken.body.data, id: 0, email: '' } }).toEqual({
      ...fresh.body,
      data: { ...fresh.body.data, id: 0, email: '' },
    });
    expect(taken.body.data.id).not.toBe(owner.id);
    const notice = ctx.mail.find((m) => m.to === owner.email);
    expect(notice?.subject).toBe('Someone tried to register with your address');
    expect(notice?.text).toContain('https://portal.example.ng/forgot-password?loginType=partner');
  });

  it('business keeps 409 Email already exists.', async () => {
    const email = uniqueEmail('biz');
    expect((await call(ctx.app, 'POST', '/clap/prop/business', businessPayload(email))).status).toBe(200);
    const dup = await call(ctx.app, 'POST', '/clap/prop/business', businessPayload(email));
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual(coded({ status: false, message: 'Email already exists.' }));
  });
});

describe('HSTS', () => {
  it('is sent behind a trusted proxy that says https, never on http or from an untrusted socket', async () => {
    const ctx = await createTestContext({ env: { TRUST_PROXY: '10.0.0.0/8' } });
    try {
      const get = (remoteAddress: string, proto?: string) =>
        ctx.app.inject({
          url: '/clap/health',
          remoteAddress,
          headers: proto ? { 'x-forwarded-proto': proto } : {},
        });
      expect((await get('10.0.0.2', 'https')).headers['strict-transport-security']).toBe(HSTS);
      expect((await get('10.0.0.2', 'http')).headers['strict-transport-security']).toBeUndefined();
      expect((await get('10.0.0.2')).headers['strict-transport-security']).toBeUndefined();
      // A client reaching the server directly cannot claim https.
      expect((await get('198.51.100.7', 'https')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await ctx.close();
    }
    const direct = await createTestContext();
    try {
      const res = await direct.app.inject({
        url: '/clap/health',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await direct.close();
    }
  });
});

describe('health: the storage write probe', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('reports storage down (Degraded) when a write fails for lack of space, and up again after', async () => {
    // /dev/full refuses every write with ENOSPC: the probe's file points there, as on a full disk.
    const dir = path.join(ctx.config.dataDir, 'uploads');
    await mkdir(dir, { recursive: true });
    const probe = path.join(dir, `${HEALTH_PROBE_PREFIX}${process.pid}`);
    await symlink('/dev/full', probe);
    try {
      const res = await ctx.app.inject({ url: '/clap/health' });
      expect(res.statusCode).toBe(200);
      expect(body<{ message: string; data: { storage: string } }>(res)).toMatchObject({
        message: 'Degraded: storage down.',
        data: { storage: 'down' },
      });
    } finally {
      await rm(probe, { force: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const after = await ctx.app.inject({ url: '/clap/health' });
    expect(body<{ data: { storage: string } }>(after).data.storage).toBe('up');
  });
});
