// Counters that guard a secret hold under concurrent bursts (issue 11, section 2): login failures, OTP tries, code
// sends and registrations are reserved atomically before the work they guard, so a burst cannot outrun them.
// A login burst comes from one unknown device and address (issue 29: failures are counted per account and address,
// or per account and device): the per-IP cap on requests in flight and the hashing queue are raised here, so only the
// per-account counters stand in the way. A burst from many addresses meets the account-wide ceiling (100 an hour),
// exact as well. The other bursts come each request from its own address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, call, registerCreative, uniqueEmail, verifiedCreative } from './auth-helpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let ipCounter = 1;
const freshIp = () => `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}.${(ipCounter++ % 200) + 1}`;

beforeAll(async () => {
  ctx = await createTestContext({
    env: { AUTH_IP_CONCURRENCY: '1000', HASH_QUEUE: '1000', HASH_LANE_QUEUE: '1000' },
  });
});
afterAll(async () => ctx?.close());

/** Wrong tries counted on the newest code of this purpose (each evaluated guess counts one). */
async function attemptsOf(email: string, purpose: string): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('one_time_codes')
    .select('attempts')
    .where('email', '=', email.toLowerCase())
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.attempts;
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('login lockout under concurrency', () => {
  for (const burst of [30, 60]) {
    it(`${burst} concurrent wrong passwords from one address: exactly 5 are checked (401), the rest are refused (429 with Retry-After)`, async () => {
      const { email } = await verifiedCreative(ctx);
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: burst }, () =>
          call(ctx.app, 'POST', '/clap/prop/creative/login', { email, password: 'Wrong#Pass1' }, { ip }),
        ),
      );
      expect(tally(answers.map((a) => a.status))).toEqual({ 401: 5, 429: burst - 5 });
      for (const refused of answers.filter((a) => a.status === 429)) {
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.body.status).toBe(false);
      }
      // The account stays locked there for the right password too.
      expect(
        (await call(ctx.app, 'POST', '/clap/prop/creative/login', { email, password: PASSWORD }, { ip }))
          .status,
      ).toBe(429);
    });
  }

  it('39 concurrent wrong passwords from one address with the right one last: the right one is refused too', async () => {
    const { email } = await verifiedCreative(ctx);
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(
          ctx.app,
          'POST',
          '/clap/prop/creative/login',
          { email, password: i === 39 ? PASSWORD : 'Wrong#Pass1' },
          { ip },
        ),
      ),
    );
    expect(answers[39].status).toBe(429);
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 5, 429: 35 });
  });

  it('unknown e-mails are held to the same 5 under concurrency', async () => {
    const email = uniqueEmail('ghost-burst');
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(ctx.app, 'POST', '/clap/prop/business/login', { email, password: 'Wrong#Pass1' }, { ip }),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 5, 429: 25 });
  });

  it('130 concurrent wrong passwords from 130 addresses: exactly 100 are checked (the account-wide ceiling), 30 refused', async () => {
    const { email } = await verifiedCreative(ctx);
    const answers = await Promise.all(
      Array.from({ length: 130 }, () =>
        call(
          ctx.app,
          'POST',
          '/clap/prop/creative/login',
          { email, password: 'Wrong#Pass1' },
          { ip: freshIp() },
        ),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 100, 429: 30 });
    expect(
      answers.filter((a) => a.status === 429).every((a) => Number(a.headers['retry-after']) > 3000),
    ).toBe(true);
  });

  it('a right password among concurrent wrong ones still logs in while tries remain', async () => {
    const { email } = await verifiedCreative(ctx);
    const answers = await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        call(
          ctx.app,
          'POST',
          '/clap/prop/creative/login',
          { email, password: i === 2 ? PASSWORD : 'Wrong#Pass1' },
          { ip: freshIp() },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([401, 401, 200]);
  });
});

