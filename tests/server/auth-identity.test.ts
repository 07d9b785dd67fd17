// The identity adapter: sandbox rules, the HTTP provider's answers, timeouts and failures, and that a number
// never appears whole in what it returns or throws.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { httpProvider, maskIdentity, sandboxProvider, verifyIdentity } from '../../server/services/identity';

const config = loadConfig({ APP_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/clap-identity-test' });
const NUMBER = '12345678901';

describe('identity verification', () => {
  it('sandbox: 000... fails, other numbers pass', async () => {
    expect(await sandboxProvider.verify({ method: 'BVN', number: '00012345678' })).toMatchObject({
      verified: false,
    });
    expect(await sandboxProvider.verify({ method: 'NIN', number: NUMBER })).toEqual({ verified: true });
  });

  it('returns a keyed hash and the last 4 digits only; the hash depends on the method', async () => {
    const nin = await verifyIdentity(config, { method: 'NIN', number: NUMBER });
    const bvn = await verifyIdentity(config, { method: 'BVN', number: NUMBER });
    expect(nin.last4).toBe('8901');
    expect(JSON.stringify(nin)).not.toContain(NUMBER);
    expect(nin.hash).not.toBe(bvn.hash);
    expect(maskIdentity(NUMBER)).toBe('*******8901');
  });

  it('refuses numbers that are not 11 digits', async () => {
    await expect(verifyIdentity(config, { method: 'BVN', number: '1234567890' })).rejects.toThrow(
      'Identification number must be exactly 11 digits.',
    );
    await expect(verifyIdentity(config, { method: 'BVN', number: '1234567890a' })).rejects.toThrow(
      'exactly 11 digits',
    );
  });

  it('http provider: verified answer, refusal, 5xx, network error and timeout', async () => {
    const cfg = { identityApiUrl: 'https://id.example/verify', identityApiKey: 'k', identityTimeoutMs: 50 };
    const seen: RequestInit[] = [];
    const answer = (status: number, body: unknown) => (_url: string | URL | Request, init?: RequestInit) => {
      seen.push(init!);
      return Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      );
    };
    expect(
      await httpProvider(cfg, answer(200, { verified: true })).verify({ method: 'NIN', number: NUMBER }),
    ).toEqual({ verified: true });
    expect(seen[0].headers).toMatchObject({ authorization: 'Bearer k' });
    const refused = await httpProvider(
      cfg,
      answer(200, { verified: false, message: `no match for ${NUMBER}` }),
    ).verify({ method: 'NIN', number: NUMBER });
    expect(refused.verified).toBe(false);
    expect(JSON.stringify(refused)).not.toContain(NUMBER);
    await expect(
      httpProvider(cfg, answer(502, {})).verify({ method: 'NIN', number: NUMBER }),
    ).rejects.toMatchObject({ statusCode: 503 });
    await expect(
      httpProvider(cfg, () => Promise.reject(new Error(`boom ${NUMBER}`))).verify({
        method: 'NIN',
        number: NUMBER,
      }),
    ).rejects.toMatchObject({
      statusCode: 503,
      message: 'Identity verification is unavailable right now. Please try again later.',
    });
    const hanging = ((_u: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init!.signal!.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as typeof fetch;
    await expect(httpProvider(cfg, hanging).verify({ method: 'BVN', number: NUMBER })).rejects.toMatchObject({
      statusCode: 503,
    });
  });

  it('config: http needs IDENTITY_API_URL', () => {
    expect(() => loadConfig({ IDENTITY_PROVIDER: 'http' })).toThrow('IDENTITY_API_URL');
    expect(
      loadConfig({ IDENTITY_PROVIDER: 'http', IDENTITY_API_URL: 'https://id.example' }).identityProvider,
    ).toBe('http');
  });
});
