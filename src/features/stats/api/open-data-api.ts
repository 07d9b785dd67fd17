// The open data (GET /prop/public/stats, its `open_data`, issue 19) for the /open-data page. A second endpoint on the
// landing's URL, on purpose: publicStats (stats-api.ts) is in the first load of /, which has no bytes to spare for
// the open data's reading, and sharing that file with this lazy page would split it out of the landing's chunk. The
// figures carry no tags, so the two cannot disagree about invalidation; the server caches them for an hour.
import type { OpenData } from '@contract/insights';
import { fieldsOf } from '@/lib/adapt';
import { api, ONE_OWNER_PER_ENDPOINT } from '@/lib/api';
import { toOpenData } from './open-data-adapter';

/** The answer's open data, read by the adapter (another host may send none, or something else). */
export function readOpenData(body: unknown): OpenData | null {
  return toOpenData(fieldsOf(fieldsOf(body).data).open_data);
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