describe('one-time code tries under concurrency', () => {
  it('29 concurrent wrong codes with the right one last: no more than 5 are evaluated, the right one is refused and the code is dead', async () => {
    const { email, token } = await registerCreative(ctx, uniqueEmail('otp-burst'), { ip: freshIp() });
    const code = ctx.lastCode(email)!;
    const wrong = code === '000001' ? '000002' : '000001';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(
          ctx.app,
          'POST',
          '/clap/prop/creative/otp',
          { otp: i === 29 ? code : wrong },
          { token, ip: freshIp() },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 30 }, () => 400));
    expect(answers.every((a) => a.body.message === 'Invalid OTP')).toBe(true);
    // Exactly five guesses were evaluated (each counted), whatever the interleaving.
    expect(await attemptsOf(email, 'verify_email')).toBe(5);
    // Five tries were spent: the code is dead for the right value too.
    const after = await call(
      ctx.app,
      'POST',
      '/clap/prop/creative/otp',
      { otp: code },
      { token, ip: freshIp() },
    );
    expect(after.status).toBe(400);
    expect(after.body.message).toBe('Invalid OTP');
  });

  it('reset_final: 29 concurrent wrong codes with the right one last do not reset the password', async () => {
    const { email } = await verifiedCreative(ctx);
    expect(
      (await call(ctx.app, 'PUT', '/clap/prop/creative/reset_ini', { email }, { ip: freshIp() })).status,
    ).toBe(200);
    const code = ctx.lastCode(email)!;
    const wrong = code === '000001' ? '000002' : '000001';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(
          ctx.app,
          'PUT',
          '/clap/prop/creative/reset_final',
          { email, otp: i === 29 ? code : wrong, new_password: 'Reset#Pass9' },
          { ip: freshIp() },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 30 }, () => 400));
    expect(answers.every((a) => a.body.message === 'Invalid OTP')).toBe(true);
    expect(await attemptsOf(email, 'reset_password')).toBe(5);
    expect(
      (
        await call(
          ctx.app,
          'POST',
          '/clap/prop/creative/login',
          { email, password: 'Reset#Pass9' },
          { ip: freshIp() },
        )
      ).status,
    ).toBe(401);
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

  it('four concurrent wrong codes with the right one last: the right one is still accepted', async () => {
    const { email, token } = await registerCreative(ctx, uniqueEmail('otp-four'), { ip: freshIp() });
    const code = ctx.lastCode(email)!;
    const wrong = code === '000001' ? '000002' : '000001';
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call(
          ctx.app,
          'POST',
          '/clap/prop/creative/otp',
          { otp: i === 4 ? code : wrong },
          { token, ip: freshIp() },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 200]);
  });
});

describe('code sends under concurrency', () => {
  it('30 concurrent reset_ini for one e-mail: one code is sent, 29 are refused with Retry-After', async () => {
    const { email } = await verifiedCreative(ctx);
    const before = ctx.mail.length;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(ctx.app, 'PUT', '/clap/prop/creative/reset_ini', { email }, { ip: freshIp() }),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 200: 1, 429: 29 });
    expect(answers.filter((a) => a.status === 429).every((a) => Number(a.headers['retry-after']) > 0)).toBe(
      true,
    );
    expect(ctx.mail.slice(before).filter((m) => m.to.toLowerCase() === email.toLowerCase())).toHaveLength(1);
  });

  it('30 concurrent resends of the verification code: one is sent', async () => {
    const { email, token } = await registerCreative(ctx, uniqueEmail('resend-burst'), { ip: freshIp() });
    const before = ctx.mail.length;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(ctx.app, 'POST', '/clap/prop/creative/otp/resend', undefined, { token, ip: freshIp() }),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 200: 1, 429: 29 });
    expect(ctx.mail.slice(before).filter((m) => m.to.toLowerCase() === email.toLowerCase())).toHaveLength(1);
  });

  it('30 concurrent partner code requests for an unknown e-mail: one passes the throttle', async () => {
    const email = uniqueEmail('p-burst');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(ctx.app, 'POST', '/clap/prop/partner-reg/otp', { email }, { ip: freshIp() }),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 200: 1, 429: 29 });
  });
});

describe('registrations under concurrency', () => {
  it('30 concurrent registrations of one e-mail: one account, and no more than 5 get past the per-e-mail limit', async () => {
    const email = uniqueEmail('reg-burst');
    const payload = { first_name: 'A', last_name: 'B', email, password: PASSWORD };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(ctx.app, 'POST', '/clap/prop/creative/register', payload, { ip: freshIp() }),
      ),
    );
    // A taken creative address answers like a new one (docs/auth-abuse.md): 5 past the limit, one account.
    expect(tally(answers.map((a) => a.status))).toEqual({ 200: 5, 429: 25 });
    expect(
      await ctx.database.db.selectFrom('accounts').select('id').where('email', '=', email).execute(),
    ).toHaveLength(1);
  });
});
