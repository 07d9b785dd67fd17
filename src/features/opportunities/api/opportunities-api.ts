// Opportunity endpoints of spec section 7: GET prop/opportunity/all (public, data.data), GET prop/opportunity
// (a partner's own, data.data), GET /prop/opportunity/{id} (data), POST prop/opportunity, PUT
// /prop/opportunity/{id} (issue 14).
import type { OpportunityBody } from '@contract/opportunities';
import { api, ONE_OWNER_PER_ENDPOINT } from '@/lib/api';
import { readAdaptedItem } from '@/lib/item-response';
import { matchesText, readListPage, sameChoice, type ListPage } from '@/lib/list-response';
import { toOpportunity, type Opportunity } from './opportunity-adapter';

export const OPPORTUNITIES_PAGE_SIZE = 4;

export type { Opportunity } from './opportunity-adapter';

export interface OpportunityFilters {
  location: string;
  timing: string;
  level: string;
}

export interface OpportunitiesQuery extends OpportunityFilters {
  mine: boolean;
  page: number;
  q: string;
}

const keep = (query: OpportunitiesQuery) => (item: Opportunity) =>
  matchesText(item.title, query.q) &&
  sameChoice(item.location, query.location) &&
  sameChoice(item.timing, query.timing) &&
  (sameChoice(item.level, query.level) ||
    (query.level === 'intermediate' && sameChoice(item.level, 'intermidiate')));

export const opportunitiesApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    getOpportunities: build.query<ListPage<Opportunity>, OpportunitiesQuery>({
      query: ({ mine, page, q, location, timing, level }) => ({
        url: mine ? '/prop/opportunity' : '/prop/opportunity/all',
        params: {
          page,
          limit: OPPORTUNITIES_PAGE_SIZE,
          q: q || undefined,
          location: location || undefined,
          timing: timing || undefined,
          level: level || undefined,
        },
      }),
      transformResponse: (body: unknown, _meta, query) =>
        readListPage(body, query.page, OPPORTUNITIES_PAGE_SIZE, toOpportunity, keep(query)),
      providesTags: ['Opportunity'],
    }),
    getOpportunity: build.query<Opportunity | null, string>({
      query: (id) => `/prop/opportunity/${encodeURIComponent(id)}`,
      transformResponse: readAdaptedItem(toOpportunity),
      providesTags: (_r, _e, id) => [{ type: 'Opportunity', id }],
    }),
    createOpportunity: build.mutation<Opportunity | null, OpportunityBody>({
      query: (body) => ({ url: '/prop/opportunity', method: 'POST', body }),
      transformResponse: readAdaptedItem(toOpportunity),
      invalidatesTags: ['Opportunity'],
    }),
    // Issue 14: the partner edits an opportunity (same body as creating it).
    editOpportunity: build.mutation<Opportunity | null, { id: number; body: OpportunityBody }>({
      query: ({ id, body }) => ({ url: `/prop/opportunity/${id}`, method: 'PUT', body }),
      transformResponse: readAdaptedItem(toOpportunity),
      invalidatesTags: ['Opportunity'],
    }),
  }),
});

export const {
  useGetOpportunitiesQuery,
  useGetOpportunityQuery,
  useCreateOpportunityMutation,
  useEditOpportunityMutation,
} = opportunitiesApi;
