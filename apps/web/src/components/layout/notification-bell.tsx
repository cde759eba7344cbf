import { t } from '@lingui/core/macro';
import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dropdown } from '@/components/ui/dropdown';
import { lazyPart } from '@/components/ui/lazy-part';

const NotificationPanel = lazyPart(() => import('./notification-panel'));

interface NotificationBellProps {
  /** Accessible name; the signed-in bell adds the unread count. */
  label?: string;
  /** The unread badge (an `indicator-item`), if any. */
  badge?: ReactNode;
  /** The open panel. By default the visitor's one, which asks to log in. */
  panel?: ReactNode;
  /** The pointer or focus reached the bell (preload here); by default the visitor's panel is preloaded. */
  onIntent?: () => void;
}

/**
 * The top bar's bell. Presentational on purpose: the signed-in bell (features/notifications, a chunk loaded
 * after the first paint) passes the badge, its label and the list, so the app shell carries none of them.
 */
export function NotificationBell({
  label,
  badge,
  panel = <NotificationPanel />,
  onIntent = NotificationPanel.preload,
}: NotificationBellProps) {
  return (
    <Dropdown
      label={label ?? t`Notifications`}
      triggerClassName="btn btn-ghost btn-circle"
      trigger={
        <span className="indicator">
          <Bell className="size-5" aria-hidden="true" />
          {badge}
        </span>
      }
      panelClassName="w-72 sm:w-80"
      onIntent={onIntent}
    >
      {panel}
    </Dropdown>
  );
}
