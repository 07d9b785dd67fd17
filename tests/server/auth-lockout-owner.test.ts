// Lockouts that protect the owner (issue 29, section 2): a device that signed in holds a device token, and its
// failures are counted on that device alone; unknown devices are counted per account and address (5 in 15 minutes)
// under an account-wide ceiling (100 an hour), after which the owner is mailed an unlock link. A reset lifts every
// lock. Guessers come from many addresses (inject's remoteAddress), as the penetration test did.
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- JSON answers are read loosely in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, call, uniqueEmail, verifiedCreative } from './auth-helpers';
import { TEST_ADMIN, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let ipCounter = 1;
const freshIp = () =>
  `172.${16 + (Math.floor(ipCounter / 250) % 15)}.${ipCounter % 250}.${(ipCounter++ % 200) + 1}`;

const LOGIN = '/clap/prop/creative/login';
const WRONG = 'Wrong#Pass1';
const ALERT_SUBJECT = 'Failed sign-ins to your account';
const LOCK_SUBJECT = 'Sign-in to your account from new devices is paused';
const CEILING = /^Too many failed sign-ins to this account from new devices/;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/** `count` wrong passwords for `email`, `perAddress` from each fresh address; every one must be judged (401). */
async function guess(email: string, count: number, perAddress = 5, url = LOGIN): Promise<void> {
  let ip = freshIp();
  for (let i = 0; i < count; i += 1) {
    if (i > 0 && i % perAddress === 0) ip = freshIp();
    const res = await call(ctx.app, 'POST', url, { email, password: WRONG }, { ip });
    expect(res.status, `guess ${i + 1}: ${JSON.stringify(res.body)}`).toBe(401);
  }
}

async function signIn(email: string, ip: string, deviceToken?: string, password = PASSWORD, url = LOGIN) {
  return call(
    ctx.app,
    'POST',
    url,
    { email, password, ...(deviceToken ? { device_token: deviceToken } : {}) },
    { ip },
  );
}

const mailsTo = (email: string, subject: string) =>
  ctx.mail.filter((m) => m.to.toLowerCase() === email.toLowerCase() && m.subject === subject);

describe('device tokens', () => {
  it('a sign-in answers a device token, stored only as a keyed hash; the same device gets the same token back', async () => {
    const { email } = await verifiedCreative(ctx);
    const first = await signIn(email, freshIp());
    expect(first.status).toBe(200);
    const token = first.body.data.device_token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await ctx.database.db.selectFrom('device_tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash.includes(token))).toBe(false);
    const again = await signIn(email, freshIp(), token);
    expect(again.body.data.device_token).toBe(token);
    // Without it, the browser is a new device: another token.
    expect((await signIn(email, freshIp())).body.data.device_token).not.toBe(token);
  });

  it('an account keeps its 20 most recent devices', async () => {
    const { email } = await verifiedCreative(ctx);
    for (let i = 0; i < 23; i += 1) expect((await signIn(email, freshIp())).status).toBe(200);
    const account = await ctx.database.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const devices = await ctx.database.db
      .selectFrom('device_tokens')
      .select('id')
      .where('account_id', '=', account.id)
      .execute();
    expect(devices).toHaveLength(20);
  });
});

describe('a known device is never locked out by guesses from elsewhere', () => {
  it('5 failures from an address lock that address, not the device that signed in before, even at that address', async () => {
    const { email } = await verifiedCreative(ctx);
    const device = (await signIn(email, freshIp())).body.data.device_token as string;
    const shared = freshIp();
    await guess(email, 5);
    for (let i = 0; i < 5; i += 1)
      expect((await call(ctx.app, 'POST', LOGIN, { email, password: WRONG }, { ip: shared })).status).toBe(
        401,
      );
    // That address is locked for unknown devices, even with the right password...
    const locked = await signIn(email, shared);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many failed login attempts/);
    // ...but the owner's known device signs in from it.
    expect((await signIn(email, shared, device)).status).toBe(200);
  });

  it('100 failures from many addresses trip the ceiling: a new address gets 429, the known device 200; the owner is mailed once, the unlock link clears it', async () => {
    const { email } = await verifiedCreative(ctx);
    const device = (await signIn(email, freshIp())).body.data.device_token as string;
    await guess(email, 100, 5);
    // The owner from a new device: refused, with the ceiling's sentence and about an hour to wait.
    const refused = await signIn(email, freshIp());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(CEILING);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // The owner's known device gets in, from anywhere.
    const known = await signIn(email, freshIp(), device);
    expect(known.status).toBe(200);
    expect(known.body.data.device_token).toBe(device);
    // More guesses are refused and mail nothing more: one warning (at the 5th failure), one lock mail.
    for (let i = 0; i < 10; i += 1)
      expect((await call(ctx.app, 'POST', LOGIN, { email, password: WRONG }, { ip: freshIp() })).status).toBe(
        429,
      );
    expect(mailsTo(email, ALERT_SUBJECT)).toHaveLength(1);
    const lockMails = mailsTo(email, LOCK_SUBJECT);
    expect(lockMails).toHaveLength(1);
    expect(lockMails[0].text).toContain('/forgot-password?loginType=user');
    const unlock = /\/unlock\?token=([A-Za-z0-9_-]{43})/.exec(lockMails[0].text)?.[1];
    expect(unlock).toBeDefined();
    // The token is stored hashed only.
    const codes = await ctx.database.db
      .selectFrom('one_time_codes')
      .select('code_hash')
      .where('purpose', '=', 'login_unlock')
      .execute();
    expect(codes.some((c) => c.code_hash.includes(unlock!))).toBe(false);

    // The unlock link: the lock is lifted, and the browser that opened it is a known device of the account.
    const unlocked = await call(
      ctx.app,
      'POST',
      '/clap/prop/auth/unlock',
      { token: unlock },
      { ip: freshIp() },
    );
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.message).toBe('Your account is unlocked. You can sign in now.');
    expect(unlocked.body.data.kind).toBe('creative');
    const unlockedDevice = unlocked.body.data.device_token as string;
    expect(unlockedDevice).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await signIn(email, freshIp())).status).toBe(200);
    expect((await signIn(email, freshIp(), unlockedDevice)).body.data.device_token).toBe(unlockedDevice);
    // Once only.
    const again = await call(ctx.app, 'POST', '/clap/prop/auth/unlock', { token: unlock }, { ip: freshIp() });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This unlock link is invalid or has expired.');
  });

  it('an unknown e-mail meets the same ceiling with the same answer, and nobody is mailed', async () => {
    const email = uniqueEmail('ghost-ceiling');
    const before = ctx.mail.length;
    await guess(email, 100, 5);
    const refused = await signIn(email, freshIp());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(CEILING);
    expect(ctx.mail.slice(before).filter((m) => m.to.toLowerCase() === email.toLowerCase())).toHaveLength(0);
    // The sentence has its code, and is said in the reader's language.
    const hausa = await ctx.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'accept-language': 'ha' },
      remoteAddress: freshIp(),
      payload: { email, password: PASSWORD },
    });
    expect(hausa.statusCode).toBe(429);
    const answer = hausa.json<{ code: string; message: string }>();
    expect(answer.code).toBe('auth.login_ceiling');
    expect(answer.message).toMatch(/^Ƙoƙarin shiga wannan asusu/);
  });

  it('a foreign device token counts as an unknown device', async () => {
    const a = await verifiedCreative(ctx);
    const b = await verifiedCreative(ctx);
    const deviceOfA = (await signIn(a.email, freshIp())).body.data.device_token as string;
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      const res = await call(
        ctx.app,
        'POST',
        LOGIN,
        { email: b.email, password: WRONG, device_token: deviceOfA },
        { ip },
      );
      expect(res.status).toBe(401);
    }
    // B's lane at this address is full: A's token does not open it, and is not an error either.
    expect((await signIn(b.email, ip, deviceOfA)).status).toBe(429);
    // A malformed token is an unknown device too.
    expect((await signIn(b.email, ip, 'not-a-token')).status).toBe(429);
    // Elsewhere B signs in with A's token in hand and gets a token of its own.
    const own = await signIn(b.email, freshIp(), deviceOfA);
    expect(own.status).toBe(200);
    expect(own.body.data.device_token).not.toBe(deviceOfA);
    // A's device is still A's.
    expect((await signIn(a.email, freshIp(), deviceOfA)).body.data.device_token).toBe(deviceOfA);
  });

  it("a known device's own failures lock that device only (5 in 15 minutes)", async () => {
    const { email } = await verifiedCreative(ctx);
    const device = (await signIn(email, freshIp())).body.data.device_token as string;
    for (let i = 0; i < 5; i += 1) expect((await signIn(email, freshIp(), device, WRONG)).status).toBe(401);
    expect((await signIn(email, freshIp(), device)).status).toBe(429);
    // Another browser, unknown, is not held by that device's failures.
    expect((await signIn(email, freshIp())).status).toBe(200);
  });
});

