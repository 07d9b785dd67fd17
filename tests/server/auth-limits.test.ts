// Accounts: every limit (fill it -> 429 with Retry-After; another account unaffected), OTP expiry and attempts,

// concurrent duplicate registration, per-IP limits. AUTH_IP_LIMIT is lowered so the per-IP limit can be filled.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  businessPayload,
  call,
  registerCreative,
  uniqueEmail,
  verifiedCreative,
} from './auth-helpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
const IP_LIMIT = 40;
let ipCounter = 10;
/** Each test uses its own client address so the per-IP limits never mix. */
const freshIp = () => `10.0.0.${ipCounter++}`;

beforeAll(async () => {
  ctx = await createTestContext({ env: { AUTH_IP_LIMIT: String(IP_LIMIT) } });
});
afterAll(async () => ctx?.close());

describe('login failures per account', () => {
  it('the 6th try within 15 minutes is 429 with Retry-After, even with the right password; another account is unaffected', async () => {
    const ip = freshIp();
    const a = await verifiedCreative(ctx);
    const b = await verifiedCreative(ctx);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (
          await call(
            ctx.app,
            'POST',
            '/clap/prop/creative/login',
            { email: a.email, password: 'Wrong#Pass1' },
            { ip },
          )
        ).status,
      ).toBe(401);
    }
    const blocked = await call(
      ctx.app,
      'POST',
      '/clap/prop/creative/login',
      { email: a.email, password: PASSWORD },
      { ip },
    );
    expect(blocked.status).toBe(429);
    const retry = Number(blocked.headers['retry-after']);
    expect(retry).toBeGreaterThan(800);
    expect(retry).toBeLessThanOrEqual(900);
    expect(blocked.body.status).toBe(false);
    expect(
      (
        await call(
          ctx.app,
          'POST',
          '/clap/prop/creative/login',
          { email: b.email, password: PASSWORD },
          { ip },
        )
      ).status,
    ).toBe(200);
    // The same e-mail under another kind is another account.
    expect(
      (
        await call(
          ctx.app,
          'POST',
          '/clap/prop/business/login',
          { email: a.email, password: 'Wrong#Pass1' },
          { ip },
        )
      ).status,
    ).toBe(401);
  });

  it('counts in the database (holds across processes) and unknown e-mails are limited the same way', async () => {
    const ip = freshIp();
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 5; i += 1)
      await call(
        ctx.app,
        'POST',
        '/clap/prop/partner-reg/login',
        { email: ghost, password: 'Wrong#Pass1' },
        { ip },
      );
    const rows = await ctx.database.db
      .selectFrom('auth_events')
      .select('id')
      .where('bucket', '=', 'login_failure')
      .where('subject', '=', `partner:${ghost}`)
      .execute();
    expect(rows).toHaveLength(5);
    expect(
      (
        await call(
          ctx.app,
          'POST',
          '/clap/prop/partner-reg/login',
          { email: ghost, password: 'Wrong#Pass1' },
          { ip },
        )
      ).status,
    ).toBe(429);
    // Once the failures are older than 15 minutes, logging in is allowed again (issue 29: the per-address counter,
    // "<kind>:<e-mail>|<address>", holds the 15-minute rule; the account-wide one above, the hourly ceiling).
    await ctx.database.db
      .updateTable('auth_events')
      .set({ created_at: sql<Date>`now() - interval '16 minutes'` })
      .where('subject', 'like', `partner:${ghost}%`)
      .execute();
    expect(
      (
        await call(
          ctx.app,
          'POST',
          '/clap/prop/partner-reg/login',
          { email: ghost, password: 'Wrong#Pass1' },
          { ip },
        )
      ).status,
    ).toBe(401);
  });

  it('a successful login clears the failures', async () => {
    const ip = freshIp();
    const a = await verifiedCreative(ctx);
    for (let i = 0; i < 4; i += 1)
      await call(
        ctx.app,
        'POST',
        '/clap/prop/creative/login',
        { email: a.email, password: 'Wrong#Pass1' },
        { ip },
      );
    expect(
      (
        await call(
          ctx.app,
          'POST',
          '/clap/prop/creative/login',
          { email: a.email, password: PASSWORD },
          { ip },
        )
      ).status,
    ).toBe(200);
    for (let i = 0; i < 4; i += 1)
      await call(
        ctx.app,
        'POST',
        '/clap/prop/creative/login',
        { email: a.email, password: 'Wrong#Pass1' },
        { ip },
      );
    expect(
      (
        await call(
          ctx.app,
          'POST',
          '/clap/prop/creative/login',
          { email: a.email, password: PASSWORD },
          { ip },
        )
      ).status,
    ).toBe(200);
  });
});

