// SMS (issue 34, docs/sms.md): the provider chosen by SMS_PROVIDER and the outbox worker that uses it, plus the daily
// SMS alerts' timer. `file` writes each SMS as a text file under DATA_DIR/sms/ (the number and the text) and logs a
// line without the number; `termii` and `africastalking` call their documented HTTP APIs with fetch. Routes never
// call a provider: they write to the outbox in their transaction and kick `app.smsOutbox` after the commit.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Config, SmsConfig } from '../config';
import { maskPhone, type SmsSender } from '../lib/sms';
import { sendDueSmsAlerts } from '../services/sms-alerts';
import { DEFAULT_SMS_OUTBOX_SETTINGS, SmsOutbox } from '../services/sms-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    smsSender: SmsSender;
    smsOutbox: SmsOutbox;
  }
}

/** A provider call gives up after this (the worker retries later). */
const PROVIDER_TIMEOUT_MS = 10_000;
/** How often the daily alert job looks for members due an SMS. */
export const SMS_ALERT_INTERVAL_MS = 15 * 60_000;

export function smsDir(dataDir: string): string {
  return path.join(dataDir, 'sms');
}

/** Writes `To: <number>`, a blank line and the text to DATA_DIR/sms/<time>-<hex>.txt; logs the file, never the number. */
export function createFileSmsSender(dataDir: string, log: FastifyBaseLogger): SmsSender {
  const dir = smsDir(dataDir);
  return {
    send: async ({ to, text }) => {
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.txt`;
      const tmp = path.join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
      try {
        await writeFile(tmp, `To: ${to}\n\n${text}\n`, { flag: 'wx' });
        await rename(tmp, path.join(dir, name));
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      log.info(
        { sms: { to: maskPhone(to), length: text.length, file: name } },
        'sms written to the local outbox',
      );
    },
  };
}

/** An HTTP answer that is not a success, as an error naming the status only (provider bodies may echo the number). */
async function postOrThrow(provider: string, url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${provider} answered HTTP ${response.status}`);
  return response.json().catch(() => null);
}

/**
 * Termii (developers.termii.com, "Send message"): POST {base}/api/sms/send with a JSON body
 * { api_key, to (234... without +), from (the approved sender ID), sms, type: "plain", channel: "generic" }.
 * Success answers 200 with { code: "ok", message_id, ... }.
 */
export function createTermiiSender(settings: NonNullable<SmsConfig['termii']>): SmsSender {
  return {
    send: async ({ to, text }) => {
      const answer = (await postOrThrow('Termii', `${settings.baseUrl}/api/sms/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          api_key: settings.apiKey,
          to: to.replace(/^\+/, ''),
          from: settings.senderId,
          sms: text,
          type: 'plain',
          channel: 'generic',
        }),
      })) as { code?: unknown } | null;
      if (answer?.code !== 'ok')
        throw new Error(`Termii did not accept the message (${String(answer?.code)})`);
    },
  };
}

/**
 * Africa's Talking (developers.africastalking.com, "SMS: Sending"): POST {base}/version1/messaging, form-encoded
 * username, to, message and optionally from, with the `apiKey` header and `Accept: application/json`. The answer's
 * SMSMessageData.Recipients[].status is "Success" for a message accepted (statusCode 100, 101 or 102).
 */
export function createAfricasTalkingSender(settings: NonNullable<SmsConfig['africastalking']>): SmsSender {
  return {
    send: async ({ to, text }) => {
      const form = new URLSearchParams({ username: settings.username, to, message: text });
      if (settings.senderId) form.set('from', settings.senderId);
      const answer = (await postOrThrow("Africa's Talking", `${settings.baseUrl}/version1/messaging`, {
        method: 'POST',
        headers: {
          apiKey: settings.apiKey,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
      })) as { SMSMessageData?: { Recipients?: { status?: unknown; statusCode?: unknown }[] } } | null;
      const recipient = answer?.SMSMessageData?.Recipients?.[0];
      if (recipient?.status !== 'Success') {
        const status = recipient?.statusCode ?? recipient?.status;
        const why = typeof status === 'number' || typeof status === 'string' ? status : 'no recipient';
        throw new Error(`Africa's Talking did not accept the message (${why})`);
      }
    },
  };
}

export function createSmsSender(config: Pick<Config, 'dataDir' | 'sms'>, log: FastifyBaseLogger): SmsSender {
  if (config.sms.provider === 'termii' && config.sms.termii) return createTermiiSender(config.sms.termii);
  if (config.sms.provider === 'africastalking' && config.sms.africastalking)
    return createAfricasTalkingSender(config.sms.africastalking);
  return createFileSmsSender(config.dataDir, log);
}

export interface SmsPluginOptions {
  config: Config;
  /** Tests: every answer waits until the SMS outbox has drained (as the mail plugin's option). */
  drainBeforeReply?: boolean;
}

export default fp<SmsPluginOptions>(
  (app, { config, drainBeforeReply = false }, done) => {
    app.decorate('smsSender', createSmsSender(config, app.log));
    const outbox = new SmsOutbox(
      app.db,
      () => app.smsSender,
      { ...DEFAULT_SMS_OUTBOX_SETTINGS, pollMs: config.mailPollMs },
      app.log,
    );
    app.decorate('smsOutbox', outbox);
    let timer: NodeJS.Timeout | undefined;
    let alerts: Promise<unknown> = Promise.resolve();
    const alert = () => {
      alerts = alerts
        .then(() => sendDueSmsAlerts(app))
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not send SMS alerts'));
    };
    app.addHook('onReady', async () => {
      outbox.start();
      alert();
      timer = setInterval(alert, SMS_ALERT_INTERVAL_MS);
      timer.unref();
    });
    if (drainBeforeReply) {
      app.addHook('onSend', async (_request, _reply, payload) => {
        if (!outbox.idle) await outbox.drain();
        return payload;
      });
    }
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await alerts;
      await outbox.close();
    });
    done();
  },
  { name: 'sms', dependencies: ['db'] },
);
