// The admin's Insights (GET /prop/admin/insights?period=30d|12m|all, issue 19): the registry's exact figures for the
// charts of the dashboard's Insights tab. Lazy: only that tab loads it. A failure shows in the tab, with Retry.
import type { AdminInsights, InsightPeriod } from '@contract/insights';
import { fieldsOf } from '@/lib/adapt';
import { api, ONE_OWNER_PER_ENDPOINT } from '@/lib/api';
import { toAdminInsights } from './insights-adapter';

export const insightsApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    getAdminInsights: build.query<AdminInsights, InsightPeriod>({
      query: (period) => ({ url: '/prop/admin/insights', params: { period } }),
      transformResponse: (body: unknown, _meta, period) => toAdminInsights(fieldsOf(body).data, period),
      providesTags: ['Admin'],
    }),
  }),
});

export const { useGetAdminInsightsQuery } = insightsApi;
