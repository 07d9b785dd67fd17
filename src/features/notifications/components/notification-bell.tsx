// The header's bell (issue 34): a link to /notifications named with the unread count ("Notifications, 3 unread"),
// with a badge. Loaded after the page for signed-in members of a host that offers notifications (app/layouts/
// header.tsx); the count is asked then, again when the window regains focus, every few minutes while the page is
// open, and after anything is marked read (the 'Notification' tag). The server answers it no-store.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { UNREAD_POLL_MS, useGetUnreadNotificationsQuery } from '../api/notifications-api';

/** The count as the badge shows it: up to 99, then 99+. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** The unread count, polled; 0 until known and when the host does not answer. */
export function useUnreadCount(): number {
  const { data = 0 } = useGetUnreadNotificationsQuery(undefined, {
    pollingInterval: UNREAD_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  return data;
}

/** The accessible name: "Notifications" alone when nothing is unread. */
export function useBellName(count: number): string {
  const { t } = useT('notifications');
  return count > 0 ? t('Notifications, {{count}} unread', { count }) : t('Notifications');
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16a1 1 0 0 0 .9 1.5h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 16a2.5 2.5 0 0 0 5 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function NotificationBell() {
  const count = useUnreadCount();
  const name = useBellName(count);
  return (
    <Link to={paths.notifications} className="notification-bell" aria-label={name} title={name}>
      <BellIcon />
      {count > 0 ? (
        <span className="notification-bell__badge" aria-hidden="true">
          {badgeText(count)}
        </span>
      ) : null}
    </Link>
  );
}

/** The phone menu's entry: "Notifications" with the count beside it, read as the bell's name. */
export function NotificationsMenuLink() {
  const count = useUnreadCount();
  const name = useBellName(count);
  const { t } = useT('notifications');
  return (
    <Link to={paths.notifications} className="site-nav__link" aria-label={name}>
      {t('Notifications')}
      {count > 0 ? (
        <span className="badge rounded-pill text-bg-danger ms-2" aria-hidden="true">
          {badgeText(count)}
        </span>
      ) : null}
    </Link>
  );
}
