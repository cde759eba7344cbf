import { t } from '@lingui/core/macro';
import { BellOff } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The bell's panel for visitors (notifications are per account). Loaded on first open. */
export default function NotificationPanel() {
  return (
    <div className="rounded-box border border-base-300 bg-base-100 p-4 shadow-lg">
      <p className="font-semibold">{t`Notifications`}</p>
      <div className="mt-3 flex items-center gap-3 text-sm text-base-content/80">
        <BellOff className="size-5 shrink-0" aria-hidden="true" />
        <p>{t`Log in to see your notifications.`}</p>
      </div>
      <Link to={paths.login()} className="btn btn-primary btn-sm mt-4 w-full">
        {t`Login`}
      </Link>
    </div>
  );
}
