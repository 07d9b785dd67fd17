// Plain, readable e-mails in text and HTML. Every piece of user text is escaped in the HTML part; the text part
// is plain text and needs no escaping. Callers send the result with `app.mailer.send(...)`.
import type { MailMessage } from '../plugins/mail';

/** Name shown in greetings and footers. */
export const PORTAL_NAME = 'Creative Portal';

/** Minutes a one-time code stays valid. */
export const CODE_VALID_MINUTES = 10;

export type CodePurpose = 'verify_email' | 'set_password' | 'reset_password';

const CODE_SUBJECTS: Record<CodePurpose, string> = {
  'verify_email': 'Your verification code',
  'set_password': 'Your code to set your password',
  'reset_password': 'Your password reset code',
};

const CODE_INTROS: Record<CodePurpose, string> = {
  'verify_email': 'Use this code to verify your e-mail address:',
  'set_password': 'Use this code to set the password of your account:',
  'reset_password': 'Use this code to reset your password:',
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** Greeting line; the name is the user's own text, trimmed and kept short. */
function greeting(name?: string): string {
  const clean = name?.replace(/[\r\n\t]+/g, ' ').trim().slice(0, 100);
  return clean ? `Hello ${clean},` : 'Hello,';
}

/** Wraps paragraphs (already escaped HTML) in a minimal, inline-styled document that every mail client renders. */
function htmlDocument(title: string, paragraphs: string[]): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#222;">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:8px;line-height:1.5;">',
    ...paragraphs,
    `<p style="color:#777;font-size:12px;margin-top:32px;">${escapeHtml(PORTAL_NAME)}</p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

export interface OneTimeCodeMailInput {
  to: string;
  code: string;
  purpose: CodePurpose;
  name?: string;
}

/** The mail carrying a one-time code; `code` is set on the message so the local outbox can log it. */
export function oneTimeCodeMail({ to, code, purpose, name }: OneTimeCodeMailInput): MailMessage {
  const subject = CODE_SUBJECTS[purpose];
  const validity = `The code is valid for ${CODE_VALID_MINUTES} minutes and can be used once.`;
  const ignore = 'If you did not ask for this code, you can ignore this e-mail: nothing changes on your account.';
  const text = [greeting(name), '', CODE_INTROS[purpose], '', `    ${code}`, '', validity, '', ignore, '', PORTAL_NAME, ''].join('\n');
  const html = htmlDocument(subject, [
    `<p>${escapeHtml(greeting(name))}</p>`,
    `<p>${escapeHtml(CODE_INTROS[purpose])}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:24px 0;">${escapeHtml(code)}</p>`,
    `<p>${escapeHtml(validity)}</p>`,
    `<p style="color:#555;">${escapeHtml(ignore)}</p>`,
  ]);
  return { to, subject, text, html, code };
}

export interface NoticeMailInput {
  to: string;
  subject: string;
  /** Paragraphs of plain text (user text allowed: it is escaped in the HTML part). */
  lines: string[];
  name?: string;
}

/** A short notice (account approved, password changed, ...): a greeting and a few paragraphs. */
export function noticeMail({ to, subject, lines, name }: NoticeMailInput): MailMessage {
  const cleanSubject = subject.replace(/[\r\n]+/g, ' ').trim();
  const text = [greeting(name), '', ...lines.flatMap((line) => [line, '']), PORTAL_NAME, ''].join('\n');
  const html = htmlDocument(cleanSubject, [
    `<p>${escapeHtml(greeting(name))}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line).replace(/\r?\n/g, '<br>')}</p>`),
  ]);
  return { to, subject: cleanSubject, text, html };
}

/** Text a person typed, for a header or a one-line field: no CR, LF or other control characters, kept short. */
export function oneLine(value: string, max = 200): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

export interface EnquiryMailInput {
  /** The seller's account e-mail. */
  to: string;
  sellerName: string | null;
  product: { id: number; title: string };
  productUrl: string;
  buyerName: string;
  message: string;
  /** The buyer's contact as given: an e-mail address (also the Reply-To) or a phone number. */
  contact: { kind: 'email' | 'phone'; value: string };
}

