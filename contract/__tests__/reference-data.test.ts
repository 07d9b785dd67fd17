// The shared reference data: 19 sectors, 37 states with the official LGA counts (774), four support types.
import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '../options';
import { categoriesOf, SECTORS } from '../sectors';
import { lgasOf, STATES } from '../states';
import { SUPPORT_TYPES } from '../support-types';

const OFFICIAL_LGA_COUNTS: Record<string, number> = {
  Abia: 17,
  Adamawa: 21,
  'Akwa Ibom': 31,
  Anambra: 21,
  Bauchi: 20,
  Bayelsa: 8,
  Benue: 23,
  Borno: 27,
  'Cross River': 18,
  Delta: 25,
  Ebonyi: 13,
  Edo: 18,
  Ekiti: 16,
  Enugu: 17,
  'Federal Capital Territory': 6,
  Gombe: 11,
  Imo: 27,
  Jigawa: 27,
  Kaduna: 23,
  Kano: 44,
  Katsina: 34,
  Kebbi: 21,
  Kogi: 21,
  Kwara: 16,
  Lagos: 20,
  Nasarawa: 13,
  Niger: 25,
  Ogun: 20,
  Ondo: 18,
  Osun: 30,
  Oyo: 33,
  Plateau: 17,
  Rivers: 23,
  Sokoto: 23,
  Taraba: 16,
  Yobe: 17,
  Zamfara: 14,
};

describe('states and local government areas', () => {
  it('lists the 36 states and the FCT, with 774 LGAs in all', () => {
    expect(STATES).toHaveLength(37);
    expect(STATES.reduce((n, s) => n + s.lgas.length, 0)).toBe(774);
    expect(new Set(STATES.map((s) => s.name)).size).toBe(37);
    expect(STATES.map((s) => s.name).sort()).toEqual(Object.keys(OFFICIAL_LGA_COUNTS).sort());
  });

  it.each(Object.entries(OFFICIAL_LGA_COUNTS))('%s has %i LGAs, each named once', (state, count) => {
    const lgas = lgasOf(state);
    expect(lgas).toHaveLength(count);
    expect(new Set(lgas.map((l) => l.toLowerCase())).size).toBe(count);
    for (const lga of lgas) expect(lga).toBe(lga.trim());
  });

  it('finds LGAs case-insensitively and by the FCT abbreviation', () => {
    expect(lgasOf('lagos')).toContain('Ikeja');
    expect(lgasOf('FCT')).toContain('Abuja Municipal');
    expect(lgasOf('Atlantis')).toEqual([]);
    expect(lgasOf(undefined)).toEqual([]);
  });
});

describe('creative sectors', () => {
  it('lists 19 distinct sectors with 6 to 10 distinct categories each', () => {
    expect(SECTORS).toHaveLength(19);
    expect(new Set(SECTORS.map((s) => s.name)).size).toBe(19);
    for (const sector of SECTORS) {
      expect(sector.categories.length, sector.name).toBeGreaterThanOrEqual(6);
      expect(sector.categories.length, sector.name).toBeLessThanOrEqual(10);
      expect(new Set(sector.categories).size, sector.name).toBe(sector.categories.length);
    }
  });

  it('gives the categories of a sector', () => {
    expect(categoriesOf('Music')).toContain('Songwriting');
    expect(categoriesOf('music')).toEqual(categoriesOf('Music'));
    expect(categoriesOf('Nothing')).toEqual([]);
  });
});

describe('support types and options', () => {
  it('has the four support types with guiding questions', () => {
    expect(SUPPORT_TYPES.map((t) => t.key)).toEqual(['training', 'funding', 'tools', 'market_access']);
    expect(SUPPORT_TYPES.map((t) => t.label)).toEqual(['Training', 'Funding', 'Tools', 'Market access']);
    for (const type of SUPPORT_TYPES) expect(type.question).toMatch(/\?$/);
  });

  it('reads the product filter\'s "control" as content', () => {
    expect(PRODUCT_CATEGORIES).toEqual(['product', 'service', 'content']);
  });
});
