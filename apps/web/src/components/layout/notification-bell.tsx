import { Bell } from 'lucide-react';
import { Dropdown } from '@/components/ui/dropdown';
import { lazyPart } from '@/components/ui/lazy-part';

const NotificationPanel = lazyPart(() => import('./notification-panel'));

/** The bell with its badge; the panel is fetched when the user reaches for it. */
export function NotificationBell({ count = 0 }: { count?: number }) {
  return (
    <Dropdown
      label="Notifications"
      triggerClassName="btn btn-ghost btn-circle"
      trigger={
        <span className="indicator">
          <Bell className="size-5" aria-hidden="true" />
          <span
            className="badge badge-primary badge-xs indicator-item min-w-4 px-1 font-semibold"
            aria-hidden="true"
          >
            {count > 99 ? '99+' : count}
          </span>
        </span>
      }
      panelClassName="w-72 max-w-[calc(100vw-1.5rem)]"
      onIntent={NotificationPanel.preload}
    >
      <NotificationPanel count={count} />
    </Dropdown>
  );
}
