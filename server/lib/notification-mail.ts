// The notification mails (issue 34, docs/notifications.md "E-mail: instant and digests, unsubscribe"): one mail per
// matched item (instant) and the daily or weekly digest, in the member's language (the catalogues' mail.notify.*
// entries), plain text with an HTML part (noticeMail). Each carries List-Unsubscribe and List-Unsubscribe-Post
// (RFC 8058) with a signed one-click link, and the same links in its body. Account mails never do.
import type {
  EmailFrequency,
  MatchedItemKind,
  MatchReason,
  NotificationTopic,
} from '../../contract/notifications';
import { type Language, type MessageCode, type MessageParams, render } from '../i18n/registry';
import type { MailMessage } from './mail-message';
import { escapeHtml, noticeMail, oneLine, PORTAL_NAME } from './mail-templates';
import { topicOf } from './notification-topics';
import type { UnsubscribeTarget } from './unsubscribe-token';

const say = (language: Language, code: MessageCode & `mail.${string}`, params?: MessageParams) =>
  render(language, code, params);

/** Items a digest lists one by one; the rest are counted, with a link to the notification centre. */
export const DIGEST_MAX_ITEMS = 20;

export interface MailedNotification {
  item_kind: MatchedItemKind | null;
  title: string;
  link: string | null;
  reason: MatchReason | null;
}

/** The portal's pages the mails link to, and the one-click link of each unsubscribe target. */
export interface NotificationLinks {
  publicUrl: string;
  /** `unsubscribe(target)`: the signed URL that turns `target` off. */
  unsubscribe: (target: UnsubscribeTarget) => string;
}

/** The API address of a one-click link (List-Unsubscribe; a browser that opens it gets a confirmation page). */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/clap/prop/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** RFC 8058: a one-click POST to the https link. Only notification mails carry these. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** "Training · Lagos · you asked for training": what the item is and why it fits. */
export function matchLine(language: Language, notification: MailedNotification): string {
  const parts: string[] = [];
  if (notification.item_kind) parts.push(say(language, `mail.notify.kind.${notification.item_kind}`));
  const reason = notification.reason;
  if (reason?.state) parts.push(oneLine(reason.state, 60));
  if (reason?.sector) parts.push(oneLine(reason.sector, 80));
  if (reason?.need) parts.push(say(language, `mail.notify.need.${reason.need}`));
  return parts.join(' · ');
}

const absolute = (publicUrl: string, link: string | null) =>
  link && link.startsWith('/') && !link.startsWith('//') ? `${publicUrl.replace(/\/+$/, '')}${link}` : null;

/** The closing lines every notification mail has: settings, then the stop links (a topic's first, when given). */
function footer(language: Language, links: NotificationLinks, topic: NotificationTopic | null): string[] {
  const settings = `${links.publicUrl.replace(/\/+$/, '')}/settings`;
  return [
    say(language, 'mail.notify.settings', { link: settings }),
    ...(topic ? [`${say(language, `mail.notify.stop.${topic}`)}: ${links.unsubscribe(topic)}`] : []),
    `${say(language, 'mail.notify.stop.email')}: ${links.unsubscribe('email')}`,
  ];
}

function withHeaders(message: MailMessage, links: NotificationLinks): MailMessage {
  return { ...message, headers: unsubscribeHeaders(links.unsubscribe('email')) };
}

export interface InstantMailInput {
  to: string;
  language: Language;
  notification: MailedNotification;
  links: NotificationLinks;
}

/** One matched item, as soon as it is published (email = instant). */
export function instantNotificationMail({
  to,
  language,
  notification,
  links,
}: InstantMailInput): MailMessage {
  const title = oneLine(notification.title, 150);
  const url = absolute(links.publicUrl, notification.link);
  const why = matchLine(language, notification);
  const topic = notification.item_kind ? topicOf(notification.item_kind, notification.reason?.need) : null;
  return withHeaders(
    noticeMail({
      to,
      language,
      subject: say(language, 'mail.notify.instant.subject', { title }),
      lines: [
        say(language, 'mail.notify.instant.body', { title }),
        ...(why ? [say(language, 'mail.notify.why', { reason: why })] : []),
        ...(url ? [say(language, 'mail.notify.open', { link: url })] : []),
        ...footer(language, links, topic),
      ],
    }),
    links,
  );
}

export interface DigestMailInput {
  to: string;
  language: Language;
  frequency: Extract<EmailFrequency, 'daily' | 'weekly'>;
  /** Oldest first, as stored; all of them are counted, the first DIGEST_MAX_ITEMS listed. */
  notifications: MailedNotification[];
  links: NotificationLinks;
}

/** The daily or weekly digest: one mail listing what was matched since the last one. */
export function digestMail({ to, language, frequency, notifications, links }: DigestMailInput): MailMessage {
  const listed = notifications.slice(0, DIGEST_MAX_ITEMS);
  const rest = notifications.length - listed.length;
  const items = listed.map((notification) => {
    const url = absolute(links.publicUrl, notification.link);
    const why = matchLine(language, notification);
    return [
      `• ${oneLine(notification.title, 150)}`,
      ...(why ? [`  ${why}`] : []),
      ...(url ? [`  ${url}`] : []),
    ].join('\n');
  });
  const centre = `${links.publicUrl.replace(/\/+$/, '')}/notifications`;
  return withHeaders(
    noticeMail({
      to,
      language,
      subject: say(language, `mail.notify.digest.${frequency}.subject`, {
        count: String(notifications.length),
      }),
      lines: [
        say(language, 'mail.notify.digest.intro'),
        ...items,
        ...(rest > 0
          ? [say(language, 'mail.notify.digest.more', { count: String(rest), link: centre })]
          : []),
        ...footer(language, links, null),
      ],
    }),
    links,
  );
}

/**
 * The small page a browser gets at the one-click link (GET): what the link turns off and a button that POSTs it (no
 * script; the form posts List-Unsubscribe=One-Click as a mail client would), or, after the POST, the outcome.
 */
export function unsubscribePage({
  language,
  text,
  action,
}: {
  language: Language;
  /** The sentence to show (a question's label, or the outcome). */
  text: string;
  /** The form's target and its button's label, when the page asks; none once done or refused. */
  action?: { url: string; label: string };
}): string {
  const heading = say(language, 'mail.unsubscribe.heading');
  const form = action
    ? `<form method="post" action="${escapeHtml(action.url)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font-size:16px;padding:10px 18px;">${escapeHtml(action.label)}</button></form>`
    : '';
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(`${heading} · ${PORTAL_NAME}`)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;">',
    '<main style="max-width:560px;margin:0 auto;">',
    `<h1 style="font-size:22px;">${escapeHtml(heading)}</h1>`,
    `<p>${escapeHtml(text)}</p>`,
    form,
    `<p style="color:#555;">${escapeHtml(say(language, 'mail.unsubscribe.settings'))} <a href="/settings">${escapeHtml(PORTAL_NAME)}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}
