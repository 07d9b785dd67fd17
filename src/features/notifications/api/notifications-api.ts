// The notification centre (issue 34, docs/notifications.md "In the portal"): the bell's unread count, the paged list,
// marking read, and the home feed's For you strip. Lazy: the bell loads it after the page, /notifications and the
// strip with their own chunks; nothing here is in the first load.
import {
  NOTIFICATIONS_PAGE_SIZE,
  type ForYouItem,
  type MarkReadBody,
  type Notification,
} from '@contract/notifications';
import { msg } from '@/i18n/runtime';
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';
import { readArray, readListPage, type ListPage } from '@/lib/list-response';
import { readUnread, toForYouItem, toNotification } from './notification-adapter';

export type { ForYouItem, Notification };

/** One page of the centre, with the member's unread count. */
export interface NotificationsPage extends ListPage<Notification> {
  unread: number;
}

/** How often an open page asks the bell's count again (besides on focus and after marking read). */
export const UNREAD_POLL_MS = 3 * 60_000;

export const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notification'] }).injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    getUnreadNotifications: build.query<number, void>({
      query: () => '/prop/notifications/unread',
      transformResponse: readUnread,
      providesTags: ['Notification'],
    }),
    getNotifications: build.query<NotificationsPage, number>({
      query: (page) => `/prop/notifications?page=${page}`,
      transformResponse: (body: unknown, _meta, page) => ({
        ...readListPage(body, page, NOTIFICATIONS_PAGE_SIZE, toNotification),
        unread: readUnread(body),
      }),
      providesTags: ['Notification'],
      // A page read elsewhere (another tab, the bell's count) is asked again, not shown from memory.
      keepUnusedDataFor: 0,
    }),
    markNotificationsRead: build.mutation<void, MarkReadBody>({
      query: (body) => ({ url: '/prop/notifications/read', method: 'POST', body }),
      transformResponse: () => undefined,
      invalidatesTags: ['Notification'],
    }),
    getForYou: build.query<ForYouItem[], void>({
      query: () => '/prop/for-you',
      transformResponse: (body: unknown) =>
        readArray<unknown>(body)
          .map(toForYouItem)
          .filter((item): item is ForYouItem => item !== null),
      providesTags: ['Notification'],
    }),
  }),
});

// The bell's count and the For you strip fail quietly (an empty badge, no strip): a toast for a part nobody asked
// for would be noise on every page. The list and marking read are what the member did, and say so.
registerErrorToast('getNotifications', msg('Your notifications could not be loaded.'));
registerErrorToast(
  'markNotificationsRead',
  msg('The notification could not be marked as read. Please try again.'),
);

export const {
  useGetUnreadNotificationsQuery,
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  useGetForYouQuery,
} = notificationsApi;
