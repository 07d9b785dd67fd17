// Every option list has one label map, and every screen reads values through it: stored values are lower-case
// and hyphenated, people read labels.
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_STATUS_LABELS,
  AVAILABILITY_STATUSES,
  EVENT_LOCATION_LABELS,
  EVENT_LOCATIONS,
  OPPORTUNITY_LEVEL_LABELS,
  OPPORTUNITY_LEVELS,
  OPPORTUNITY_LOCATION_LABELS,
  OPPORTUNITY_LOCATIONS,
  OPPORTUNITY_TIMING_LABELS,
  OPPORTUNITY_TIMINGS,
  optionChoices,
  optionLabel,
  ORGANIZATION_SECTOR_LABELS,
  ORGANIZATION_SECTORS,
  PARTNER_TYPE_LABELS,
  PARTNER_TYPES,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  TOOL_PRICE_LABELS,
  TOOL_PRICES,
  TOOL_TYPE_LABELS,
  TOOL_TYPES,
} from '../options';

const lists: [string, readonly string[], Record<string, string>][] = [
  ['partner types', PARTNER_TYPES, PARTNER_TYPE_LABELS],
  ['organisation sectors', ORGANIZATION_SECTORS, ORGANIZATION_SECTOR_LABELS],
  ['availability', AVAILABILITY_STATUSES, AVAILABILITY_STATUS_LABELS],
  ['opportunity timings', OPPORTUNITY_TIMINGS, OPPORTUNITY_TIMING_LABELS],
  ['opportunity locations', OPPORTUNITY_LOCATIONS, OPPORTUNITY_LOCATION_LABELS],
  ['opportunity levels', OPPORTUNITY_LEVELS, OPPORTUNITY_LEVEL_LABELS],
  ['tool prices', TOOL_PRICES, TOOL_PRICE_LABELS],
  ['tool types', TOOL_TYPES, TOOL_TYPE_LABELS],
  ['event locations', EVENT_LOCATIONS, EVENT_LOCATION_LABELS],
  ['product categories', PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS],
];

describe.each(lists)('%s', (_name, values, labels) => {
  it('has exactly one human label per value: capitalised, no hyphens', () => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    for (const value of values) {
      const label = optionLabel(labels, value);
      expect(label).toMatch(/^[A-Z]/);
      expect(label).not.toMatch(/^[a-z]+-[a-z]/);
    }
  });
});

describe('optionLabel', () => {
  it('reads the labels people see', () => {
    expect(optionLabel(OPPORTUNITY_TIMING_LABELS, 'full-time')).toBe('Full time');
    expect(optionLabel(OPPORTUNITY_LOCATION_LABELS, 'onsite')).toBe('On-site');
    expect(optionLabel(TOOL_TYPE_LABELS, 'one-time-purchase')).toBe('One-time purchase');
    expect(optionLabel(PARTNER_TYPE_LABELS, 'scholarship')).toBe('Scholarship provider');
  });

  it('reads other spellings as the server does, shows unknown values as sent, and missing as empty', () => {
    expect(optionLabel(OPPORTUNITY_TIMING_LABELS, 'Full Time')).toBe('Full time');
    expect(optionLabel(OPPORTUNITY_LEVEL_LABELS, 'intermidiate')).toBe('Intermediate');
    expect(optionLabel(OPPORTUNITY_LOCATION_LABELS, 'on-site')).toBe('On-site');
    expect(optionLabel(EVENT_LOCATION_LABELS, 'online')).toBe('Online');
    expect(optionLabel(TOOL_TYPE_LABELS, 'lifetime deal')).toBe('lifetime deal');
    expect(optionLabel(TOOL_TYPE_LABELS, 'constructor')).toBe('constructor');
    expect(optionLabel(TOOL_TYPE_LABELS, null)).toBe('');
    expect(optionLabel(TOOL_TYPE_LABELS, '  ')).toBe('');
  });

  it('gives a list as choices in order', () => {
    expect(optionChoices(TOOL_PRICES, TOOL_PRICE_LABELS)).toEqual([
      { value: 'free', label: 'Free' },
      { value: 'paid', label: 'Paid' },
    ]);
  });
});
