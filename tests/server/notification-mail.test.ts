// Notification e-mails (issue 34, docs/notifications.md "E-mail: instant and digests, unsubscribe"): the settings
// routes, the instant worker, the daily and weekly digests at DIGEST_HOUR WAT (a fake clock: `now` is passed in),
// the RFC 8058 headers (on notification mails only) and the one-click unsubscribe with its signed, versioned token.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-explicit-any -- JSON answers are read loosely */
import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../contract/languages';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type MatchedItemKind,
  type NotificationSettings,
} from '../../contract/notifications';
import { render } from '../../server/i18n/registry';
import type { MailMessage } from '../../server/lib/mail-message';
import { createOutboxMailer, mailDir } from '../../server/plugins/mail';
import { digestSlot, sendDigests, sendInstantMails } from '../../server/services/notification-mail';
import { call, uniqueEmail } from './auth-helpers';
import { createAccount, type TestAccount } from './builders';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let ipCounter = 1;
const freshIp = () => `10.34.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

beforeAll(async () => {
  // The worker's own timer stays out of the way: every pass here is called with its clock.
  ctx = await createTestContext({ env: { NOTIFICATION_MAIL_POLL_MS: '3600000', DIGEST_HOUR: '7' } });
});
afterAll(async () => ctx?.close());
beforeEach(() => {
  ctx.mail.length = 0;
});

/** Monday 30 November 2026, 07:30 WAT (06:30 UTC): inside the daily and the weekly digest's window. */
const MONDAY_0730 = new Date('2026-11-30T06:30:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let itemCounter = 1000;
async function notify(
  accountId: number,
  {
    kind = 'training',
    title = `Photography in Kano ${itemCounter}`,
    need = 'Training',
    state = 'Kano',
    createdAt = new Date(),
  }: { kind?: MatchedItemKind; title?: string; need?: string; state?: string | null; createdAt?: Date } = {},
): Promise<number> {
  itemCounter += 1;
  const row = await ctx.database.db
    .insertInto('notifications')
    .values({
      account_id: accountId,
      kind: 'matched',
      item_kind: kind,
      item_id: itemCounter,
      occasion: 'published',
      title,
      link: `/${kind === 'training' ? 'trainingdetails' : kind}/${itemCounter}`,
      reason: JSON.stringify({ need, state, sector: null }),
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function mailedAt(id: number) {
  const row = await ctx.database.db
    .selectFrom('notifications')
    .select('mailed_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.mailed_at;
}

async function member(
  settings?: Partial<NotificationSettings>,
  language: Language = 'en',
): Promise<TestAccount> {
  const account = await createAccount(ctx, { kind: 'creative' });
  await ctx.database.db.updateTable('accounts').set({ language }).where('id', '=', account.id).execute();
  if (settings) {
    const body = { ...DEFAULT_NOTIFICATION_SETTINGS, ...settings };
    const res = await call(ctx.app, 'PUT', '/clap/prop/account/notification-settings', body, {
      token: account.token,
      ip: freshIp(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return account;
}

/** Lets the outbox send what a pass wrote; the messages to `email`. */
async function mailTo(email: string): Promise<MailMessage[]> {
  await ctx.app.mailOutbox.drain();
  return ctx.mail.filter((m) => m.to === email);
}

/** The one-click link's URL path and query, from the List-Unsubscribe header. */
function headerLink(message: MailMessage): string {
  const value = message.headers?.['List-Unsubscribe'] ?? '';
  const match = /^<(https?:\/\/[^>]+)>$/.exec(value);
  expect(match, value).not.toBeNull();
  const url = new URL(match![1]);
  return `${url.pathname}${url.search}`;
}

const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token')!;

function oneClick(link: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: link,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'List-Unsubscribe=One-Click',
    remoteAddress: freshIp(),
  });
}

async function settingsOf(account: TestAccount): Promise<NotificationSettings> {
  const res = await call(ctx.app, 'GET', '/clap/prop/account/notification-settings', undefined, {
    token: account.token,
  });
  expect(res.status).toBe(200);
  return res.body.data as NotificationSettings;
}

describe('notification settings', () => {
  it('answers the defaults without a stored choice, privately and never stored by a cache', async () => {
    const account = await createAccount(ctx, { kind: 'business' });
    const res = await call(ctx.app, 'GET', '/clap/prop/account/notification-settings', undefined, {
      token: account.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      email: 'weekly',
      topics: { training: true, opportunity: true, funding: true, tool: true },
      sms: false,
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await call(ctx.app, 'GET', '/clap/prop/account/notification-settings')).status).toBe(401);
  });

  it('stores the whole choice for its member only; another member keeps theirs', async () => {
    const one = await createAccount(ctx, { kind: 'creative' });
    const other = await createAccount(ctx, { kind: 'creative' });
    const choice = {
      email: 'daily',
      topics: { training: true, opportunity: false, funding: true, tool: false },
      sms: false,
    };
    const res = await call(ctx.app, 'PUT', '/clap/prop/account/notification-settings', choice, {
      token: one.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your notification settings have been saved.');
    expect(res.body.data).toEqual(choice);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await settingsOf(one)).toEqual(choice);
    expect(await settingsOf(other)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('refuses a bad body with 400 and changes nothing', async () => {
    const account = await createAccount(ctx, { kind: 'creative' });
    const good = DEFAULT_NOTIFICATION_SETTINGS;
    for (const bad of [
      { ...good, email: 'hourly' },
      { ...good, topics: { training: true } },
      { ...good, topics: { ...good.topics, tool: 'yes' } },
      { ...good, extra: 1 },
      { email: 'off' },
      [],
    ]) {
      const res = await call(ctx.app, 'PUT', '/clap/prop/account/notification-settings', bad, {
        token: account.token,
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.status).toBe(false);
    }
    expect(await settingsOf(account)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('turns SMS alerts on only with a verified SMS number', async () => {
    const account = await createAccount(ctx, { kind: 'creative' });
    const body = { ...DEFAULT_NOTIFICATION_SETTINGS, sms: true };
    const refused = await call(ctx.app, 'PUT', '/clap/prop/account/notification-settings', body, {
      token: account.token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('notification_mail.sms_needs_phone');
    // A number that was never confirmed is not enough.
    await ctx.database.db
      .updateTable('accounts')
      .set({ sms_phone: '+2348031234567' })
      .where('id', '=', account.id)
      .execute();
    expect(
      (await call(ctx.app, 'PUT', '/clap/prop/account/notification-settings', body, { token: account.token }))
        .status,
    ).toBe(400);
    await ctx.database.db
      .updateTable('accounts')
      .set({ sms_phone_verified_at: new Date() })
      .where('id', '=', account.id)
      .execute();
    const saved = await call(ctx.app, 'PUT', '/clap/prop/account/notification-settings', body, {
      token: account.token,
    });
    expect(saved.status).toBe(200);
    expect((await settingsOf(account)).sms).toBe(true);
  });

  it("the account export holds the member's notification settings", async () => {
    const account = await member({ email: 'off' });
    const res = await call(ctx.app, 'GET', '/clap/prop/account/export', undefined, { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body.data.notification_settings).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, email: 'off' });
  });

  it('answers in the request language', async () => {
    const account = await createAccount(ctx, { kind: 'creative' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/clap/prop/account/notification-settings',
      headers: { authorization: account.token, 'accept-language': 'ha' },
      payload: DEFAULT_NOTIFICATION_SETTINGS,
    });
    expect(res.json().message).toBe(render('ha', 'notification_mail.settings_saved'));
  });
});

describe('instant mails', () => {
  it('mails each new matched notification once, with a plain-text part and the RFC 8058 headers', async () => {
    const account = await member({ email: 'instant' });
    const id = await notify(account.id, { title: 'Film editing in Kano' });
    // (Counted by the mails: the worker's own pass at start-up may be the one that sends it.)
    await sendInstantMails(ctx.app);
    const mails = await mailTo(account.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('New for you: Film editing in Kano');
    expect(mail.text).toContain('"Film editing in Kano" has just been published');
    expect(mail.text).toContain('Why: Training · Kano · you asked for training');
    expect(mail.text).toContain(`${ctx.config.publicUrl}/trainingdetails/`);
    expect(mail.html).toContain('Film editing in Kano');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${ctx.config.publicUrl}/clap/prop/unsubscribe\\?token=[^>]+>$`),
    );
    expect(await mailedAt(id)).not.toBeNull();
    // Once only.
    ctx.mail.length = 0;
    await sendInstantMails(ctx.app);
    expect(await mailTo(account.email)).toHaveLength(0);
  });

  it("respects the member's topics: a funding opportunity is funding, a call is funding", async () => {
    const account = await member({
      email: 'instant',
      topics: { training: false, opportunity: true, funding: false, tool: true },
    });
    const training = await notify(account.id, { kind: 'training' });
    const funding = await notify(account.id, {
      kind: 'opportunity',
      need: 'Funding',
      title: 'Grant for designers',
    });
    const call_ = await notify(account.id, {
      kind: 'call',
      need: 'Funding',
      title: 'Call for film projects',
    });
    const market = await notify(account.id, {
      kind: 'opportunity',
      need: 'Market_access',
      title: 'Lagos fair',
    });
    const tool = await notify(account.id, { kind: 'tool', need: 'Tools', title: 'Free editing suite' });
    await sendInstantMails(ctx.app);
    const subjects = (await mailTo(account.email)).map((m) => m.subject).sort();
    expect(subjects).toEqual(['New for you: Free editing suite', 'New for you: Lagos fair']);
    // What a topic held back stays unmailed, in the centre.
    expect(await mailedAt(training)).toBeNull();
    expect(await mailedAt(funding)).toBeNull();
    expect(await mailedAt(call_)).toBeNull();
    expect(await mailedAt(market)).not.toBeNull();
    expect(await mailedAt(tool)).not.toBeNull();
  });

  it('sends nothing and marks nothing for a member who turned e-mail off, or who chose a digest', async () => {
    const off = await member({ email: 'off' });
    const weekly = await member();
    const a = await notify(off.id);
    const b = await notify(weekly.id);
    await sendInstantMails(ctx.app);
    expect(await mailTo(off.email)).toHaveLength(0);
    expect(await mailTo(weekly.email)).toHaveLength(0);
    expect(await mailedAt(a)).toBeNull();
    expect(await mailedAt(b)).toBeNull();
  });

  it("writes in the member's language", async () => {
    const account = await member({ email: 'instant' }, 'yo');
    await notify(account.id, { title: 'Aṣọ àdìrẹ' });
    await sendInstantMails(ctx.app);
    const [mail] = await mailTo(account.email);
    expect(mail.subject).toBe(render('yo', 'mail.notify.instant.subject', { title: 'Aṣọ àdìrẹ' }));
    expect(mail.text).toContain(render('yo', 'mail.notify.stop.email'));
  });
});

