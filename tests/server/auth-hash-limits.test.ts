// Password hashing cannot starve the server (issue 11, section 3) nor be taken from others (issue 29, section 1): a
// process-wide cap on concurrent hashes with a queue shared fairly between client addresses (429 for an address over
// its places, 503 + Retry-After when full), a cap on each client address's auth requests in flight, and older scrypt
// hashes upgraded to argon2id at sign-in where the runtime has crypto.argon2.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { hashPassword, nativeArgon2, SYSTEM_LANE, verifyPassword } from '../../server/lib/passwords';
import { call, PASSWORD, uniqueEmail, verifiedCreative } from './auth-helpers';
import { createTestContext, type TestContext, coded } from './helpers';

const BUSY = 'The service is busy. Please try again in a moment.';
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('the hash queue', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // One hash at a time, one waiting; a cost high enough (scrypt 2^15, argon2id 64 MiB) that a burst overlaps.
    ctx = await createTestContext({
      env: {
        SCRYPT_COST: '15',
        ARGON2_MEMORY: '65536',
        HASH_CONCURRENCY: '1',
        HASH_QUEUE: '1',
        AUTH_IP_CONCURRENCY: '100',
      },
    });
  });
  afterAll(async () => ctx?.close());

  it('when it is full, a login answers 503 with Retry-After and the busy message, and the try does not count', async () => {
    const emails = Array.from({ length: 8 }, (_, i) => uniqueEmail(`hashq${i}`));
    const answers = await Promise.all(
      emails.map((email, i) =>
        call(
          ctx.app,
          'POST',
          '/clap/prop/creative/login',
          { email, password: 'Wrong#Pass1' },
          { ip: `10.1.0.${i + 1}` },
        ),
      ),
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
      expect(
        (
          await call(
            ctx.app,
            'POST',
            '/clap/prop/creative/login',
            { email: refused, password: 'Wrong#Pass1' },
            { ip: '10.1.1.1' },
          )
        ).status,
      ).toBe(401);
    }
    expect(
      (
        await call(
          ctx.app,
          'POST',
          '/clap/prop/creative/login',
          { email: refused, password: 'Wrong#Pass1' },
          { ip: '10.1.1.1' },
        )
      ).status,
    ).toBe(429);
  });

  it('registration hashes go through the same cap', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(
          ctx.app,
          'POST',
          '/clap/prop/creative/register',
          { first_name: 'A', last_name: 'B', email: uniqueEmail(`hashr${i}`), password: 'Strong#Pass1' },
          { ip: `10.2.0.${i + 1}` },
        ),
      ),
    );
    const counts = tally(answers.map((a) => a.status));
    expect(Object.keys(counts).sort()).toEqual(['200', '503']);
    expect(
      answers
        .filter((a) => a.status === 503)
        .every((a) => a.body.message === BUSY && Number(a.headers['retry-after']) >= 1),
    ).toBe(true);
  });
});

describe('the hash queue is shared fairly between addresses', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // One hash at a time, one waiting place per address, room for many addresses.
    ctx = await createTestContext({
      env: {
        SCRYPT_COST: '15',
        ARGON2_MEMORY: '65536',
        HASH_CONCURRENCY: '1',
        HASH_QUEUE: '100',
        HASH_LANE_QUEUE: '1',
        AUTH_IP_CONCURRENCY: '100',
      },
    });
  });
  afterAll(async () => ctx?.close());

  const login = (ip: string) =>
    call(
      ctx.app,
      'POST',
      '/clap/prop/creative/login',
      { email: uniqueEmail('fair'), password: 'Wrong#Pass1' },
      { ip },
    );

  it('an address over its waiting places gets 429 with Retry-After, while another address is still checked', async () => {
    const flood = Array.from({ length: 8 }, () => login('10.4.0.1'));
    const other = login('10.4.0.2');
    const [floodAnswers, otherAnswer] = [await Promise.all(flood), await other];
    const counts = tally(floodAnswers.map((a) => a.status));
    expect(Object.keys(counts).sort()).toEqual(['401', '429']);
    for (const refused of floodAnswers.filter((a) => a.status === 429)) {
      expect(refused.body).toEqual(
        coded({
          status: false,
          message: 'Too many requests from your network at once. Please try again in a moment.',
        }),
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(otherAnswer.status).toBe(401);
  });
});

