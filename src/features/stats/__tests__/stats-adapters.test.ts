// The public figures' adapters: the member counts and the open data, read as the server sends them, a foreign
// host's answer read or refused.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPEN_DATA } from '@/testing/mocks/handlers/insights';
import { DEFAULT_STATS } from '@/testing/mocks/handlers/stats';
import { toOpenData } from '../api/open-data-adapter';
import { readOpenData } from '../api/open-data-api';
import { toAccountCounts } from '../api/stats-adapter';
import { readAccountCounts } from '../api/stats-api';

describe('toAccountCounts', () => {
  it('reads the counts the server sends', () => {
    expect(toAccountCounts(DEFAULT_STATS.accounts)).toEqual(DEFAULT_STATS.accounts);
    // With the people trained (issue 33) from the same answer's open data.
    expect(readAccountCounts({ status: true, message: 'Portal figures', data: DEFAULT_STATS })).toEqual({
      ...DEFAULT_STATS.accounts,
      trained: 312,
    });
  });

  it('reads people trained as a count or <5, and as null when the host publishes none', () => {
    const withTrained = (total: unknown) => ({
      status: true,
      data: { accounts: DEFAULT_STATS.accounts, open_data: { people_trained: { total } } },
    });
    expect(readAccountCounts(withTrained('<5'))?.trained).toBe('<5');
    expect(readAccountCounts(withTrained('lots'))?.trained).toBeNull();
    expect(
      readAccountCounts({ status: true, data: { accounts: DEFAULT_STATS.accounts } })?.trained,
    ).toBeNull();
  });

  it('gives null unless all three are counts', () => {
    expect(toAccountCounts({ creative: 1, business: 2 })).toBeNull();
    expect(toAccountCounts({ creative: 1, business: -2, partner: 3 })).toBeNull();
    expect(toAccountCounts('1,2,3')).toBeNull();
    expect(readAccountCounts({ status: true, data: {} })).toBeNull();
  });
});

describe('toOpenData', () => {
  it('reads the open data the server sends, cell for cell', () => {
    expect(toOpenData(DEFAULT_OPEN_DATA)).toEqual(DEFAULT_OPEN_DATA);
    expect(readOpenData({ status: true, data: DEFAULT_STATS })).toEqual(DEFAULT_OPEN_DATA);
  });

  it("reads a cell that is neither a count nor '<5' as 0", () => {
    const open = toOpenData({
      ...DEFAULT_OPEN_DATA,
      by_state: [{ state: 'Oyo', creative: 'many', business: '<5' }],
    });
    expect(open?.by_state).toEqual([{ state: 'Oyo', creative: 0, business: '<5' }]);
  });

  it('gives null without the open data or with another shape', () => {
    expect(readOpenData({ status: true, data: { accounts: DEFAULT_STATS.accounts } })).toBeNull();
    expect(toOpenData({ ...DEFAULT_OPEN_DATA, growth: 'none' })).toBeNull();
    expect(toOpenData({ ...DEFAULT_OPEN_DATA, computed_at: 1 })).toBeNull();
  });
});
