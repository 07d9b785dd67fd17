// SMS for phone-first members (issue 34, docs/sms.md): the file provider, Termii and Africa's Talking against a local
// stand-in, the outbox's retries and bounds, the configuration's refusals, phone verification with its limits and
// lockout, password reset by SMS, the daily alert (one a day, GSM-7, the member's language) and no number in logs.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- JSON answers are read loosely */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/languages';
import { ConfigError, loadConfig } from '../../server/config';
import { alertSms, codeSms } from '../../server/lib/sms-texts';
import { foldToGsm7, gsm7Length, maskPhone, SMS_SEGMENT, type SmsSender } from '../../server/lib/sms';
import { createAfricasTalkingSender, createTermiiSender, smsDir } from '../../server/plugins/sms';
import { enqueueSms } from '../../server/repositories/sms-outbox';
import { sendDueSmsAlerts } from '../../server/services/sms-alerts';
import { SmsOutbox } from '../../server/services/sms-outbox';
import { call, PASSWORD, uniqueEmail, verifiedCreative } from './auth-helpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
const logLines: string[] = [];
let numberSeq = 0;
/** A fresh Nigerian mobile number per test (the per-number limits must not carry over). */
function freshNumber(): { local: string; e164: string } {
  numberSeq += 1;
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  const rest = `${digits.slice(0, 5)}${String(numberSeq).padStart(3, '0')}`;
  return { local: `080${rest}`, e164: `+23480${rest}` };
}

/** Every SMS file under DATA_DIR/sms: number and text. */
async function smsFiles(): Promise<{ to: string; text: string; name: string }[]> {
  const dir = smsDir(ctx.config.dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.txt')).sort();
  return Promise.all(
    names.map(async (name) => {
      const [head, ...body] = (await readFile(path.join(dir, name), 'utf8')).split('\n\n');
      return { to: head.replace(/^To: /, ''), text: body.join('\n\n').trim(), name };
    }),
  );
}

async function lastSmsTo(e164: string) {
  return (await smsFiles()).filter((f) => f.to === e164).at(-1);
}

async function lastSmsCode(e164: string): Promise<string> {
  const text = (await lastSmsTo(e164))?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, `an SMS code for ${e164}`).toBeDefined();
  return code!;
}

async function removePhone(token: string) {
  const response = await ctx.app.inject({
    method: 'DELETE',
    url: '/clap/prop/account/phone',
    headers: { authorization: token },
  });
  expect(response.statusCode).toBe(200);
  return { body: response.json<{ data: unknown }>() };
}

async function verifiedPhone(token: string) {
  const number = freshNumber();
  const added = await call(ctx.app, 'POST', '/clap/prop/account/phone', { phone: number.local }, { token });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const code = await lastSmsCode(number.e164);
  const ok = await call(ctx.app, 'POST', '/clap/prop/account/phone/verify', { code }, { token });
  expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  return number;
}

beforeAll(async () => {
  ctx = await createTestContext({ logStream: { write: (line: string) => logLines.push(line) } });
});

afterAll(async () => {
  await ctx?.close();
});

describe('GSM-7 texts', () => {
  it('folds tone marks, dotted and hooked letters into GSM-7 and keeps its own accents', () => {
    expect(foldToGsm7('Ẹ̀kọ́ ọ̀fẹ́ ní Ìbàdàn')).toBe('Eko ofe ni Ibàdàn');
    expect(foldToGsm7('ọzụzụ ṅụ')).toBe('ozuzu nu');
    expect(foldToGsm7('Ɗan ƙasa ɓera ƴar')).toBe('Dan kasa bera yar');
    expect(foldToGsm7('“Café” – ₦5,000…')).toBe('"Café" - N5,000...');
    expect(gsm7Length('a{b}')).toBe(6);
    expect(gsm7Length('ẹ')).toBe(Infinity);
    expect(maskPhone('+2348031234567')).toBe('+234 80* *** **67');
  });

  it('keeps every code SMS and a long alert within one segment in all five languages', () => {
    const longTitle =
      'Ìdánilẹ́kọ̀ọ́ lórí fọ́tò àti fídíò fún àwọn oníṣẹ́ ọnà ní ìpínlẹ̀ Kano àti gbogbo àríwá orílẹ̀-èdè'.repeat(2);
    for (const language of LANGUAGES) {
      for (const purpose of ['verify_phone', 'reset_password'] as const) {
        const text = codeSms(language, purpose, '123456');
        expect(gsm7Length(text), `${language} ${purpose}: ${text}`).toBeLessThanOrEqual(SMS_SEGMENT);
        expect(text).toContain('123456');
      }
      for (const count of [1, 7]) {
        const text = alertSms(language, {
          count,
          title: longTitle,
          link: 'https://creative.gov.ng/trainingdetails/1234',
        });
        expect(gsm7Length(text), `${language}: ${text}`).toBeLessThanOrEqual(SMS_SEGMENT);
        expect(text.endsWith('https://creative.gov.ng/trainingdetails/1234')).toBe(true);
        expect(text).toContain('...');
      }
    }
    // A short title is not cut.
    expect(alertSms('en', { count: 1, title: 'Photo basics', link: 'https://x.ng/t/1' })).toBe(
      'Creative Portal, new for you: Photo basics https://x.ng/t/1',
    );
  });
});

