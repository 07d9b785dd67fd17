// Dates for partner content: the form's date and time combined into one ISO instant, and display in Nigeria's time.
/**
 * Combines a date input (YYYY-MM-DD) and a time input (HH:MM, taken in the browser's time zone) into an ISO
 * timestamp with zero seconds (spec section 5). Returns null for an invalid pair.
 */
export function combineDateTime(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}/.test(time)) return null;
  const at = new Date(`${date}T${time.slice(0, 5)}`);
  if (Number.isNaN(at.getTime())) return null;
  at.setSeconds(0, 0);
  return at.toISOString();
}

const nigeria = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const nigeriaDate = new Intl.DateTimeFormat('en-NG', { timeZone: 'Africa/Lagos', dateStyle: 'medium' });

/** An instant as Nigerians read it (West Africa Time), e.g. "1 Dec 2026, 09:00"; '' when missing or invalid. */
export function formatNigeriaDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : nigeria.format(at);
}

/** A date only, West Africa Time. */
export function formatNigeriaDate(value: string | null | undefined): string {
  if (!value) return '';
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : nigeriaDate.format(at);
}
