// The notification centre (/notifications, issue 34): the member's notifications newest first, 20 a page (the page in
// the URL), unread ones marked by a word and a dot (not by colour alone), each linking to its item and marked read on
// opening, "Mark as read" one by one and "Mark all as read". The server keeps the order and the paging.
import { Link } from 'react-router-dom';
import { ListState } from '@/components/ui/list-state';
import { Pagination } from '@/components/ui/pagination';
import { useListParams } from '@/hooks/use-list-params';
import { useT } from '@/i18n/use-t';
import { formatNigeriaDateTime } from '@/lib/date-time';
import {
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  type Notification,
} from '../api/notifications-api';
import { notificationSentence, reasonLine } from './notification-text';

function NotificationEntry({
  notification,
  onRead,
  busy,
}: {
  notification: Notification;
  onRead: (id: number) => void;
  busy: boolean;
}) {
  const { t } = useT('notifications');
  const unread = notification.read_at === null;
  const sentence = notificationSentence(t, notification);
  const open = () => {
    if (unread) onRead(notification.id);
  };
  return (
    <li className={`notification-entry${unread ? ' notification-entry--unread' : ''}`}>
      <div className="notification-entry__body">
        <p className="notification-entry__sentence">
          {unread ? (
            <span className="notification-entry__flag">
              <span className="notification-entry__dot" aria-hidden="true" />
              {t('Unread')}
              <span className="visually-hidden">: </span>
            </span>
          ) : null}
          {notification.link ? (
            <Link to={notification.link} onClick={open}>
              {sentence}
            </Link>
          ) : (
            sentence
          )}
        </p>
        {notification.reason ? (
          <p className="notification-entry__reason">
            {reasonLine(t, notification.item_kind, notification.reason)}
          </p>
        ) : null}
        <p className="notification-entry__time">
          <time dateTime={notification.created_at}>{formatNigeriaDateTime(notification.created_at)}</time>
        </p>
      </div>
      {unread ? (
        <button
          type="button"
          className="btn btn-link btn-sm notification-entry__mark"
          disabled={busy}
          onClick={() => onRead(notification.id)}
          aria-label={t('Mark as read: {{sentence}}', { sentence })}
        >
          {t('Mark as read')}
        </button>
      ) : null}
    </li>
  );
}

export function NotificationList() {
  const { t } = useT('notifications');
  const { page, setPage } = useListParams();
  const { data, isLoading, isFetching, isError, refetch } = useGetNotificationsQuery(page);
  const [markRead, { isLoading: marking }] = useMarkNotificationsReadMutation();
  const items = data?.items ?? [];
  const unread = data?.unread ?? 0;

  return (
    <>
      {data ? (
        <div className="notification-list__top">
          <p className="mb-0" role="status">
            {unread > 0
              ? t('{{count}} unread notification', {
                  count: unread,
                  plural: '{{count}} unread notifications',
                })
              : t('All caught up')}
          </p>
          {unread > 0 ? (
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              disabled={marking}
              onClick={() => void markRead({ all: true })}
            >
              {t('Mark all as read')}
            </button>
          ) : null}
        </div>
      ) : null}
      <ListState
        isLoading={isLoading || (isFetching && !data)}
        error={isError ? t('Your notifications could not be loaded.') : null}
        isEmpty={items.length === 0}
        emptyText={t(
          'No notifications yet. When a training, opportunity, tool or call fits what you asked for, it shows here.',
        )}
        onRetry={() => void refetch()}
      >
        <ul
          className="notification-list list-unstyled"
          aria-label={t('Notifications')}
          aria-busy={isFetching}
        >
          {items.map((notification) => (
            <NotificationEntry
              key={notification.id}
              notification={notification}
              busy={marking}
              onRead={(id) => void markRead({ ids: [id] })}
            />
          ))}
        </ul>
        <Pagination
          page={data?.meta.page ?? page}
          pageCount={data?.meta.pages ?? 1}
          onChange={setPage}
          label={t('Notification pages')}
        />
      </ListState>
    </>
  );
}
