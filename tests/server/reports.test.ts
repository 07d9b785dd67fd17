// Reports (issue 14, docs/moderation.md "## Reports"): members report content and public profiles (one open report
// per member and item, not their own, 20 a day); the admin's queue groups them per item with counts, reasons and
// details, newest first and paged; dismiss resolves every open report of the item; take_down removes content (its
// author mailed the reason) or blacklists a profile; every queue action is audited; details stay text.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-return -- JSON answers are read loosely */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES, REPORTS_PER_DAY, type ReportItemType } from '../../contract/moderation';
import { createAccount, setBlacklisted, type TestAccount } from './builders';
import { createTestContext, type TestContext, coded } from './helpers';

let ctx: TestContext;
let author: TestAccount;
let reporter: TestAccount;
let member: TestAccount;
let partner: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  ctx = await createTestContext();
  author = await createAccount(ctx, {
    kind: 'creative',
    profile: { first_name: 'Ada', last_name: 'Author' },
  });
  reporter = await createAccount(ctx, { kind: 'creative' });
  member = await createAccount(ctx, { kind: 'business' });
  partner = await createAccount(ctx, { kind: 'partner', approved: true, profile: { name: 'Arts Fund' } });
  admin = await createAccount(ctx, { kind: 'admin', profile: { name: 'Moderator Mo' } });
});
afterAll(async () => ctx?.close());
beforeEach(() => {
  ctx.mail.length = 0;
});

async function send(method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { status: response.statusCode, body: response.json<any>(), headers: response.headers };
}

const report = (token: string | undefined, payload: object) =>
  send('POST', '/clap/prop/reports', token, payload);
const queue = (query = '', token = admin.token) => send('GET', `/clap/prop/admin/reports${query}`, token);
const act = (id: number, payload: object, token = admin.token) =>
  send('PATCH', `/clap/prop/admin/reports/${id}`, token, payload);

