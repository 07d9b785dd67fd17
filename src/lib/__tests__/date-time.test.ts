// Times entered in the partner forms are Nigerian time (Africa/Lagos, UTC+1 all year) and are shown in Nigerian
// time, whatever the device's own zone. Each case runs under several device zones (Node reads process.env.TZ
// again when it is assigned), so the result cannot depend on the machine that runs the suite.
import { afterEach, describe, expect, it } from 'vitest';
import { resetForTests } from '@/i18n/catalogues';
import { changeLanguage } from '@/i18n/runtime';
import {
  combineDateTime,
  formatNigeriaDate,
  formatNigeriaDateTime,
  splitNigeriaDateTime,
} from '../date-time';

const DEVICE_ZONES = ['UTC', 'America/New_York', 'Asia/Tokyo', 'Africa/Lagos'];
const original = process.env.TZ;

afterEach(() => {
  if (original === undefined) delete process.env.TZ;
  else process.env.TZ = original;
});

describe.each(DEVICE_ZONES)('on a device in %s', (zone) => {
  it('reads a date and time from the form as Nigerian time', () => {
    process.env.TZ = zone;
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(
      zone === 'America/New_York' ? 300 : zone === 'Asia/Tokyo' ? -540 : zone === 'UTC' ? 0 : -60,
    );
    expect(combineDateTime('2026-12-01', '10:30')).toBe('2026-12-01T09:30:00.000Z');
    expect(combineDateTime('2026-07-15', '00:15')).toBe('2026-07-14T23:15:00.000Z');
    expect(combineDateTime('2026-12-01', '10:30:45')).toBe('2026-12-01T09:30:00.000Z');
    expect(combineDateTime('2026-02-30', '10:30')).toBeNull();
    expect(combineDateTime('2026-12-01', '25:00')).toBeNull();
    expect(combineDateTime('', '10:30')).toBeNull();
  });

  it('shows 10:30 entered as 10:30 Nigerian time', () => {
    process.env.TZ = zone;
    const entered = combineDateTime('2026-12-01', '10:30');
    expect(formatNigeriaDateTime(entered)).toBe('1 Dec 2026, 10:30');
    expect(formatNigeriaDate(entered)).toBe('1 Dec 2026');
    // A late-evening time stays on its Nigerian day, not the device's.
    expect(formatNigeriaDate(combineDateTime('2026-12-01', '23:30'))).toBe('1 Dec 2026');
    expect(formatNigeriaDate(combineDateTime('2026-12-01', '00:30'))).toBe('1 Dec 2026');
  });

  it('reads a stored value without an offset as Nigerian time, and a plain date as that Nigerian day', () => {
    process.env.TZ = zone;
    expect(formatNigeriaDateTime('2026-12-01T10:30')).toBe('1 Dec 2026, 10:30');
    expect(formatNigeriaDateTime('2026-12-01T10:30:00+01:00')).toBe('1 Dec 2026, 10:30');
    expect(formatNigeriaDateTime('2026-12-01T09:30:00.000Z')).toBe('1 Dec 2026, 10:30');
    expect(formatNigeriaDate('2027-01-31')).toBe('31 Jan 2027');
    expect(formatNigeriaDateTime('2027-01-31')).toBe('31 Jan 2027, 00:00');
    expect(formatNigeriaDateTime('not a date')).toBe('not a date');
    expect(formatNigeriaDateTime(null)).toBe('');
  });

  it('splits a stored instant back into the Nigerian date and time of a form editing an item', () => {
    process.env.TZ = zone;
    expect(splitNigeriaDateTime('2026-12-01T09:30:00.000Z')).toEqual({ date: '2026-12-01', time: '10:30' });
    expect(splitNigeriaDateTime(combineDateTime('2026-07-15', '00:15'))).toEqual({
      date: '2026-07-15',
      time: '00:15',
    });
    expect(splitNigeriaDateTime('2027-01-31')).toEqual({ date: '2027-01-31', time: '00:00' });
    expect(splitNigeriaDateTime('not a date')).toEqual({ date: '', time: '' });
    expect(splitNigeriaDateTime(null)).toEqual({ date: '', time: '' });
  });
});

describe('in each language', () => {
  afterEach(resetForTests);

  it.each([
    ['en', '1 Dec 2026, 10:05', '1 Dec 2026'],
    ['pcm', '1 Dis 2026, 10:05', '1 Dis 2026'],
    ['ha', '1 Dis, 2026, 10:05', '1 Dis, 2026'],
    ['yo', '1 Oṣù Ọ̀pẹ̀ 2026, 10:05', '1 Oṣù Ọ̀pẹ̀ 2026'],
    ['ig', '1 Dis 2026, 10:05', '1 Dis 2026'],
  ] as const)('%s shows dates in its own words, still in Nigerian time', async (language, dateTime, date) => {
    await changeLanguage(language);
    expect(formatNigeriaDateTime('2026-12-01T09:05:00Z')).toBe(dateTime);
    expect(formatNigeriaDate('2026-12-01T09:05:00Z')).toBe(date);
  });
});
