// Plain, readable e-mails in text and HTML. Every piece of user text is escaped in the HTML part; the text part
// is plain text and needs no escaping. Callers send the result with `app.mailer.send(...)`.
// Each e-mail is written in its recipient's language (the account's, or the request's for an address without
// one): the sentences are the catalogues' mail.* entries (contract/messages), English when none is given.
import { type Language, type MessageCode, type MessageParams, render } from '../i18n/registry';
import type { MailMessage } from './mail-message';

/** Name shown in greetings and footers. */
export const PORTAL_NAME = 'Creative Portal';

/** Minutes a one-time code stays valid. */
export const CODE_VALID_MINUTES = 10;

export type CodePurpose = 'verify_email' | 'set_password' | 'reset_password';

/** A mail sentence in `language` (mail.* codes of the catalogues). */
const say = (language: Language, code: MessageCode & `mail.${string}`, params?: MessageParams) =>
  render(language, code, params);

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** Greeting line; the name is the user's own text, trimmed and kept short. */
function greeting(language: Language, name?: string): string {
  const clean = name
    ?.replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, 100);
  return clean ? say(language, 'mail.greeting', { name: clean }) : say(language, 'mail.greeting_plain');
}

/** Wraps paragraphs (already escaped HTML) in a minimal, inline-styled document that every mail client renders. */
function htmlDocument(language: Language, title: string, paragraphs: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
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
  language?: Language;
}

