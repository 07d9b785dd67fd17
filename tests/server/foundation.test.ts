// The server's foundation: migrations, health, the JSON 404 and 400 envelopes, security headers, OpenAPI, and
// the built portal with its index.html fallback for deep links.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../server/db/migrations/index';
import { body, createTestContext, type TestContext, coded } from './helpers';

let ctx: TestContext;
let token: string;
let staticDir: string;
const HOME_HTML = '<!doctype html><html><body><div id="root"><h1>Home</h1></div></body></html>';
const TOOL_HTML = '<!doctype html><html><body><div id="root"><h1>Offer Details</h1></div></body></html>';
const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/x-abc.js"></script></head><body><div id="root"></div></body></html>';
/** The page without the language alternates a public page gets (tests/server/status-codes.test.ts checks them). */
const shell = (html: string) => html.replace(/<link rel="alternate" hreflang="[^"]+" href="[^"]+" \/>/g, '');

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'clap-portal-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(staticDir, 'assets', 'x-abc.js'), 'console.log("portal");');
  await mkdir(path.join(staticDir, 'prerendered'));
  await writeFile(path.join(staticDir, 'prerendered', 'homepage.html'), HOME_HTML);
  await writeFile(path.join(staticDir, 'prerendered', 'tooldetailspage-id.html'), TOOL_HTML);
  await writeFile(
    path.join(staticDir, 'prerendered', 'routes.json'),
    JSON.stringify([
      { pattern: '/homepage', file: 'homepage.html' },
      { pattern: '/tooldetailsPage/:id', file: 'tooldetailspage-id.html' },
    ]),
  );
  ctx = await createTestContext({ env: { STATIC_DIR: staticDir } });
  const account = await ctx.database.db
    .insertInto('accounts')
    // Verified: only verified accounts may upload (issue 11, 7a); these tests are about body parsing.
    .values({
      kind: 'creative',
      email: 'foundation@test.local',
      is_activated: true,
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  token = await ctx.app.issueSession(account.id);
});

afterAll(async () => {
  await ctx?.close();
  if (staticDir) await rm(staticDir, { recursive: true, force: true });
});

describe('database', () => {
  it('has every migration applied and the core tables', async () => {
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      ctx.database.db,
    );
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public'`.execute(
      ctx.database.db,
    );
    const names = tables.rows.map((r) => r.table_name);
    for (const table of [
      'accounts',
      'sessions',
      'one_time_codes',
      'sectors',
      'categories',
      'states',
      'lgas',
      'support_types',
      'posts',
      'uploads',
      'audit_log',
    ]) {
      expect(names, table).toContain(table);
    }
  });
});

describe('/clap basics', () => {
  it('GET /clap/health reports the database up', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/clap/health' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ status: true, data: { database: 'up' } });
  });

  it('answers an unknown /clap path with a JSON 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/clap/nope'],
      ['POST', '/clap/nope/deeper?x=1'],
      ['DELETE', '/clap'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      const json = body(response);
      expect(json.status).toBe(false);
      expect(json.message).toMatch(/^No such endpoint/);
    }
  });

  it('answers a bad JSON body with a 400 envelope, never a 500', async () => {
    for (const payload of ['{"file": ', 'not json at all', '[1,2', '']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/upload',
        headers: { authorization: token, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(body(response).status, payload).toBe(false);
      expect(response.body, payload).not.toMatch(/stack|SyntaxError|at \w+ \(/);
    }
  });

  it('refuses an unsupported content type with a 4xx envelope', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/upload',
      headers: { authorization: token, 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(body(response)).toEqual(coded({ status: false, message: 'This content type is not accepted.' }));
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/clap/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = body<{
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>(response);
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/clap/health']?.get).toBeDefined();
    expect(doc.paths['/upload']?.post?.tags).toEqual(['uploads']);
    const ui = await ctx.app.inject({ method: 'GET', url: '/clap/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });
});

describe('security headers', () => {
  function expectSecurityHeaders(headers: Record<string, unknown>, label: string) {
    const csp = (headers['content-security-policy'] as string | undefined) ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc, label).not.toBe('');
    expect(scriptSrc, label).not.toContain("'unsafe-inline'");
    expect(scriptSrc, label).not.toContain("'unsafe-eval'");
    expect(csp, label).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], label).toBe('nosniff');
    expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  }

  it('are on /clap answers, errors included, and on portal pages', async () => {
    for (const url of ['/clap/health', '/clap/nope', '/directorypage', '/assets/x-abc.js']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expectSecurityHeaders(response.headers, url);
    }
  });
});

describe('the built portal', () => {
  it('answers every deep link with index.html, never cached', async () => {
    for (const url of ['/', '/directorypage', '/t&c', '/t%26c', '/homepage?link=tools', '/admin-dashboard']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(shell(response.body), url).toBe(INDEX_HTML);
    }
  });

  it('sends phones the pre-rendered first screen of a listed page, and everyone else index.html', async () => {
    const get = (url: string, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url, headers });
    for (const url of ['/homepage', '/HOMEPAGE', '/homepage?q=drums', '/homepage/']) {
      const phone = await get(url, { 'user-agent': PHONE });
      expect(phone.body, url).toBe(HOME_HTML);
      expect(phone.headers['cache-control'], url).toBe('no-cache');
      expect(phone.headers.vary, url).toMatch(/Sec-CH-UA-Mobile, User-Agent/);
    }
    expect((await get('/tooldetailsPage/42', { 'user-agent': PHONE })).body).toBe(TOOL_HTML);
    expect(shell((await get('/toolspage', { 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP })).body)).toBe(
      INDEX_HTML,
    );
    expect((await get('/homepage', { 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP })).body).toBe(
      HOME_HTML,
    );
    // Not listed, a deeper path, or not a phone: the plain shell.
    expect(shell((await get('/directorypage', { 'user-agent': PHONE })).body)).toBe(INDEX_HTML);
    expect((await get('/tooldetailsPage/42/extra', { 'user-agent': PHONE })).body).toBe(INDEX_HTML);
    const desktop = await get('/homepage', { 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?0' });
    expect(shell(desktop.body)).toBe(INDEX_HTML);
    expect(desktop.headers.vary).toMatch(/User-Agent/);
  });

  it('caches hashed assets for a year and 404s a missing one', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/x-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const missing = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).status).toBe(false);
  });

  it('answers a missing file anywhere with a 404 (no-store), never the app shell; route-like paths keep the shell', async () => {
    const files = [
      '/favicon.png',
      '/metrics.txt',
      '/wp-login.php',
      '/x.js',
      '/.env',
      '/deep/path/config.json',
      '/x%2Ejs',
      '/marketdetailsPage/5.json',
    ];
    for (const url of files) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await ctx.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['cache-control'], url).toBe('no-store');
        if (method === 'GET')
          expect(body(response), url).toEqual(coded({ status: false, message: 'Not found.' }));
      }
    }
    // Real routes have no dot in their last segment; a dot earlier in the path does not make a file. Routes get
    // the shell; a missing item or an unknown route gets it too, with a 404 (tests/server/status-codes.test.ts).
    for (const [url, status] of [
      ['/t&c', 200],
      ['/homepage?file=x.js', 200],
      ['/marketdetailsPage/5', 404],
      ['/publicProfile/12', 404],
      ['/user-products/7', 404],
      ['/v1.2/homepage', 404],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(shell(response.body), url).toBe(INDEX_HTML);
    }
  });

  it('does not serve files outside the portal folder', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('"name": "creative-portal"');
    }
  });
});
