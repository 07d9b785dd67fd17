// The portal's public figures (GET /prop/public/stats, extension): members per kind for the landing page (issue 13)
// and the open data for /open-data (issue 19).
import { api, ONE_OWNER_PER_ENDPOINT } from '@/lib/api';
import type { OpenData } from '@contract/insights';
import type { AccountCounts } from '@contract/stats';

export interface PublicFigures {
  accounts: AccountCounts | null;
  /** Null from a host that publishes no open data; the open-data page checks its shape. */
  openData: OpenData | null;
}

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** The counts, or null when the answer has none (a host without this extension). */
export function readAccountCounts(body: unknown): AccountCounts | null {
  const accounts = (body as { data?: { accounts?: Record<string, unknown> } } | null)?.data?.accounts;
  if (!accounts) return null;
  const creative = count(accounts.creative);
  const business = count(accounts.business);
  const partner = count(accounts.partner);
  return creative === null || business === null || partner === null ? null : { creative, business, partner };
}

export const statsApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    publicStats: build.query<PublicFigures, void>({
      query: () => '/prop/public/stats',
      transformResponse: (body: unknown) => ({
        accounts: readAccountCounts(body),
        openData: (body as { data?: { open_data?: OpenData } } | null)?.data?.open_data ?? null,
      }),
    }),
  }),
});

export const { usePublicStatsQuery } = statsApi;
