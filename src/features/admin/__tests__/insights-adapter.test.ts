// The Insights adapter: the server's figures read as they are, a thinner answer read with zeros and empty lists.
import { describe, expect, it } from 'vitest';
import { adminInsightsFor } from '@/testing/mocks/handlers/insights';
import { toAdminInsights } from '../api/insights-adapter';

describe('toAdminInsights', () => {
  it('reads the contract figures the server sends, field for field', () => {
    for (const period of ['30d', '12m', 'all'] as const) {
      const insights = adminInsightsFor(period);
      expect(toAdminInsights(insights, period)).toEqual(insights);
    }
  });

  it('reads a thinner answer with zeros, empty lists and the period asked for', () => {
    const read = toAdminInsights(
      { by_state: [{ state: 'Lagos', creative: '3' }], partners_pending: { count: 2 } },
      '30d',
    );
    expect(read).toMatchObject({
      period: '30d',
      as_of: '',
      registrations: [],
      by_state: [{ state: 'Lagos', creative: 0, business: 0 }],
      verification: { email_verified: 0, email_unverified: 0, identity_verified: 0, identity_unverified: 0 },
      partners_pending: { count: 2, oldest_days: null, median_days: null },
      reports_per_week: [],
    });
  });

  it('reads anything that is not an object as empty figures', () => {
    expect(toAdminInsights('nope', 'all')).toMatchObject({
      period: 'all',
      by_sector: [],
      support_needs: [],
      content_per_week: [],
    });
  });
});