/** The mail carrying a one-time code; `code` is set on the message so the local outbox can log it. */
export function oneTimeCodeMail({
  to,
  code,
  purpose,
  name,
  language = 'en',
}: OneTimeCodeMailInput): MailMessage {
  const subject = say(language, `mail.code.${purpose}.subject`);
  const intro = say(language, `mail.code.${purpose}.intro`);
  const validity = say(language, 'mail.code.validity', { minutes: String(CODE_VALID_MINUTES) });
  const ignore = say(language, 'mail.code.ignore');
  const text = [
    greeting(language, name),
    '',
    intro,
    '',
    `    ${code}`,
    '',
    validity,
    '',
    ignore,
    '',
    PORTAL_NAME,
    '',
  ].join('\n');
  const html = htmlDocument(language, subject, [
    `<p>${escapeHtml(greeting(language, name))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
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
  language?: Language;
}

/** A short notice (account approved, password changed, ...): a greeting and a few paragraphs. */
export function noticeMail({ to, subject, lines, name, language = 'en' }: NoticeMailInput): MailMessage {
  const cleanSubject = subject.replace(/[\r\n]+/g, ' ').trim();
  const text = [greeting(language, name), '', ...lines.flatMap((line) => [line, '']), PORTAL_NAME, ''].join(
    '\n',
  );
  const html = htmlDocument(language, cleanSubject, [
    `<p>${escapeHtml(greeting(language, name))}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line).replace(/\r?\n/g, '<br>')}</p>`),
  ]);
  return { to, subject: cleanSubject, text, html };
}

export interface RegistrationAttemptMailInput {
  to: string;
  language: Language;
  signInUrl: string;
  resetUrl: string;
}

/**
 * To the owner of an address someone tried to register again (creatives and partners, whose registration does not
 * say the address is taken): what happened, and the two ways in.
 */
export function registrationAttemptMail({
  to,
  language,
  signInUrl,
  resetUrl,
}: RegistrationAttemptMailInput): MailMessage {
  return noticeMail({
    to,
    language,
    subject: say(language, 'mail.register_attempt.subject'),
    lines: [
      say(language, 'mail.register_attempt.body', { portal: PORTAL_NAME }),
      say(language, 'mail.register_attempt.sign_in', { link: signInUrl }),
      say(language, 'mail.register_attempt.reset', { link: resetUrl }),
      say(language, 'mail.register_attempt.ignore'),
    ],
  });
}

/** Text a person typed, for a header or a one-line field: no CR, LF or other control characters, kept short. */
export function oneLine(value: string, max = 200): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max)
  );
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
  /** The seller's language. */
  language?: Language;
}

/** A buyer's enquiry to a seller: plain text (user text is escaped in the HTML part), Reply-To the buyer's e-mail. */
export function enquiryMail(input: EnquiryMailInput): MailMessage {
  const title = oneLine(input.product.title, 120);
  const buyer = oneLine(input.buyerName, 100);
  const language = input.language ?? 'en';
  const answer =
    input.contact.kind === 'email'
      ? say(language, 'mail.enquiry.reply_email', { buyer, email: input.contact.value })
      : say(language, 'mail.enquiry.reply_phone', { buyer, phone: input.contact.value });
  const message = noticeMail({
    to: input.to,
    language,
    subject: say(language, 'mail.enquiry.subject', { title }),
    ...(input.sellerName ? { name: input.sellerName } : {}),
    lines: [
      say(language, 'mail.enquiry.intro', { buyer, title, portal: PORTAL_NAME }),
      input.message.trim(),
      answer,
      say(language, 'mail.enquiry.product', { url: input.productUrl }),
      say(language, 'mail.enquiry.privacy', { buyer }),
    ],
  });
  return input.contact.kind === 'email' ? { ...message, replyTo: input.contact.value } : message;
}

export interface ProfileContactMailInput {
  /** The member's account e-mail (never shown to the sender). */
  to: string;
  memberName: string | null;
  profileUrl: string;
  senderName: string;
  message: string;
  contact: { kind: 'email' | 'phone'; value: string };
  /** The member's language. */
  language?: Language;
}

/** A visitor's message to a member through their public profile (issue 31): the enquiry's form and safeguards. */
export function profileContactMail(input: ProfileContactMailInput): MailMessage {
  const sender = oneLine(input.senderName, 100);
  const language = input.language ?? 'en';
  const answer =
    input.contact.kind === 'email'
      ? say(language, 'mail.enquiry.reply_email', { buyer: sender, email: input.contact.value })
      : say(language, 'mail.enquiry.reply_phone', { buyer: sender, phone: input.contact.value });
  const message = noticeMail({
    to: input.to,
    language,
    subject: say(language, 'mail.profile_contact.subject', { sender, portal: PORTAL_NAME }),
    ...(input.memberName ? { name: input.memberName } : {}),
    lines: [
      say(language, 'mail.profile_contact.intro', { sender, portal: PORTAL_NAME }),
      input.message.trim(),
      answer,
      say(language, 'mail.profile_contact.profile', { url: input.profileUrl }),
      say(language, 'mail.enquiry.privacy', { buyer: sender }),
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
  /** The applicant's language. */
  language?: Language;
}

/** Sent when an application is stored (docs/funding.md). */
export function fundingReceivedMail(input: FundingMailInput): MailMessage {
  const language = input.language ?? 'en';
  const { reference, amount, programme, link } = input;
  return noticeMail({
    to: input.to,
    name: input.name,
    language,
    subject: say(language, 'mail.funding.received.subject', { reference }),
    lines: [
      say(language, 'mail.funding.received.body', { reference, amount, programme }),
      say(language, 'mail.funding.received.updates'),
      say(language, 'mail.funding.follow', { link }),
    ],
  });
}

/** Sent at each status change; the reviewer's note is the admin's own text (escaped in the HTML part). */
export function fundingStatusMail(
  input: FundingMailInput & { status: string; note: string | null },
): MailMessage {
  const language = input.language ?? 'en';
  const { reference, amount, programme, link, status } = input;
  return noticeMail({
    to: input.to,
    name: input.name,
    language,
    subject: say(language, 'mail.funding.status.subject', { reference, status }),
    lines: [
      say(language, 'mail.funding.status.body', { reference, amount, programme, status }),
      ...(input.note ? [say(language, 'mail.funding.status.note', { note: input.note })] : []),
      say(language, 'mail.funding.follow', { link }),
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
  /** The author's language. */
  language?: Language;
}

/** Sent when an admin takes an author's item down (docs/moderation.md): what, why, and how to appeal. */
export function takeDownMail(input: TakeDownMailInput): MailMessage {
  const title = oneLine(input.title, 120);
  const language = input.language ?? 'en';
  const item = input.itemLabel;
  const days = String(input.appealDays);
  const message = noticeMail({
    to: input.to,
    language,
    ...(input.name ? { name: input.name } : {}),
    subject: say(language, 'mail.takedown.subject', { item, title }),
    lines: [
      say(language, 'mail.takedown.body', { portal: PORTAL_NAME, item, title }),
      say(language, 'mail.takedown.reason', { reason: input.reason.trim() }),
      say(language, 'mail.takedown.appeal', { days, item }),
    ],
  });
  return { ...message, replyTo: input.replyTo };
}

export interface LoginAlertMailInput {
  to: string;
  language: Language;
  /** Failures from unknown devices in the last hour. */
  failures: number;
  /** The kind's forgot-password page (none for the admin, who changes the password in the account settings). */
  resetLink: string | null;
  /** Set when sign-in from new devices is paused: the mailed unlock link. */
  unlockLink: string | null;
  unlockHours: number;
}

/**
 * Sent when an account is being guessed at from devices it has not signed in on (docs/auth-abuse.md, "Lockouts that
 * protect the owner"): what happened, that known devices still get in, the unlock link when sign-in from new
 * devices is paused, and the reset link.
 */
export function loginAlertMail({
  to,
  language,
  failures,
  resetLink,
  unlockLink,
  unlockHours,
}: LoginAlertMailInput): MailMessage {
  const count = String(failures);
  const locked = unlockLink !== null;
  return noticeMail({
    to,
    language,
    subject: say(language, locked ? 'mail.login_lock.subject' : 'mail.login_alert.subject'),
    lines: [
      say(language, locked ? 'mail.login_lock.body' : 'mail.login_alert.body', {
        count,
        portal: PORTAL_NAME,
      }),
      say(language, 'mail.login_alert.known_devices'),
      ...(unlockLink
        ? [say(language, 'mail.login_lock.unlock', { link: unlockLink, hours: String(unlockHours) })]
        : []),
      ...(resetLink ? [say(language, 'mail.login_alert.reset', { link: resetLink })] : []),
    ],
  });
}
