// The SMS worker (docs/sms.md): sends what the SMS outbox holds, outside every transaction and without holding a
// database connection while the provider answers. Retries back off from `retryMinMs` to `retryMaxMs`; a code is
// given up once it would arrive dead (codes live 10 minutes), an alert after `alertGiveUpMs`. Logs carry the masked
// number only.
import { maskPhone, type SmsSender } from '../lib/sms';
import { smsQueries, type ClaimedSms } from '../repositories/sms-outbox';
import { CODE_TTL_SECONDS } from './otp';
import { OutboxWorker, type OutboxRetrySettings } from './outbox-worker';

export interface SmsOutboxSettings extends OutboxRetrySettings {
  /** An alert still unsent this long after it was written is failed (a code: after its 10 minutes of life). */
  alertGiveUpMs: number;
}

export const DEFAULT_SMS_OUTBOX_SETTINGS: Omit<SmsOutboxSettings, 'pollMs'> = {
  retryMinMs: 15_000,
  retryMaxMs: 10 * 60_000,
  alertGiveUpMs: 12 * 3600_000,
};

export class SmsOutbox extends OutboxWorker<ClaimedSms, SmsSender, SmsOutboxSettings> {
  protected readonly queries = smsQueries;
  /** Far beyond one send (a provider call times out after 10 s). */
  protected readonly leaseMs = 2 * 60_000;
  protected readonly name = 'sms';

  protected async send(row: ClaimedSms): Promise<void> {
    await this.transport().send({ to: row.recipient, text: row.body ?? '' });
  }

  /** A code is worth sending while it lives; an alert for `alertGiveUpMs`. */
  protected lifeMs(row: ClaimedSms): number {
    return row.purpose === 'code' ? CODE_TTL_SECONDS * 1000 : this.settings.alertGiveUpMs;
  }

  protected gaveUp(row: ClaimedSms, error: string): void {
    this.log.error({ sms: loggedSms(row), error }, 'sms failed: giving up');
  }

  protected willRetry(row: ClaimedSms, error: string, delayMs: number): void {
    this.log.warn({ sms: { ...loggedSms(row), retryInMs: delayMs }, error }, 'sms not sent: will retry');
  }
}

/** What the logs say of an SMS: never its number in full. */
function loggedSms(row: ClaimedSms) {
  return { id: row.id, to: maskPhone(row.recipient), purpose: row.purpose, attempts: row.attempts };
}
