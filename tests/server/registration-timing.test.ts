// Enumeration by timing at registration (issue 29, section 3; docs/auth-abuse.md, "Registration"): a partner
// registration with an address that already has an account takes the time of a new one (the same rehearsed
// statements, a notice reservation and an outbox row either way). Run in the 'timing' project, alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerPayload, uniqueEmail } from './auth-helpers';
import { createAccount } from './builders';
import { createTestContext, type TestContext } from './helpers';

describe('registration timing: a taken partner address answers in the time of a new one', () => {
  let ctx: TestContext;
  const TRIES = 30;
  const WARM_UP = 10;
  beforeAll(async () => {
    // The outbox worker sends in the background, as in production: no answer waits for the owner's notice.
    ctx = await createTestContext({ backgroundMail: true, env: { AUTH_IP_LIMIT: '100000' } });
  });
  afterAll(async () => ctx?.close());

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2;
  };
  const timed = async (email: string) => {
    const start = process.hrtime.bigint();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/clap/prop/partner-reg',
      payload: partnerPayload(email),
    });
    const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
    expect(res.statusCode, res.body).toBe(200);
    await ctx.app.mailOutbox.drain();
    return elapsed;
  };

  it('medians over 30 interleaved tries differ by less than 2 ms', async () => {
    // Each address once: the per-e-mail registration limit (5 an hour) applies to both alike.
    const owners = await Promise.all(
      Array.from({ length: TRIES + WARM_UP }, () => createAccount(ctx, { kind: 'partner' })),
    );
    const taken: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < TRIES + WARM_UP; i += 1) {
      const pair = i % 2 === 0 ? [true, false] : [false, true];
      for (const isTaken of pair) {
        const ms = await timed(isTaken ? owners[i].email : uniqueEmail('timing-partner'));
        if (i >= WARM_UP) (isTaken ? taken : fresh).push(ms);
      }
    }
    const [t, f] = [median(taken), median(fresh)];
    console.log(
      `partner registration: median taken ${t.toFixed(2)} ms, new ${f.toFixed(2)} ms over ${TRIES} tries each`,
    );
    expect(Math.abs(t - f)).toBeLessThan(2);
    // Every owner was told, once.
    for (const owner of owners) expect(ctx.mail.filter((m) => m.to === owner.email)).toHaveLength(1);
  }, 120_000);
});
