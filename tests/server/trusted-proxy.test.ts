// Trusted proxies, exactly (issue 11, section 4): behind a trusted proxy the per-IP limits count the address that
// proxy appended to X-Forwarded-For, whatever a client wrote before it; an untrusted socket's header is ignored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './auth-helpers';
import { body, createTestContext, type TestContext } from './helpers';

const LIMIT = 4;

async function login(ctx: TestContext, remoteAddress: string, forwardedFor?: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/clap/prop/creative/login',
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    payload: { email: uniqueEmail('proxy'), password: 'Wrong#Pass1' },
  });
  return response;
}

describe('TRUST_PROXY=1 (one load balancer in front)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { TRUST_PROXY: '1', AUTH_IP_LIMIT: String(LIMIT) } });
  });
  afterAll(async () => ctx?.close());

  it('counts the address the proxy appended: a forged chain before it never changes the count', async () => {
    const proxy = '10.0.0.2';
    const client = '198.51.100.20';
    // Every request forges a different chain; the proxy appends the real client last.
    for (let i = 0; i < LIMIT; i += 1) {
      const response = await login(ctx, proxy, `203.0.113.${i + 1}, 192.0.2.${i + 1}, ${client}`);
      expect(response.statusCode, `attempt ${i + 1}`).not.toBe(429);
    }
    for (const forged of [
      `203.0.113.99, ${client}`,
      `1.2.3.4,5.6.7.8 , ${client}`,
      `unknown, ${client}`,
      `${client}`,
    ]) {
      const blocked = await login(ctx, proxy, forged);
      expect(blocked.statusCode, forged).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(body(blocked).status).toBe(false);
    }
    // Another real client behind the same proxy has its own count.
    expect((await login(ctx, proxy, `${client}, 198.51.100.21`)).statusCode).not.toBe(429);
  });
});

describe('TRUST_PROXY as a list of proxy addresses and CIDR ranges', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1', AUTH_IP_LIMIT: String(LIMIT) },
    });
  });
  afterAll(async () => ctx?.close());

  it('walks back through trusted hops only: the first untrusted address is the client', async () => {
    const client = '198.51.100.30';
    // A CDN edge (10.8.0.5, trusted) and the load balancer (socket 10.1.2.3, trusted) in front of the client.
    for (let i = 0; i < LIMIT; i += 1)
      expect((await login(ctx, '10.1.2.3', `203.0.113.${i + 1}, ${client}, 10.8.0.5`)).statusCode).not.toBe(
        429,
      );
    expect((await login(ctx, '10.200.0.1', `9.9.9.9, ${client}, 10.8.0.5`)).statusCode).toBe(429);
    expect((await login(ctx, '127.0.0.1', `${client}`)).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from a socket that is not a trusted proxy', async () => {
    const direct = '203.0.113.50';
    for (let i = 0; i < LIMIT; i += 1)
      expect((await login(ctx, direct, `198.51.100.${100 + i}`)).statusCode).not.toBe(429);
    // Each request claimed a different address, but all came from one untrusted socket: it is full.
    expect((await login(ctx, direct, '198.51.100.200')).statusCode).toBe(429);
  });
});
