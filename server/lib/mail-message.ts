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
