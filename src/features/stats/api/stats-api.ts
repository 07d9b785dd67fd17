// The portal's public figures (GET /prop/public/stats, extension, issue 13): members per kind for the landing page.
import { api, ONE_OWNER_PER_ENDPOINT } from '@/lib/api';
import type { AccountCounts } from '@contract/stats';
import { toAccountCounts } from './stats-adapter';

/** The member counts and people trained (null: not published), or null when the answer has none. */
export type LandingCounts = AccountCounts & { trained: number | string | null };

/** The counts, or null when the answer has none (a host without this extension). */
export function readAccountCounts(body: unknown): LandingCounts | null {
  const data = (
    body as { data?: { accounts?: unknown; open_data?: { people_trained?: { total?: unknown } } } } | null
  )?.data;
  const counts = toAccountCounts(data?.accounts);
  // Issue 33: people trained, a count or '<5' (suppressed), from the open data of the same answer.
  const trained = data?.open_data?.people_trained?.total;
  return counts && { ...counts, trained: typeof trained === 'number' || trained === '<5' ? trained : null };
}

export const statsApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    publicStats: build.query<LandingCounts | null, void>({
      query: () => '/prop/public/stats',
      transformResponse: readAccountCounts,
    }),
  }),
});

export const { usePublicStatsQuery } = statsApi;
