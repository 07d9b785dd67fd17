import { describe, expect, it } from 'vitest';
import type { OwnedBusiness } from '@contract/businesses';
import { toBusiness } from '../api/business-adapter';
import { businessOfProfile, normaliseBusinesses } from '../api/business-api';

const row: OwnedBusiness = {
  id: 3,
  owner_id: 7,
  name: 'Ada Prints',
  sector: 'fashion',
  area: 'textile',
  state: 'Lagos',
  lga: 'Ikeja',
  address: '1 Allen Avenue',
  website: 'https://adaprints.example',
  phone: '+2348012345678',
  email: 'hello@adaprints.example',
  description: 'Prints on fabric.',
  created_at: '2026-01-05T09:00:00.000Z',
};

describe('toBusiness', () => {
  it('reads a row of /mine back unchanged', () => {
    expect(toBusiness(row)).toEqual(row);
  });

  it('gives a thin foreign row nulls, its trade name, and no owner or date', () => {
    const business = toBusiness({ id: '9', trade_name: 'Obi Foods' });
    expect(business).toEqual({
      id: 9,
      name: 'Obi Foods',
      sector: null,
      area: null,
      state: null,
      lga: null,
      address: null,
      website: null,
      phone: null,
      email: null,
      description: null,
    });
    expect('owner_id' in business).toBe(false);
    expect('created_at' in business).toBe(false);
  });

  it('drops fields of the wrong shape and names a nameless row Business', () => {
    const business = toBusiness({ id: 4, name: { x: 1 }, state: ['Lagos'], owner_id: '7', created_at: 5 });
    expect(business.name).toBe('Business');
    expect(business.state).toBeNull();
    expect(business.owner_id).toBeUndefined();
    expect(business.created_at).toBeUndefined();
  });

  it('reads a non-object as an empty business', () => {
    expect(toBusiness(null)).toMatchObject({ name: 'Business', sector: null, description: null });
    expect(toBusiness('x').id).toBeNaN();
  });
});

describe('normaliseBusinesses and businessOfProfile', () => {
  it('reads the envelope, a flat array, and skips what is not a row', () => {
    expect(normaliseBusinesses({ data: { data: [row, 'x', null] } })).toEqual([row]);
    expect(normaliseBusinesses([row])).toEqual([row]);
    expect(normaliseBusinesses({ data: 'nothing' })).toEqual([]);
  });

  it("shows a business account's profile as a card's business", () => {
    const business = businessOfProfile({
      id: 5,
      trade_name: 'Obi Foods',
      registered_name: 'Obi Foods Ltd',
      bio: 'Soups.',
      phone_number: '+2348000000000',
      state: 'Enugu',
    });
    expect(business).toMatchObject({
      id: 5,
      name: 'Obi Foods',
      description: 'Soups.',
      phone: '+2348000000000',
      state: 'Enugu',
      sector: null,
    });
    expect(businessOfProfile({})).toBeNull();
    expect(businessOfProfile(undefined)).toBeNull();
  });
});
