// The directory adapter: the server's row read as is, a foreign host's thinner row kept thin, junk dropped.
import { describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '@contract/directory';
import { toDirectoryEntry } from '../directory-entry';

const row: DirectoryEntry = {
  id: 7,
  account: 'business',
  first_name: null,
  last_name: null,
  name: 'Shop',
  registered_name: 'Shop Ltd',
  trade_name: 'Shop',
  photo: '/uploads/logo.webp',
  logo: '/uploads/logo.webp',
  category: 'Tailoring',
  partner_type: null,
  sector: 'Fashion',
  expertise: null,
  lga_origin: null,
  lga: 'Ikeja',
  origin_state: null,
  state: 'Lagos',
  industry: null,
  is_blacklisted: false,
  is_activated: true,
  status: 'public',
  created_at: '2026-11-01T09:00:00.000Z',
};

describe('toDirectoryEntry', () => {
  it('reads the contract row the server sends, field for field (the admin fields too)', () => {
    expect(toDirectoryEntry(row)).toEqual(row);
    const admin = { ...row, email: 'a@b.ng', approved: true, phone_number: null, website: 'https://shop.ng' };
    expect(toDirectoryEntry(admin)).toEqual(admin);
  });

  it('keeps a foreign host row as thin as it came, with the id as a number', () => {
    expect(toDirectoryEntry({ id: '12', account: 'partner', name: 'Arts Fund' })).toEqual({
      id: 12,
      account: 'partner',
      name: 'Arts Fund',
    });
  });

  it('drops fields of the wrong shape or unknown to the contract', () => {
    const entry = toDirectoryEntry({ id: 5, account: 'admin', name: 7, is_blacklisted: 'yes', extra: true });
    expect(entry).toEqual({ id: 5 });
  });

  it('reads anything that is not an object as a row without an id', () => {
    expect(Number.isNaN(toDirectoryEntry('row').id)).toBe(true);
  });
});
