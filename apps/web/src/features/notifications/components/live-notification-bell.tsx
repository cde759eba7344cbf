import { t } from '@lingui/core/macro';
import { formatNumber } from '@/utils/format';
import { NotificationBell } from '@/components/layout/notification-bell';
import { useNotifications } from '../api/get-notifications';
import { useLiveNotifications } from '../lib/use-live-notifications';
import { NotificationList } from './notification-list';

const noPreload = () => {};

/** "Notifications, 2 unread", in the page's digits. */
function unreadLabel(unread: number): string {
  const count = formatNumber(unread);
  return t`Notifications, ${count} unread`;
}

/**
 * The signed-in user's bell: the unread count on the badge (none at 0) and the list in the panel, kept live.
 * The top bar loads it (a chunk of its own) only for a signed-in user, after the first paint.
 */
export default function LiveNotificationBell() {
  const unread = useNotifications().data?.unread ?? 0;
  useLiveNotifications();
  return (
    <NotificationBell
      label={unread > 0 ? unreadLabel(unread) : t`Notifications`}
      badge={
        unread > 0 && (
          <span className="badge badge-primary badge-xs indicator-item min-w-4 px-1 font-semibold">
            {unread > 99 ? `${formatNumber(99)}+` : formatNumber(unread)}
          </span>
        )
      }
      panel={<NotificationList />}
      onIntent={noPreload}
    />
  );
}
