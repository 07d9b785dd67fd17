// MSW handler for the public figures (GET /prop/public/stats, issues 13 and 19), typed by the contract: the landing
// page's counts and the open data (handlers/insights.ts).
import { http } from 'msw';
import type { PublicStats } from '@contract/stats';
import { apiUrl, okEnvelope } from '../utils';
import { DEFAULT_OPEN_DATA } from './insights';

export const DEFAULT_STATS: PublicStats = {
  accounts: { creative: 1250, business: 340, partner: 27 },
  as_of: '2026-11-24T09:00:00.000Z',
  open_data: DEFAULT_OPEN_DATA,
};

export const statsHandlers = [
  http.get(apiUrl('/prop/public/stats'), () => okEnvelope(DEFAULT_STATS, 'Portal figures')),
];