describe('a password reset lifts every lock', () => {
  it('after the ceiling and a locked address, a reset lets the owner in from anywhere and forgets the known devices', async () => {
    const { email } = await verifiedCreative(ctx);
    const device = (await signIn(email, freshIp())).body.data.device_token as string;
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) await call(ctx.app, 'POST', LOGIN, { email, password: WRONG }, { ip });
    for (let i = 0; i < 5; i += 1) await signIn(email, freshIp(), device, WRONG);
    await guess(email, 95, 5);
    expect((await signIn(email, ip)).status).toBe(429);
    expect((await signIn(email, freshIp(), device)).status).toBe(429);

    expect(
      (await call(ctx.app, 'PUT', '/clap/prop/creative/reset_ini', { email }, { ip: freshIp() })).status,
    ).toBe(200);
    const reset = await call(
      ctx.app,
      'PUT',
      '/clap/prop/creative/reset_final',
      { email, otp: ctx.lastCode(email), new_password: 'Reset#Pass9' },
      { ip: freshIp() },
    );
    expect(reset.status).toBe(200);
    // The locked address, a new address: both get in with the new password.
    expect((await signIn(email, ip, undefined, 'Reset#Pass9')).status).toBe(200);
    const fresh = await signIn(email, freshIp(), device, 'Reset#Pass9');
    expect(fresh.status).toBe(200);
    // The device known before the reset is forgotten (a reset after a compromise must not trust the attacker's).
    expect(fresh.body.data.device_token).not.toBe(device);
  });

  it('a password change forgets every device but the one making the change', async () => {
    const { email } = await verifiedCreative(ctx);
    const kept = await signIn(email, freshIp());
    const other = (await signIn(email, freshIp())).body.data.device_token as string;
    const keptDevice = kept.body.data.device_token as string;
    const change = await call(
      ctx.app,
      'PUT',
      '/clap/prop/account/password',
      {
        current_password: PASSWORD,
        password: 'Change#Pass7',
        confirm_password: 'Change#Pass7',
        device_token: keptDevice,
      },
      { token: kept.body.data.token as string, ip: freshIp() },
    );
    expect(change.status).toBe(200);
    expect((await signIn(email, freshIp(), keptDevice, 'Change#Pass7')).body.data.device_token).toBe(
      keptDevice,
    );
    expect((await signIn(email, freshIp(), other, 'Change#Pass7')).body.data.device_token).not.toBe(other);
  });
});

describe('the admin login follows the same rules', () => {
  it('the only admin signs in from a known device while unknown devices are over the ceiling', async () => {
    const url = '/clap/prop/admin-auth/login';
    const first = await signIn(TEST_ADMIN.email, freshIp(), undefined, TEST_ADMIN.password, url);
    expect(first.status).toBe(200);
    const device = first.body.data.device_token as string;
    await guess(TEST_ADMIN.email, 100, 5, url);
    const refused = await signIn(TEST_ADMIN.email, freshIp(), undefined, TEST_ADMIN.password, url);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(CEILING);
    const known = await signIn(TEST_ADMIN.email, freshIp(), device, TEST_ADMIN.password, url);
    expect(known.status).toBe(200);
    expect(known.body.token).toBeTruthy();
    // The admin's lock mail has the unlock link and no reset link (the admin has no reset route).
    const lock = mailsTo(TEST_ADMIN.email, LOCK_SUBJECT);
    expect(lock).toHaveLength(1);
    expect(lock[0].text).toContain('/unlock?token=');
    expect(lock[0].text).not.toContain('forgot-password');
  });
});
