// Enumeration by timing: every "same answer for unknown e-mails" route takes the same path for a known and an
// unknown address, so over 50 tries of each the two median answer times differ by less than 2 ms. Tries are
// interleaved (known and unknown alternate, the order flipping every pair) after a warm-up, and the outbox worker's
// background send runs between tries, outside the timed window, so noise and the worker touch both sides alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, SYSTEM_LANE } from '../../server/lib/passwords';
import { createAccount } from './builders';
import { createTestContext, type TestContext, coded } from './helpers';

let ctx: TestContext;
const TRIES = 50;
const WARM_UP = 20;
const MAX_GAP_MS = 2;

beforeAll(async () => {
  // The worker sends in the background here, as in production: answers never wait for it.
  ctx = await createTestContext({ backgroundMail: true, env: { AUTH_IP_LIMIT: '100000' } });
});
afterAll(async () => ctx?.close());

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function timed(method: 'PUT' | 'POST', url: string, email: string): Promise<number> {
  // The per-e-mail send throttle (1 a minute) would answer 429 from the second try on: reset it between tries.
  await ctx.database.db.deleteFrom('auth_events').where('bucket', '=', 'code_send').execute();
  const start = process.hrtime.bigint();
  const res = await ctx.app.inject({ method, url, payload: { email } });
  const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
  expect(res.statusCode, res.body).toBe(200);
  // Whatever the worker does after the answer (send, mark sent) finishes before the next try starts.
  await ctx.app.mailOutbox.drain();
  await ctx.app.smsOutbox.drain();
  return elapsed;
}

async function compare(
  method: 'PUT' | 'POST',
  url: string,
  known: string,
  unknown: string,
  { bySms = false }: { bySms?: boolean } = {},
) {
  const sentBefore = ctx.mail.length;
  for (let i = 0; i < WARM_UP; i += 1) {
    await timed(method, url, known);
    await timed(method, url, unknown);
  }
  const knownTimes: number[] = [];
  const unknownTimes: number[] = [];
  for (let i = 0; i < TRIES; i += 1) {
    if (i % 2 === 0) {
      knownTimes.push(await timed(method, url, known));
      unknownTimes.push(await timed(method, url, unknown));
    } else {
      unknownTimes.push(await timed(method, url, unknown));
      knownTimes.push(await timed(method, url, known));
    }
  }
  const result = { known: median(knownTimes), unknown: median(unknownTimes) };
  console.log(
    `${method} ${url}: median known ${result.known.toFixed(2)} ms, unknown ${result.unknown.toFixed(2)} ms over ${TRIES} tries each`,
  );
  // The known address really got its codes; the unknown one none.
  const sent = ctx.mail.slice(sentBefore);
  // A member who takes reset codes by SMS (issue 34) gets SMS, not mail.
  expect(sent.filter((m) => m.to === known)).toHaveLength(bySms ? 0 : WARM_UP + TRIES);
  expect(sent.filter((m) => m.to === unknown)).toHaveLength(0);
  return result;
}

