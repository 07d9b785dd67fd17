// The portal's public figures (GET /prop/public/stats, extension, issue 13): members per kind for the landing page.
import { api, ONE_OWNER_PER_ENDPOINT } from '@/lib/api';
import type { AccountCounts } from '@contract/stats';
import { toAccountCounts } from './stats-adapter';

/** The counts, or null when the answer has none (a host without this extension). */
export function readAccountCounts(body: unknown): AccountCounts | null {
  return toAccountCounts((body as { data?: { accounts?: unknown } } | null)?.data?.accounts);
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
