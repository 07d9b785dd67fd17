// MSW handlers for the notification centre, the For you strip and the notification settings (issue 34), built from
// the contract's types and kept in memory (resetNotifications() between tests); and the member's SMS number as
// Settings → Notifications reads it.
import { http } from 'msw';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATIONS_PAGE_SIZE,
  type AccountPhone,
  type ForYouItem,
  type MarkReadBody,
  type Notification,
  type NotificationPage,
  type NotificationSettings,
  type UnreadCount,
} from '@contract/notifications';
import { apiUrl, okEnvelope } from '../utils';

export const notificationsStore = {
  /** Newest first, as the server keeps them. */
  notifications: [] as Notification[],
  forYou: [] as ForYouItem[],
  settings: structuredClone(DEFAULT_NOTIFICATION_SETTINGS) as NotificationSettings,
  phone: { phone: null, verified: false, reset_by_sms: false } as AccountPhone,
  /** The bodies of POST /prop/notifications/read and PUT .../notification-settings, in order. */
  marked: [] as MarkReadBody[],
  saved: [] as NotificationSettings[],
};

export function resetNotifications(): void {
  notificationsStore.notifications = [];
  notificationsStore.forYou = [];
  notificationsStore.settings = structuredClone(DEFAULT_NOTIFICATION_SETTINGS);
  notificationsStore.phone = { phone: null, verified: false, reset_by_sms: false };
  notificationsStore.marked = [];
  notificationsStore.saved = [];
}

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    kind: 'matched',
    item_kind: 'training',
    item_id: 12,
    title: 'Film editing basics',
    link: '/training/12',
    reason: { need: 'Training', state: 'Kano', sector: null },
    created_at: '2026-11-27T09:00:00.000Z',
    read_at: null,
    ...overrides,
  };
}

export function makeForYouItem(overrides: Partial<ForYouItem> = {}): ForYouItem {
  return {
    item_kind: 'training',
    item_id: 12,
    title: 'Film editing basics',
    link: '/training/12',
    reason: { need: 'Training', state: 'Kano', sector: null },
    image: null,
    date: '2026-12-05T09:00:00.000Z',
    ...overrides,
  };
}

const unreadCount = () => notificationsStore.notifications.filter((n) => n.read_at === null).length;

export const notificationHandlers = [
  http.get(apiUrl('/prop/notifications/unread'), () => {
    const data: UnreadCount = { unread: unreadCount() };
    return okEnvelope(data, 'Unread notifications');
  }),
  http.get(apiUrl('/prop/notifications'), ({ request }) => {
    const page = Math.max(1, Number(new URL(request.url).searchParams.get('page') ?? 1) || 1);
    const all = notificationsStore.notifications;
    const limit = NOTIFICATIONS_PAGE_SIZE;
    const answer: NotificationPage = {
      data: all.slice((page - 1) * limit, page * limit),
      meta: { page, limit, total: all.length, pages: Math.max(1, Math.ceil(all.length / limit)) },
      unread: unreadCount(),
    };
    // As the server answers: the page (data, meta, unread) is the envelope's data.
    return okEnvelope(answer, 'Your notifications');
  }),
  http.post(apiUrl('/prop/notifications/read'), async ({ request }) => {
    const body = (await request.json()) as MarkReadBody;
    notificationsStore.marked.push(body);
    const now = '2026-11-28T10:00:00.000Z';
    for (const notification of notificationsStore.notifications)
      if (notification.read_at === null && (body.all || body.ids?.includes(notification.id)))
        notification.read_at = now;
    const data: UnreadCount = { unread: unreadCount() };
    return okEnvelope(data, 'Marked as read.');
  }),
  http.get(apiUrl('/prop/for-you'), () => okEnvelope(notificationsStore.forYou, 'For you')),
  http.get(apiUrl('/prop/account/notification-settings'), () =>
    okEnvelope(notificationsStore.settings, 'Notification settings'),
  ),
  http.put(apiUrl('/prop/account/notification-settings'), async ({ request }) => {
    const body = (await request.json()) as NotificationSettings;
    notificationsStore.saved.push(body);
    notificationsStore.settings = body;
    return okEnvelope(body, 'Your notification settings have been saved.');
  }),
  http.get(apiUrl('/prop/account/phone'), () => okEnvelope(notificationsStore.phone, 'Your phone')),
];