/** A buyer's enquiry to a seller: plain text (user text is escaped in the HTML part), Reply-To the buyer's e-mail. */
export function enquiryMail(input: EnquiryMailInput): MailMessage {
  const title = oneLine(input.product.title, 120);
  const buyer = oneLine(input.buyerName, 100);
  const answer =
    input.contact.kind === 'email'
      ? `Reply to this e-mail to answer ${buyer}: your reply goes to ${input.contact.value}.`
      : `${buyer} asked to be reached by phone: ${input.contact.value}.`;
  const message = noticeMail({
    to: input.to,
    subject: `Enquiry about "${title}"`,
    ...(input.sellerName ? { name: input.sellerName } : {}),
    lines: [
      `${buyer} sent you an enquiry about your product "${title}" on the ${PORTAL_NAME} marketplace:`,
      input.message.trim(),
      answer,
      `The product: ${input.productUrl}`,
      `Your address was not shown to ${buyer}; they see it only if you reply.`,
    ],
  });
  return input.contact.kind === 'email' ? { ...message, replyTo: input.contact.value } : message;
}

export interface FundingMailInput {
  to: string;
  name: string;
  reference: string;
  /** Programme label and amount as the applicant chose them, e.g. 'Creative economy grant', '₦250,000'. */
  programme: string;
  amount: string;
  /** Where the applicant follows their applications (PUBLIC_URL + /funding). */
  link: string;
}

/** Sent when an application is stored (docs/funding.md). */
export function fundingReceivedMail(input: FundingMailInput): MailMessage {
  return noticeMail({
    to: input.to,
    name: input.name,
    subject: `We received your funding application ${input.reference}`,
    lines: [
      `Your application ${input.reference} for ${input.amount} under the ${input.programme} programme has been received.`,
      'We will write to you each time its status changes.',
      `You can follow it on the portal: ${input.link}`,
    ],
  });
}

/** Sent at each status change; the reviewer's note is the admin's own text (escaped in the HTML part). */
export function fundingStatusMail(input: FundingMailInput & { status: string; note: string | null }): MailMessage {
  return noticeMail({
    to: input.to,
    name: input.name,
    subject: `Your funding application ${input.reference} is now: ${input.status}`,
    lines: [
      `The status of your application ${input.reference} (${input.amount}, ${input.programme}) is now: ${input.status}.`,
      ...(input.note ? [`Note from the reviewer: ${input.note}`] : []),
      `You can follow it on the portal: ${input.link}`,
    ],
  });
}

export interface TakeDownMailInput {
  /** The author's account e-mail. */
  to: string;
  name: string | null;
  /** How the portal names the item: 'post', 'product', 'tool', 'opportunity', 'training'. */
  itemLabel: string;
  title: string;
  /** The admin's reason (escaped in the HTML part). */
  reason: string;
  /** Days the item is kept for an appeal. */
  appealDays: number;
  /** Where a reply (the appeal) goes: the portal's admin address. */
  replyTo: string;
}

/** Sent when an admin takes an author's item down (docs/moderation.md): what, why, and how to appeal. */
export function takeDownMail(input: TakeDownMailInput): MailMessage {
  const title = oneLine(input.title, 120);
  const message = noticeMail({
    to: input.to,
    ...(input.name ? { name: input.name } : {}),
    subject: `Your ${input.itemLabel} "${title}" has been taken down`,
    lines: [
      `An administrator of the ${PORTAL_NAME} has taken down your ${input.itemLabel} "${title}". It is no longer shown on the portal.`,
      `The reason given: ${input.reason.trim()}`,
      `If you think this is a mistake, reply to this e-mail within ${input.appealDays} days to appeal. We keep the ${input.itemLabel} for those ${input.appealDays} days while an appeal is considered; after that it is deleted for good.`,
    ],
  });
  return { ...message, replyTo: input.replyTo };
}