describe('same path for known and unknown e-mails', () => {
  it('PUT reset_ini: medians differ by less than 2 ms', async () => {
    const known = await createAccount(ctx, { kind: 'creative' });
    const { known: k, unknown: u } = await compare(
      'PUT',
      '/clap/prop/creative/reset_ini',
      known.email,
      'nobody-reset@test.local',
    );
    expect(Math.abs(k - u)).toBeLessThan(MAX_GAP_MS);
  });

  it('PUT reset_ini of a member who takes reset codes by SMS: medians differ by less than 2 ms', async () => {
    const known = await createAccount(ctx, { kind: 'creative' });
    await ctx.database.db
      .updateTable('accounts')
      .set({ sms_phone: '+2348090000001', sms_phone_verified_at: new Date(), reset_by_sms: true })
      .where('id', '=', known.id)
      .execute();
    const { known: k, unknown: u } = await compare(
      'PUT',
      '/clap/prop/creative/reset_ini',
      known.email,
      'nobody-reset-sms@test.local',
      { bySms: true },
    );
    expect(Math.abs(k - u)).toBeLessThan(MAX_GAP_MS);
    const sms = await ctx.database.db
      .selectFrom('sms_outbox')
      .select('id')
      .where('account_id', '=', known.id)
      .where('status', '=', 'sent')
      .execute();
    expect(sms).toHaveLength(WARM_UP + TRIES);
  });

  it('POST business otp/resend: medians differ by less than 2 ms', async () => {
    const known = await createAccount(ctx, { kind: 'business' });
    await ctx.database.db
      .updateTable('accounts')
      .set({ email_verified_at: null })
      .where('id', '=', known.id)
      .execute();
    const { known: k, unknown: u } = await compare(
      'POST',
      '/clap/prop/business/otp/resend',
      known.email,
      'nobody-resend@test.local',
    );
    expect(Math.abs(k - u)).toBeLessThan(MAX_GAP_MS);
  });

  it('POST partner-reg/otp (set-password send): medians differ by less than 2 ms', async () => {
    const known = await createAccount(ctx, { kind: 'partner' });
    const { known: k, unknown: u } = await compare(
      'POST',
      '/clap/prop/partner-reg/otp',
      known.email,
      'nobody-partner@test.local',
    );
    expect(Math.abs(k - u)).toBeLessThan(MAX_GAP_MS);
  });
});

// Login (issue 13): a wrong password for the chosen kind's own account, a wrong password for another kind's account
// (checked instead of the dummy, for the wrong-kind hint) and an unknown e-mail run the same statements and one hash.
describe('login: the same time for own, other-kind and unknown e-mails', () => {
  async function timedLogin(email: string): Promise<number> {
    // Failures would lock the account after 5 tries: clear the counters between tries.
    await ctx.database.db.deleteFrom('auth_events').execute();
    const start = process.hrtime.bigint();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/clap/prop/creative/login',
      payload: { email, password: 'Wrong#Pass1' },
    });
    const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
    expect(res.json()).toEqual(coded({ status: false, message: 'Invalid email or password.' }));
    return elapsed;
  }

  it('POST creative/login with a wrong password: medians differ by less than 2 ms', async () => {
    const own = await createAccount(ctx, { kind: 'creative' });
    const other = await createAccount(ctx, { kind: 'partner' });
    const hash = await hashPassword('Right#Pass1', SYSTEM_LANE);
    await ctx.database.db
      .updateTable('accounts')
      .set({ password_hash: hash })
      .where('id', 'in', [own.id, other.id])
      .execute();
    const emails = [own.email, other.email, 'nobody-login@test.local'];
    const times: number[][] = [[], [], []];
    for (let i = 0; i < WARM_UP + TRIES; i += 1) {
      // The order rotates every round, so drift touches all three alike.
      for (let j = 0; j < 3; j += 1) {
        const which = (i + j) % 3;
        const elapsed = await timedLogin(emails[which]);
        if (i >= WARM_UP) times[which].push(elapsed);
      }
    }
    const [ownMedian, otherMedian, unknownMedian] = times.map(median);
    console.log(
      `POST creative/login: median own ${ownMedian.toFixed(2)} ms, other kind ${otherMedian.toFixed(2)} ms, unknown ${unknownMedian.toFixed(2)} ms`,
    );
    // A login is one scrypt hash (tens of ms even at the test cost), whose own jitter on a busy machine passes 2 ms:
    // the bound is 2 ms or 10% of the unknown e-mail's median, whichever is larger. A second hash or a skipped one
    // (the leaks that matter) moves a median by 100%. On a machine shared by several busy processes the medians
    // still wander past 10% now and then (the reset_ini and OTP comparisons above too): rerun on a quiet one.
    const bound = Math.max(MAX_GAP_MS, unknownMedian * 0.1);
    expect(Math.abs(ownMedian - unknownMedian)).toBeLessThan(bound);
    expect(Math.abs(otherMedian - unknownMedian)).toBeLessThan(bound);
  });
});
