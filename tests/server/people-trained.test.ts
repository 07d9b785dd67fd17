// Counting people trained (issue 33, section 4): distinct members with a training certificate that is not revoked,
// by state, sector and gender, with registrations, attendance and completions per month and the partners who trained
// the most; exact in the admin's Insights, suppressed below 5 (with complements) in the open data and stats.csv.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-explicit-any -- JSON answers are read loosely */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPRESSED } from '../../contract/insights';
import { createAccount, type TestAccount } from './builders';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let admin: TestAccount;
let partner: TestAccount;
let eventId: number;

const MUSIC = 'Music';
const now = new Date();
const thisMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
})
  .format(now)
  .slice(0, 7);

let counter = 0;
async function trainedMember(state: string, gender: string) {
  const member = await createAccount(ctx, {
    kind: 'creative',
    profile: { residence_state: state, gender, expertise: MUSIC },
  });
  counter += 1;
  await ctx.database.db
    .insertInto('event_registrations')
    .values({
      event_id: eventId,
      account_id: member.id,
      status: 'registered',
      code: `PT${String(counter).padStart(6, '0')}`,
      attended_at: new Date(),
    })
    .execute();
  return member;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createAccount(ctx, { kind: 'admin' });
  partner = await createAccount(ctx, {
    kind: 'partner',
    approved: true,
    profile: { name: 'Kano Textile Guild' },
  });
  const event = await ctx.database.db
    .insertInto('events')
    .values({
      author_id: partner.id,
      title: 'Dyeing with indigo',
      description: 'A day at the pits.',
      link: 'https://example.org/dye',
      location: 'Offline',
      address: 'Kofar Mata, Kano',
      starts_at: new Date(now.getTime() - 3_600_000),
      state: 'Kano',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  eventId = event.id;
  for (let i = 0; i < 6; i += 1) await trainedMember('Lagos', 'Female');
  await trainedMember('Kano', 'male');
  const revoked = await trainedMember('Oyo', 'Female');
  // Registered but never came: counts as a registration, not as attendance.
  const absent = await createAccount(ctx, { kind: 'creative' });
  await ctx.database.db
    .insertInto('event_registrations')
    .values({ event_id: eventId, account_id: absent.id, status: 'registered', code: 'ABSENT01' })
    .execute();
  const issued = await ctx.app.inject({
    method: 'POST',
    url: `/clap/prop/event/${eventId}/certificates`,
    headers: { authorization: partner.token },
  });
  expect(issued.json().data).toEqual({ issued: 8, total: 8 });
  await ctx.database.db
    .updateTable('certificates')
    .set({ revoked_at: new Date(), revoked_reason: 'Test', revoked_by: partner.id })
    .where('account_id', '=', revoked.id)
    .execute();
}, 60_000);
afterAll(async () => ctx?.close());

describe("the admin's Insights: People trained", () => {
  it('counts distinct members with a valid training certificate, exactly, by state, sector and gender', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/clap/prop/admin/insights?period=all',
      headers: { authorization: admin.token },
    });
    expect(res.statusCode).toBe(200);
    const trained = res.json().data.people_trained;
    expect(trained.total).toBe(7); // the revoked one is not trained
    expect(trained.in_period).toBe(7);
    const byState = Object.fromEntries(trained.by_state.map((r: any) => [r.state, r.people]));
    expect(byState).toMatchObject({ Lagos: 6, Kano: 1, Oyo: 0 });
    expect(trained.by_state).toHaveLength(38); // 36 states, the FCT, and "not given"
    expect(trained.by_sector.find((r: any) => r.sector === MUSIC).people).toBe(7);
    expect(trained.by_gender).toEqual([
      { gender: 'Female', people: 6 },
      { gender: 'Male', people: 1 },
      { gender: null, people: 0 },
    ]);
    const month = trained.per_month.find((m: any) => m.month === thisMonth);
    // 9 seats taken (8 attended, one never came); 7 certificates still valid.
    expect(month).toEqual({
      month: thisMonth,
      registrations: 9,
      attended: 8,
      attendance_rate: 0.889,
      completions: 7,
    });
    expect(trained.top_partners).toEqual([{ partner: 'Kano Textile Guild', people: 7 }]);
  });

  it('is for admins only', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/clap/prop/admin/insights?period=all',
      headers: { authorization: partner.token },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the open data: People trained', () => {
  it('publishes the same aggregates with small cells and their complements suppressed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/clap/prop/public/stats' });
    const trained = res.json().data.open_data.people_trained;
    expect(trained.total).toBe(7);
    const byState = Object.fromEntries(trained.by_state.map((r: any) => [r.state, r.people]));
    expect(byState.Lagos).toBe(6);
    // Kano's 1 is small; every other state is 0, also small: nothing can be worked out from the total of 7.
    expect(byState.Kano).toBe(SUPPRESSED);
    expect(byState.Oyo).toBe(SUPPRESSED);
    expect(trained.by_gender).toEqual([
      { gender: 'Female', people: 6 },
      { gender: 'Male', people: SUPPRESSED },
      { gender: 'Not given', people: SUPPRESSED },
    ]);
    expect(trained.per_month).toEqual([{ month: thisMonth, completions: 7 }]);
    expect(trained.top_partners).toEqual([{ partner: 'Kano Textile Guild', people: 7 }]);
    // No exact small count anywhere in the published people-trained figures.
    const counts = JSON.stringify(trained).match(/"people":(\d+)/g) ?? [];
    for (const cell of counts) expect(Number(cell.split(':')[1])).toBeGreaterThanOrEqual(5);

    const csv = (await ctx.app.inject({ method: 'GET', url: '/clap/prop/public/stats.csv' })).body;
    expect(csv).toContain('people_trained,all,all,7\r\n');
    expect(csv).toContain('people_trained_state,Lagos,all,6\r\n');
    expect(csv).toContain(`people_trained_state,Kano,all,${SUPPRESSED}\r\n`);
    expect(csv).toContain(`training_completions,${thisMonth},all,7\r\n`);
  });
});