describe('configuration', () => {
  const base = {
    ADMIN_PASSWORD: 'Str0ng#Admin!Pass',
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://p.example.ng',
    MAIL_TRANSPORT: 'file',
  };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return error instanceof ConfigError ? error.problems : [String(error)];
    }
  };

  it('refuses a real provider without its keys, and an unknown provider', () => {
    expect(problems({ ...base, SMS_PROVIDER: 'termii' }).join('\n')).toMatch(
      /TERMII_API_KEY and TERMII_SENDER_ID/,
    );
    expect(problems({ ...base, SMS_PROVIDER: 'termii', TERMII_API_KEY: 'k' }).join('\n')).toMatch(
      /TERMII_SENDER_ID/,
    );
    expect(problems({ ...base, SMS_PROVIDER: 'africastalking' }).join('\n')).toMatch(
      /AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY/,
    );
    expect(problems({ ...base, SMS_PROVIDER: 'carrier-pigeon' }).join('\n')).toMatch(/SMS_PROVIDER must be/);
  });

  it('accepts a provider with its keys; file is the default', () => {
    const termii = loadConfig({
      ...base,
      SMS_PROVIDER: 'termii',
      TERMII_API_KEY: 'k',
      TERMII_SENDER_ID: 'Portal',
    });
    expect(termii.sms).toMatchObject({
      provider: 'termii',
      termii: { baseUrl: 'https://api.ng.termii.com' },
    });
    const at = loadConfig({
      ...base,
      SMS_PROVIDER: 'africastalking',
      AFRICASTALKING_USERNAME: 'u',
      AFRICASTALKING_API_KEY: 'k',
    });
    expect(at.sms.africastalking).toMatchObject({ username: 'u', baseUrl: 'https://api.africastalking.com' });
    expect(loadConfig({}).sms.provider).toBe('file');
  });
});

