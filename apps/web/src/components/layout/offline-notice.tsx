import { t } from '@lingui/core/macro';

/**
 * Shown while the device has no connection. Screens show what this device kept from the last visit, so the
 * notice says it may be out of date.
 */
export function OfflineNotice() {
  return (
    <p>
      <strong>{t`You're offline.`}</strong> {t`What you see was saved on this device and may be out of date.`}
    </p>
  );
}
