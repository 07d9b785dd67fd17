// Accounts: every endpoint's success and failure (creative, business, partner, admin), reset, revocation, identity.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- JSON answers are read loosely in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, SYSTEM_LANE } from '../../server/lib/passwords';
import {
  PASSWORD,
  businessPayload,
  call,
  partnerPayload,
  registerCreative,
  uniqueEmail,
  verifiedCreative,
} from './auth-helpers';
import { createTestContext, type TestContext, coded } from './helpers';

let ctx: TestContext;
const ADMIN = { email: 'root-admin@test.local', password: 'Root#Admin2026' };

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const { id } = await db
    .insertInto('accounts')
    .values({
      kind: 'admin',
      email: ADMIN.email,
      password_hash: await hashPassword(ADMIN.password, SYSTEM_LANE, { argon2Memory: 1024, scryptCost: 12 }),
      is_activated: true,
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('admin_profiles').values({ account_id: id, name: 'Root' }).execute();
});
afterAll(async () => ctx?.close());

describe('creative', () => {
  it('registers, mails a 6-digit code, returns data.token and data.data', async () => {
    const email = uniqueEmail('Reg');
    const { res, token } = await registerCreative(ctx, email);
    expect(res.body).toMatchObject({ status: true, message: 'Creative Account created successful!' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.data).toMatchObject({
      email: email.toLowerCase(),
      first_name: 'Ada',
      kind: 'creative',
      email_verified: false,
    });
    expect(res.body.data.data).not.toHaveProperty('password_hash');
    expect(ctx.lastCode(email)).toMatch(/^\d{6}$/);
  });

  it('answers a taken e-mail (case-insensitively) like a new one, and creates nothing (docs/auth-abuse.md)', async () => {
    const { email } = await registerCreative(ctx);
    const res = await call(ctx.app, 'POST', '/clap/prop/creative/register', {
      first_name: 'A',
      last_name: 'B',
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Creative Account created successful!');
    expect(res.body.data.data).toMatchObject({
      email: email.toLowerCase(),
      first_name: 'A',
      kind: 'creative',
      email_verified: false,
    });
    expect(
      await ctx.database.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', email.toLowerCase())
        .execute(),
    ).toHaveLength(1);
  });

  it.each([
    ['short', 'Sh#1', 'Password should be at least 8 characters long.'],
    ['no capital', 'lowercase#1', 'Password should contain at least one capital letter.'],
    ['no symbol', 'Lowercase1', 'Password should contain at least one symbol.'],
    ['too common', 'P@ssw0rd', 'This password is too common. Please choose another.'],
    ['too long', `A#${'a'.repeat(127)}`, 'Password should be at most 128 characters long.'],
  ])("refuses a %s password with the rule's message", async (_label, password, message) => {
    const res = await call(ctx.app, 'POST', '/clap/prop/creative/register', {
      first_name: 'A',
      last_name: 'B',
      email: uniqueEmail('pw'),
      password,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('accepts a 128-character password', async () => {
    const res = await call(ctx.app, 'POST', '/clap/prop/creative/register', {
      first_name: 'A',
      last_name: 'B',
      email: uniqueEmail('long'),
      password: `A#${'x'.repeat(126)}`,
    });
    expect(res.status).toBe(200);
  });

  it('refuses bad input with 400 (missing field, bad e-mail)', async () => {
    expect(
      (
        await call(ctx.app, 'POST', '/clap/prop/creative/register', {
          first_name: 'A',
          email: uniqueEmail('x'),
          password: PASSWORD,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(ctx.app, 'POST', '/clap/prop/creative/register', {
          first_name: 'A',
          last_name: 'B',
          email: 'nope',
          password: PASSWORD,
        })
      ).status,
    ).toBe(400);
  });

  it('logs in before verification (resumable: email_verified false), verifies by OTP, then email_verified is true', async () => {
    const { email, token } = await registerCreative(ctx);
    const login = await call(ctx.app, 'POST', '/clap/prop/creative/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      status: true,
      message: 'Logged in successfully!',
      data: { user: { email, kind: 'creative', email_verified: false } },
    });
    expect(typeof login.body.data.token).toBe('string');

    const wrong = await call(
      ctx.app,
      'POST',
      '/clap/prop/creative/otp',
      { otp: '000000' === ctx.lastCode(email) ? '111111' : '000000' },
      { token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid OTP');

    const good = await call(
      ctx.app,
      'POST',
      '/clap/prop/creative/otp',
      { otp: ctx.lastCode(email) },
      { token },
    );
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({
      status: true,
      message: 'User verified successfully!',
      data: { user: { email_verified: true } },
    });

    const again = await call(ctx.app, 'POST', '/clap/prop/creative/login', { email, password: PASSWORD });
    expect(again.body.data.user.email_verified).toBe(true);
  });

  it('needs a creative token for /otp (401 without, 403 for another kind is covered by requireAuth)', async () => {
    const res = await call(ctx.app, 'POST', '/clap/prop/creative/otp', { otp: '123456' });
    expect(res.status).toBe(401);
  });

  it('resends a verification code (new code replaces the old one) and throttles a second resend', async () => {
    const { email, token } = await registerCreative(ctx);
    const first = ctx.lastCode(email)!;
    // The registration mail does not count against the resend throttle.
    const resend = await call(ctx.app, 'POST', '/clap/prop/creative/otp/resend', undefined, { token });
    expect(resend.status).toBe(200);
    expect(resend.body.message).toBe('your OTP has been sent to your email.');
    const second = ctx.lastCode(email)!;
    const throttled = await call(ctx.app, 'POST', '/clap/prop/creative/otp/resend', undefined, { token });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    if (first !== second) {
      const old = await call(ctx.app, 'POST', '/clap/prop/creative/otp', { otp: first }, { token });
      expect(old.body.message).toBe('Invalid OTP');
    }
    expect((await call(ctx.app, 'POST', '/clap/prop/creative/otp', { otp: second }, { token })).status).toBe(
      200,
    );
  });

  it('refuses wrong credentials and unknown e-mails with the same 401 answer', async () => {
    const { email } = await registerCreative(ctx);
    const wrong = await call(ctx.app, 'POST', '/clap/prop/creative/login', {
      email,
      password: 'Wrong#Pass1',
    });
    const unknown = await call(ctx.app, 'POST', '/clap/prop/creative/login', {
      email: uniqueEmail('ghost'),
      password: 'Wrong#Pass1',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid email or password.');
    // A creative's credentials do not open the business login.
    expect(
      (await call(ctx.app, 'POST', '/clap/prop/business/login', { email, password: PASSWORD })).status,
    ).toBe(401);
  });

  it('refuses a blacklisted account, and its existing token stops working', async () => {
    const { email, token } = await verifiedCreative(ctx);
    await ctx.database.db
      .updateTable('accounts')
      .set({ is_blacklisted: true })
      .where('email', '=', email.toLowerCase())
      .execute();
    const login = await call(ctx.app, 'POST', '/clap/prop/creative/login', { email, password: PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('Your account has been blocked. Please contact support.');
    expect(
      (await call(ctx.app, 'POST', '/clap/prop/creative/otp', { otp: '123456' }, { token })).status,
    ).toBe(401);
  });

  it('updates biodata with the phone number from the path, support needs and skills', async () => {
    const { token } = await verifiedCreative(ctx);
    const res = await call(
      ctx.app,
      'PUT',
      '/clap/prop/creative/08031234567',
      {
        employmentStatus: 'Freelancer',
        levelOfEducation: 'Graduate',
        sector: 'Design',
        category: 'Graphic Design',
        skills: ['Illustration', 'Branding'],
        skillLevel: 'Intermediate',
        dateOfBirth: '1995-04-12',
        firstName: 'Adaeze',
        gender: 'Female',
        lga: 'Ikeja',
        stateOfOrigin: 'Lagos',
        supportType: ['Training', 'Market_access'],
        detail_training: 'Motion graphics',
        detail_market_access: 'Export markets',
      },
      { token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('profile updated');
    expect(res.body.data.user).toMatchObject({
      phone_number: '+2348031234567',
      employment_status: 'Freelancer',
      expertise: 'Design',
      first_name: 'Adaeze',
      origin_state: 'Lagos',
      lga_origin: 'Ikeja',
      need_training: true,
      need_market_access: true,
      need_funding: false,
      detail_training: 'Motion graphics',
    });
    const skills = await ctx.database.db
      .selectFrom('account_skills')
      .innerJoin('skills', 'skills.id', 'account_skills.skill_id')
      .select('skills.name')
      .where('account_skills.account_id', '=', res.body.data.user.id)
      .execute();
    expect(skills.map((s) => s.name).sort()).toEqual(['Branding', 'Illustration']);
  });

  it('refuses a bad phone number, a future birth date and an anonymous caller', async () => {
    const { token } = await verifiedCreative(ctx);
    const phone = await call(ctx.app, 'PUT', '/clap/prop/creative/12345', { gender: 'Male' }, { token });
    expect(phone.status).toBe(400);
    expect(phone.body.message).toBe('Please enter a valid Nigerian phone number.');
    expect(
      (
        await call(
          ctx.app,
          'PUT',
          '/clap/prop/creative/08031234567',
          { dateOfBirth: '2999-01-01' },
          { token },
        )
      ).status,
    ).toBe(400);
    expect((await call(ctx.app, 'PUT', '/clap/prop/creative/08031234567', { gender: 'Male' })).status).toBe(
      401,
    );
  });

  it('verifies a NIN: stores a keyed hash and the last 4 digits, never the number; one identity per kind', async () => {
    const number = '12345678901';
    const a = await verifiedCreative(ctx);
    const res = await call(
      ctx.app,
      'PUT',
      '/clap/prop/creative/08031234567',
      { verificationMethod: 'NIN', identificationNumber: number },
      { token: a.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain(number);
    expect(res.body.data.user).toMatchObject({ verification_method: 'NIN', identity_last4: '8901' });
    expect(res.body.data.user).not.toHaveProperty('identity_hash');
    const row = await ctx.database.db
      .selectFrom('creative_profiles')
      .selectAll()
      .where('account_id', '=', res.body.data.user.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(number);
    expect(row.identity_hash).toMatch(/^[0-9a-f]{64}$/);

    const b = await verifiedCreative(ctx);
    const dup = await call(
      ctx.app,
      'PUT',
      '/clap/prop/creative/08031234568',
      { verificationMethod: 'NIN', identificationNumber: number },
      { token: b.token },
    );
    expect(dup.status).toBe(409);
    expect(JSON.stringify(dup.body)).not.toContain(number);
    // The same digits as a BVN are another identity.
    expect(
      (
        await call(
          ctx.app,
          'PUT',
          '/clap/prop/creative/08031234568',
          { verificationMethod: 'BVN', identificationNumber: number },
          { token: b.token },
        )
      ).status,
    ).toBe(200);
  });

  it('refuses identity numbers that are not 11 digits, a missing method, and sandbox failures (000...)', async () => {
    const { token } = await verifiedCreative(ctx);
    const short = await call(
      ctx.app,
      'PUT',
      '/clap/prop/creative/08031234567',
      { verificationMethod: 'BVN', identificationNumber: '1234' },
      { token },
    );
    expect(short.body.message).toBe('Identification number must be exactly 11 digits.');
    const method = await call(
      ctx.app,
      'PUT',
      '/clap/prop/creative/08031234567',
      { identificationNumber: '22345678901' },
      { token },
    );
    expect(method.body.message).toBe('Verification method must be BVN or NIN.');
    const failed = await call(
      ctx.app,
      'PUT',
      '/clap/prop/creative/08031234567',
      { verificationMethod: 'BVN', identificationNumber: '00045678901' },
      { token },
    );
    expect(failed.status).toBe(400);
    expect(JSON.stringify(failed.body)).not.toContain('00045678901');
  });

  it('sets a password with a mailed code (POST /prop/creative/password) and answers a token', async () => {
    const { email } = await verifiedCreative(ctx);
    await call(ctx.app, 'PUT', '/clap/prop/creative/reset_ini', { email });
    const res = await call(ctx.app, 'POST', '/clap/prop/creative/password', {
      email,
      otp: ctx.lastCode(email),
      password: 'Newer#Pass2',
      confirm_password: 'Newer#Pass2',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.data.token).toBe(res.body.token);
    expect(
      (await call(ctx.app, 'POST', '/clap/prop/creative/login', { email, password: 'Newer#Pass2' })).status,
    ).toBe(200);
  });

  it('changes the password when signed in (current password required)', async () => {
    const { token } = await verifiedCreative(ctx);
    const wrong = await call(
      ctx.app,
      'POST',
      '/clap/prop/creative/password',
      { current_password: 'Nope#1234', password: 'Other#Pass3', confirm_password: 'Other#Pass3' },
      { token },
    );
    expect(wrong.status).toBe(400);
    const mismatch = await call(
      ctx.app,
      'POST',
      '/clap/prop/creative/password',
      { current_password: PASSWORD, password: 'Other#Pass3', confirm_password: 'Other#Pass4' },
      { token },
    );
    expect(mismatch.body.message).toBe('Passwords do not match.');
    const good = await call(
      ctx.app,
      'POST',
      '/clap/prop/creative/password',
      { current_password: PASSWORD, password: 'Other#Pass3', confirm_password: 'Other#Pass3' },
      { token },
    );
    expect(good.status).toBe(200);
    // The old token is revoked; the new one works.
    expect(
      (await call(ctx.app, 'POST', '/clap/prop/creative/otp', { otp: '123456' }, { token })).status,
    ).toBe(401);
    expect(
      (await call(ctx.app, 'POST', '/clap/prop/creative/otp', { otp: '123456' }, { token: good.body.token }))
        .status,
    ).toBe(200);
  });
});

describe('logout and reset revoke tokens', () => {
  it('logout revokes the current session only', async () => {
    const { email, token } = await verifiedCreative(ctx);
    const other = (await call(ctx.app, 'POST', '/clap/prop/creative/login', { email, password: PASSWORD }))
      .body.data.token as string;
    const out = await call(ctx.app, 'POST', '/clap/prop/auth/logout', undefined, { token });
    expect(out.status).toBe(200);
    expect(
      (await call(ctx.app, 'POST', '/clap/prop/creative/otp', { otp: '123456' }, { token })).status,
    ).toBe(401);
    expect(
      (await call(ctx.app, 'POST', '/clap/prop/creative/otp', { otp: '123456' }, { token: other })).status,
    ).toBe(200);
    expect((await call(ctx.app, 'POST', '/clap/prop/auth/logout')).status).toBe(401);
  });

  it.each([
    ['creative', '/clap/prop/creative'],
    ['business', '/clap/prop/business'],
    ['partner', '/clap/prop/partner-reg'],
  ])(
    '%s reset: same answer for unknown e-mails, code, new password, every session revoked',
    async (kind, prefix) => {
      const email = uniqueEmail(`reset-${kind}`);
      let token: string;
      if (kind === 'creative') token = (await verifiedCreative(ctx, email)).token;
      else if (kind === 'business') token = await businessWithPassword(email);
      else token = await partnerWithPassword(email);

      const known = await call(ctx.app, 'PUT', `${prefix}/reset_ini`, { email });
      const unknown = await call(ctx.app, 'PUT', `${prefix}/reset_ini`, { email: uniqueEmail('nobody') });
      expect(known.status).toBe(200);
      expect(known.body).toEqual(
        coded({ status: true, message: 'Password reset link sent to your email.', data: null }),
      );
      expect(unknown.body).toEqual(known.body);

      const bad = await call(ctx.app, 'PUT', `${prefix}/reset_final`, {
        email,
        otp: ctx.lastCode(email) === '999999' ? '999998' : '999999',
        new_password: 'Reset#Pass9',
      });
      expect(bad.body.message).toBe('Invalid OTP');
      const weak = await call(ctx.app, 'PUT', `${prefix}/reset_final`, {
        email,
        otp: ctx.lastCode(email),
        new_password: 'weak',
      });
      expect(weak.body.message).toBe('Password should be at least 8 characters long.');
      const done = await call(ctx.app, 'PUT', `${prefix}/reset_final`, {
        email,
        otp: ctx.lastCode(email),
        new_password: 'Reset#Pass9',
        confirm_password: 'Reset#Pass9',
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.message).toBe('Password reset successful!');
      // The old token is dead on the next call; the code is single use.
      expect((await call(ctx.app, 'POST', '/clap/prop/auth/logout', undefined, { token })).status).toBe(401);
      const reuse = await call(ctx.app, 'PUT', `${prefix}/reset_final`, {
        email,
        otp: ctx.lastCode(email),
        password: 'Again#Pass9',
      });
      expect(reuse.status).toBe(400);
      const login = await call(ctx.app, 'POST', `${prefix}/login`, { email, password: 'Reset#Pass9' });
      expect(login.status).toBe(200);
    },
  );
});

async function businessWithPassword(email: string): Promise<string> {
  const reg = await call(ctx.app, 'POST', '/clap/prop/business', businessPayload(email));
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  const otp = await call(ctx.app, 'POST', '/clap/prop/business/otp', { email, otp: ctx.lastCode(email) });
  const pw = await call(
    ctx.app,
    'POST',
    '/clap/prop/business/password',
    { password: PASSWORD, confirm_password: PASSWORD },
    { token: otp.body.data.token },
  );
  expect(pw.status, JSON.stringify(pw.body)).toBe(200);
  return pw.body.token as string;
}

async function partnerWithPassword(email: string): Promise<string> {
  expect((await call(ctx.app, 'POST', '/clap/prop/partner-reg', partnerPayload(email))).status).toBe(200);
  await call(ctx.app, 'POST', '/clap/prop/partner-reg/otp', { email });
  const pw = await call(ctx.app, 'POST', '/clap/prop/partner-reg/password', {
    email,
    otp: ctx.lastCode(email),
    password: PASSWORD,
    confirm_password: PASSWORD,
  });
  expect(pw.status, JSON.stringify(pw.body)).toBe(200);
  return pw.body.token as string;
}

describe('business', () => {
  it('registers without a password, verifies by OTP, creates the password with the grant, logs in', async () => {
    const email = uniqueEmail('biz');
    const reg = await call(ctx.app, 'POST', '/clap/prop/business', businessPayload(email));
    expect(reg.status).toBe(200);
    expect(reg.body).toMatchObject({ status: true, message: 'Registration successful', data: { email } });
    // No password yet: login fails like a wrong password.
    expect(
      (await call(ctx.app, 'POST', '/clap/prop/business/login', { email, password: PASSWORD })).status,
    ).toBe(401);

    const otp = await call(ctx.app, 'POST', '/clap/prop/business/otp', { email, otp: ctx.lastCode(email) });
    expect(otp.status).toBe(200);
    expect(otp.body.message).toBe('Business verified successfully!');
    const grant = otp.body.data.token as string;
    // The grant is not a session.
    expect((await call(ctx.app, 'POST', '/clap/prop/auth/logout', undefined, { token: grant })).status).toBe(
      401,
    );

    const weak = await call(
      ctx.app,
      'POST',
      '/clap/prop/business/password',
      { password: 'Strong#Pass1', confirm_password: 'Strong#Pass2' },
      { token: grant },
    );
    expect(weak.body.message).toBe('Passwords do not match.');
    const pw = await call(
      ctx.app,
      'POST',
      '/clap/prop/business/password',
      { password: PASSWORD, confirm_password: PASSWORD },
      { token: grant },
    );
    expect(pw.status).toBe(200);
    expect(pw.body).toMatchObject({ status: true, message: 'Password created successfully!' });
    expect(typeof pw.body.token).toBe('string');
    // The grant is single use.
    expect(
      (
        await call(
          ctx.app,
          'POST',
          '/clap/prop/business/password',
          { password: PASSWORD, confirm_password: PASSWORD },
          { token: grant },
        )
      ).status,
    ).toBe(400);

    const login = await call(ctx.app, 'POST', '/clap/prop/business/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({
      trade_name: 'Ada Designs',
      phone_number: '+2348031234567',
      need_training: true,
      email_verified: true,
    });
  });

  it('creates the password with {email, otp} instead of the grant', async () => {
    const email = uniqueEmail('biz-otp');
    await call(ctx.app, 'POST', '/clap/prop/business', businessPayload(email));
    const pw = await call(ctx.app, 'POST', '/clap/prop/business/password', {
      email,
      otp: ctx.lastCode(email),
      password: PASSWORD,
      confirm_password: PASSWORD,
    });
    expect(pw.status, JSON.stringify(pw.body)).toBe(200);
    expect(
      (await call(ctx.app, 'POST', '/clap/prop/business/login', { email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it("answers the spec's messages for missing fields, a duplicate e-mail and a wrong OTP", async () => {
    const email = uniqueEmail('biz-dup');
    const { trade_name: _t, ...noTrade } = businessPayload(email);
    expect((await call(ctx.app, 'POST', '/clap/prop/business', noTrade)).body.message).toBe(
      'Trade name is required.',
    );
    expect(
      (await call(ctx.app, 'POST', '/clap/prop/business', { ...businessPayload(email), lga: ' ' })).body
        .message,
    ).toBe('LGA is required.');
    expect(
      (await call(ctx.app, 'POST', '/clap/prop/business', { ...businessPayload(email), phone_number: '' }))
        .body.message,
    ).toBe('Phone number is required.');
    expect((await call(ctx.app, 'POST', '/clap/prop/business', businessPayload(email))).status).toBe(200);
    const dup = await call(ctx.app, 'POST', '/clap/prop/business', businessPayload(email));
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual(coded({ status: false, message: 'Email already exists.' }));
    const wrong = await call(ctx.app, 'POST', '/clap/prop/business/otp', {
      email,
      otp: ctx.lastCode(email) === '123456' ? '654321' : '123456',
    });
    expect(wrong.body.message).toBe('Invalid OTP');
    const unknown = await call(ctx.app, 'POST', '/clap/prop/business/otp', {
      email: uniqueEmail('ghost'),
      otp: '123456',
    });
    expect(unknown.body.message).toBe('Invalid OTP');
  });

  it('keeps the registration when the mail cannot go out yet: the mail waits in the outbox for its retry (issue 11)', async () => {
    const email = uniqueEmail('biz-mailfail');
    const original = ctx.app.mailer.send;
    ctx.app.mailer.send = () => Promise.reject(new Error('smtp down'));
    try {
      const res = await call(ctx.app, 'POST', '/clap/prop/business', businessPayload(email));
      expect(res.status).toBe(200);
    } finally {
      ctx.app.mailer.send = original;
    }
    const left = await ctx.database.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(left).toHaveLength(1);
    const [row] = await ctx.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', email)
      .execute();
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'smtp down',
      subject: 'Your verification code',
    });
    // The first retry waits a minute (MAIL_RETRY_MIN_MS).
    const wait = new Date(row.next_attempt_at).getTime() - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);
  });

  it('resends a verification code with the same answer for unknown e-mails', async () => {
    const email = uniqueEmail('biz-resend');
    await call(ctx.app, 'POST', '/clap/prop/business', businessPayload(email));
    const known = await call(ctx.app, 'POST', '/clap/prop/business/otp/resend', { email });
    const unknown = await call(ctx.app, 'POST', '/clap/prop/business/otp/resend', {
      email: uniqueEmail('ghost'),
    });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
  });

  it('verifies a BVN for the signed-in business and updates its data by phone number', async () => {
    const email = uniqueEmail('biz-verify');
    const token = await businessWithPassword(email);
    const me = (await call(ctx.app, 'POST', '/clap/prop/business/login', { email, password: PASSWORD })).body
      .data.user;
    const number = '22233344455';
    const res = await call(
      ctx.app,
      'POST',
      '/clap/prop/business/verification',
      { id: me.id, verification_type: 'BVN', identification_number: number },
      { token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ verification_type: 'BVN', identity_last4: '4455' });
    expect(JSON.stringify(res.body)).not.toContain(number);
    expect(
      (
        await call(
          ctx.app,
          'POST',
          '/clap/prop/business/verification',
          { id: me.id + 1000, verification_type: 'BVN', identification_number: number },
          { token },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          ctx.app,
          'POST',
          '/clap/prop/business/verification',
          { verification_type: 'XYZ', identification_number: number },
          { token },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await call(ctx.app, 'POST', '/clap/prop/business/verification', {
          verification_type: 'BVN',
          identification_number: number,
        })
      ).status,
    ).toBe(401);
    // Another business cannot use the same identity.
    const other = await businessWithPassword(uniqueEmail('biz-verify2'));
    expect(
      (
        await call(
          ctx.app,
          'POST',
          '/clap/prop/business/verification',
          { verification_type: 'BVN', identification_number: number },
          { token: other },
        )
      ).status,
    ).toBe(409);

    const upd = await call(
      ctx.app,
      'PUT',
      '/clap/prop/business/+2348091234567',
      { trade_name: 'Ada Studio', need_funding: true, detail_funding: 'Equipment' },
      { token },
    );
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expect(upd.body.data.user).toMatchObject({
      trade_name: 'Ada Studio',
      phone_number: '+2348091234567',
      need_funding: true,
    });
    expect((await call(ctx.app, 'PUT', '/clap/prop/business/08091234567', { trade_name: 'X' })).status).toBe(
      401,
    );
  });
});

describe('partner', () => {
  it('registers with trimmed values, sets a password through the e-mail entry and OTP, and logs in (not approved)', async () => {
    const email = uniqueEmail('partner');
    const reg = await call(ctx.app, 'POST', '/clap/prop/partner-reg', partnerPayload(email));
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    expect(reg.body.message).toBe('Your account has been created');
    const profile = await ctx.database.db
      .selectFrom('partner_profiles')
      .selectAll()
      .where('account_id', '=', reg.body.data.id)
      .executeTakeFirstOrThrow();
    expect(profile.name).toBe('Bright Foundation');

    const known = await call(ctx.app, 'POST', '/clap/prop/partner-reg/otp', { email });
    const unknown = await call(ctx.app, 'POST', '/clap/prop/partner-reg/otp', {
      email: uniqueEmail('ghost'),
    });
    expect(known.body).toEqual(
      coded({ status: true, message: 'An OTP has been sent to your email.', data: null }),
    );
    expect(unknown.body).toEqual(known.body);

    const pw = await call(ctx.app, 'POST', '/clap/prop/partner-reg/password', {
      email,
      otp: ctx.lastCode(email),
      password: PASSWORD,
      confirm_password: PASSWORD,
    });
    expect(pw.status).toBe(200);
    expect(pw.body.message).toBe('Password Successfully Created!');
    expect(typeof pw.body.token).toBe('string');
    const login = await call(ctx.app, 'POST', '/clap/prop/partner-reg/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({
      kind: 'partner',
      approved: false,
      industry: 'private',
      partner_type: 'sponsor',
    });
  });

  it('refuses missing fields, a bad partner type and a duplicate e-mail', async () => {
    const email = uniqueEmail('partner-bad');
    expect(
      (await call(ctx.app, 'POST', '/clap/prop/partner-reg', { ...partnerPayload(email), name: '   ' })).body
        .message,
    ).toBe('Organization Name is required.');
    expect(
      (
        await call(ctx.app, 'POST', '/clap/prop/partner-reg', {
          ...partnerPayload(email),
          partner_type: 'gift',
        })
      ).status,
    ).toBe(400);
    expect((await call(ctx.app, 'POST', '/clap/prop/partner-reg', partnerPayload(email))).status).toBe(200);
    // A taken address answers like a new one (docs/auth-abuse.md, "Registration").
    expect((await call(ctx.app, 'POST', '/clap/prop/partner-reg', partnerPayload(email))).status).toBe(200);
    const wrong = await call(ctx.app, 'POST', '/clap/prop/partner-reg/password', {
      email,
      otp: '123456',
      password: PASSWORD,
      confirm_password: PASSWORD,
    });
    expect(wrong.body.message).toBe('Invalid OTP');
  });
});

describe('admin', () => {
  it('logs in with multipart email and password; the token is at the top level', async () => {
    const boundary = '----clapboundary';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${ADMIN.email}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${ADMIN.password}\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/clap/prop/admin-auth/login',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const body = res.json();
    expect(res.statusCode, res.body).toBe(200);
    expect(body).toMatchObject({
      status: true,
      message: 'Logged in successfully!',
      data: { user: { email: ADMIN.email, kind: 'admin' } },
    });
    expect(typeof body.token).toBe('string');
    expect(
      (await call(ctx.app, 'POST', '/clap/prop/auth/logout', undefined, { token: body.token })).status,
    ).toBe(200);
  });

  it('refuses wrong multipart credentials, missing fields and non-admin accounts', async () => {
    const form = (fields: Record<string, string>) => {
      const boundary = '----b2';
      const payload =
        Object.entries(fields)
          .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
          .join('') + `--${boundary}--\r\n`;
      return ctx.app.inject({
        method: 'POST',
        url: '/clap/prop/admin-auth/login',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    expect((await form({ email: ADMIN.email, password: 'Wrong#Pass1' })).statusCode).toBe(401);
    expect((await form({ email: ADMIN.email })).statusCode).toBe(400);
    const { email } = await verifiedCreative(ctx);
    expect((await form({ email, password: PASSWORD })).statusCode).toBe(401);
  });
});