async function post(authorId = author.id, title = 'A mural in Yaba'): Promise<number> {
  const row = await ctx.database.db
    .insertInto('posts')
    .values({ author_id: authorId, title, description: 'Paint on a wall' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const reportsOf = (type: ReportItemType, id: number) =>
  ctx.database.db
    .selectFrom('reports')
    .selectAll()
    .where('item_type', '=', type)
    .where('item_id', '=', id)
    .orderBy('id')
    .execute();

/** Moves an item's reports back in time, so the queue's order is not left to the clock. */
const age = (type: ReportItemType, id: number, minutes: number) =>
  ctx.database.db
    .updateTable('reports')
    .set({ created_at: new Date(Date.now() - minutes * 60_000) })
    .where('item_type', '=', type)
    .where('item_id', '=', id)
    .execute();

describe('POST /prop/reports', () => {
  it("stores a signed-in member's report (details trimmed) and thanks them; a repeat answers 200 and adds nothing", async () => {
    const id = await post();
    const first = await report(reporter.token, {
      item_type: 'post',
      item_id: id,
      reason: 'spam',
      details: '  Same link posted 40 times  ',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual(
      coded({ status: true, message: MODERATION_MESSAGES.reportThanks, data: null }),
    );
    const again = await report(reporter.token, { item_type: 'post', item_id: id, reason: 'offensive' });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(MODERATION_MESSAGES.reportThanks);
    const rows = await reportsOf('post', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reporter_id: reporter.id,
      reason: 'spam',
      details: 'Same link posted 40 times',
      resolved_at: null,
    });
  });

  it('anonymous 401, an admin 403, an unverified member 403; another member may report the same item', async () => {
    const id = await post();
    const payload = { item_type: 'post', item_id: id, reason: 'spam' };
    expect((await report(undefined, payload)).status).toBe(401);
    expect((await report(admin.token, payload)).status).toBe(403);
    const unverified = await createAccount(ctx, { kind: 'creative' });
    await ctx.database.db
      .updateTable('accounts')
      .set({ email_verified_at: null })
      .where('id', '=', unverified.id)
      .execute();
    expect((await report(unverified.token, payload)).status).toBe(403);
    expect((await report(member.token, payload)).status).toBe(200);
    expect((await report(partner.token, payload)).status).toBe(200);
    expect(await reportsOf('post', id)).toHaveLength(2);
  });

  it('takes every item type: the five content kinds and creative, business and partner profiles', async () => {
    const db = ctx.database.db;
    const at = new Date(Date.now() + 7 * 86_400_000);
    const common = { author_id: partner.id, description: 'Details', link: 'https://example.org/x' };
    const items: [ReportItemType, number][] = [
      ['post', await post()],
      [
        'product',
        (
          await db
            .insertInto('products')
            .values({ ...common, author_id: member.id, title: 'Adire', category: 'product', price: 5000 })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      ],
      [
        'tool',
        (
          await db
            .insertInto('tools')
            .values({ ...common, name: 'Loom', sector: 'Fashion', offer: 'rent' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      ],
      [
        'opportunity',
        (
          await db
            .insertInto('opportunities')
            .values({ ...common, title: 'Grant', deadline: at, starts_at: at, timing: 'full-time' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      ],
      [
        'event',
        (
          await db
            .insertInto('events')
            .values({ ...common, title: 'Workshop', location: 'Lagos', starts_at: at })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      ],
      ['creative', author.id],
      ['business', member.id],
      ['partner', partner.id],
    ];
    for (const [type, id] of items) {
      const res = await report(reporter.token, { item_type: type, item_id: id, reason: 'other' });
      expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    const listed = (await queue('?limit=100')).body.data as any[];
    const titles = Object.fromEntries(listed.map((row) => [`${row.item_type}`, row.item_title]));
    expect(titles).toMatchObject({
      product: 'Adire',
      tool: 'Loom',
      opportunity: 'Grant',
      event: 'Workshop',
      business: expect.stringContaining('Ltd'),
      partner: 'Arts Fund',
    });
  });

  it("refuses one's own item or profile with 400", async () => {
    const own = await post(reporter.id);
    const res = await report(reporter.token, { item_type: 'post', item_id: own, reason: 'spam' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MODERATION_MESSAGES.reportOwn);
    const profile = await report(reporter.token, {
      item_type: 'creative',
      item_id: reporter.id,
      reason: 'impersonation',
    });
    expect(profile.status).toBe(400);
    expect(profile.body.message).toBe(MODERATION_MESSAGES.reportOwn);
  });

  it("answers 404 for an unknown item, a profile of another kind, a private or blacklisted profile, or a blacklisted author's post", async () => {
    const hiddenAuthor = await createAccount(ctx, { kind: 'creative' });
    const hiddenPost = await post(hiddenAuthor.id);
    await setBlacklisted(ctx, hiddenAuthor.id, true);
    const privateOne = await createAccount(ctx, { kind: 'business' });
    await ctx.database.db
      .updateTable('accounts')
      .set({ status: 'private' })
      .where('id', '=', privateOne.id)
      .execute();
    const unapproved = await createAccount(ctx, { kind: 'partner' });
    const cases: [ReportItemType, number][] = [
      ['post', 99_999_999],
      ['tool', 99_999_999],
      ['business', author.id],
      ['creative', admin.id],
      ['creative', hiddenAuthor.id],
      ['business', privateOne.id],
      ['partner', unapproved.id],
      ['post', hiddenPost],
    ];
    for (const [type, id] of cases) {
      const res = await report(reporter.token, { item_type: type, item_id: id, reason: 'spam' });
      expect(res.status, `${type} ${id}`).toBe(404);
      expect(res.body.message).toBe(MODERATION_MESSAGES.notFound);
    }
  });

  it('answers 400 with a clear sentence for a bad type, reason or id, and details over 1,000 characters', async () => {
    const id = await post();
    const cases: [object, string][] = [
      [
        { item_type: 'comment', item_id: id, reason: 'spam' },
        'item_type must be one of: post, product, tool, opportunity, event, call, creative, business, partner.',
      ],
      [
        { item_type: 'post', item_id: id, reason: 'boring' },
        'reason must be one of: spam, scam_or_fraud, offensive, impersonation, intellectual_property, other.',
      ],
      [{ item_type: 'post', item_id: 0, reason: 'spam' }, 'item_id must be at least 1.'],
      [{ item_type: 'post', item_id: -3, reason: 'spam' }, 'item_id must be at least 1.'],
      [{ item_type: 'post', item_id: 'abc', reason: 'spam' }, 'item_id must be integer.'],
      [{ item_type: 'post', item_id: id }, 'reason is required.'],
      [
        { item_type: 'post', item_id: id, reason: 'other', details: 'x'.repeat(1001) },
        MODERATION_MESSAGES.reportDetails,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await report(reporter.token, payload);
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.body).toEqual(coded({ status: false, message }));
    }
    const padded = await report(reporter.token, {
      item_type: 'post',
      item_id: id,
      reason: 'other',
      details: `  ${'x'.repeat(1000)}  `,
    });
    expect(padded.status).toBe(200);
  });

  it(`allows ${REPORTS_PER_DAY} reports per account in 24 hours, then 429 with Retry-After; repeats and other accounts are unaffected`, async () => {
    const busy = await createAccount(ctx, { kind: 'creative' });
    const ids: number[] = [];
    for (let i = 0; i <= REPORTS_PER_DAY; i += 1) ids.push(await post());
    for (const id of ids.slice(0, REPORTS_PER_DAY))
      expect((await report(busy.token, { item_type: 'post', item_id: id, reason: 'spam' })).status).toBe(200);
    const refused = await report(busy.token, {
      item_type: 'post',
      item_id: ids[REPORTS_PER_DAY],
      reason: 'spam',
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(coded({ status: false, message: MODERATION_MESSAGES.reportLimit }));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000);
    expect((await report(busy.token, { item_type: 'post', item_id: ids[0], reason: 'spam' })).status).toBe(
      200,
    );
    expect(
      (await report(member.token, { item_type: 'post', item_id: ids[REPORTS_PER_DAY], reason: 'spam' }))
        .status,
    ).toBe(200);
    // The window rolls: reports older than a day no longer count.
    await ctx.database.db
      .updateTable('reports')
      .set({ created_at: new Date(Date.now() - 86_401_000) })
      .where('reporter_id', '=', busy.id)
      .execute();
    expect(
      (await report(busy.token, { item_type: 'post', item_id: ids[REPORTS_PER_DAY], reason: 'spam' })).status,
    ).toBe(200);
  });
});

describe('GET /prop/admin/reports', () => {
  it('admins only: anonymous 401, members 403', async () => {
    expect((await queue('', '')).status).toBe(401);
    expect((await queue('', reporter.token)).status).toBe(403);
    expect((await queue('', member.token)).status).toBe(403);
    expect((await queue('?status=closed')).status).toBe(400);
  });

  it('groups reports per item with counts, reasons and the newest 5 details, newest report first, paged', async () => {
    await ctx.database.db.deleteFrom('reports').execute();
    const [older, newer] = [await post(author.id, 'Older'), await post(author.id, 'Newer')];
    const reporters = await Promise.all(
      Array.from({ length: 7 }, () => createAccount(ctx, { kind: 'creative' })),
    );
    for (const [i, who] of reporters.entries()) {
      const reason = i < 4 ? 'spam' : 'offensive';
      expect(
        (await report(who.token, { item_type: 'post', item_id: older, reason, details: `detail ${i}` }))
          .status,
      ).toBe(200);
      await ctx.database.db
        .updateTable('reports')
        .set({ created_at: new Date(Date.now() - (60 - i) * 60_000) })
        .where('reporter_id', '=', who.id)
        .execute();
    }
    expect(
      (await report(reporter.token, { item_type: 'post', item_id: newer, reason: 'scam_or_fraud' })).status,
    ).toBe(200);
    await age('post', newer, 5);
    expect(
      (await report(member.token, { item_type: 'creative', item_id: author.id, reason: 'impersonation' }))
        .status,
    ).toBe(200);
    await age('creative', author.id, 30);

    const all = await queue();
    expect(all.status).toBe(200);
    expect(all.body.meta).toEqual({ page: 1, limit: 20, total: 3, pages: 1 });
    expect(all.body.data.map((row: any) => `${row.item_type}:${row.item_id}`)).toEqual([
      `post:${newer}`,
      `creative:${author.id}`,
      `post:${older}`,
    ]);
    const row = all.body.data[2];
    const newestReport = (await reportsOf('post', older)).at(-1);
    expect(row).toMatchObject({
      id: newestReport?.id,
      item_type: 'post',
      item_id: older,
      item_title: 'Older',
      author: { id: author.id, name: 'Ada Author', kind: 'creative' },
      report_count: 7,
      reasons: { spam: 4, offensive: 3 },
      details: ['detail 6', 'detail 5', 'detail 4', 'detail 3', 'detail 2'],
      status: 'open',
      resolution: null,
    });
    expect(new Date(row.first_reported_at).getTime()).toBeLessThan(new Date(row.last_reported_at).getTime());
    expect(all.body.data[1]).toMatchObject({
      item_title: 'Ada Author',
      author: { id: author.id, kind: 'creative' },
      report_count: 1,
    });

    const second = await queue('?status=open&page=2&limit=2');
    expect(second.body.meta).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect(second.body.data.map((r: any) => r.item_id)).toEqual([older]);
    expect((await queue('?status=resolved')).body.meta.total).toBe(0);
  });
});

describe('PATCH /prop/admin/reports/{id}', () => {
  it('dismiss: resolves every open report of the item from any of its ids, lists it as resolved, audits it; again 404', async () => {
    const id = await post(author.id, 'Harmless');
    await report(reporter.token, { item_type: 'post', item_id: id, reason: 'spam' });
    await report(member.token, { item_type: 'post', item_id: id, reason: 'offensive' });
    const [first] = await reportsOf('post', id);
    expect((await act(first.id, { action: 'dismiss' }, reporter.token)).status).toBe(403);
    expect((await act(first.id, { action: 'dismiss' }, '')).status).toBe(401);

    const res = await act(first.id, { action: 'dismiss' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual(
      coded({ status: true, message: MODERATION_MESSAGES.dismissed, data: { resolved: 2 } }),
    );
    const rows = await reportsOf('post', id);
    expect(
      rows.every((r) => r.resolution === 'dismissed' && r.resolved_by === admin.id && r.resolved_at),
    ).toBe(true);
    expect((await send('GET', `/clap/prop/public/post/${id}`)).status).toBe(200);

    const open = (await queue('?limit=100')).body.data as any[];
    expect(open.find((r) => r.item_type === 'post' && r.item_id === id)).toBeUndefined();
    const resolved = (await queue('?status=resolved&limit=100')).body.data as any[];
    expect(resolved.find((r) => r.item_id === id && r.item_type === 'post')).toMatchObject({
      status: 'resolved',
      report_count: 2,
      resolution: { action: 'dismissed', by: 'Moderator Mo', reason: null },
    });
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'report.dismiss')
      .where('target_id', '=', id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.id, target_kind: 'post' });
    expect(audit[0].detail).toMatchObject({ reports: rows.map((r) => r.id) });

    expect((await act(first.id, { action: 'dismiss' })).status).toBe(404);
    expect((await act(99_999_999, { action: 'dismiss' })).status).toBe(404);
    // The same member may report it again once the first report is resolved (a new open report).
    expect((await report(reporter.token, { item_type: 'post', item_id: id, reason: 'spam' })).status).toBe(
      200,
    );
    expect(await reportsOf('post', id)).toHaveLength(3);
  });

  it('take_down of a post: needs a reason of 10-500 characters, removes the post, mails its author, audits it', async () => {
    const id = await post(author.id, 'Fake <b>giveaway</b>');
    await report(reporter.token, { item_type: 'post', item_id: id, reason: 'scam_or_fraud' });
    const [{ id: reportId }] = await reportsOf('post', id);
    for (const payload of [
      { action: 'take_down' },
      { action: 'take_down', reason: '  too short  ' },
      { action: 'take_down', reason: 'x'.repeat(501) },
      { action: 'ban' },
    ]) {
      const res = await act(reportId, payload);
      expect(res.status, JSON.stringify(payload).slice(0, 60)).toBe(400);
      if (payload.action === 'take_down') expect(res.body.message).toBe(MODERATION_MESSAGES.takeDownReason);
    }
    expect((await send('GET', `/clap/prop/public/post/${id}`)).status).toBe(200);

    const reason = 'A fake giveaway <script>alert(1)</script> asking for bank details.';
    const res = await act(reportId, { action: 'take_down', reason: `  ${reason}  ` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MODERATION_MESSAGES.takenDown);
    expect((await send('GET', `/clap/prop/public/post/${id}`)).status).toBe(404);

    const mail = ctx.mail.filter((m) => m.to === author.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain('Fake <b>giveaway</b>');
    expect(mail[0].text).toContain(reason);
    expect(mail[0].html).not.toContain('<script>');
    expect(mail[0].html).toContain('&lt;script&gt;');

    const resolved = (await queue('?status=resolved&limit=100')).body.data as any[];
    expect(resolved.find((r) => r.item_type === 'post' && r.item_id === id)).toMatchObject({
      item_title: null,
      author: null,
      resolution: { action: 'taken_down', by: 'Moderator Mo', reason },
    });
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('target_kind', '=', 'post')
      .where('target_id', '=', id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['content.take_down', 'report.take_down']);
    expect(audit[1].detail).toMatchObject({ reason });
  });

  it('take_down of a profile blacklists the account (signed out at once) with the reason in the audit', async () => {
    const fake = await createAccount(ctx, { kind: 'business' });
    await report(reporter.token, { item_type: 'business', item_id: fake.id, reason: 'impersonation' });
    const [{ id: reportId }] = await reportsOf('business', fake.id);
    const reason = 'Pretends to be the ministry and asks for fees.';
    const res = await act(reportId, { action: 'take_down', reason });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const account = await ctx.database.db
      .selectFrom('accounts')
      .select('is_blacklisted')
      .where('id', '=', fake.id)
      .executeTakeFirstOrThrow();
    expect(account.is_blacklisted).toBe(true);
    expect((await send('GET', '/clap/prop/business-info/profile', fake.token)).status).toBe(401);
    expect((await send('GET', `/clap/prop/public/business/${fake.id}`)).status).toBe(404);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('target_kind', '=', 'business')
      .where('target_id', '=', fake.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['account.blacklist', 'report.take_down']);
    expect(audit[0].detail).toEqual({ reason });
  });

  it('reports of an item deleted meanwhile still list (title null) and can be dismissed; take_down answers 404', async () => {
    const id = await post(author.id, 'Soon gone');
    await report(reporter.token, { item_type: 'post', item_id: id, reason: 'spam' });
    await ctx.database.db.deleteFrom('posts').where('id', '=', id).execute();
    const listed = ((await queue('?limit=100')).body.data as any[]).find(
      (r) => r.item_type === 'post' && r.item_id === id,
    );
    expect(listed).toMatchObject({ item_title: null, author: null, report_count: 1 });
    const takeDown = await act(listed.id, { action: 'take_down', reason: 'Spam links everywhere.' });
    // takeDownContent's own 404 sentence (the content-removal service owns it).
    expect(takeDown.status).toBe(404);
    expect(takeDown.body.status).toBe(false);
    expect((await act(listed.id, { action: 'dismiss' })).status).toBe(200);
  });

  it("keeps the reports of a deleted account's profile and content (no cascade), and of a deleted reporter", async () => {
    const leaving = await createAccount(ctx, { kind: 'creative' });
    const itsPost = await post(leaving.id);
    const reporterLeaving = await createAccount(ctx, { kind: 'creative' });
    await report(reporterLeaving.token, { item_type: 'post', item_id: itsPost, reason: 'spam' });
    await report(reporter.token, { item_type: 'creative', item_id: leaving.id, reason: 'spam' });
    await ctx.database.db
      .deleteFrom('accounts')
      .where('id', 'in', [leaving.id, reporterLeaving.id])
      .execute();
    expect(await reportsOf('post', itsPost)).toMatchObject([{ reporter_id: null }]);
    expect(await reportsOf('creative', leaving.id)).toHaveLength(1);
  });
});

describe('details are text', () => {
  const ATTACKS = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '"><svg onload=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '&lt;b&gt;entity&lt;/b&gt;',
    "'; drop table reports; --",
    '{{constructor.constructor("alert(1)")()}}',
  ];

  it('stores and returns the attack strings exactly as typed, as JSON text', async () => {
    const id = await post(author.id, 'Target');
    const senders = await Promise.all(ATTACKS.map(() => createAccount(ctx, { kind: 'creative' })));
    for (const [i, attack] of ATTACKS.entries()) {
      expect(
        (await report(senders[i].token, { item_type: 'post', item_id: id, reason: 'other', details: attack }))
          .status,
      ).toBe(200);
    }
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/clap/prop/admin/reports?limit=100',
      headers: { authorization: admin.token },
    });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const row = res.json<any>().data.find((r: any) => r.item_type === 'post' && r.item_id === id);
    expect(row.report_count).toBe(ATTACKS.length);
    expect(row.details).toEqual(ATTACKS.slice(-5).reverse());
  });
});