describe('digests', () => {
  it('digest times: DIGEST_HOUR in West Africa Time, the weekly one on its weekday', () => {
    // 07:00 WAT is 06:00 UTC.
    expect(digestSlot(new Date('2026-11-30T06:30:00Z'), 7, null).toISOString()).toBe(
      '2026-11-30T06:00:00.000Z',
    );
    expect(digestSlot(new Date('2026-11-30T05:59:00Z'), 7, null).toISOString()).toBe(
      '2026-11-29T06:00:00.000Z',
    );
    // Monday's slot holds all week; Sunday night still points at last Monday.
    expect(digestSlot(new Date('2026-11-30T06:00:00Z'), 7, 1).toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(digestSlot(new Date('2026-12-06T22:00:00Z'), 7, 1).toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(digestSlot(new Date('2026-11-30T05:00:00Z'), 7, 1).toISOString()).toBe('2026-11-23T06:00:00.000Z');
    // 23:30 UTC on Sunday is 00:30 WAT on Monday.
    expect(digestSlot(new Date('2026-11-29T23:30:00Z'), 0, 1).toISOString()).toBe('2026-11-29T23:00:00.000Z');
  });

  it('sends one digest per member per period, only with something new, at the digest hour', async () => {
    const daily = await member({ email: 'daily' });
    const weekly = await member(); // the default: weekly, no stored settings
    const quiet = await member({ email: 'daily' });
    const early = new Date(MONDAY_0730.getTime() - 2 * HOUR);
    const d1 = await notify(daily.id, { title: 'Music production', createdAt: early });
    const d2 = await notify(daily.id, {
      kind: 'tool',
      need: 'Tools',
      title: 'Colour grading kit',
      createdAt: early,
    });
    const w1 = await notify(weekly.id, { title: 'Pottery in Kano', createdAt: early });

    // 05:30 WAT: not yet.
    expect(await sendDigests(ctx.app, new Date(MONDAY_0730.getTime() - 2 * HOUR))).toBe(0);
    await sendDigests(ctx.app, MONDAY_0730);
    const [dailyMail, ...moreDaily] = await mailTo(daily.email);
    expect(moreDaily).toHaveLength(0);
    expect(dailyMail.subject).toBe('Your daily digest: 2 new for you');
    expect(dailyMail.text).toContain('• Music production');
    expect(dailyMail.text).toContain('Tool · Kano · you asked for tools');
    expect(dailyMail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const [weeklyMail] = await mailTo(weekly.email);
    expect(weeklyMail.subject).toBe('Your weekly digest: 1 new for you');
    expect(await mailTo(quiet.email)).toHaveLength(0);
    for (const id of [d1, d2, w1]) expect(await mailedAt(id)).not.toBeNull();

    // The same period again (an hour later, another process): nothing, even with something new.
    ctx.mail.length = 0;
    await notify(daily.id, { title: 'Late news', createdAt: MONDAY_0730 });
    await notify(weekly.id, { title: 'Late weekly news', createdAt: MONDAY_0730 });
    await sendDigests(ctx.app, new Date(MONDAY_0730.getTime() + HOUR));
    expect(await mailTo(daily.email)).toHaveLength(0);
    expect(await mailTo(weekly.email)).toHaveLength(0);

    // Tuesday: the daily member gets the late news; the weekly member waits for Monday.
    const tuesday = new Date(MONDAY_0730.getTime() + DAY);
    await sendDigests(ctx.app, tuesday);
    expect((await mailTo(daily.email)).map((m) => m.subject)).toEqual(['Your daily digest: 1 new for you']);
    expect(await mailTo(weekly.email)).toHaveLength(0);
    // Past the window (15:30 WAT): nothing, whoever is due.
    ctx.mail.length = 0;
    await notify(daily.id, { title: 'Afternoon news', createdAt: tuesday });
    expect(await sendDigests(ctx.app, new Date(tuesday.getTime() + 8 * HOUR))).toBe(0);
    // Next Monday: the weekly member's week.
    await sendDigests(ctx.app, new Date(MONDAY_0730.getTime() + 7 * DAY));
    expect((await mailTo(weekly.email)).map((m) => m.subject)).toEqual(['Your weekly digest: 1 new for you']);
  });

  it('holds only the topics the member kept; sends nothing for e-mail off; in the member language', async () => {
    const picky = await member(
      { email: 'daily', topics: { training: false, opportunity: true, funding: true, tool: true } },
      'ha',
    );
    const off = await member({ email: 'off' });
    const early = new Date(MONDAY_0730.getTime() - HOUR);
    const kept = await notify(picky.id, {
      kind: 'call',
      need: 'Funding',
      title: 'Film fund',
      createdAt: early,
    });
    const held = await notify(picky.id, { kind: 'training', title: 'Dance class', createdAt: early });
    const offId = await notify(off.id, { createdAt: early });
    await sendDigests(ctx.app, MONDAY_0730);
    const [mail] = await mailTo(picky.email);
    expect(mail.subject).toBe(render('ha', 'mail.notify.digest.daily.subject', { count: '1' }));
    expect(mail.text).toContain('Film fund');
    expect(mail.text).not.toContain('Dance class');
    expect(mail.text).toContain(render('ha', 'mail.notify.kind.call'));
    expect(await mailedAt(kept)).not.toBeNull();
    expect(await mailedAt(held)).toBeNull();
    expect(await mailTo(off.email)).toHaveLength(0);
    expect(await mailedAt(offId)).toBeNull();
  });

  it('a process walks a slot once: what is matched after its walk waits for the next digest', async () => {
    const walked = new Map<string, number>();
    const wednesday = new Date(MONDAY_0730.getTime() + 2 * DAY);
    const first = await member({ email: 'daily' });
    await notify(first.id, { createdAt: new Date(wednesday.getTime() - HOUR) });
    await sendDigests(ctx.app, wednesday, walked);
    expect(await mailTo(first.email)).toHaveLength(1);
    const later = await member({ email: 'daily' });
    await notify(later.id, { createdAt: wednesday });
    expect(await sendDigests(ctx.app, new Date(wednesday.getTime() + HOUR), walked)).toBe(0);
    expect(await mailTo(later.email)).toHaveLength(0);
    // Another process (no memory of the walk) still sends it, once.
    await sendDigests(ctx.app, new Date(wednesday.getTime() + HOUR));
    expect(await mailTo(later.email)).toHaveLength(1);
    expect(await mailTo(first.email)).toHaveLength(1);
  });

  it('two passes at once (two processes) still send one digest per member', async () => {
    const accounts = await Promise.all([1, 2, 3].map(() => member({ email: 'daily' })));
    const early = new Date(MONDAY_0730.getTime() - HOUR);
    for (const account of accounts) await notify(account.id, { createdAt: early });
    const tuesday = new Date(MONDAY_0730.getTime() + DAY);
    await Promise.all([sendDigests(ctx.app, tuesday), sendDigests(ctx.app, tuesday)]);
    for (const account of accounts) expect(await mailTo(account.email)).toHaveLength(1);
  });
});

describe('RFC 8058 headers and the one-click unsubscribe', () => {
  it('account mails (codes, resets) never carry List-Unsubscribe', async () => {
    const email = uniqueEmail('reset');
    await createAccount(ctx, { kind: 'creative', email });
    const res = await call(ctx.app, 'PUT', '/clap/prop/creative/reset_ini', { email }, { ip: freshIp() });
    expect(res.status).toBe(200);
    const [mail] = await mailTo(email);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.headers).toBeUndefined();
    const row = await ctx.database.db
      .selectFrom('mail_outbox')
      .select('headers')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.headers).toBeNull();
  });

  it('the outbox keeps the headers until sent, then clears them; the .eml file carries them', async () => {
    const account = await member({ email: 'instant' });
    await notify(account.id);
    await sendInstantMails(ctx.app);
    await ctx.app.mailOutbox.drain();
    const row = await ctx.database.db
      .selectFrom('mail_outbox')
      .select(['status', 'headers'])
      .where('recipient', '=', account.email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', headers: null });
    const [mail] = ctx.mail.filter((m) => m.to === account.email);
    // The file transport writes what nodemailer composes: the headers are in the message.
    const mailer = createOutboxMailer(
      { dataDir: ctx.config.dataDir, mailFrom: ctx.config.mailFrom },
      ctx.app.log,
    );
    await mailer.send(mail);
    const dir = mailDir(ctx.config.dataDir);
    const files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
    // Long headers are folded (RFC 5322): unfold before reading.
    const eml = (await readFile(`${dir}/${files[files.length - 1]}`, 'utf8')).replace(/\r?\n(?=[ \t])/g, '');
    expect(eml).toMatch(/^List-Unsubscribe:\s*<http:\/\/[^>\s]+\/clap\/prop\/unsubscribe\?token=[^>\s]+>$/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('the one-click POST turns notification e-mails off without a session, once', async () => {
    const account = await member({ email: 'instant' });
    await notify(account.id);
    await sendInstantMails(ctx.app);
    const [mail] = await mailTo(account.email);
    const link = headerLink(mail);
    // GET changes nothing: it says what the link does.
    const info = await ctx.app.inject({ method: 'GET', url: link, remoteAddress: freshIp() });
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toEqual({ target: 'email' });
    expect(info.headers['cache-control']).toBe('private, no-store');
    expect((await settingsOf(account)).email).toBe('instant');

    const res = await oneClick(link);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('You will no longer get notification e-mails.');
    expect((await settingsOf(account)).email).toBe('off');
    // The link has done its work: replayed, it is out of date.
    const replay = await oneClick(link);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('notification_mail.unsubscribe_stale');
    // And nothing more is mailed.
    ctx.mail.length = 0;
    await notify(account.id);
    await sendInstantMails(ctx.app);
    expect(await mailTo(account.email)).toHaveLength(0);
  });

  it("a topic's link in the body turns that topic off and leaves the rest", async () => {
    const account = await member({ email: 'instant' });
    await notify(account.id, { kind: 'tool', need: 'Tools', title: 'Sound desk' });
    await sendInstantMails(ctx.app);
    const [mail] = await mailTo(account.email);
    const line = mail.text.split('\n').find((l) => l.startsWith('Stop e-mails about tools: '))!;
    const url = new URL(line.slice('Stop e-mails about tools: '.length));
    // An empty POST body is accepted too (some mail clients send none).
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ target: 'tool' });
    const settings = await settingsOf(account);
    expect(settings.email).toBe('instant');
    expect(settings.topics).toEqual({ training: true, opportunity: true, funding: true, tool: false });
  });

  it('refuses forged and altered tokens, and a token replayed after the member changed their settings', async () => {
    const victim = await member({ email: 'instant' });
    const attacker = await member({ email: 'instant' });
    await notify(victim.id);
    await notify(attacker.id);
    await sendInstantMails(ctx.app);
    const [victimMail] = await mailTo(victim.email);
    const [attackerMail] = await mailTo(attacker.email);
    const attackerToken = tokenOf(headerLink(attackerMail));
    const [id, target, version, sig] = attackerToken.split('.');
    const forged = [
      // The attacker's own signature on the victim's id: another account.
      `${victim.id}.${target}.${version}.${sig}`,
      // A topic changed, a version changed, a signature made up, and rubbish.
      `${id}.training.${version}.${sig}`,
      `${id}.${target}.${Number(version) + 1}.${sig}`,
      `${id}.${target}.${version}.${'A'.repeat(43)}`,
      `${id}.${target}.${version}`,
      'not-a-token',
    ];
    for (const token of forged) {
      const res = await oneClick(`/clap/prop/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(res.statusCode, token).toBe(400);
      expect(res.json().code).toBe('notification_mail.unsubscribe_invalid');
      const info = await ctx.app.inject({
        method: 'GET',
        url: `/clap/prop/unsubscribe?token=${encodeURIComponent(token)}`,
        remoteAddress: freshIp(),
      });
      expect(info.statusCode, token).toBe(400);
    }
    expect((await settingsOf(victim)).email).toBe('instant');
    expect((await settingsOf(attacker)).email).toBe('instant');

    // The victim changes their settings after the mail: the mail's link no longer works.
    await call(
      ctx.app,
      'PUT',
      '/clap/prop/account/notification-settings',
      { ...DEFAULT_NOTIFICATION_SETTINGS, email: 'daily' },
      { token: victim.token, ip: freshIp() },
    );
    const replayed = await oneClick(headerLink(victimMail));
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('notification_mail.unsubscribe_stale');
    expect((await settingsOf(victim)).email).toBe('daily');
  });

  it('a deleted account: the link names nobody', async () => {
    const account = await member({ email: 'instant' });
    await notify(account.id);
    await sendInstantMails(ctx.app);
    const [mail] = await mailTo(account.email);
    await ctx.database.db.deleteFrom('accounts').where('id', '=', account.id).execute();
    const res = await oneClick(headerLink(mail));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('notification_mail.unsubscribe_invalid');
  });

  it("a browser gets a page in the member's language with a button that posts the one-click form", async () => {
    const account = await member({ email: 'instant' }, 'pcm');
    await notify(account.id);
    await sendInstantMails(ctx.app);
    const [mail] = await mailTo(account.email);
    const link = headerLink(mail);
    const page = await ctx.app.inject({
      method: 'GET',
      url: link,
      headers: { accept: 'text/html,application/xhtml+xml' },
      remoteAddress: freshIp(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="pcm">');
    expect(page.body).toContain(`<form method="post" action="${link.replace(/&/g, '&amp;')}">`);
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(page.body).toContain(render('pcm', 'mail.notify.stop.email'));
    expect(page.body).not.toMatch(/<script/i);
    const done = await oneClick(link, { accept: 'text/html' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(render('pcm', 'notification_mail.unsubscribed.email'));
    const again = await ctx.app.inject({
      method: 'GET',
      url: link,
      headers: { accept: 'text/html' },
      remoteAddress: freshIp(),
    });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(render('pcm', 'notification_mail.unsubscribe_stale'));
  });

  it('limits clicks per address', async () => {
    const ip = '10.35.0.1';
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      last = (
        await ctx.app.inject({ method: 'POST', url: '/clap/prop/unsubscribe?token=x', remoteAddress: ip })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});
