// Dates for partner content: the form's date and time are Nigerian time (Africa/Lagos), whatever the device's
// zone, and every instant is shown in Nigerian time.
import { currentLanguage, dateFormatter, type Language } from '@/i18n/runtime';
import type { DatedItem } from './list-response';

/** Nigeria keeps West Africa Time all year (UTC+1, no daylight saving); the server uses the same offset. */
export const NIGERIA_UTC_OFFSET = '+01:00';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/;
/** A date and time with no zone: read as Nigerian time, never as the device's. */
const ZONELESS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

function realDate(date: string): boolean {
  const match = DATE.exec(date);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(y, m - 1, d));
  return check.getUTCFullYear() === y && check.getUTCMonth() === m - 1 && check.getUTCDate() === d;
}

/**
 * Combines a date input (YYYY-MM-DD) and a time input (HH:MM, Nigerian time) into an ISO timestamp with zero
 * seconds (spec section 5): 2026-12-01 and 10:30 give 2026-12-01T09:30:00.000Z on every device. Returns null for
 * an invalid pair.
 */
export function combineDateTime(date: string, time: string): string | null {
  const t = TIME.exec(time);
  if (!realDate(date) || !t) return null;
  return new Date(`${date}T${t[1]}:${t[2]}:00${NIGERIA_UTC_OFFSET}`).toISOString();
}

/** An instant from the API: zone-less values and plain dates are Nigerian time. */
function instant(value: string): Date {
  if (DATE.test(value)) return new Date(`${value}T00:00:00${NIGERIA_UTC_OFFSET}`);
  if (ZONELESS.test(value)) return new Date(`${value}${NIGERIA_UTC_OFFSET}`);
  return new Date(value);
}

/** The formatters of each language, built the first time that language shows a date (Nigerian time in all). */
type Formatter = ReturnType<typeof dateFormatter>;
const formatters = new Map<Language, { dateTime: Formatter; date: Formatter }>();

function formattersFor(language: Language = currentLanguage()) {
  let built = formatters.get(language);
  if (!built) {
    // English keeps its medium styles; the others name the fields, as yo-NG's medium styles print "1 12 2026, 10:0".
    const date: Intl.DateTimeFormatOptions =
      language === 'en' ? { dateStyle: 'medium' } : { day: 'numeric', month: 'short', year: 'numeric' };
    const time: Intl.DateTimeFormatOptions =
      language === 'en' ? { timeStyle: 'short' } : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    built = {
      dateTime: dateFormatter({ timeZone: 'Africa/Lagos', ...date, ...time }, language),
      date: dateFormatter({ timeZone: 'Africa/Lagos', ...date }, language),
    };
    formatters.set(language, built);
  }
  return built;
}

function format(formatter: Formatter, value: string | null | undefined): string {
  if (!value) return '';
  const at = instant(value);
  return Number.isNaN(at.getTime()) ? value : formatter.format(at);
}

/**
 * An instant as Nigerians read it (West Africa Time) in the chosen language, e.g. "1 Dec 2026, 09:00" in English;
 * '' when missing.
 */
export function formatNigeriaDateTime(value: string | null | undefined): string {
  return format(formattersFor().dateTime, value);
}

/** A date only, West Africa Time, in the chosen language. */
export function formatNigeriaDate(value: string | null | undefined): string {
  return format(formattersFor().date, value);
}

const nigeriaParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant from the API as a date input and a time input read it in Nigeria (the inverse of combineDateTime), for
 * a form editing a stored item; empty strings when missing or unreadable.
 */
export function splitNigeriaDateTime(value: string | null | undefined): { date: string; time: string } {
  const at = value ? instant(value) : null;
  if (!at || Number.isNaN(at.getTime())) return { date: '', time: '' };
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    nigeriaParts.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * The fields a form editing a dated item starts from (opportunity, training): its texts, and its start as the form's
 * Nigerian date and time inputs read it.
 */
export function datedItemFormValues(item: DatedItem) {
  return {
    title: item.title,
    description: item.description,
    link: item.link,
    // A foreign host may send no start (the adapters read it as ''): the date as entered, then.
    ...splitNigeriaDateTime(item.starts_at || item.date),
    address: item.address ?? '',
  };
}
