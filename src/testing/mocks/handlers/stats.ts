// MSW handler for the public figures (GET /prop/public/stats, issue 13), typed by the contract.
import { http } from 'msw';
import type { PublicStats } from '@contract/stats';
import { apiUrl, okEnvelope } from '../utils';

export const DEFAULT_STATS: PublicStats = {
  accounts: { creative: 1250, business: 340, partner: 27 },
  as_of: '2026-11-24T09:00:00.000Z',
};

export const statsHandlers = [http.get(apiUrl('/prop/public/stats'), () => okEnvelope(DEFAULT_STATS, 'Portal figures'))];