describe("providers over HTTP (a local stand-in for Termii and Africa's Talking)", () => {
  let server: Server;
  let baseUrl: string;
  const received: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  /** What the stand-in answers next (status and JSON), in order; then a success. */
  const script: { status: number; json: unknown }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ url: request.url ?? '', headers: request.headers, body });
        const next = script.shift() ?? {
          status: 200,
          json: request.url?.startsWith('/api/sms/send')
            ? { code: 'ok', message_id: '1', message: 'Successfully Sent' }
            : { SMSMessageData: { Recipients: [{ statusCode: 101, status: 'Success' }] } },
        };
        response.writeHead(next.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(next.json));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("sends Termii's documented JSON to /api/sms/send", async () => {
    received.length = 0;
    const sender = createTermiiSender({ apiKey: 'tk', senderId: 'Portal', baseUrl });
    await sender.send({ to: '+2348031234567', text: 'Hello' });
    expect(received[0].url).toBe('/api/sms/send');
    expect(JSON.parse(received[0].body)).toEqual({
      api_key: 'tk',
      to: '2348031234567',
      from: 'Portal',
      sms: 'Hello',
      type: 'plain',
      channel: 'generic',
    });
    script.push({ status: 200, json: { code: 'error', message: 'Insufficient balance' } });
    await expect(sender.send({ to: '+2348031234567', text: 'Hello' })).rejects.toThrow(/did not accept/);
  });

  it("sends Africa's Talking's documented form to /version1/messaging with the apiKey header", async () => {
    received.length = 0;
    const sender = createAfricasTalkingSender({
      username: 'sandbox',
      apiKey: 'ak',
      senderId: 'Portal',
      baseUrl,
    });
    await sender.send({ to: '+2348031234567', text: 'Hello there' });
    expect(received[0].url).toBe('/version1/messaging');
    expect(received[0].headers.apikey).toBe('ak');
    expect(received[0].headers.accept).toBe('application/json');
    expect(Object.fromEntries(new URLSearchParams(received[0].body))).toEqual({
      username: 'sandbox',
      to: '+2348031234567',
      message: 'Hello there',
      from: 'Portal',
    });
    script.push({ status: 401, json: { error: 'bad key' } });
    await expect(sender.send({ to: '+2348031234567', text: 'x' })).rejects.toThrow(/HTTP 401/);
  });

  it('retries a failed send with backoff, then sends; errors and logs never hold the number', async () => {
    const db = ctx.database.db;
    await db.deleteFrom('sms_outbox').execute();
    received.length = 0;
    script.push({ status: 500, json: {} }, { status: 503, json: {} });
    const outbox = new SmsOutbox(
      db,
      () => createTermiiSender({ apiKey: 'tk', senderId: 'Portal', baseUrl }),
      { retryMinMs: 1, retryMaxMs: 5, alertGiveUpMs: 60_000, pollMs: 60_000 },
      ctx.app.log,
    );
    await enqueueSms(db, { accountId: null, to: '+2348031234567', text: 'Alert', purpose: 'alert' });
    for (let i = 0; i < 3; i++) {
      await outbox.drain();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await outbox.close();
    expect(received).toHaveLength(3);
    const row = await db.selectFrom('sms_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, body: null, recipient: '+234 80* *** **67' });
    expect(logLines.join('\n')).not.toContain('8031234567');
  });

  it('gives a code up once it would arrive dead (10 minutes), an alert after its bound', async () => {
    const db = ctx.database.db;
    await db.deleteFrom('sms_outbox').execute();
    const failing: SmsSender = { send: () => Promise.reject(new Error('provider down')) };
    const outbox = new SmsOutbox(
      db,
      () => failing,
      { retryMinMs: 60_000, retryMaxMs: 600_000, alertGiveUpMs: 3_600_000, pollMs: 60_000 },
      ctx.app.log,
    );
    await enqueueSms(db, { accountId: null, to: '+2348031234567', text: 'Code 123456', purpose: 'code' });
    await enqueueSms(db, { accountId: null, to: '+2348031234568', text: 'Alert', purpose: 'alert' });
    await enqueueSms(db, { accountId: null, to: '+2348031234569', text: 'Old alert', purpose: 'alert' });
    // The code was written 9.5 minutes ago: a retry a minute later would come too late.
    await sql`update sms_outbox set created_at = now() - interval '570 seconds' where purpose = 'code'`.execute(
      db,
    );
    await sql`update sms_outbox set created_at = now() - interval '2 hours' where body = 'Old alert'`.execute(
      db,
    );
    await outbox.drain();
    await outbox.close();
    const rows = await db
      .selectFrom('sms_outbox')
      .select(['body', 'status', 'last_error'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['failed', 'queued', 'failed']);
    expect(rows[0]).toMatchObject({ body: null, last_error: 'provider down' });
    await db.deleteFrom('sms_outbox').execute();
  });
});

describe('phone verification', () => {
  it('adds a number, sends a code by SMS (file provider), confirms it and shows it masked', async () => {
    const { token } = await verifiedCreative(ctx);
    const empty = await call(ctx.app, 'GET', '/clap/prop/account/phone', undefined, { token });
    expect(empty.body.data).toEqual({ phone: null, verified: false, reset_by_sms: false });
    const number = freshNumber();
    const added = await call(ctx.app, 'POST', '/clap/prop/account/phone', { phone: number.local }, { token });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('We sent a code to your phone. Enter it to confirm the number.');
    expect(added.body.data).toEqual({ phone: maskPhone(number.e164), verified: false, reset_by_sms: false });
    const sms = await lastSmsTo(number.e164);
    expect(sms?.text).toMatch(/^Creative Portal: your code to confirm this phone is \d{6}\./);
    const stored = await ctx.database.db
      .selectFrom('one_time_codes')
      .select('code_hash')
      .where('purpose', '=', 'verify_phone')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(await lastSmsCode(number.e164));

    const wrong = await call(
      ctx.app,
      'POST',
      '/clap/prop/account/phone/verify',
      { code: '000000' },
      { token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid OTP');
    const ok = await call(
      ctx.app,
      'POST',
      '/clap/prop/account/phone/verify',
      { code: await lastSmsCode(number.e164) },
      { token },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ phone: maskPhone(number.e164), verified: true, reset_by_sms: false });
    // The number never appears in the logs, in full or in its local form.
    const logs = logLines.join('\n');
    expect(logs).not.toContain(number.e164.slice(4));
    expect(logs).toContain('sms written to the local outbox');
  });

  it('refuses a number that is not a Nigerian mobile, and reset-by-SMS before a confirmed number', async () => {
    const { token } = await verifiedCreative(ctx);
    const bad = await call(
      ctx.app,
      'POST',
      '/clap/prop/account/phone',
      { phone: '+44 7700 900123' },
      { token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid Nigerian phone number.');
    const none = await call(
      ctx.app,
      'PUT',
      '/clap/prop/account/phone/reset-by-sms',
      { enabled: true },
      { token },
    );
    expect(none.body.message).toBe('Please add a phone number first.');
    await call(ctx.app, 'POST', '/clap/prop/account/phone', { phone: freshNumber().local }, { token });
    const unconfirmed = await call(
      ctx.app,
      'PUT',
      '/clap/prop/account/phone/reset-by-sms',
      { enabled: true },
      { token },
    );
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.message).toBe('Please confirm your phone number first.');
    const verifyNone = await removePhone(token);
    expect(verifyNone.body.data).toEqual({ phone: null, verified: false, reset_by_sms: false });
    const afterRemove = await call(
      ctx.app,
      'POST',
      '/clap/prop/account/phone/verify',
      { code: '123456' },
      { token },
    );
    expect(afterRemove.body.message).toBe('Please add a phone number first.');
  });

  it('kills a code after 5 wrong tries, as e-mail codes', async () => {
    const { token } = await verifiedCreative(ctx);
    const number = freshNumber();
    await call(ctx.app, 'POST', '/clap/prop/account/phone', { phone: number.local }, { token });
    const code = await lastSmsCode(number.e164);
    const wrongCode = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      const res = await call(
        ctx.app,
        'POST',
        '/clap/prop/account/phone/verify',
        { code: wrongCode },
        { token },
      );
      expect(res.status).toBe(400);
    }
    const late = await call(ctx.app, 'POST', '/clap/prop/account/phone/verify', { code }, { token });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('Invalid OTP');
  });

  it('limits codes per number (across accounts) and per account, with Retry-After', async () => {
    const a = await verifiedCreative(ctx);
    const b = await verifiedCreative(ctx);
    const number = freshNumber();
    expect(
      (await call(ctx.app, 'POST', '/clap/prop/account/phone', { phone: number.local }, { token: a.token }))
        .status,
    ).toBe(200);
    const again = await call(
      ctx.app,
      'POST',
      '/clap/prop/account/phone',
      { phone: number.local },
      { token: b.token },
    );
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // One account trying many numbers: 5 an hour.
    for (let i = 0; i < 4; i++)
      expect(
        (
          await call(
            ctx.app,
            'POST',
            '/clap/prop/account/phone',
            { phone: freshNumber().local },
            { token: a.token },
          )
        ).status,
      ).toBe(200);
    const sixth = await call(
      ctx.app,
      'POST',
      '/clap/prop/account/phone',
      { phone: freshNumber().local },
      { token: a.token },
    );
    expect(sixth.status).toBe(429);
  });

  it('lets one confirmed number belong to one account only, with a neutral answer', async () => {
    const a = await verifiedCreative(ctx);
    const b = await verifiedCreative(ctx);
    const number = await verifiedPhone(a.token);
    await sql`delete from auth_events where subject = ${number.e164}`.execute(ctx.database.db);
    await call(ctx.app, 'POST', '/clap/prop/account/phone', { phone: number.local }, { token: b.token });
    const taken = await call(
      ctx.app,
      'POST',
      '/clap/prop/account/phone/verify',
      { code: await lastSmsCode(number.e164) },
      { token: b.token },
    );
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('This number cannot be used. Please use another number.');
  });
});

describe('password reset by SMS', () => {
  it('sends the reset code by SMS (no mail) with the same answer as by e-mail and for no account', async () => {
    const { email, token } = await verifiedCreative(ctx);
    const number = await verifiedPhone(token);
    const on = await call(
      ctx.app,
      'PUT',
      '/clap/prop/account/phone/reset-by-sms',
      { enabled: true },
      { token },
    );
    expect(on.body.data.reset_by_sms).toBe(true);
    expect(on.body.message).toBe('Password-reset codes will be sent to your phone by SMS.');

    const other = await verifiedCreative(ctx);
    const mailsBefore = ctx.mail.length;
    const bySms = await call(ctx.app, 'PUT', '/clap/prop/creative/reset_ini', { email });
    const byMail = await call(ctx.app, 'PUT', '/clap/prop/creative/reset_ini', { email: other.email });
    const nobody = await call(ctx.app, 'PUT', '/clap/prop/creative/reset_ini', {
      email: uniqueEmail('nobody'),
    });
    expect(bySms.body).toEqual(nobody.body);
    expect(byMail.body).toEqual(nobody.body);
    expect(bySms.status).toBe(nobody.status);
    // One mail: the e-mail member's. The SMS member got an SMS.
    expect(ctx.mail.slice(mailsBefore).filter((m) => m.to === email)).toHaveLength(0);
    expect(ctx.mail.length - mailsBefore).toBe(1);
    const sms = await lastSmsTo(number.e164);
    expect(sms?.text).toMatch(/password reset code is \d{6}/);

    const reset = await call(ctx.app, 'PUT', '/clap/prop/creative/reset_final', {
      email,
      otp: await lastSmsCode(number.e164),
      password: 'Newer#Pass2',
      confirm_password: 'Newer#Pass2',
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(
      (await call(ctx.app, 'POST', '/clap/prop/creative/login', { email, password: 'Newer#Pass2' })).status,
    ).toBe(200);
    expect(
      (await call(ctx.app, 'POST', '/clap/prop/creative/login', { email, password: PASSWORD })).status,
    ).toBe(401);
  });

  it('goes back to e-mail when the number is removed', async () => {
    const { email, token } = await verifiedCreative(ctx);
    await verifiedPhone(token);
    await call(ctx.app, 'PUT', '/clap/prop/account/phone/reset-by-sms', { enabled: true }, { token });
    await removePhone(token);
    await call(ctx.app, 'PUT', '/clap/prop/creative/reset_ini', { email });
    expect(ctx.lastCode(email)).toMatch(/^\d{6}$/);
  });
});

describe('daily SMS alerts', () => {
  async function member(state: string, language: 'en' | 'yo' = 'en') {
    const { token, email } = await verifiedCreative(ctx);
    const number = await verifiedPhone(token);
    const db = ctx.database.db;
    const account = await db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await db.updateTable('accounts').set({ language }).where('id', '=', account.id).execute();
    await db
      .updateTable('creative_profiles')
      .set({ residence_state: state })
      .where('account_id', '=', account.id)
      .execute();
    await db.insertInto('notification_settings').values({ account_id: account.id, sms: true }).execute();
    return { id: account.id, number, token };
  }

  async function matched(
    accountId: number,
    itemId: number,
    title: string,
    state: string | null,
    kind: 'training' | 'call' | 'tool' = 'training',
  ) {
    await ctx.database.db
      .insertInto('notifications')
      .values({
        account_id: accountId,
        kind: 'matched',
        item_kind: kind,
        item_id: itemId,
        occasion: 'published',
        title,
        link: `/trainingdetails/${itemId}`,
        reason: JSON.stringify({ need: 'Training', state, sector: null }),
      })
      .execute();
  }

  it('sends one SMS a day about matches near the member, sets sms_at and last_sms_at', async () => {
    const kano = await member('Kano');
    await matched(kano.id, 9001, 'Photography basics in Kano', 'Kano');
    await matched(kano.id, 9002, 'A tool far away', 'Kano', 'tool');
    await matched(kano.id, 9003, 'Lagos training', 'Lagos');
    await sendDueSmsAlerts(ctx.app);
    await ctx.app.smsOutbox.drain();
    const sms = await lastSmsTo(kano.number.e164);
    expect(sms?.text).toBe(
      `Creative Portal, new for you: Photography basics in Kano ${ctx.config.publicUrl}/trainingdetails/9001`,
    );
    const rows = await ctx.database.db
      .selectFrom('notifications')
      .select(['item_id', 'sms_at'])
      .where('account_id', '=', kano.id)
      .orderBy('item_id')
      .execute();
    expect(rows.map((r) => r.sms_at !== null)).toEqual([true, false, false]);
    const settings = await ctx.database.db
      .selectFrom('notification_settings')
      .select('last_sms_at')
      .where('account_id', '=', kano.id)
      .executeTakeFirstOrThrow();
    expect(settings.last_sms_at).not.toBeNull();

    // A new match the same day waits for tomorrow.
    await matched(kano.id, 9004, 'Second Kano training', 'Kano');
    const files = (await smsFiles()).length;
    await sendDueSmsAlerts(ctx.app);
    await ctx.app.smsOutbox.drain();
    expect((await smsFiles()).length).toBe(files);
    // A day later it goes.
    await sql`update notification_settings set last_sms_at = now() - interval '25 hours' where account_id = ${kano.id}`.execute(
      ctx.database.db,
    );
    await sendDueSmsAlerts(ctx.app);
    await ctx.app.smsOutbox.drain();
    expect((await lastSmsTo(kano.number.e164))?.text).toContain('Second Kano training');
  });

  it("writes in the member's language, folded to GSM-7 within 160 characters; none with SMS off", async () => {
    const yo = await member('Oyo', 'yo');
    await matched(
      yo.id,
      9101,
      'Ìdánilẹ́kọ̀ọ́ lórí fọ́tò àti fídíò fún gbogbo àwọn oníṣẹ́ ọnà ní ìpínlẹ̀ Ọ̀yọ́ àti Èkó',
      'Oyo',
    );
    await matched(yo.id, 9102, 'Ìpè fún àbá', 'Oyo', 'call');
    await sendDueSmsAlerts(ctx.app);
    await ctx.app.smsOutbox.drain();
    const text = (await lastSmsTo(yo.number.e164))?.text ?? '';
    expect(text.startsWith('Creative Portal, ohun tuntun 2 fun yin, bii: ')).toBe(true);
    expect(gsm7Length(text)).toBeLessThanOrEqual(160);
    expect(text.endsWith(`${ctx.config.publicUrl}/notifications`)).toBe(true);

    const off = await member('Kano');
    await ctx.database.db
      .updateTable('notification_settings')
      .set({ sms: false })
      .where('account_id', '=', off.id)
      .execute();
    await matched(off.id, 9201, 'Kano training', 'Kano');
    const before = (await smsFiles()).length;
    await sendDueSmsAlerts(ctx.app);
    await ctx.app.smsOutbox.drain();
    expect((await smsFiles()).length).toBe(before);
  });
});

describe('the account', () => {
  it('exports the full number and its settings; deletion removes the number and pending SMS', async () => {
    const { token } = await verifiedCreative(ctx);
    const number = await verifiedPhone(token);
    await call(ctx.app, 'PUT', '/clap/prop/account/phone/reset-by-sms', { enabled: true }, { token });
    const exported = await call(ctx.app, 'GET', '/clap/prop/account/export', undefined, { token });
    expect(exported.body.data.account).toMatchObject({ sms_phone: number.e164, reset_by_sms: true });
    expect(exported.body.data.account.sms_phone_verified_at).toBeTruthy();
    const me = await ctx.database.db
      .selectFrom('accounts')
      .select('id')
      .where('sms_phone', '=', number.e164)
      .executeTakeFirstOrThrow();
    await enqueueSms(
      ctx.database.db,
      { accountId: me.id, to: number.e164, text: 'pending', purpose: 'alert' },
      { deliver: false },
    );
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/clap/prop/account',
      headers: { authorization: token },
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    const left = await ctx.database.db
      .selectFrom('sms_outbox')
      .select('id')
      .where('account_id', '=', me.id)
      .execute();
    expect(left).toHaveLength(0);
    const holder = await ctx.database.db
      .selectFrom('accounts')
      .select('id')
      .where('sms_phone', '=', number.e164)
      .execute();
    expect(holder).toHaveLength(0);
  });
});
