// Mail without SMTP_URL: one .eml file per message under DATA_DIR/mail, recipient, subject and (outside production
// only) the code in the log.
// And the log itself: credentials, tokens and codes sent by clients never reach it.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml, noticeMail, oneTimeCodeMail } from '../../server/lib/mail-templates';
import { createOutboxMailer, createSmtpMailer } from '../../server/plugins/mail';
import { createTestContext, type TestContext } from './helpers';
import { startSmtpStub } from './smtp-stub';

let ctx: TestContext;
const logLines: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext({
    realMail: true,
    logStream: { write: (line: string) => logLines.push(line) },
  });
});

afterAll(async () => {
  await ctx?.close();
});

function logEntries(): Record<string, unknown>[] {
  return logLines
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('templates', () => {
  it('builds a one-time-code mail in text and HTML with the code set', () => {
    const message = oneTimeCodeMail({
      to: 'ada@test.local',
      code: '482913',
      purpose: 'verify_email',
      name: 'Ada <b>',
    });
    expect(message.subject).toBe('Your verification code');
    expect(message.code).toBe('482913');
    expect(message.text).toContain('482913');
    expect(message.text).toContain('valid for 10 minutes');
    expect(message.text).toMatch(/did not ask for this code/);
    expect(message.html).toContain('482913');
    expect(message.html).toContain('Hello Ada &lt;b&gt;,');
    expect(message.html).not.toContain('<b>');
    expect(oneTimeCodeMail({ to: 'a@b.c', code: '1', purpose: 'reset_password' }).subject).toBe(
      'Your password reset code',
    );
    expect(oneTimeCodeMail({ to: 'a@b.c', code: '1', purpose: 'set_password' }).subject).toMatch(/password/);
  });

  it('escapes user text in notices', () => {
    const message = noticeMail({
      to: 'a@b.c',
      subject: 'Approved\r\nBcc: x@y.z',
      lines: ['<script>alert(1)</script>', 'Thanks & welcome'],
    });
    expect(message.subject).toBe('Approved Bcc: x@y.z');
    expect(message.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(message.html).toContain('Thanks &amp; welcome');
    expect(message.html).not.toContain('<script>');
    expect(message.text).toContain('<script>alert(1)</script>');
    expect(escapeHtml(`"'&<>`)).toBe('&quot;&#39;&amp;&lt;&gt;');
  });
});

describe('local outbox', () => {
  it('writes each message as an .eml file and logs recipient, subject and code', async () => {
    await ctx.app.mailer.send(
      oneTimeCodeMail({ to: 'grace@test.local', code: '731906', purpose: 'reset_password' }),
    );
    await ctx.app.mailer.send(
      noticeMail({ to: 'grace@test.local', subject: 'Second message', lines: ['Hello again'] }),
    );
    const dir = path.join(ctx.config.dataDir, 'mail');
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    for (const file of files)
      expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[a-f0-9]{8}\.eml$/);
    const first = await readFile(path.join(dir, files[0]), 'utf8');
    expect(first).toMatch(/^To: grace@test\.local$/m);
    expect(first).toMatch(/^Subject: Your password reset code$/m);
    expect(first).toMatch(/^From: /m);
    expect(first).toContain('731906');
    expect(first).toMatch(/Content-Type: text\/html/);
    expect(await readFile(path.join(dir, files[1]), 'utf8')).toMatch(/^Subject: Second message$/m);

    const entry = logEntries().find((e) => (e.mail as { code?: string } | undefined)?.code === '731906');
    expect(entry?.mail).toMatchObject({
      to: 'grace@test.local',
      subject: 'Your password reset code',
      file: files[0],
    });
  });
});

describe('local outbox in production (MAIL_TRANSPORT=file)', () => {
  it('writes the .eml file with the code but never logs the code', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clap-mail-prod-'));
    const logged: unknown[] = [];
    const log = { info: (...args: unknown[]) => logged.push(args) } as unknown as FastifyBaseLogger;
    try {
      const mailer = createOutboxMailer(
        { dataDir, mailFrom: 'Portal <no-reply@test.local>', production: true },
        log,
      );
      await mailer.send(oneTimeCodeMail({ to: 'mary@test.local', code: '284615', purpose: 'verify_email' }));
      const files = await readdir(path.join(dataDir, 'mail'));
      expect(files).toHaveLength(1);
      expect(await readFile(path.join(dataDir, 'mail', files[0]), 'utf8')).toContain('284615');
      expect(logged).toHaveLength(1);
      expect(JSON.stringify(logged)).toContain('mary@test.local');
      expect(JSON.stringify(logged)).not.toContain('284615');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('SMTP', () => {
  it('delivers over SMTP_URL and logs recipient and subject but never the code', async () => {
    const receiver = await startSmtpStub();
    const lines: string[] = [];
    const log = { info: (object: unknown, message: string) => lines.push(JSON.stringify([object, message])) };
    const smtp = createSmtpMailer(
      { smtpUrl: `smtp://127.0.0.1:${receiver.port}`, mailFrom: 'Portal <no-reply@test.local>' },
      log as unknown as Parameters<typeof createSmtpMailer>[1],
    );
    try {
      await smtp.mailer.send(
        oneTimeCodeMail({ to: 'linus@test.local', code: '550123', purpose: 'verify_email' }),
      );
    } finally {
      smtp.close();
      await receiver.close();
    }
    expect(receiver.messages).toHaveLength(1);
    expect(receiver.messages[0]).toMatch(/^Subject: Your verification code$/m);
    expect(receiver.messages[0]).toContain('550123');
    expect(lines.join('')).toContain('linus@test.local');
    expect(lines.join('')).not.toContain('550123');
  });
});

describe('log redaction', () => {
  it('keeps passwords, tokens, codes and query strings out of the log', async () => {
    const secrets = {
      password: 'Sup3r$ecretPass',
      otp: '918273',
      token: 'tok-abcdef-123456',
      query: 'leaky-query-value',
    };
    logLines.length = 0;
    // A route that parses the body and fails: errors are where request details tend to leak.
    await ctx.app.inject({
      method: 'POST',
      url: `/upload?email=${secrets.query}`,
      headers: { authorization: secrets.token, cookie: `sid=${secrets.token}` },
      payload: { password: secrets.password, otp: secrets.otp, file: '' },
    });
    await ctx.app.inject({
      method: 'GET',
      url: `/clap/nope?otp=${secrets.otp}`,
      headers: { authorization: `Bearer ${secrets.token}` },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/upload',
      headers: { authorization: secrets.token, 'content-type': 'application/json' },
      payload: `{"password":"${secrets.password}","otp":"${secrets.otp}"`,
    });
    const output = logLines.join('');
    expect(output).toContain('incoming request'); // the logger is on
    for (const value of Object.values(secrets)) expect(output).not.toContain(value);
  });
});
