// The training registration mails (issue 33, docs/training.md "Registration"): confirmation (with an .ics calendar
// file), waiting list, a seat freed up (with the .ics too) and the reminder 24 hours before. Each in the recipient's
// language (the catalogues' mail.training.* entries), the time in West Africa Time.
import { type Language, type MessageCode, type MessageParams, render } from '../i18n/registry';
import type { MailAttachment, MailMessage } from './mail-message';
import { noticeMail, oneLine, PORTAL_NAME } from './mail-templates';

export type TrainingMailKind = 'registered' | 'waitlisted' | 'promoted' | 'reminder';

export interface TrainingMailInput {
  kind: TrainingMailKind;
  to: string;
  name?: string;
  language: Language;
  code: string;
  training: {
    id: number;
    title: string;
    starts_at: Date;
    location: string;
    address: string | null;
    state: string | null;
    join_link: string | null;
  };
  /** The portal's address (PUBLIC_URL), for the training's page. */
  publicUrl: string;
}

const say = (language: Language, code: MessageCode & `mail.${string}`, params?: MessageParams) =>
  render(language, code, params);

/** Intl's locale for each portal language (Nigerian Pidgin reads dates as Nigerian English does). */
const LOCALES: Record<Language, string> = {
  en: 'en-NG',
  pcm: 'en-NG',
  ha: 'ha-NG',
  yo: 'yo-NG',
  ig: 'ig-NG',
};

/** "Saturday, 5 December 2026 at 10:00", in West Africa Time (Africa/Lagos, no daylight saving). */
export function watDateTime(at: Date, language: Language): string {
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Africa/Lagos',
    hourCycle: 'h23',
  };
  try {
    return new Intl.DateTimeFormat(LOCALES[language], options).format(at);
  } catch {
    return new Intl.DateTimeFormat('en-NG', options).format(at);
  }
}

/** Where it happens: the private joining link of an online training, else the address and state. */
export function trainingPlace(training: TrainingMailInput['training']): string {
  if (training.location === 'Online') return training.join_link ?? 'Online';
  return (
    [training.address, training.state].filter((part) => part && part.trim() !== '').join(', ') || 'Offline'
  );
}

// ---- .ics (RFC 5545)

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const icsTime = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A calendar entry for the training: start time (UTC), place, the code and the page in the description. No end
 * time is stored for a training, so the entry has none (calendars show it at its start). */
export function trainingIcs(input: TrainingMailInput, now = new Date()): string {
  const { training } = input;
  const page = `${input.publicUrl.replace(/\/+$/, '')}/training/${training.id}`;
  const host = new URL(input.publicUrl).hostname || 'localhost';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${PORTAL_NAME}//Training//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:training-${training.id}-${input.code}@${host}`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(training.starts_at)}`,
    `SUMMARY:${icsText(oneLine(training.title))}`,
    `LOCATION:${icsText(oneLine(trainingPlace(training), 500))}`,
    `DESCRIPTION:${icsText(`${say(input.language, 'mail.training.code', { code: input.code })}\n${page}`)}`,
    `URL:${page}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** One of the four training mails. */
export function trainingMail(input: TrainingMailInput): MailMessage {
  const { language, training, kind } = input;
  const title = oneLine(training.title);
  const page = `${input.publicUrl.replace(/\/+$/, '')}/training/${training.id}`;
  const seat = kind !== 'waitlisted';
  const lines = [
    say(language, `mail.training.${kind}.body`, { title }),
    ...(seat ? [say(language, 'mail.training.code', { code: input.code })] : []),
    say(language, 'mail.training.when', { when: watDateTime(training.starts_at, language) }),
    seat || training.location !== 'Online'
      ? say(language, 'mail.training.where', { place: trainingPlace(training) })
      : say(language, 'mail.training.where', { place: 'Online' }),
    say(language, 'mail.training.page', { link: page }),
    ...(seat ? [say(language, 'mail.training.calendar'), say(language, 'mail.training.cancel')] : []),
  ];
  const attachments: MailAttachment[] =
    kind === 'registered' || kind === 'promoted'
      ? [
          {
            filename: 'training.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: trainingIcs(input),
          },
        ]
      : [];
  return {
    ...noticeMail({
      to: input.to,
      name: input.name,
      language,
      subject: say(language, `mail.training.${kind}.subject`, { title }),
      lines,
    }),
    ...(attachments.length ? { attachments } : {}),
  };
}