describe('older hashes are upgraded at sign-in', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  const storedHash = async (id: number) =>
    (
      await ctx.database.db
        .selectFrom('accounts')
        .select('password_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).password_hash!;

  if (!nativeArgon2)
    console.log(
      `argon2id upgrade test skipped: Node ${process.version} has no crypto.argon2 (Node 24.7+ has it)`,
    );

  it.runIf(nativeArgon2)(
    'a scrypt hash becomes argon2id at the next successful sign-in, and still signs in',
    async () => {
      const { email } = await verifiedCreative(ctx);
      const { id } = await ctx.database.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', email.toLowerCase())
        .executeTakeFirstOrThrow();
      const scrypt = (await import('node:crypto')).scryptSync;
      // An scrypt hash as the server wrote it before argon2id (N = 2^12 at the test cost).
      const salt = Buffer.from('0123456789abcdef');
      const key = scrypt(PASSWORD.normalize('NFKC'), salt, 32, { N: 4096, r: 8, p: 1 });
      const old = ['scrypt', 4096, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
      await ctx.database.db
        .updateTable('accounts')
        .set({ password_hash: old })
        .where('id', '=', id)
        .execute();
      // A wrong password changes nothing.
      expect(
        (await call(ctx.app, 'POST', '/clap/prop/creative/login', { email, password: 'Wrong#Pass1' })).status,
      ).toBe(401);
      expect(await storedHash(id)).toBe(old);
      expect(
        (await call(ctx.app, 'POST', '/clap/prop/creative/login', { email, password: PASSWORD })).status,
      ).toBe(200);
      const upgraded = await storedHash(id);
      expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
      expect(await verifyPassword(PASSWORD, upgraded, SYSTEM_LANE)).toBe(true);
      // Signed in again with the new hash; it stays as it is.
      expect(
        (await call(ctx.app, 'POST', '/clap/prop/creative/login', { email, password: PASSWORD })).status,
      ).toBe(200);
      expect(await storedHash(id)).toBe(upgraded);
    },
  );

  it('new hashes and the dummy of unknown e-mails use argon2id where the runtime has it, else scrypt', async () => {
    const made = await hashPassword('Some#Pass1', SYSTEM_LANE);
    expect(made.startsWith(nativeArgon2 ? '$argon2id$' : 'scrypt$')).toBe(true);
    const { dummyPasswordHash } = await import('../../server/lib/passwords');
    expect((await dummyPasswordHash(SYSTEM_LANE)).startsWith(nativeArgon2 ? '$argon2id$' : 'scrypt$')).toBe(
      true,
    );
  });

  it('an argon2id hash verifies on every supported runtime (hash-wasm where crypto.argon2 is missing)', async () => {
    // Made by Node 24's crypto.argon2 (m = 1024, t = 2, p = 1) for the password Secret#Pass1.
    const stored =
      '$argon2id$v=19$m=1024,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$kyRae+ShA8Vg32iTAWnXOf4+Kc1SUvV/TdSOzS/nnJE';
    expect(await verifyPassword('Secret#Pass1', stored, SYSTEM_LANE)).toBe(true);
    expect(await verifyPassword('Secret#Pass2', stored, SYSTEM_LANE)).toBe(false);
  });
});

describe('auth requests in flight per client address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { SCRYPT_COST: '15', HASH_CONCURRENCY: '4', HASH_QUEUE: '100', AUTH_IP_CONCURRENCY: '2' },
    });
  });
  afterAll(async () => ctx?.close());

  const login = (ip: string, email = uniqueEmail('ipc')) =>
    call(ctx.app, 'POST', '/clap/prop/creative/login', { email, password: 'Wrong#Pass1' }, { ip });

  it('beyond the cap an address gets 429 with Retry-After at once; another address is unaffected', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => login('10.3.0.1')),
      login('10.3.0.2'),
      login('10.3.0.2'),
    ]);
    expect(tally(answers.slice(0, 6).map((a) => a.status))).toEqual({ 401: 2, 429: 4 });
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.body.status).toBe(false);
      expect(refused.body.message).toBe(
        'Too many requests from your network at once. Please try again in a moment.',
      );
    }
    expect(answers.slice(6).map((a) => a.status)).toEqual([401, 401]);
  });

  it('every path gives the slot back: answers, validation errors, lockouts', async () => {
    const ip = '10.3.1.1';
    expect(
      (await call(ctx.app, 'POST', '/clap/prop/creative/login', { email: 'not-an-email' }, { ip })).status,
    ).toBe(400);
    expect(
      (
        await call(
          ctx.app,
          'PUT',
          '/clap/prop/creative/reset_final',
          { email: uniqueEmail('x'), otp: '123456', new_password: 'weak' },
          { ip },
        )
      ).status,
    ).toBe(400);
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
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/clap/prop/creative/login',
        headers: { 'content-type': 'application/json' },
      });
      request.on('error', () => undefined);
      request.end(body);
      return request;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    for (const request of aborted) request.destroy();
    // Let the abandoned requests' work finish, then the same address (127.0.0.1) gets both slots.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await Promise.all([login('127.0.0.1'), login('127.0.0.1')])).map((a) => a.status)).toEqual([
      401, 401,
    ]);
  });

  it('defaults: 4 auth requests in flight per address, a hash cap of at least 1 and a queue', () => {
    expect(loadConfig({}).authIpConcurrency).toBe(4);
    expect(loadConfig({}).hashQueue).toBeGreaterThan(0);
    expect(loadConfig({}).hashConcurrency).toBeGreaterThanOrEqual(1);
  });
});
