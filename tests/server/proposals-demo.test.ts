// The demo calls for proposals (issue 32): two open calls and one closed, proposals in each status, the demo
// logins' own, and documents the partner can download.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-explicit-any -- JSON answers are read loosely */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seedDemo: true });
}, 240_000);
afterAll(async () => ctx?.close());

const tokenOf = async (email: string) => {
  const account = await ctx.database.db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return ctx.app.issueSession(account.id);
};

const get = async (url: string, token?: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
  return {
    status: res.statusCode,
    body: res.headers['content-type']?.includes('json') ? res.json() : res.payload,
  };
};

describe('demo calls', () => {
  it('lists two open calls for the public, and every status in the proposals', async () => {
    const open = await get('/clap/prop/public/call?open=true&limit=3&page=1');
    expect(open.body.data).toHaveLength(2);
    expect(open.body.meta.total).toBe(2);
    const all = await get('/clap/prop/public/call');
    expect(all.body.data.map((c: any) => c.open)).toEqual([true, true, false]);
    const statuses = await ctx.database.db.selectFrom('proposals').select('status').execute();
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['PENDING', 'APPROVED', 'REJECTED']));
  });

  it('gives the demo logins their own proposals and the partner a review with documents', async () => {
    const mine = await get('/clap/prop/proposal/mine', await tokenOf('creative@demo.ng'));
    expect(mine.body.data.map((p: any) => p.status)).toEqual(['PENDING']);
    const business = await get('/clap/prop/proposal/mine', await tokenOf('business@demo.ng'));
    expect(business.body.data).toHaveLength(1);
    const partner = await tokenOf('partner@demo.ng');
    const calls = await get('/clap/prop/call', partner);
    expect(calls.body.data.map((c: any) => c.proposals)).toEqual([3, 1]);
    const review = await get(`/clap/prop/call/${calls.body.data[0].id}/proposals`, partner);
    const doc = review.body.data[0].documents[0];
    const file = await get(`/clap/prop/proposal-document/${doc.id}`, partner);
    expect(file.status).toBe(200);
    expect(String(file.body)).toMatch(/^%PDF-/);
  });
});
