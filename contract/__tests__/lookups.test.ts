// How the contract's lists are looked up: tolerant of case, spaces and underscores where people type, empty for
// what is missing.
import { describe, expect, it } from 'vitest';
import { OPPORTUNITY_TIMING_LABELS, optionLabel, TOOL_TYPE_LABELS } from '../options';
import { categoriesOf, SECTOR_NAMES, SECTORS } from '../sectors';
import { lgasOf } from '../states';

describe('lookups', () => {
  it('reads option values whatever their spacing, underscores or surrounding spaces', () => {
    expect(optionLabel(OPPORTUNITY_TIMING_LABELS, '  Full Time  ')).toBe('Full time');
    expect(optionLabel(OPPORTUNITY_TIMING_LABELS, 'full  time')).toBe('Full time');
    expect(optionLabel(OPPORTUNITY_TIMING_LABELS, 'full__time')).toBe('Full time');
    expect(optionLabel(TOOL_TYPE_LABELS, undefined)).toBe('');
  });

  it('names the sectors in order', () => {
    expect(SECTOR_NAMES).toEqual(SECTORS.map((s) => s.name));
    expect(SECTOR_NAMES[0]).toBe('Film & Television');
  });

  it('finds categories and LGAs by a trimmed, case-insensitive name, and nothing for a missing one', () => {
    expect(categoriesOf('  music ')).toEqual(categoriesOf('Music'));
    expect(categoriesOf(null)).toEqual([]);
    expect(categoriesOf('')).toEqual([]);
    expect(lgasOf('  LAGOS ')).toContain('Ikeja');
    expect(lgasOf(' fct ')).toContain('Abuja Municipal');
    expect(lgasOf(null)).toEqual([]);
  });
});
