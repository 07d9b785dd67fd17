// The admin's report queue (issue 14): GET /prop/admin/reports?status&page&limit (reported items, one row each, the
// open count in meta.total) and PATCH /prop/admin/reports/{id} (dismiss, or take down with a reason), which resolves
// every open report of that item. Part of the lazy admin dashboard.
import {
  type ReportActionBody,
  type ReportItemType,
  type ReportQueueItem,
  type ReportStatus,
} from '@contract/moderation';
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast, type tagTypes } from '@/lib/api';
import { readListPage, type ListPage } from '@/lib/list-response';
import { msg } from '@/i18n/runtime';
import { toReportQueueItem } from './report-queue-adapter';

export type { ReportQueueItem, ReportStatus };
export const REPORT_PAGE_SIZE = 10;

/** What a take-down changes beyond the queue: the item's lists, or for a profile (blacklisted) the directories. */
const takenDownTags: Record<ReportItemType, (typeof tagTypes)[number][]> = {
  post: ['Post', 'Profile'],
  product: ['Product'],
  tool: ['Tool'],
  opportunity: ['Opportunity'],
  event: ['Event'],
  call: ['Call'],
  creative: ['Directory', 'Profile'],
  business: ['Directory', 'Profile'],
  partner: ['Directory', 'Profile'],
};

export interface ResolveReportArgs extends ReportActionBody {
  /** Any report of the item: the queue row's `id`. */
  id: number;
  itemType: ReportItemType;
}

export const reportsAdminApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    getReportQueue: build.query<ListPage<ReportQueueItem>, { status: ReportStatus; page: number }>({
      query: ({ status, page }) => ({
        url: '/prop/admin/reports',
        params: { status, page, limit: REPORT_PAGE_SIZE },
      }),
      transformResponse: (body: unknown, _meta, { page }) =>
        readListPage(body, page, REPORT_PAGE_SIZE, toReportQueueItem),
      // The admin lists' one tag: an action refreshes the badge and both views.
      providesTags: ['Admin'],
    }),
    resolveReport: build.mutation<unknown, ResolveReportArgs>({
      query: ({ id, action, reason }) => ({
        url: `/prop/admin/reports/${id}`,
        method: 'PATCH',
        body: action === 'take_down' ? { action, reason } : { action },
      }),
      invalidatesTags: (_result, error, { action, itemType }) =>
        error ? [] : ['Admin', ...(action === 'take_down' ? takenDownTags[itemType] : [])],
    }),
  }),
});

// The queue's own load failure shows in its list (ListState); an action's failure is toasted.
registerErrorToast('resolveReport', msg('The reports could not be resolved. Please try again.'));

export const { useGetReportQueueQuery, useResolveReportMutation } = reportsAdminApi;
