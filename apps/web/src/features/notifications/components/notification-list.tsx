import { t } from '@lingui/core/macro';
import type { Notification } from '@messhall/shared';
import { BellOff } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { sharedText } from '@/lib/i18n/shared-text';
import { cn } from '@/utils/cn';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { formatDateTime } from '@/utils/date-format';
import { formatTimeAgo } from '@/utils/date-format';

/** The open bell: newest notifications with their time; opening one marks it read. */
export function NotificationList() {
  const headingId = useId();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification._id);
  };

  let body: ReactNode;
  if (notifications.isPending) {
    body = <Spinner label={t`Loading notifications`} size="sm" className="p-6" />;
  } else if (!notifications.data) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 p-4 text-sm">
        <p>{t`Could not load notifications.`}</p>
        <button
          type="button"
          className="btn btn-outline btn-xs"
          onClick={(event) => {
            // Keep the panel open for the retry.
            event.stopPropagation();
            void notifications.refetch();
          }}
        >
          {t`Try again`}
        </button>
      </div>
    );
  } else if (notifications.data.notifications.length === 0) {
    body = (
      <div className="flex items-center gap-3 p-4 text-sm text-base-content/80">
        <BellOff className="size-5 shrink-0" aria-hidden="true" />
        <p>{t`You are all caught up.`}</p>
      </div>
    );
  } else {
    body = (
      <ul
        aria-labelledby={headingId}
        className="max-h-[min(24rem,65vh)] divide-y divide-base-300 overflow-y-auto"
      >
        {notifications.data.notifications.map((notification) => (
          <li key={notification._id}>
            <NotificationItem notification={notification} onOpen={open} />
          </li>
        ))}
      </ul>
    );
  }

  const hasItems = (notifications.data?.notifications.length ?? 0) > 0;
  return (
    <div className="overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-lg">
      <div className="flex items-center justify-between gap-2 border-b border-base-300 px-4 py-2.5">
        <p id={headingId} className="font-semibold">
          {t`Notifications`}
        </p>
        {hasItems && (
          <button
            type="button"
            className="btn btn-ghost btn-xs text-primary"
            disabled={markAll.isPending}
            onClick={(event) => {
              // Stay open: the user sees the items turn read.
              event.stopPropagation();
              if ((notifications.data?.unread ?? 0) === 0) return;
              markAll.mutate(undefined, {
                onError: (error) => toast.failure(t`Could not mark notifications as read.`, error),
              });
            }}
          >
            {t`Mark all as read`}
          </button>
        )}
      </div>
      {body}
    </div>
  );
}

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const content = (
    <>
      <span
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          notification.read ? 'bg-transparent' : 'bg-primary',
        )}
        aria-hidden="true"
      />
      <span className="flex min-w-0 flex-col gap-0.5">
        {!notification.read && <span className="sr-only">{t`Unread:`} </span>}
        <span className={cn('[overflow-wrap:anywhere]', !notification.read && 'font-semibold')}>
          {sharedText(notification.title)}
        </span>
        {notification.body && (
          <span className="text-sm [overflow-wrap:anywhere] text-base-content/80">
            {sharedText(notification.body)}
          </span>
        )}
        <time
          dateTime={notification.createdAt}
          title={formatDateTime(notification.createdAt)}
          className="text-xs text-base-content/70"
        >
          {formatTimeAgo(notification.createdAt)}
        </time>
      </span>
    </>
  );
  const className = 'flex w-full gap-3 px-4 py-3 text-left hover:bg-base-200 focus-visible:bg-base-200';
  return notification.link ? (
    <Link to={notification.link} className={className} onClick={() => onOpen(notification)}>
      {content}
    </Link>
  ) : (
    <button type="button" className={className} onClick={() => onOpen(notification)}>
      {content}
    </button>
  );
}
