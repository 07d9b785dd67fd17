// The SMS worker (docs/sms.md): sends what the SMS outbox holds, outside every transaction and without holding a
// database connection while the provider answers. Retries back off from `retryMinMs` to `retryMaxMs`; a code is
// given up once it would arrive dead (codes live 10 minutes), an alert after `alertGiveUpMs`. Logs carry the masked
// number only.
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/database';
import { maskPhone, type SmsSender } from '../lib/sms';
import * as outbox from '../repositories/sms-outbox';
import { CODE_TTL_SECONDS } from './otp';
import { failureReason, OutboxWorker, retryDelay } from './outbox-worker';

export interface SmsOutboxSettings {
  retryMinMs: number;
  retryMaxMs: number;
  /** An alert still unsent this long after it was written is failed (a code: after its 10 minutes of life). */
  alertGiveUpMs: number;
  pollMs: number;
}

export const DEFAULT_SMS_OUTBOX_SETTINGS: Omit<SmsOutboxSettings, 'pollMs'> = {
  retryMinMs: 15_000,
  retryMaxMs: 10 * 60_000,
  alertGiveUpMs: 12 * 3600_000,
};

const BATCH = 5;
/** Far beyond one send (a provider call times out after 10 s). */
export const SMS_LEASE_MS = 2 * 60_000;
export const SMS_KEEP_DAYS = 30;
const PRUNE_EVERY_MS = 60_000;

export class SmsOutbox extends OutboxWorker {
  private lastPrune = 0;

  constructor(
    private readonly db: DB,
    private readonly sender: () => SmsSender,
    private readonly settings: SmsOutboxSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    super(settings.pollMs);
  }

  protected async pass(): Promise<void> {
    try {
      if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
        this.lastPrune = Date.now();
        await outbox.pruneSms(this.db, SMS_KEEP_DAYS);
      }
      while (!this.closed) {
        const batch = await outbox.claimDueSms(this.db, { limit: BATCH, leaseMs: SMS_LEASE_MS });
        if (batch.length === 0) return;
        await Promise.all(batch.map((row) => this.sendOne(row)));
      }
    } catch (error) {
      if (!this.closed) this.log.warn({ err: error }, 'sms outbox: pass failed');
    }
  }

  private async sendOne(row: outbox.ClaimedSms): Promise<void> {
    let failure: unknown;
    try {
      await this.sender().send({ to: row.recipient, text: row.body ?? '' });
    } catch (error) {
      failure = error;
    }
    if (failure === undefined) {
      await outbox.markSmsSent(this.db, row);
      return;
    }
    const error = failureReason(failure);
    const delay = retryDelay(row.attempts, this.settings.retryMinMs, this.settings.retryMaxMs);
    const lifeMs = row.purpose === 'code' ? CODE_TTL_SECONDS * 1000 : this.settings.alertGiveUpMs;
    const sms = { id: row.id, to: maskPhone(row.recipient), purpose: row.purpose, attempts: row.attempts };
    if (Date.now() + delay > new Date(row.created_at).getTime() + lifeMs) {
      await outbox.markSmsFailed(this.db, row, error);
      this.log.error({ sms, error }, 'sms failed: giving up');
      return;
    }
    await outbox.markSmsRetry(this.db, row, error, delay);
    this.log.warn({ sms: { ...sms, retryInMs: delay }, error }, 'sms not sent: will retry');
  }
}
