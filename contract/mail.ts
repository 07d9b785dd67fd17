// The admin's view of the mail outbox (GET /prop/admin/mail): the statuses it shows and one message as the server
// sends it (recipient, subject, tries, last error, next try; never a body or a code). Pure types and one list.

/** The statuses an admin sees; the server's internal 'void' (superseded messages) never leaves it. */
export const MAIL_STATUSES = ['queued', 'failed', 'sent'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A row of GET /prop/admin/mail. */
export interface MailEntry {
  id: number;
  recipient: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  /** When the next try is due (queued rows only). */
  next_attempt_at: string | null;
  created_at: string;
  sent_at: string | null;
  failed_at: string | null;
}
