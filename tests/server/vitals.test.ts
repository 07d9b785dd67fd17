// Real-user vitals: the portal's beacon is stored (JSON or text/plain), bad samples are refused, admins read p75;
// posts from other origins are refused and each address may post 60 times per 10 minutes (issue 11, section 7c).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestContext, TEST_ADMIN, type TestContext, coded } from './helpers';
import { createAccount } from './builders';

const PORTAL = 'https://portal.example.gov.ng';
let ctx: TestContext;
let ipCounter = 1;
const freshIp = () => `192.0.2.${ipCounter++}`;

async function storedCount(): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('web_vitals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One beacon as navigator.sendBeacon sends it (text/plain), with the given headers, from its own address. */
function beacon(headers: Record<string, string>, remoteAddress = freshIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/clap/vitals',
    remoteAddress,
    headers: { 'content-type': 'text/plain', ...headers },
    payload: JSON.stringify({ samples: [{ name: 'CLS', value: 0.05, rating: 'good', path: '/homepage' }] }),
  });
}
beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: PORTAL } });
});
afterAll(async () => ctx.close());

async function adminToken() {
  const admin = await ctx.database.db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', TEST_ADMIN.email)
    .executeTakeFirstOrThrow();
  return ctx.app.issueSession(admin.id);
}

describe('POST /clap/vitals', () => {
  it('stores samples sent as text/plain (sendBeacon) and folds ids out of paths', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/clap/vitals',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({
        samples: [{ name: 'LCP', value: 1234, rating: 'good', path: '/tooldetailsPage/42' }],
      }),
    });
    expect(response.statusCode).toBe(200);
    const rows = await ctx.database.db.selectFrom('web_vitals').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'LCP', value: 1234, rating: 'good', path: '/tooldetailsPage/:id' });
  });

  it('refuses unknown metrics, bad values and broken JSON with a 400 envelope', async () => {
    for (const payload of [
      JSON.stringify({ samples: [{ name: 'XSS', value: 1, path: '/' }] }),
      JSON.stringify({ samples: [{ name: 'CLS', value: -1, path: '/' }] }),
      JSON.stringify({ samples: [{ name: 'CLS', value: 0.1, path: 'no-slash' }] }),
      '{"samples": [',
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/clap/vitals',
        headers: { 'content-type': 'text/plain' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(body(response).status).toBe(false);
    }
  });
});

describe('POST /clap/vitals from other origins', () => {
  it("accepts the portal's own origin: PUBLIC_URL's, or the origin of the Host it was sent to", async () => {
    expect((await beacon({ origin: PORTAL })).statusCode).toBe(200);
    expect(
      (
        await beacon({
          origin: 'http://portal.internal:8080',
          host: 'portal.internal:8080',
          'sec-fetch-site': 'same-origin',
        })
      ).statusCode,
    ).toBe(200);
    // Behind a TLS-terminating proxy the server sees http but the page is https: the host decides.
    expect((await beacon({ origin: 'https://portal.internal', host: 'portal.internal' })).statusCode).toBe(
      200,
    );
  });

  it('refuses another origin, a look-alike and the opaque "null" origin with a 403 envelope; nothing is stored', async () => {
    const before = await storedCount();
    for (const origin of [
      'https://evil.example',
      `${PORTAL}.evil.example`,
      'https://portal.example.gov.ng:8443',
      'null',
      'not a url',
    ]) {
      const response = await beacon({ origin });
      expect(response.statusCode, origin).toBe(403);
      expect(body(response)).toEqual(
        coded({ status: false, message: "Vitals are accepted only from the portal's own pages." }),
      );
    }
    // A page elsewhere naming our host in its own Host header is not possible for a browser; a mismatch is refused.
    expect((await beacon({ origin: 'https://evil.example', host: 'evil.example.gov.ng' })).statusCode).toBe(
      403,
    );
    expect(await storedCount()).toBe(before);
  });

  it('without Origin: refused when the browser says the request is cross-site, accepted otherwise', async () => {
    expect((await beacon({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    // Browsers send Origin on every POST; only old browsers and non-browser clients omit it, and the latter could
    // write any Origin they like: the per-address cap, not this check, bounds what they can send.
    expect((await beacon({})).statusCode).toBe(200);
  });
});

describe('POST /clap/vitals per-address cap', () => {
  it('takes 60 posts per 10 minutes from one address, then 429 with Retry-After; a forged X-Forwarded-For does not help; other addresses unaffected', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i += 1)
      expect((await beacon({ origin: PORTAL }, ip)).statusCode, `post ${i + 1}`).toBe(200);
    const blocked = await beacon({ origin: PORTAL }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked).status).toBe(false);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(500);
    expect((await beacon({ origin: PORTAL, 'x-forwarded-for': '203.0.113.9' }, ip)).statusCode).toBe(429);
    expect((await beacon({ origin: PORTAL })).statusCode).toBe(200);
  });
});

describe('GET /clap/prop/admin/vitals', () => {
  it('gives admins the 75th percentile per metric and page, and refuses everyone else', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/clap/vitals',
      payload: {
        samples: [1000, 2000, 3000, 4000].map((value) => ({
          name: 'LCP',
          value,
          rating: value <= 2500 ? 'good' : 'poor',
          path: '/homepage',
        })),
      },
    });
    const response = await ctx.app.inject({
      url: '/clap/prop/admin/vitals',
      headers: { authorization: await adminToken() },
    });
    expect(response.statusCode).toBe(200);
    const summary = body<{
      data: { name: string; path: string; samples: number; p75: number; good_share: number }[];
    }>(response).data;
    expect(summary.find((row) => row.path === '/homepage' && row.name === 'LCP')).toMatchObject({
      name: 'LCP',
      samples: 4,
      p75: 3250,
      good_share: 0.5,
    });

    const creative = await createAccount(ctx, { kind: 'creative' });
    expect(
      (await ctx.app.inject({ url: '/clap/prop/admin/vitals', headers: { authorization: creative.token } }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: '/clap/prop/admin/vitals' })).statusCode).toBe(401);
  });
});
