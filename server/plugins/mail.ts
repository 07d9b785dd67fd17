// Mail: nodemailer over SMTP_URL (MAIL_TRANSPORT=smtp, production's default). With MAIL_TRANSPORT=file every
// message is written as an RFC 822 `.eml` file under DATA_DIR/mail/ (sortable by time, written to a temporary name
// and renamed into place) and nothing is sent. Outside production the file mailer also logs the one-time code, the
// ONE place a code may be logged, so a developer can read it in the console; in production a code never reaches the
// log (it is in the .eml file only). Tests pass their own `mailer` to capture messages.
// Routes never call the mailer: they write the message to the outbox in their transaction (enqueueMail) and
// kick `app.mailOutbox` after the commit; its worker (server/services/mail-outbox.ts) sends and retries.
// Templates live in server/lib/mail-templates.ts.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Mailer, MailMessage } from '../lib/mail-message';
import { MailOutbox } from '../services/mail-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    mailOutbox: MailOutbox;
  }
}

export function mailDir(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

/** `2026-11-22T07-00-00.123Z-<hex>.eml`: ISO time without colons (portable file names), sorts by time. */
export function outboxFileName(now = new Date()): string {
  return `${now.toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/** The message as nodemailer takes it (both transports send the same headers). */
function nodemailerMessage(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    // A notification mail's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058); none on account mails.
    ...(message.headers && Object.keys(message.headers).length ? { headers: { ...message.headers } } : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        }
      : {}),
  };
}

/** Writes each message as an .eml file and logs recipient, subject and (outside production only) the code. */
export function createOutboxMailer(
  config: Pick<Config, 'dataDir' | 'mailFrom'> & Partial<Pick<Config, 'production'>>,
  log: FastifyBaseLogger,
): Mailer {
  // Production logs are shipped and kept; a code there would let anyone who reads them into the account.
  const logCodes = config.production !== true;
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = mailDir(config.dataDir);
  return {
    send: async (message) => {
      const info = await composer.sendMail(nodemailerMessage(config.mailFrom, message));
      await mkdir(dir, { recursive: true });
      const name = outboxFileName();
      const tmp = path.join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
      try {
        await writeFile(tmp, info.message as Buffer, { flag: 'wx' });
        await rename(tmp, path.join(dir, name));
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      const code = logCodes && message.code ? { code: message.code } : {};
      log.info(
        { mail: { to: message.to, subject: message.subject, ...code, file: name } },
        'mail written to the local outbox',
      );
    },
  };
}

/** Sends over SMTP with short timeouts (a silent relay costs one worker slot for seconds, never a request). */
export function createSmtpMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'> & Partial<Pick<Config, 'smtpTimeoutMs'>>,
  log: FastifyBaseLogger,
) {
  const timeout = config.smtpTimeoutMs ?? 10_000;
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout,
  });
  const mailer: Mailer = {
    send: async (message) => {
      await transport.sendMail(nodemailerMessage(config.mailFrom, message));
      log.info({ mail: { to: message.to, subject: message.subject } }, 'mail sent');
    },
  };
  return { mailer, close: () => transport.close() };
}

export interface MailPluginOptions {
  config: Config;
  mailer?: Mailer;
  /**
   * Tests: every answer waits until the outbox has drained, so a captured message is there when `inject` resolves.
   * Never in production (answers would wait for SMTP again).
   */
  drainBeforeReply?: boolean;
}

export default fp<MailPluginOptions>(
  (app, { config, mailer, drainBeforeReply = false }, done) => {
    let closeTransport = () => undefined as void;
    if (mailer) {
      app.decorate('mailer', mailer);
    } else if (config.mailTransport === 'smtp' && config.smtpUrl) {
      const smtp = createSmtpMailer(config, app.log);
      app.decorate('mailer', smtp.mailer);
      closeTransport = smtp.close;
    } else {
      app.decorate('mailer', createOutboxMailer(config, app.log));
    }
    const outbox = new MailOutbox(
      app.db,
      () => app.mailer,
      {
        retryMinMs: config.mailRetryMinMs,
        retryMaxMs: config.mailRetryMaxMs,
        giveUpMs: config.mailGiveUpMs,
        pollMs: config.mailPollMs,
      },
      app.log,
    );
    app.decorate('mailOutbox', outbox);
    app.addHook('onReady', async () => outbox.start());
    if (drainBeforeReply) {
      app.addHook('onSend', async (_request, _reply, payload) => {
        if (!outbox.idle) await outbox.drain();
        return payload;
      });
    }
    // The worker stops (and its sends in flight finish or are let go) before the transport and the database close.
    app.addHook('onClose', async () => {
      await outbox.close();
      closeTransport();
    });
    done();
  },
  { name: 'mail', dependencies: ['db'] },
);
