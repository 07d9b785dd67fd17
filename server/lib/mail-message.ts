// What a mail is and what sends one: the types the templates (lib/mail-templates.ts), the outbox (repositories and
// services/mail-outbox.ts) and the transports (plugins/mail.ts) share, in a leaf so that none of them takes a type
// from a layer above it.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A one-time code in the message: logged (never elsewhere) when mail goes to the local outbox outside production. */
  code?: string;
  /** Reply-To: a single address the server has checked (an enquiry's buyer), so the recipient's answer goes there. */
  replyTo?: string;
  /** Small text files (a training's .ics calendar entry), kept in the outbox until sent. */
  attachments?: MailAttachment[];
  /**
   * Extra headers, name -> value (a notification mail's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). Account
   * mails (codes, resets, registration, decisions) never carry any. Values are the server's own text, never a user's.
   */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (UTF-8). */
  content: string;
}

export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
}
