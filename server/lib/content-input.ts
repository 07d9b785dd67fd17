// Input rules shared by the content routes: required fields with the spec's message, http(s) links, and
// date + time combined into one timestamp.
import { badRequest, forbidden } from './http-errors';

// Content links share the one URL rule of every stored address (web-links.ts).
export { httpLink } from './web-links';

/** Nigeria keeps West Africa Time all year (no daylight saving): a date and time without offset are WAT. */
export const PORTAL_UTC_OFFSET = '+01:00';
const OFFSET_MS = 60 * 60 * 1000;

/** Throws `message` unless every named field is present and not blank (strings trimmed, arrays non-empty); after
 * it the compiler knows those fields are set (an assertion, so a handler needs no `!`). */
export function requireFields<Body extends object, Field extends keyof Body & string>(
  body: Body,
  fields: readonly Field[],
  message: string,
): asserts body is Body & { [F in Field]-?: NonNullable<Body[F]> } {
  for (const field of fields) {
    const value: unknown = body[field];
    if (value === undefined || value === null) throw badRequest(message);
    if (typeof value === 'string' && value.trim() === '') throw badRequest(message);
    if (Array.isArray(value) && value.filter((v) => typeof v !== 'string' || v.trim() !== '').length === 0)
      throw badRequest(message);
  }
}

/** Trims a string field; undefined stays undefined. */
export function trimmed(value: string | undefined): string | undefined {
  return value === undefined ? undefined : value.trim();
}

/** Non-blank image URLs, trimmed. */
export function imageList(images: string[] | undefined): string[] {
  return (images ?? []).map((i) => i.trim()).filter((i) => i !== '');
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d+)?)?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

function validYear(d: Date): boolean {
  const year = d.getUTCFullYear();
  return !Number.isNaN(d.getTime()) && year >= 1970 && year <= 2200;
}

function plainDate(value: string): { y: number; m: number; d: number } | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return { y, m, d };
}

/**
 * Combines `date` (YYYY-MM-DD, taken as West Africa Time) and `time` (HH:MM, seconds dropped) into one instant
 * with zero seconds. A `date` that is already a full ISO timestamp with an offset wins over `time`.
 */
export function combineDateTime(date: string, time: string): Date {
  const d = date.trim();
  let result: Date;
  if (DATE_TIME.test(d)) {
    result = new Date(d);
  } else {
    const day = plainDate(d);
    if (!day) throw badRequest('The date must be a valid date (YYYY-MM-DD).');
    const t = TIME.exec(time.trim());
    if (!t) throw badRequest('The time must be a valid time (HH:MM).');
    result = new Date(`${d}T${t[1]}:${t[2]}:00${PORTAL_UTC_OFFSET}`);
  }
  if (!validYear(result)) throw badRequest('The date must be a valid date (YYYY-MM-DD).');
  result.setUTCSeconds(0, 0);
  return result;
}

/** A deadline: a plain date means the end of that day (23:59 WAT); a full ISO timestamp is kept. */
export function parseDeadline(value: string): Date {
  const v = value.trim();
  let result: Date;
  if (DATE_TIME.test(v)) result = new Date(v);
  else if (plainDate(v)) result = new Date(`${v}T23:59:00${PORTAL_UTC_OFFSET}`);
  else throw badRequest('The deadline must be a valid date (YYYY-MM-DD).');
  if (!validYear(result)) throw badRequest('The deadline must be a valid date (YYYY-MM-DD).');
  return result;
}

/** The WAT calendar date and HH:MM of an instant, as the portal's form entered them. */
export function localDateAndTime(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() + OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

export const AWAITING_APPROVAL = 'Your partner account is awaiting approval by the ministry.';

/** Tools, opportunities and events: only partners the ministry approved may create (or edit) them. */
export function assertApprovedPartner(
  caller: { kind: string; approved: boolean },
  what: string,
  action: 'create' | 'edit' = 'create',
): void {
  if (caller.kind !== 'partner') throw forbidden(`Only approved partners can ${action} ${what}.`);
  if (!caller.approved) throw forbidden(AWAITING_APPROVAL);
}

/**
 * A choice from a fixed list, read tolerantly: case, spaces and underscores do not matter ("Full Time" is
 * full-time), and `aliases` map other spellings (the spec's "intermidiate"). Blank means not given.
 */
export function choice(
  value: string | null | undefined,
  allowed: readonly string[],
  field: string,
  aliases: Record<string, string> = {},
): string | undefined {
  if (value === undefined || value === null || value.trim() === '') return undefined;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const normal = aliases[key] ?? key;
  if (!allowed.includes(normal)) throw badRequest(`The ${field} must be one of: ${allowed.join(', ')}.`);
  return normal;
}

/** choice() for a field requireFields has already checked (never blank): one of `allowed`, or the same refusal. */
export function requiredChoice(
  value: string,
  allowed: readonly string[],
  field: string,
  aliases: Record<string, string> = {},
): string {
  const chosen = choice(value, allowed, field, aliases);
  if (chosen === undefined) throw badRequest(`The ${field} must be one of: ${allowed.join(', ')}.`);
  return chosen;
}
