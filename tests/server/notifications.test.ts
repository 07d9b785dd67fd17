// Notifications core (issue 34, sections 1, 2 and the server side of 5; docs/notifications.md): the matching rules
// (each support need, state, sector, a call's eligibility, online vs offline), the fan-out's batching, leases and
// idempotence, the deadline scan once, each event of one's own account, the notification centre's routes (paging,
// unread, mark read by ids or all, nobody reads or marks another's), For you, the export and the cascade.
// Runs on PGlite, and on PostgreSQL with DATABASE_URL.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-explicit-any -- JSON answers are read loosely */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEFAULT_NOTIFICATION_SETTINGS, type MatchedItemKind } from '../../contract/notifications';
import { opportunityNeeds, queueFanout } from '../../server/repositories/notifications';
import { queueDeadlines, runPendingFanouts } from '../../server/services/notification-fanout';
import { createAccount, createImage, setBlacklisted, type TestAccount } from './builders';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let partner: TestAccount;
let admin: TestAccount;
let png: string;

beforeAll(async () => {
  ctx = await createTestContext();
  partner = await createAccount(ctx, { kind: 'partner', approved: true });
  admin = await createAccount(ctx, { kind: 'admin' });
  png = (await createImage(ctx)).url;
});
afterAll(async () => ctx?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function call(method: Method, url: string, token?: string, payload?: object) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json<any>(), headers: res.headers };
}

const DAY = 86_400_000;
const inDays = (d: number) => new Date(Date.now() + d * DAY);
const db = () => ctx.database.db;

interface Needs {
  training?: boolean;
  funding?: boolean;
  tools?: boolean;
  market?: boolean;
}
const needs = (n: Needs) => ({
  need_training: n.training ?? false,
  need_funding: n.funding ?? false,
  need_tools: n.tools ?? false,
  need_market_access: n.market ?? false,
});
const creative = (n: Needs, profile: Record<string, unknown> = {}) =>
  createAccount(ctx, { kind: 'creative', profile: { ...needs(n), ...profile } });
const business = (n: Needs, profile: Record<string, unknown> = {}) =>
  createAccount(ctx, { kind: 'business', profile: { ...needs(n), ...profile } });