describe('one-time codes', () => {
  it('expire after 10 minutes', async () => {
    const { email, token } = await registerCreative(ctx);
    const code = ctx.lastCode(email)!;
    const row = await ctx.database.db
      .selectFrom('one_time_codes')
      .select(['expires_at', 'created_at', 'code_hash'])
      .where('email', '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBeCloseTo(600_000, -4);
    expect(row.code_hash).not.toContain(code);
    await ctx.database.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email.toLowerCase())
      .execute();
    const res = await call(ctx.app, 'POST', '/clap/prop/creative/otp', { otp: code }, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This OTP has expired. Please request a new one.');
  });

  it('the 5th wrong try kills the code', async () => {
    const { email, token } = await registerCreative(ctx);
    const code = ctx.lastCode(email)!;
    const wrong = code === '000001' ? '000002' : '000001';
    for (let i = 0; i < 5; i += 1) {
      const res = await call(ctx.app, 'POST', '/clap/prop/creative/otp', { otp: wrong }, { token });
      expect(res.body.message).toBe('Invalid OTP');
    }
    const right = await call(ctx.app, 'POST', '/clap/prop/creative/otp', { otp: code }, { token });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Invalid OTP');
  });

  it('four wrong tries still leave the code usable', async () => {
    const { email, token } = await registerCreative(ctx);
    const code = ctx.lastCode(email)!;
    const wrong = code === '000001' ? '000002' : '000001';
    for (let i = 0; i < 4; i += 1)
      await call(ctx.app, 'POST', '/clap/prop/creative/otp', { otp: wrong }, { token });
    expect((await call(ctx.app, 'POST', '/clap/prop/creative/otp', { otp: code }, { token })).status).toBe(
      200,
    );
  });

  it('are bound to their purpose: a verification code does not reset a password', async () => {
    const { email } = await registerCreative(ctx);
    const res = await call(ctx.app, 'PUT', '/clap/prop/creative/reset_final', {
      email,
      otp: ctx.lastCode(email),
      new_password: 'Reset#Pass9',
    });
    expect(res.body.message).toBe('Invalid OTP');
  });

  it('reset codes: 1 a minute and 5 an hour per e-mail (unknown e-mails too); another e-mail unaffected', async () => {
    const ip = freshIp();
    const { email } = await verifiedCreative(ctx);
    expect((await call(ctx.app, 'PUT', '/clap/prop/creative/reset_ini', { email }, { ip })).status).toBe(200);
    const second = await call(ctx.app, 'PUT', '/clap/prop/creative/reset_ini', { email }, { ip });
    expect(second.status).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    const ghost = uniqueEmail('ghost');
    expect(
      (await call(ctx.app, 'PUT', '/clap/prop/creative/reset_ini', { email: ghost }, { ip })).status,
    ).toBe(200);
    expect(
      (await call(ctx.app, 'PUT', '/clap/prop/creative/reset_ini', { email: ghost }, { ip })).status,
    ).toBe(429);
    // Hourly limit: age the sends past the minute rule, then fill 5 in the hour.
    for (let i = 0; i < 4; i += 1) {
      await ctx.database.db
        .updateTable('auth_events')
        .set({ created_at: sql<Date>`created_at - interval '2 minutes'` })
        .where('subject', '=', `creative:${email.toLowerCase()}:reset_password`)
        .execute();
      expect((await call(ctx.app, 'PUT', '/clap/prop/creative/reset_ini', { email }, { ip })).status).toBe(
        200,
      );
    }
    await ctx.database.db
      .updateTable('auth_events')
      .set({ created_at: sql<Date>`created_at - interval '2 minutes'` })
      .where('subject', '=', `creative:${email.toLowerCase()}:reset_password`)
      .execute();
    const hourly = await call(ctx.app, 'PUT', '/clap/prop/creative/reset_ini', { email }, { ip });
    expect(hourly.status).toBe(429);
    expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(60);
    expect(
      (await call(ctx.app, 'PUT', '/clap/prop/creative/reset_ini', { email: uniqueEmail('other') }, { ip }))
        .status,
    ).toBe(200);
  });

  it('partner OTP sends are throttled per e-mail', async () => {
    const ip = freshIp();
    const email = uniqueEmail('p-otp');
    expect((await call(ctx.app, 'POST', '/clap/prop/partner-reg/otp', { email }, { ip })).status).toBe(200);
    expect((await call(ctx.app, 'POST', '/clap/prop/partner-reg/otp', { email }, { ip })).status).toBe(429);
  });
});

describe('registration', () => {
  it('two concurrent registrations of one e-mail yield exactly one account', async () => {
    const email = uniqueEmail('race');
    const payload = { first_name: 'A', last_name: 'B', email, password: PASSWORD };
    const [r1, r2] = await Promise.all([
      call(ctx.app, 'POST', '/clap/prop/creative/register', payload, { ip: freshIp() }),
      call(ctx.app, 'POST', '/clap/prop/creative/register', payload, { ip: freshIp() }),
    ]);
    // Creatives: the second answers like a new registration (docs/auth-abuse.md), and still only one account exists.
    expect([r1.status, r2.status]).toEqual([200, 200]);
    const rows = await ctx.database.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);

    const bizEmail = uniqueEmail('race-biz');
    const [b1, b2] = await Promise.all([
      call(ctx.app, 'POST', '/clap/prop/business', businessPayload(bizEmail), { ip: freshIp() }),
      call(ctx.app, 'POST', '/clap/prop/business', businessPayload(bizEmail), { ip: freshIp() }),
    ]);
    expect([b1.status, b2.status].sort()).toEqual([200, 409]);
    expect(
      await ctx.database.db
        .selectFrom('business_profiles')
        .innerJoin('accounts', 'accounts.id', 'business_profiles.account_id')
        .select('accounts.id')
        .where('accounts.email', '=', bizEmail)
        .execute(),
    ).toHaveLength(1);
  });

  it('registrations per e-mail: 5 an hour, then 429', async () => {
    const ip = freshIp();
    const email = uniqueEmail('reg-limit');
    const payload = { first_name: 'A', last_name: 'B', email, password: PASSWORD };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await call(ctx.app, 'POST', '/clap/prop/creative/register', payload, { ip })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('per-IP limits', () => {
  it('fill the per-IP login limit -> 429 with Retry-After; another address is unaffected', async () => {
    const ip = freshIp();
    const { email } = await verifiedCreative(ctx);
    let last = 0;
    for (let i = 0; i < IP_LIMIT; i += 1) {
      last = (
        await call(
          ctx.app,
          'POST',
          '/clap/prop/creative/login',
          { email: uniqueEmail(`ip${i}`), password: 'Wrong#Pass1' },
          { ip },
        )
      ).status;
    }
    expect(last).toBe(401);
    const over = await call(
      ctx.app,
      'POST',
      '/clap/prop/creative/login',
      { email, password: PASSWORD },
      { ip },
    );
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.body.status).toBe(false);
    expect(
      (
        await call(
          ctx.app,
          'POST',
          '/clap/prop/creative/login',
          { email, password: PASSWORD },
          { ip: freshIp() },
        )
      ).status,
    ).toBe(200);
  });

  it('the default per-IP limit is generous (1000 per 15 minutes per route)', async () => {
    const { loadConfig } = await import('../../server/config');
    expect(loadConfig({}).authIpLimit).toBe(1000);
  });
});
