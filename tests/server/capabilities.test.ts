// GET /clap/capabilities (issue 30): what this server offers beyond the spec, public, the same for everyone and cached
// (the public-read cache with an ETag, and 5 minutes in browsers and proxies); every key is one the contract names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { FEATURES, isFeatureKey, type Capabilities } from '../../contract/capabilities';
import { CAPABILITIES_CACHE_CONTROL } from '../../server/routes/capabilities/index';
import { createAccount } from './builders';
import { body, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const get = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/clap/capabilities', headers });

describe('GET /clap/capabilities', () => {
  it('names every feature of the contract once, with the server version, in the envelope', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const answer = body<{ status: boolean; message: string; code: string; data: Capabilities }>(res);
    expect(answer.status).toBe(true);
    expect(answer.message).toBe('What this portal offers');
    expect(answer.code).toBe('capabilities.offered');
    expect(answer.data.version).toBe(packageJson.version);
    expect(answer.data.features).toEqual([...FEATURES]);
    expect(new Set(answer.data.features).size).toBe(answer.data.features.length);
    expect(answer.data.features.every(isFeatureKey)).toBe(true);
    // The portal hides anything it does not find here: the list cannot be empty by mistake.
    expect(answer.data.features).toEqual(expect.arrayContaining(['funding', 'reports', 'page-editor']));
  });

  it('is cacheable by anyone for 5 minutes, with an ETag that answers 304', async () => {
    const first = await get();
    expect(first.headers['cache-control']).toBe(CAPABILITIES_CACHE_CONTROL);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a signed-in caller the same list, kept private by the browser', async () => {
    const account = await createAccount(ctx, { kind: 'creative' });
    const res = await get({ authorization: account.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(body<{ data: Capabilities }>(res).data.features).toEqual([...FEATURES]);
  });

  it('is translated like every answer, and a garbage token is still just an anonymous read', async () => {
    const hausa = await get({ 'accept-language': 'ha' });
    expect(body<{ message: string }>(hausa).message).toBe('Abin da wannan shafin yake bayarwa');
    const garbage = await get({ authorization: 'not-a-token' });
    expect(garbage.statusCode).toBe(200);
    expect(body<{ data: Capabilities }>(garbage).data.features).toEqual([...FEATURES]);
  });
});