async function training(values: { state?: string | null; title?: string; startsIn?: number } = {}) {
  const offline = values.state != null;
  const row = await db()
    .insertInto('events')
    .values({
      author_id: partner.id,
      title: values.title ?? 'Stage lighting',
      description: 'Hands-on',
      link: 'https://events.example/light',
      location: offline ? 'Offline' : 'Online',
      starts_at: inDays(values.startsIn ?? 10),
      images: [png],
      address: offline ? '1 Market Road' : 'Online',
      state: values.state ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await queueFanout(db(), 'training', row.id);
  return row.id;
}

async function opportunity(values: {
  title: string;
  description?: string;
  state?: string | null;
  deadlineIn?: number;
}) {
  const row = await db()
    .insertInto('opportunities')
    .values({
      author_id: partner.id,
      title: values.title,
      description: values.description ?? 'Apply now',
      link: 'https://o.example',
      deadline: inDays(values.deadlineIn ?? 20),
      starts_at: inDays(30),
      timing: 'full-time',
      images: [png],
      state: values.state ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await queueFanout(db(), 'opportunity', row.id);
  return row.id;
}

async function tool(values: { sector: string; category?: string | null }) {
  const row = await db()
    .insertInto('tools')
    .values({
      author_id: partner.id,
      name: 'Colour grading suite',
      description: 'Software',
      link: 'https://t.example',
      sector: values.sector,
      category: values.category ?? null,
      offer: '20% off',
      images: [png],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await queueFanout(db(), 'tool', row.id);
  return row.id;
}

async function callForProposals(values: {
  kinds: string[];
  sectors?: string[];
  states?: string[];
  closesIn?: number;
}) {
  const row = await db()
    .insertInto('calls')
    .values({
      author_id: partner.id,
      title: 'Music video fund',
      description: 'Grants',
      host: 'The Fund',
      images: [png],
      opens_at: inDays(-1),
      closes_at: inDays(values.closesIn ?? 30),
      eligible_kinds: values.kinds,
      sectors: values.sectors ?? [],
      states: values.states ?? [],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await queueFanout(db(), 'call', row.id);
  return row.id;
}

/** The member's matched notifications for one item: their reasons. */
async function matched(account: TestAccount, kind: MatchedItemKind, id: number) {
  return db()
    .selectFrom('notifications')
    .select(['reason', 'occasion', 'title', 'link'])
    .where('account_id', '=', account.id)
    .where('kind', '=', 'matched')
    .where('item_kind', '=', kind)
    .where('item_id', '=', id)
    .execute();
}

describe('matching: who is told of a new item', () => {
  beforeEach(async () => {
    await runPendingFanouts(db());
  });

  it('a training fits members who asked for training; an offline one only in its state, an online one everywhere', async () => {
    const kano = await creative({ training: true }, { residence_state: 'Kano' });
    const lagos = await creative({ training: true }, { residence_state: 'Lagos' });
    const kanoBusiness = await business({ training: true }, { state: 'kano' });
    const noNeed = await creative({ funding: true }, { residence_state: 'Kano' });
    const offline = await training({ state: 'Kano', title: 'Film set safety' });
    const online = await training({ title: 'Online editing' });
    await runPendingFanouts(db());

    expect(await matched(kano, 'training', offline)).toEqual([
      {
        reason: { need: 'Training', state: 'Kano', sector: null },
        occasion: 'published',
        title: 'Film set safety',
        link: `/training/${offline}`,
      },
    ]);
    expect(await matched(kanoBusiness, 'training', offline)).toHaveLength(1);
    expect(await matched(lagos, 'training', offline)).toHaveLength(0);
    expect(await matched(noNeed, 'training', offline)).toHaveLength(0);
    for (const member of [kano, lagos, kanoBusiness])
      expect((await matched(member, 'training', online))[0]?.reason).toEqual({
        need: 'Training',
        state: null,
        sector: null,
      });
    expect(await matched(noNeed, 'training', online)).toHaveLength(0);
  });

  it('an opportunity fits Funding when funding-like and Market_access when product-related, and its state', async () => {
    expect(opportunityNeeds('A grant for short films')).toEqual(['Funding']);
    expect(opportunityNeeds('Sell at the Lagos craft fair')).toEqual(['Market_access']);
    expect(opportunityNeeds('Prize money and a showcase for buyers')).toEqual(['Funding', 'Market_access']);
    expect(opportunityNeeds('Junior camera operator')).toEqual([]);

    const funder = await creative({ funding: true }, { residence_state: 'Oyo' });
    const seller = await business({ market: true }, { state: 'Oyo' });
    const both = await creative({ funding: true, market: true }, { residence_state: 'Enugu' });
    const trainee = await creative({ training: true });
    const grant = await opportunity({ title: 'Film grant' });
    const fair = await opportunity({ title: 'Craft fair', description: 'Meet buyers', state: 'Oyo' });
    const job = await opportunity({ title: 'Camera operator' });
    await runPendingFanouts(db());

    expect((await matched(funder, 'opportunity', grant))[0]?.reason?.need).toBe('Funding');
    expect(await matched(seller, 'opportunity', grant)).toHaveLength(0);
    expect((await matched(both, 'opportunity', grant))[0]?.reason?.need).toBe('Funding');
    expect((await matched(seller, 'opportunity', fair))[0]?.reason).toEqual({
      need: 'Market_access',
      state: 'Oyo',
      sector: null,
    });
    // The fair is in Oyo: a member in Enugu who wants market access is not told.
    expect(await matched(both, 'opportunity', fair)).toHaveLength(0);
    expect(await matched(funder, 'opportunity', fair)).toHaveLength(0);
    for (const member of [funder, seller, both, trainee])
      expect(await matched(member, 'opportunity', job)).toHaveLength(0);
  });

  it('a tool fits members who asked for tools, in its sector when it names one', async () => {
    const film = await creative({ tools: true }, { expertise: 'Film & Television' });
    // A category names its sector (Acting is Film & Television).
    const actor = await creative({ tools: true }, { category: 'Acting' });
    const music = await business({ tools: true }, { sector: 'Music' });
    const noTools = await creative({ training: true }, { expertise: 'Film & Television' });
    const filmTool = await tool({ sector: 'Film & Television' });
    const anyTool = await tool({ sector: 'Everyone' });
    await runPendingFanouts(db());

    expect((await matched(film, 'tool', filmTool))[0]?.reason).toEqual({
      need: 'Tools',
      state: null,
      sector: 'Film & Television',
    });
    expect(await matched(actor, 'tool', filmTool)).toHaveLength(1);
    expect(await matched(music, 'tool', filmTool)).toHaveLength(0);
    expect(await matched(noTools, 'tool', filmTool)).toHaveLength(0);
    // A sector that is not one of the reference sectors does not narrow the match.
    for (const member of [film, actor, music])
      expect((await matched(member, 'tool', anyTool))[0]?.reason?.sector).toBeNull();
  });

  it('a call fits Funding within its eligibility: account kinds, sectors and states', async () => {
    const musicLagos = await creative({ funding: true }, { expertise: 'Music', residence_state: 'Lagos' });
    const musicKano = await creative({ funding: true }, { expertise: 'Music', residence_state: 'Kano' });
    const filmLagos = await creative(
      { funding: true },
      { expertise: 'Film & Television', residence_state: 'Lagos' },
    );
    const musicBusiness = await business({ funding: true }, { sector: 'Music', state: 'Lagos' });
    const noFunding = await creative({ tools: true }, { expertise: 'Music', residence_state: 'Lagos' });
    const narrow = await callForProposals({ kinds: ['creative'], sectors: ['Music'], states: ['Lagos'] });
    const open = await callForProposals({ kinds: ['creative', 'business'] });
    await runPendingFanouts(db());

    expect((await matched(musicLagos, 'call', narrow))[0]?.reason).toEqual({
      need: 'Funding',
      state: 'Lagos',
      sector: 'Music',
    });
    for (const member of [musicKano, filmLagos, musicBusiness, noFunding])
      expect(await matched(member, 'call', narrow)).toHaveLength(0);
    for (const member of [musicLagos, musicKano, filmLagos, musicBusiness])
      expect((await matched(member, 'call', open))[0]?.reason).toEqual({
        need: 'Funding',
        state: null,
        sector: null,
      });
    expect(await matched(noFunding, 'call', open)).toHaveLength(0);
  });

  it('leaves out partners, admins, blacklisted and deactivated members', async () => {
    const blacklisted = await creative({ training: true });
    await setBlacklisted(ctx, blacklisted.id, true);
    const inactive = await createAccount(ctx, {
      kind: 'creative',
      activated: false,
      profile: needs({ training: true }),
    });
    const id = await training();
    await runPendingFanouts(db());
    for (const account of [blacklisted, inactive, partner, admin])
      expect(await matched(account, 'training', id)).toHaveLength(0);
  });

  it('publishing through the API queues the job in the same transaction, and an opportunity keeps its state', async () => {
    const res = await call('POST', '/clap/prop/opportunity', partner.token, {
      title: 'Photography grant',
      description: 'Grants for photographers',
      link: 'https://grants.example/apply',
      deadline: '2027-12-31',
      date: '2027-12-01',
      time: '09:30',
      images: [png],
      address: 'Abuja',
      timing: 'full-time',
      state: ' oyo ',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.state).toBe('Oyo');
    const job = await db()
      .selectFrom('notification_fanouts')
      .selectAll()
      .where('item_kind', '=', 'opportunity')
      .where('item_id', '=', res.body.data.id)
      .executeTakeFirst();
    expect(job).toMatchObject({ occasion: 'published', finished_at: null, after_account_id: 0 });
    const bad = await call('POST', '/clap/prop/opportunity', partner.token, {
      title: 'x',
      description: 'y',
      link: 'https://grants.example/apply',
      deadline: '2027-12-31',
      date: '2027-12-01',
      time: '09:30',
      images: [png],
      timing: 'full-time',
      state: 'Atlantis',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('State must be one of the 36 states or the FCT.');
  });
});

describe('fan-out: batches, leases, idempotence', () => {
  it('walks the members in batches by account id, one statement each, and a retried batch inserts nothing twice', async () => {
    await runPendingFanouts(db());
    const members: TestAccount[] = [];
    for (let i = 0; i < 7; i++) members.push(await creative({ training: true }));
    const id = await training({ title: 'Batch test' });
    const memberCount = Number(
      (
        await db()
          .selectFrom('accounts')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('kind', 'in', ['creative', 'business'])
          .where('is_activated', '=', true)
          .where('is_blacklisted', '=', false)
          .executeTakeFirstOrThrow()
      ).n,
    );

    // Two batches of 3, then "the process dies": the job keeps its progress and its lease.
    const first = await runPendingFanouts(db(), { batchSize: 3, maxBatches: 2 });
    expect(first.batches).toBe(2);
    const job = await db()
      .selectFrom('notification_fanouts')
      .selectAll()
      .where('item_kind', '=', 'training')
      .where('item_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(job.finished_at).toBeNull();
    expect(job.after_account_id).toBeGreaterThan(0);
    // Leased: another worker finds nothing to do.
    expect((await runPendingFanouts(db(), { batchSize: 3 })).jobs).toBe(0);

    // The lease runs out and the progress is rolled back one batch, as when a batch's commit was lost: the retry
    // inserts nothing twice.
    const firstBatchEnd = await db()
      .selectFrom('accounts')
      .select('id')
      .where('kind', 'in', ['creative', 'business'])
      .where('is_activated', '=', true)
      .where('is_blacklisted', '=', false)
      .orderBy('id')
      .offset(2)
      .limit(1)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('notification_fanouts')
      .set({ lease_until: sql<Date>`now() - interval '1 second'`, after_account_id: firstBatchEnd.id })
      .where('id', '=', job.id)
      .execute();
    const rest = await runPendingFanouts(db(), { batchSize: 3 });
    expect(rest.jobs).toBe(1);
    expect(rest.batches).toBe(Math.floor((memberCount - 3) / 3) + 1);

    const done = await db()
      .selectFrom('notification_fanouts')
      .selectAll()
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(done.finished_at).not.toBeNull();
    const rows = await db()
      .selectFrom('notifications')
      .select('account_id')
      .where('item_kind', '=', 'training')
      .where('item_id', '=', id)
      .execute();
    const ids = rows.map((r) => r.account_id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const member of members) expect(ids).toContain(member.id);
    expect(done.matched).toBe(ids.length);

    // Queued again (a second publication of the same item): once per item and occasion, nothing new.
    await queueFanout(db(), 'training', id);
    expect((await runPendingFanouts(db())).inserted).toBe(0);
  });

  it('finishes the job of an item deleted before its turn without telling anyone', async () => {
    const member = await creative({ training: true });
    const id = await training();
    await db().deleteFrom('events').where('id', '=', id).execute();
    const result = await runPendingFanouts(db());
    expect(result).toMatchObject({ jobs: 1, inserted: 0 });
    expect(await matched(member, 'training', id)).toHaveLength(0);
  });
});

describe('the deadline scan', () => {
  it('queues each item whose deadline is within 3 days once, and its members get a second, deadline notification', async () => {
    await runPendingFanouts(db());
    const member = await creative({ funding: true, training: true });
    const near = await opportunity({ title: 'Closing grant', deadlineIn: 2 });
    const far = await opportunity({ title: 'Later grant', deadlineIn: 10 });
    const nearCall = await callForProposals({ kinds: ['creative'], closesIn: 1 });
    const nearTraining = await training({ startsIn: 2 });
    await runPendingFanouts(db());
    // Published a day ago or more: a fresh item's 'published' notice says it already.
    expect(await queueDeadlines(db())).toBe(0);
    for (const [table, id] of [
      ['opportunities', near],
      ['opportunities', far],
      ['calls', nearCall],
      ['events', nearTraining],
    ] as const)
      await db()
        .updateTable(table)
        .set({ created_at: new Date(Date.now() - 2 * DAY) })
        .where('id', '=', id)
        .execute();

    const queued = await queueDeadlines(db());
    expect(queued).toBeGreaterThanOrEqual(3);
    expect(await queueDeadlines(db())).toBe(0);
    await runPendingFanouts(db());
    expect((await matched(member, 'opportunity', near)).map((r) => r.occasion).sort()).toEqual([
      'deadline',
      'published',
    ]);
    expect((await matched(member, 'opportunity', far)).map((r) => r.occasion)).toEqual(['published']);
    expect((await matched(member, 'call', nearCall)).map((r) => r.occasion).sort()).toEqual([
      'deadline',
      'published',
    ]);
    expect((await matched(member, 'training', nearTraining)).map((r) => r.occasion).sort()).toEqual([
      'deadline',
      'published',
    ]);
  });
});

/** The member's notifications of one kind (newest first). */
async function own(account: TestAccount, kind: string) {
  return db()
    .selectFrom('notifications')
    .select(['title', 'link', 'item_kind', 'item_id', 'reason'])
    .where('account_id', '=', account.id)
    .where('kind', '=', kind as never)
    .orderBy('id', 'desc')
    .execute();
}

describe("events of one's own account", () => {
  it('registration confirmed, and moved up from the waiting list', async () => {
    const first = await creative({});
    const second = await creative({});
    const row = await db()
      .insertInto('events')
      .values({
        author_id: partner.id,
        title: 'One seat',
        description: 'd',
        link: 'https://e.example',
        location: 'Online',
        starts_at: inDays(5),
        images: [png],
        address: 'Online',
        capacity: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await call('POST', `/clap/prop/event/${row.id}/registration`, first.token)).status).toBe(201);
    expect((await call('POST', `/clap/prop/event/${row.id}/registration`, second.token)).status).toBe(201);
    expect(await own(first, 'registration_confirmed')).toEqual([
      {
        title: 'One seat',
        link: `/training/${row.id}`,
        item_kind: 'training',
        item_id: row.id,
        reason: null,
      },
    ]);
    expect(await own(second, 'registration_confirmed')).toHaveLength(0);
    expect((await call('DELETE', `/clap/prop/event/${row.id}/registration`, first.token)).status).toBe(200);
    expect(await own(second, 'registration_promoted')).toMatchObject([
      { title: 'One seat', link: `/training/${row.id}` },
    ]);
  });

  it('certificate issued', async () => {
    const holder = await creative({});
    const row = await db()
      .insertInto('events')
      .values({
        author_id: partner.id,
        title: 'Finished course',
        description: 'd',
        link: 'https://e.example',
        location: 'Online',
        starts_at: inDays(-2),
        images: [png],
        address: 'Online',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('event_registrations')
      .values({
        event_id: row.id,
        account_id: holder.id,
        status: 'registered',
        code: 'ABCD2345',
        attended_at: new Date(),
      })
      .execute();
    expect((await call('POST', `/clap/prop/event/${row.id}/certificates`, partner.token)).status).toBe(200);
    expect(await own(holder, 'certificate_issued')).toMatchObject([
      { title: 'Finished course', link: '/my-certificates' },
    ]);
  });

  it('proposal decided', async () => {
    const applicant = await creative({});
    const callId = await callForProposals({ kinds: ['creative'] });
    const proposal = await db()
      .insertInto('proposals')
      .values({ call_id: callId, account_id: applicant.id, title: 'My music video', cover_letter: 'Please' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await call('PATCH', `/clap/prop/proposal/${proposal.id}`, partner.token, {
      status: 'APPROVED',
      message: 'Well done',
    });
    expect(res.status).toBe(200);
    expect(await own(applicant, 'proposal_decided')).toMatchObject([
      { title: 'My music video', item_kind: 'call', item_id: callId, link: `/proposaldetailsPage/${callId}` },
    ]);
  });

  it('an item taken down, and the report about it resolved', async () => {
    const reporter = await creative({});
    const otherReporter = await creative({});
    const post = await db()
      .insertInto('posts')
      .values({ author_id: partner.id, title: 'Spammy post', description: 'Buy now' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const who of [reporter, otherReporter])
      expect(
        (
          await call('POST', '/clap/prop/reports', who.token, {
            item_type: 'post',
            item_id: post.id,
            reason: 'spam',
          })
        ).status,
      ).toBe(200);
    const report = await db()
      .selectFrom('reports')
      .select('id')
      .where('item_id', '=', post.id)
      .where('reporter_id', '=', reporter.id)
      .executeTakeFirstOrThrow();
    const res = await call('PATCH', `/clap/prop/admin/reports/${report.id}`, admin.token, {
      action: 'take_down',
      reason: 'Spam, against the rules',
    });
    expect(res.status).toBe(200);
    expect(await own(partner, 'content_removed')).toMatchObject([{ title: 'Spammy post', link: null }]);
    for (const who of [reporter, otherReporter])
      expect(await own(who, 'report_resolved')).toEqual([
        { title: 'Spammy post', link: null, item_kind: null, item_id: null, reason: null },
      ]);
  });

  it('partner approved', async () => {
    const pending = await createAccount(ctx, { kind: 'partner', approved: false });
    expect((await call('PATCH', `/clap/prop/admin-partner/${pending.id}/approve`, admin.token)).status).toBe(
      200,
    );
    expect(await own(pending, 'partner_approved')).toMatchObject([{ link: '/homepage' }]);
  });
});

describe('the notification centre and For you', () => {
  let member: TestAccount;
  let other: TestAccount;
  beforeAll(async () => {
    await runPendingFanouts(db());
    member = await creative({ training: true, funding: true }, { residence_state: 'Kano' });
    other = await creative({ training: true }, { residence_state: 'Kano' });
    for (let i = 0; i < 23; i++)
      await db()
        .insertInto('notifications')
        .values({
          account_id: member.id,
          kind: 'partner_approved',
          title: `Old ${i}`,
          created_at: inDays(-30 + i / 100),
        })
        .execute();
  });

  it('are signed in only, private and never stored', async () => {
    for (const [method, url] of [
      ['GET', '/clap/prop/notifications'],
      ['GET', '/clap/prop/notifications/unread'],
      ['POST', '/clap/prop/notifications/read'],
      ['GET', '/clap/prop/for-you'],
    ] as const)
      expect((await call(method, url, undefined, method === 'POST' ? { all: true } : undefined)).status).toBe(
        401,
      );
    const res = await call('GET', '/clap/prop/notifications', member.token);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await call('GET', '/clap/prop/for-you', member.token)).headers['cache-control']).toBe(
      'private, no-store',
    );
  });

  it('pages newest first, 20 a page, with the unread count; marks by ids (own only) or all', async () => {
    const kanoTraining = await training({ state: 'Kano', title: 'Kano lighting' });
    await runPendingFanouts(db());
    const page1 = await call('GET', '/clap/prop/notifications', member.token);
    expect(page1.status).toBe(200);
    const { data, meta, unread } = page1.body.data;
    expect(meta).toMatchObject({ page: 1, limit: 20 });
    expect(meta.total).toBeGreaterThanOrEqual(24);
    expect(data).toHaveLength(20);
    expect(unread).toBe(meta.total);
    expect(data[0]).toMatchObject({
      kind: 'matched',
      item_kind: 'training',
      item_id: kanoTraining,
      title: 'Kano lighting',
      link: `/training/${kanoTraining}`,
      reason: { need: 'Training', state: 'Kano', sector: null },
      read_at: null,
    });
    const times = data.map((n: any) => Date.parse(n.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page2 = await call('GET', '/clap/prop/notifications?page=2', member.token);
    expect(page2.body.data.data[0].id).not.toBe(data[0].id);
    expect((await call('GET', '/clap/prop/notifications?page=0', member.token)).status).toBe(400);
    expect((await call('GET', '/clap/prop/notifications?page=x', member.token)).status).toBe(400);

    expect((await call('GET', '/clap/prop/notifications/unread', member.token)).body.data).toEqual({
      unread,
    });

    // Another member cannot read or mark these.
    const theirs = (await call('GET', '/clap/prop/notifications', other.token)).body.data;
    expect(theirs.data.every((n: any) => n.id !== data[0].id)).toBe(true);
    const foreign = await call('POST', '/clap/prop/notifications/read', other.token, { ids: [data[0].id] });
    expect(foreign.status).toBe(200);
    expect(foreign.body.data.unread).toBe(theirs.unread);
    expect((await call('GET', '/clap/prop/notifications/unread', member.token)).body.data.unread).toBe(
      unread,
    );

    const marked = await call('POST', '/clap/prop/notifications/read', member.token, {
      ids: [data[0].id, data[1].id, data[1].id],
    });
    expect(marked.body.data.unread).toBe(unread - 2);
    const after = (await call('GET', '/clap/prop/notifications', member.token)).body.data;
    expect(after.data[0].read_at).not.toBeNull();
    expect(after.data[2].read_at).toBeNull();

    // An id no notification can have changes nothing (and is no 500).
    const huge = await call('POST', '/clap/prop/notifications/read', member.token, { ids: [1e300] });
    expect(huge.status).toBe(200);
    expect(huge.body.data.unread).toBe(unread - 2);
    for (const bad of [
      {},
      { ids: [] },
      { all: false },
      { ids: [1], all: true },
      { ids: ['x'] },
      { ids: [0] },
    ])
      expect((await call('POST', '/clap/prop/notifications/read', member.token, bad)).status).toBe(400);

    expect(
      (await call('POST', '/clap/prop/notifications/read', member.token, { all: true })).body.data,
    ).toEqual({
      unread: 0,
    });
    expect((await call('GET', '/clap/prop/notifications/unread', other.token)).body.data.unread).toBe(
      theirs.unread,
    );
  });

  it('For you: the newest live matched items, each once, with why, image and date', async () => {
    const live = await training({ state: 'Kano', title: 'For you training' });
    const past = await opportunity({ title: 'Expired grant' });
    const gone = await training({ title: 'Removed training' });
    const grant = await opportunity({ title: 'Fresh grant', deadlineIn: 2 });
    await runPendingFanouts(db());
    await db()
      .updateTable('opportunities')
      .set({ deadline: inDays(-1) })
      .where('id', '=', past)
      .execute();
    await db().deleteFrom('events').where('id', '=', gone).execute();
    // A second (deadline) notification for the same item: still once in For you.
    await queueFanout(db(), 'opportunity', grant, 'deadline');
    await runPendingFanouts(db());

    const res = await call('GET', '/clap/prop/for-you', member.token);
    expect(res.status).toBe(200);
    const items = res.body.data as any[];
    expect(items.length).toBeLessThanOrEqual(6);
    expect(items[0]).toMatchObject({
      item_kind: 'opportunity',
      item_id: grant,
      title: 'Fresh grant',
      link: `/opportunity/${grant}`,
      reason: { need: 'Funding', state: null, sector: null },
      image: png,
    });
    expect(Date.parse(items[0].date)).toBeGreaterThan(Date.now());
    expect(items.filter((i) => i.item_id === grant && i.item_kind === 'opportunity')).toHaveLength(1);
    expect(items.some((i) => i.item_kind === 'training' && i.item_id === live)).toBe(true);
    expect(items.some((i) => i.item_kind === 'opportunity' && i.item_id === past)).toBe(false);
    expect(items.some((i) => i.item_kind === 'training' && i.item_id === gone)).toBe(false);
    // Nothing of anyone else's: a member who asked for nothing has an empty strip.
    const nobody = await creative({});
    expect((await call('GET', '/clap/prop/for-you', nobody.token)).body.data).toEqual([]);
  });

  it('the export carries the notifications; deleting the account deletes them', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/clap/prop/account/export',
      headers: { authorization: member.token },
    });
    expect(res.statusCode).toBe(200);
    const exported = res.json<any>();
    const dump = exported.data ?? exported;
    expect(dump.notifications.length).toBeGreaterThanOrEqual(24);
    expect(dump.notifications[0]).toHaveProperty('kind');
    // No row stored: the export says the settings in force, the defaults.
    expect(dump.notification_settings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);

    await db().insertInto('notification_settings').values({ account_id: member.id }).execute();
    await db().deleteFrom('accounts').where('id', '=', member.id).execute();
    const left = await db()
      .selectFrom('notifications')
      .select('id')
      .where('account_id', '=', member.id)
      .execute();
    expect(left).toHaveLength(0);
    expect(
      await db()
        .selectFrom('notification_settings')
        .select('account_id')
        .where('account_id', '=', member.id)
        .execute(),
    ).toHaveLength(0);
  });
});

describe('rate limits', () => {
  it('240 reads a minute per account, then 429 with Retry-After; another account is unaffected', async () => {
    const busy = await creative({});
    const calm = await creative({});
    for (let i = 0; i < 240; i++)
      expect((await call('GET', '/clap/prop/notifications/unread', busy.token)).status).toBe(200);
    const blocked = await call('GET', '/clap/prop/notifications/unread', busy.token);
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await call('GET', '/clap/prop/notifications/unread', calm.token)).status).toBe(200);
  });
});
