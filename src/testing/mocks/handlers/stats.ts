// MSW handler for the public figures (GET /prop/public/stats, issue 13), typed by the contract.
import { http } from 'msw';
import type { OpenData } from '@contract/insights';
import type { PublicStats } from '@contract/stats';
import { apiUrl, okEnvelope } from '../utils';

/** A small open data set (issue 19) in the server's shape: '<5' cells included. */
export const DEFAULT_OPEN_DATA: OpenData = {
  computed_at: '2026-11-24T09:00:00.000Z',
  licence: { name: 'Creative Commons Attribution 4.0 (CC BY 4.0)', url: 'https://creativecommons.org/licenses/by/4.0/' },
  by_kind: { creative: 1250, business: 340, partner: 27 },
  by_state: [
    { state: 'Lagos', creative: 900, business: 300 },
    { state: 'Kano', creative: 348, business: '<5' },
    { state: 'Not given', creative: '<5', business: '<5' },
  ],
  by_sector: [
    { sector: 'Music', creative: 1000, business: 200 },
    { sector: 'Fashion', creative: 250, business: 140 },
    { sector: 'Not given', creative: '<5', business: '<5' },
  ],
  support_needs: [{ sector: 'Music', training: 400, funding: 620, tools: 180, market_access: '<5' }],
  growth: [
    { month: '2026-10', joined: 1500, total: 1500 },
    { month: '2026-11', joined: 117, total: 1617 },
  ],
  offers: { opportunities: 12, trainings: 4, tools: 30 },
};

export const DEFAULT_STATS: PublicStats = {
  accounts: { creative: 1250, business: 340, partner: 27 },
  as_of: '2026-11-24T09:00:00.000Z',
  open_data: DEFAULT_OPEN_DATA,
};

export const statsHandlers = [http.get(apiUrl('/prop/public/stats'), () => okEnvelope(DEFAULT_STATS, 'Portal figures'))];
