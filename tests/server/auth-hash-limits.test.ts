// Password hashing cannot starve the server (issue 11, section 3): a process-wide cap on concurrent scrypt work with
// a short queue (503 + Retry-After beyond it), and a cap on each client address's auth requests in flight.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { call, uniqueEmail } from './auth-helpers';
import { createTestContext, type TestContext, coded } from './helpers';

const BUSY = 'The service is busy. Please try again in a moment.';
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('the hash queue', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // One hash at a time, one waiting; a cost high enough (2^15) that a burst overlaps.
    ctx = await createTestContext({ env: { SCRYPT_COST: '15', HASH_CONCURRENCY: '1', HASH_QUEUE: '1', AUTH_IP_CONCURRENCY: '100' } });
  });
  afterAll(async () => ctx?.close());

  it('when it is full, a login answers 503 with Retry-After and the busy message, and the try does not count', async () => {
    const emails = Array.from({ length: 8 }, (_, i) => uniqueEmail(`hashq${i}`));
    const answers = await Promise.all(
      emails.map((email, i) => call(ctx.app, 'POST', '/clap/prop/creative/login', { email, password: 'Wrong#Pass1' }, { ip: `10.1.0.${i + 1}` })),
    );
    const counts = tally(answers.map((a) => a.status));
    expect(Object.keys(counts).sort()).toEqual(['401', '503']);
    expect(counts[401]).toBeGreaterThanOrEqual(2);
    const busy = answers.filter((a) => a.status === 503);
    for (const answer of busy) {
      expect(answer.body).toEqual(coded({ status: false, message: BUSY }));
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // A refused try was never checked: that e-mail still has all 5 of its tries.
    const refused = emails[answers.findIndex((a) => a.status === 503)];
    for (let i = 0; i < 5; i += 1) {
      expect((await call(ctx.app, 'POST', '/clap/prop/creative/login', { email: refused, password: 'Wrong#Pass1' }, { ip: '10.1.1.1' })).status).toBe(401);
    }
    expect((await call(ctx.app, 'POST', '/clap/prop/creative/login', { email: refused, password: 'Wrong#Pass1' }, { ip: '10.1.1.1' })).status).toBe(429);
  });

  it('registration hashes go through the same cap', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(ctx.app, 'POST', '/clap/prop/creative/register', { first_name: 'A', last_name: 'B', email: uniqueEmail(`hashr${i}`), password: 'Strong#Pass1' }, { ip: `10.2.0.${i + 1}` }),
      ),
    );
    const counts = tally(answers.map((a) => a.status));
    expect(Object.keys(counts).sort()).toEqual(['200', '503']);
    expect(answers.filter((a) => a.status === 503).every((a) => a.body.message === BUSY && Number(a.headers['retry-after']) >= 1)).toBe(true);
  });
});

describe('auth requests in flight per client address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { SCRYPT_COST: '15', HASH_CONCURRENCY: '4', HASH_QUEUE: '100', AUTH_IP_CONCURRENCY: '2' } });
  });
  afterAll(async () => ctx?.close());

  const login = (ip: string, email = uniqueEmail('ipc')) => call(ctx.app, 'POST', '/clap/prop/creative/login', { email, password: 'Wrong#Pass1' }, { ip });

  it('beyond the cap an address gets 429 with Retry-After at once; another address is unaffected', async () => {
    const answers = await Promise.all([...Array.from({ length: 6 }, () => login('10.3.0.1')), login('10.3.0.2'), login('10.3.0.2')]);
    expect(tally(answers.slice(0, 6).map((a) => a.status))).toEqual({ 401: 2, 429: 4 });
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.body.status).toBe(false);
      expect(refused.body.message).toBe('Too many requests from your network at once. Please try again in a moment.');
    }
    expect(answers.slice(6).map((a) => a.status)).toEqual([401, 401]);
  });

  it('every path gives the slot back: answers, validation errors, lockouts', async () => {
    const ip = '10.3.1.1';
    expect((await call(ctx.app, 'POST', '/clap/prop/creative/login', { email: 'not-an-email' }, { ip })).status).toBe(400);
    expect((await call(ctx.app, 'PUT', '/clap/prop/creative/reset_final', { email: uniqueEmail('x'), otp: '123456', new_password: 'weak' }, { ip })).status).toBe(400);
    const locked = uniqueEmail('locked');
    for (let i = 0; i < 6; i += 1) await login(ip, locked);
    expect((await login(ip, locked)).status).toBe(429);
    // Both slots are free again.
    expect((await Promise.all([login(ip), login(ip)])).map((a) => a.status)).toEqual([401, 401]);
  });

  it('a client that hangs up gives its slot back', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const body = JSON.stringify({ email: uniqueEmail('gone'), password: 'Wrong#Pass1' });
    const aborted = Array.from({ length: 2 }, () => {
      const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/clap/prop/creative/login', headers: { 'content-type': 'application/json' } });
      request.on('error', () => undefined);
      request.end(body);
      return request;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    for (const request of aborted) request.destroy();
    // Let the abandoned requests' work finish, then the same address (127.0.0.1) gets both slots.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await Promise.all([login('127.0.0.1'), login('127.0.0.1')])).map((a) => a.status)).toEqual([401, 401]);
  });

  it('defaults: 4 auth requests in flight per address, a hash cap of at least 1 and a queue', () => {
    expect(loadConfig({}).authIpConcurrency).toBe(4);
    expect(loadConfig({}).hashQueue).toBeGreaterThan(0);
    expect(loadConfig({}).hashConcurrency).toBeGreaterThanOrEqual(1);
  });
});
