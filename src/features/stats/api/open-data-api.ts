// The open data (GET /prop/public/stats, its `open_data`, issue 19) for the /open-data page. A second endpoint on the
// landing's URL, on purpose: publicStats (stats-api.ts) is in the first load of /, which has no bytes to spare for
// the open data's reading, and sharing that file with this lazy page would split it out of the landing's chunk. The
// figures carry no tags, so the two cannot disagree about invalidation; the server caches them for an hour.
import type { OpenData } from '@contract/insights';
import { api, ONE_OWNER_PER_ENDPOINT } from '@/lib/api';

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The answer's open data when it has the contract's shape (another host may send none, or something else). */
export function readOpenData(body: unknown): OpenData | null {
  const value = isObject(body) && isObject(body.data) ? body.data.open_data : null;
  if (!isObject(value) || typeof value.computed_at !== 'string') return null;
  const lists = [value.by_state, value.by_sector, value.support_needs, value.growth];
  const objects = [value.by_kind, value.offers, value.licence];
  return lists.every(Array.isArray) && objects.every(isObject) ? (value as unknown as OpenData) : null;
}

export const openDataApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    openData: build.query<OpenData | null, void>({
      query: () => '/prop/public/stats',
      transformResponse: readOpenData,
    }),
  }),
});

export const { useOpenDataQuery } = openDataApi;
