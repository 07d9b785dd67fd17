// Dates where the browser cannot write them in the reader's language. Chromium, and the Android builds that share its
// trimmed locale data, carry none for Pidgin, Hausa, Yorùbá or Igbo: Intl falls back to US English ("Nov 24, 2026").
// There the portal writes the date itself, as those languages do (CLDR): the day, the month's name from the
// catalogue, the year, and a 24-hour time ("24 Oṣù Bélú 2026, 09:30"). Part of the lazy catalogues chunk.
import { localeTag, msg, state, type Language } from './state';

/** The months in English; their names in each language are the common catalogue's (CLDR's wide names). */
const MONTHS = [
  msg('January'),
  msg('February'),
  msg('March'),
  msg('April'),
  msg('May'),
  msg('June'),
  msg('July'),
  msg('August'),
  msg('September'),
  msg('October'),
  msg('November'),
  msg('December'),
];

/** The month (1 to 12) in the current language (the English where the catalogue has no name for it). */
function monthName(month: number): string {
  const english = MONTHS[month - 1];
  return state.entries[english] || english;
}

/** Whether the browser's Intl writes dates in `language` (it names the locale among those it supports). */
export function intlSpeaks(language: Language): boolean {
  return Intl.DateTimeFormat.supportedLocalesOf([localeTag(language)]).length > 0;
}

/**
 * The date (and time) that `options` ask for, in the current language. The numbers come from Intl in the options'
 * time zone; `dateStyle` and `timeStyle` count as all of the date's or the time's fields.
 */
export function ownDates(date: Date, options: Intl.DateTimeFormatOptions): string {
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: options.timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '';
  const whole = Boolean(options.dateStyle);
  const day = [
    whole || options.day ? String(Number(part('day'))) : '',
    whole || options.month ? monthName(Number(part('month'))) : '',
    whole || options.year ? part('year') : '',
  ]
    .filter(Boolean)
    .join(' ');
  const time = options.timeStyle || options.hour ? `${part('hour')}:${part('minute')}` : '';
  return [day, time].filter(Boolean).join(', ');
}
