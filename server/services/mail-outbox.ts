// The mail worker: sends what the outbox holds, outside every transaction and without holding a database
// connection while SMTP talks. Kicked right after a commit (the local .eml file appears within milliseconds) and
// polling for retries and for rows other processes wrote. Retries back off exponentially from MAIL_RETRY_MIN_MS
// to MAIL_RETRY_MAX_MS; a message still unsent MAIL_GIVE_UP_MS after it was written is marked failed.
import { countMailFailure } from '../lib/metrics';
import type { Mailer } from '../lib/mail-message';
import { deleteDeadCodes } from '../repositories/otp';
import { mailQueries, type ClaimedMail } from '../repositories/mail-outbox';
import { OutboxWorker, retryDelay, type OutboxRetrySettings } from './outbox-worker';

export { retryDelay };

export interface OutboxSettings extends OutboxRetrySettings {
  giveUpMs: number;
}

export class MailOutbox extends OutboxWorker<ClaimedMail, Mailer, OutboxSettings> {
  protected readonly queries = mailQueries;
  /** Far beyond one send (three SMTP timeouts of at most 10 s each). */
  protected readonly leaseMs = 5 * 60_000;
  protected readonly name = 'mail';

  /** Old rows, and the one-time codes that died with them. */
  protected override async prune(): Promise<void> {
    await super.prune();
    await deleteDeadCodes(this.db);
  }

  protected async send(row: ClaimedMail): Promise<void> {
    await this.transport().send({
      to: row.recipient,
      subject: row.subject,
      text: row.body_text ?? '',
      ...(row.body_html ? { html: row.body_html } : {}),
      ...(row.code ? { code: row.code } : {}),
      ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      ...(row.attachments?.length ? { attachments: row.attachments } : {}),
      ...(row.headers && Object.keys(row.headers).length ? { headers: row.headers } : {}),
    });
  }

  protected lifeMs(): number {
    return this.settings.giveUpMs;
  }

  protected gaveUp(row: ClaimedMail, error: string): void {
    countMailFailure('gave_up');
    this.log.error(
      { mail: { id: row.id, to: row.recipient, subject: row.subject, attempts: row.attempts }, error },
      'mail failed: giving up',
    );
  }

  protected willRetry(row: ClaimedMail, error: string, delayMs: number): void {
    countMailFailure('retry');
    this.log.warn(
      { mail: { id: row.id, to: row.recipient, attempts: row.attempts, retryInMs: delayMs }, error },
      'mail not sent: will retry',
    );
  }
}
