// Mail: nodemailer over SMTP_URL when it is set. Without it, every message is written as an RFC 822 `.eml` file
// under DATA_DIR/mail/ (sortable by time, written to a temporary name and renamed into place) and its recipient,
// subject and one-time code go to the log: the ONE place a code may be logged (design.md section 3), so a
// developer or the end-to-end suite can read it. Tests pass their own `mailer` to capture messages.
// Templates live in server/lib/mail-templates.ts. `send` rejects when the message cannot be delivered or
// written; callers decide what the user sees.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A one-time code in the message: logged (never elsewhere) when mail goes to the local outbox. */
  code?: string;
}

export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function mailDir(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

/** `2026-11-22T07-00-00.123Z-<hex>.eml`: ISO time without colons (portable file names), sorts by time. */
export function outboxFileName(now = new Date()): string {
  return `${now.toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/** Writes each message as an .eml file and logs recipient, subject and code. */
export function createOutboxMailer(config: Pick<Config, 'dataDir' | 'mailFrom'>, log: FastifyBaseLogger): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = mailDir(config.dataDir);
  return {
    send: async (message) => {
      const info = await composer.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
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
      log.info({ mail: { to: message.to, subject: message.subject, code: message.code, file: name } }, 'mail written to the local outbox');
    },
  };
}

/** Sends over SMTP; the log gets the recipient and subject only (never the code). */
export function createSmtpMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, log: FastifyBaseLogger) {
  const transport = nodemailer.createTransport(config.smtpUrl);
  const mailer: Mailer = {
    send: async (message) => {
      await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
      log.info({ mail: { to: message.to, subject: message.subject } }, 'mail sent');
    },
  };
  return { mailer, close: () => transport.close() };
}

export default fp<{ config: Config; mailer?: Mailer }>(
  (app, { config, mailer }, done) => {
    if (mailer) {
      app.decorate('mailer', mailer);
      done();
      return;
    }
    if (config.smtpUrl) {
      const smtp = createSmtpMailer(config, app.log);
      app.decorate('mailer', smtp.mailer);
      app.addHook('onClose', (_instance, closed) => {
        smtp.close();
        closed();
      });
      done();
      return;
    }
    app.decorate('mailer', createOutboxMailer(config, app.log));
    done();
  },
  { name: 'mail' },
);
