// Real-user vitals: the portal's beacon is stored (JSON or text/plain), bad samples are refused, admins read p75.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestContext, TEST_ADMIN, type TestContext } from './helpers';
import { createAccount } from './builders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

async function adminToken() {
  const admin = await ctx.database.db.selectFrom('accounts').select('id').where('email', '=', TEST_ADMIN.email).executeTakeFirstOrThrow();
  return ctx.app.issueSession(admin.id);
}

describe('POST /clap/vitals', () => {
  it('stores samples sent as text/plain (sendBeacon) and folds ids out of paths', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/clap/vitals',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ samples: [{ name: 'LCP', value: 1234, rating: 'good', path: '/tooldetailsPage/42' }] }),
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
      const response = await ctx.app.inject({ method: 'POST', url: '/clap/vitals', headers: { 'content-type': 'text/plain' }, payload });
      expect(response.statusCode).toBe(400);
      expect(body(response).status).toBe(false);
    }
  });
});

describe('GET /clap/prop/admin/vitals', () => {
  it('gives admins the 75th percentile per metric and page, and refuses everyone else', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/clap/vitals',
      payload: { samples: [1000, 2000, 3000, 4000].map((value) => ({ name: 'LCP', value, rating: value <= 2500 ? 'good' : 'poor', path: '/homepage' })) },
    });
    const response = await ctx.app.inject({ url: '/clap/prop/admin/vitals', headers: { authorization: await adminToken() } });
    expect(response.statusCode).toBe(200);
    const summary = body<{ data: { name: string; path: string; samples: number; p75: number; good_share: number }[] }>(response).data;
    expect(summary.find((row) => row.path === '/homepage')).toMatchObject({ name: 'LCP', samples: 4, p75: 3250, good_share: 0.5 });

    const creative = await createAccount(ctx, { kind: 'creative' });
    expect((await ctx.app.inject({ url: '/clap/prop/admin/vitals', headers: { authorization: creative.token } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/clap/prop/admin/vitals' })).statusCode).toBe(401);
  });
});
