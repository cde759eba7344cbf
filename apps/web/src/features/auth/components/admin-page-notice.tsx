import { t } from '@lingui/core/macro';
import { ShieldAlert } from 'lucide-react';

/** Above the login form when the admin guard sent the visitor here: why they are not on the page they opened. */
export function AdminPageNotice() {
  return (
    <div role="alert" className="alert alert-warning items-start text-sm">
      <ShieldAlert className="size-5 shrink-0" aria-hidden="true" />
      <p>{t`That page is for administrators. Sign in with an administrator account.`}</p>
    </div>
  );
}
