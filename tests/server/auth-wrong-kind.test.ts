// Issue 13: the header's sign-in dialog offers every kind, and a password that is right for another kind of account
// than the one chosen is answered with a 401 naming that kind (data.accountKind). Everything else stays the spec's
// plain 401, the same for unknown e-mails and wrong passwords, and the per-account lockout holds across kinds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrongKindMessage } from '../../contract/sign-in';
import type { AccountKind } from '../../server/db/tables';
import { hashPassword, SYSTEM_LANE } from '../../server/lib/passwords';
import { PASSWORD, call, uniqueEmail } from './auth-helpers';
import { createAccount } from './builders';
import { createTestContext, type TestContext, coded } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const loginPath: Record<Exclude<AccountKind, 'admin'>, string> = {
  creative: '/clap/prop/creative/login',
  business: '/clap/prop/business/login',
  partner: '/clap/prop/partner-reg/login',
};
const PLAIN = coded({ status: false, message: 'Invalid email or password.' });
const WRONG = 'Wrong#Pass1';
let ip = 0;
/** Each call from its own address, so the per-address limits never interfere with the per-account ones. */
const nextIp = () => `10.13.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

async function accountWithPassword(kind: AccountKind, email = uniqueEmail(kind), password = PASSWORD) {
  const account = await createAccount(ctx, { kind, email, approved: true });
  const hash = await hashPassword(password, SYSTEM_LANE);
  await ctx.database.db
    .updateTable('accounts')
    .set({ password_hash: hash })
    .where('id', '=', account.id)
    .execute();
  return account;
}

const login = (path: string, email: string, password: string, from = nextIp()) =>
  call(ctx.app, 'POST', path, { email, password }, { ip: from });

describe('a password right for another kind of account', () => {
  it('names the partner kind when a partner signs in as a creative, and the try is not held against anyone', async () => {
    const { email } = await accountWithPassword('partner');
    const res = await login(loginPath.creative, email, PASSWORD);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(
      coded({ status: false, message: wrongKindMessage('partner'), data: { accountKind: 'partner' } }),
    );
    expect(res.body.message).toBe(
      'This email and password are for a partner account. Choose Partner and sign in again.',
    );
    // 5 hints in a row lock nothing: each was the right password.
    for (let i = 0; i < 5; i += 1)
      expect((await login(loginPath.business, email, PASSWORD)).body.data).toEqual({
        accountKind: 'partner',
      });
    expect((await login(loginPath.partner, email, PASSWORD)).status).toBe(200);
  });

  it('names the business and the creative kinds too', async () => {
    const business = await accountWithPassword('business');
    expect((await login(loginPath.partner, business.email, PASSWORD)).body.data).toEqual({
      accountKind: 'business',
    });
    const creative = await accountWithPassword('creative');
    const res = await login(loginPath.business, creative.email, PASSWORD);
    expect(res.body.message).toBe(
      'This email and password are for a creative account. Choose Creatives and sign in again.',
    );
  });

  it("names the admin login when the admin's password is used on a portal login", async () => {
    const { email } = await accountWithPassword('admin');
    const res = await login(loginPath.creative, email, PASSWORD);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(
      coded({
        status: false,
        message: 'This email and password are for the admin account. Please sign in at the admin login.',
        data: { accountKind: 'admin' },
      }),
    );
  });

  it('answers a wrong password exactly as an unknown e-mail (no hint, no data)', async () => {
    const { email } = await accountWithPassword('partner');
    const wrong = await login(loginPath.creative, email, WRONG);
    const unknown = await login(loginPath.creative, uniqueEmail('nobody'), WRONG);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(PLAIN);
    expect(unknown.body).toEqual(PLAIN);
  });

  it('gives no hint when the chosen kind has an account of its own with another password', async () => {
    const email = uniqueEmail('both');
    await accountWithPassword('creative', email, 'Creative#Pass1');
    await accountWithPassword('partner', email, PASSWORD);
    expect((await login(loginPath.creative, email, PASSWORD)).body).toEqual(PLAIN);
  });

  // The lockouts are per account and address (issue 29): the guesses and the checks below come from one address.
  it("counts guesses made through another kind's login against the account they guess at", async () => {
    const { email } = await accountWithPassword('partner');
    const from = nextIp();
    for (let i = 0; i < 5; i += 1)
      expect((await login(loginPath.creative, email, WRONG, from)).body).toEqual(PLAIN);
    // The partner's own login is now locked there, even with the right password ...
    const own = await login(loginPath.partner, email, PASSWORD, from);
    expect(own.status).toBe(429);
    expect(own.headers['retry-after']).toBeDefined();
    // ... and no other kind's login checks its password any more: no hint, the plain answer.
    expect(await login(loginPath.business, email, PASSWORD, from)).toMatchObject({
      status: 401,
      body: PLAIN,
    });
  });

  it('gives no hint through another login once the account is locked by its own failures', async () => {
    const { email } = await accountWithPassword('business');
    const from = nextIp();
    for (let i = 0; i < 5; i += 1)
      expect((await login(loginPath.business, email, WRONG, from)).status).toBe(401);
    expect((await login(loginPath.business, email, PASSWORD, from)).status).toBe(429);
    expect(await login(loginPath.creative, email, PASSWORD, from)).toMatchObject({
      status: 401,
      body: PLAIN,
    });
  });

  it('still signs in the right kind, and refuses a blocked account with the spec message', async () => {
    const partner = await accountWithPassword('partner');
    expect((await login(loginPath.partner, partner.email, PASSWORD)).status).toBe(200);
    const blocked = await accountWithPassword('creative');
    await ctx.database.db
      .updateTable('accounts')
      .set({ is_blacklisted: true })
      .where('id', '=', blocked.id)
      .execute();
    expect((await login(loginPath.creative, blocked.email, PASSWORD)).status).toBe(403);
  });
});
