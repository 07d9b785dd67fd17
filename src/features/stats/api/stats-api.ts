// The portal's public figures (GET /prop/public/stats, extension, issue 13): members per kind for the landing page.
import { api, ONE_OWNER_PER_ENDPOINT } from '@/lib/api';
import type { AccountCounts } from '@contract/stats';

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
    publicStats: build.query<AccountCounts | null, void>({
      query: () => '/prop/public/stats',
      transformResponse: readAccountCounts,
    }),
  }),
});

export const { usePublicStatsQuery } = statsApi;
