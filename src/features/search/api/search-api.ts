// The site search (GET /prop/public/search, issue 35; capability `search`): without a kind the first page of every
// group, with one that group's page.
import type { SearchGroup, SearchKind } from '@contract/search';
import { msg } from '@/i18n/runtime';
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';
import { toSearchGroups } from './search-adapter';

export interface SiteSearchArgs {
  q: string;
  kind?: SearchKind;
  page?: number;
}

export const searchApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    siteSearch: build.query<SearchGroup[], SiteSearchArgs>({
      query: ({ q, kind, page }) => ({
        url: '/prop/public/search',
        params: { q, ...(kind ? { kind } : {}), ...(page && page > 1 ? { page } : {}) },
      }),
      transformResponse: toSearchGroups,
    }),
  }),
});

export const { useSiteSearchQuery } = searchApi;

registerErrorToast('siteSearch', msg('The search could not be completed.'));
