// Dates where the browser's Intl has no data for the reader's language (src/i18n/own-dates.ts): Chromium writes
// "Nov 24, 2026" for yo-NG, so the portal writes the date itself, with the month's name from the catalogue.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNigeriaDate, formatNigeriaDateTime } from '@/lib/date-time';
import ha from '../locales/ha/common.json';
import yo from '../locales/yo/common.json';
import { resetForTests } from '../catalogues';
import { ownDates } from '../own-dates';
import { changeLanguage, dateFormatter, state } from '../runtime';

afterEach(() => {
  vi.restoreAllMocks();
  resetForTests();
});

/** A browser like Chromium: Intl knows English, not the four other languages. */
function browserWithoutNigerianLocales() {
  const supported = Intl.DateTimeFormat.supportedLocalesOf.bind(Intl.DateTimeFormat);
  vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales, options) =>
    supported(locales, options).filter((tag) => tag.startsWith('en')),
  );
}

const at = new Date('2026-11-24T08:30:00.000Z'); // 09:30 in Lagos

describe('own dates', () => {
  it('write the day, the catalogue’s month and the year, then a 24-hour time, as the options ask', async () => {
    await changeLanguage('yo');
    const lagos = { timeZone: 'Africa/Lagos' };
    expect(yo['November']).toBe('Oṣù Bélú');
    expect(ownDates(at, { ...lagos, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit' })).toBe(
      '24 Oṣù Bélú 2026, 09:30',
    );
    expect(ownDates(at, { ...lagos, dateStyle: 'medium', timeStyle: 'short' })).toBe(
      '24 Oṣù Bélú 2026, 09:30',
    );
    expect(ownDates(at, { ...lagos, day: 'numeric', month: 'long', year: 'numeric' })).toBe(
      '24 Oṣù Bélú 2026',
    );
    expect(
      ownDates(new Date('2026-12-31T23:30:00.000Z'), { ...lagos, month: 'short', year: 'numeric' }),
    ).toBe(`${yo['January']} 2027`);
    expect(ownDates(new Date('not a date'), lagos)).toBe('');
  });

  it('stand in for Intl only where the browser lacks the language, and never for English', async () => {
    browserWithoutNigerianLocales();
    await changeLanguage('ha');
    expect(state.ownDates).toBe(ownDates);
    expect(formatNigeriaDateTime('2026-12-01T09:00:00.000Z')).toBe(`1 ${ha['December']} 2026, 10:00`);
    expect(formatNigeriaDate('2026-12-01')).toBe(`1 ${ha['December']} 2026`);
    expect(
      dateFormatter({ month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 9, 1)),
    ).toBe(`${ha['October']} 2026`);
    await changeLanguage('en');
    expect(state.ownDates).toBeUndefined();
    expect(
      dateFormatter({ month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 9, 1)),
    ).toBe('Oct 2026');
  });

  it('are not used where the browser speaks the language (Node’s full ICU does)', async () => {
    await changeLanguage('ha');
    expect(state.ownDates).toBeUndefined();
  });
});
