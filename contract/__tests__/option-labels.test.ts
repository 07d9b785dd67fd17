// Every option list has one label map, and every screen reads values through it: stored values are lower-case
// and hyphenated, people read labels.
import { describe, expect, it } from 'vitest';
import * as options from '../options';

const lists: [string, readonly string[], Record<string, string>][] = [
  ['partner types', options.PARTNER_TYPES, options.PARTNER_TYPE_LABELS],
  ['organisation sectors', options.ORGANIZATION_SECTORS, options.ORGANIZATION_SECTOR_LABELS],
  ['availability', options.AVAILABILITY_STATUSES, options.AVAILABILITY_STATUS_LABELS],
  ['opportunity timings', options.OPPORTUNITY_TIMINGS, options.OPPORTUNITY_TIMING_LABELS],
  ['opportunity locations', options.OPPORTUNITY_LOCATIONS, options.OPPORTUNITY_LOCATION_LABELS],
  ['opportunity levels', options.OPPORTUNITY_LEVELS, options.OPPORTUNITY_LEVEL_LABELS],
  ['tool prices', options.TOOL_PRICES, options.TOOL_PRICE_LABELS],
  ['tool types', options.TOOL_TYPES, options.TOOL_TYPE_LABELS],
  ['event locations', options.EVENT_LOCATIONS, options.EVENT_LOCATION_LABELS],
  ['product categories', options.PRODUCT_CATEGORIES, options.PRODUCT_CATEGORY_LABELS],
];

describe.each(lists)('%s', (_name, values, labels) => {
  it('has exactly one label per value, capitalised (never the stored lower-case value)', () => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    for (const value of values) {
      const label = options.optionLabel(labels, value);
      expect(label).toMatch(/^[A-Z]/);
    }
  });
});

describe('optionLabel', () => {
  it('reads the labels people see', () => {
    expect(options.optionLabel(options.OPPORTUNITY_TIMING_LABELS, 'full-time')).toBe('Full time');
    expect(options.optionLabel(options.OPPORTUNITY_LOCATION_LABELS, 'onsite')).toBe('On-site');
    expect(options.optionLabel(options.TOOL_TYPE_LABELS, 'one-time-purchase')).toBe('One-time purchase');
    expect(options.optionLabel(options.PARTNER_TYPE_LABELS, 'scholarship')).toBe('Scholarship provider');
  });

  it('reads other spellings as the server does, shows unknown values as sent, and missing as empty', () => {
    expect(options.optionLabel(options.OPPORTUNITY_TIMING_LABELS, 'Full Time')).toBe('Full time');
    expect(options.optionLabel(options.OPPORTUNITY_LEVEL_LABELS, 'intermidiate')).toBe('Intermediate');
    expect(options.optionLabel(options.OPPORTUNITY_LOCATION_LABELS, 'on-site')).toBe('On-site');
    expect(options.optionLabel(options.EVENT_LOCATION_LABELS, 'online')).toBe('Online');
    expect(options.optionLabel(options.TOOL_TYPE_LABELS, 'lifetime deal')).toBe('lifetime deal');
    expect(options.optionLabel(options.TOOL_TYPE_LABELS, 'constructor')).toBe('constructor');
    expect(options.optionLabel(options.TOOL_TYPE_LABELS, null)).toBe('');
    expect(options.optionLabel(options.TOOL_TYPE_LABELS, '  ')).toBe('');
  });

  it('gives a list as choices in order', () => {
    expect(options.optionChoices(options.TOOL_PRICES, options.TOOL_PRICE_LABELS)).toEqual([
      { value: 'free', label: 'Free' },
      { value: 'paid', label: 'Paid' },
    ]);
  });
});
