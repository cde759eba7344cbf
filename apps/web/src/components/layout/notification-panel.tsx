import { BellOff } from 'lucide-react';

/** The open notification dropdown. No notifications exist yet, so it says so. Loaded on first open. */
export default function NotificationPanel({ count }: { count: number }) {
  return (
    <div className="rounded-box border border-base-300 bg-base-100 p-4 shadow-lg">
      <p className="font-semibold">Notifications</p>
      <div className="mt-3 flex items-center gap-3 text-sm text-base-content/80">
        <BellOff className="size-5 shrink-0" aria-hidden="true" />
        <p>{count === 0 ? 'You are all caught up.' : `${count} unread`}</p>
      </div>
    </div>
  );
}
