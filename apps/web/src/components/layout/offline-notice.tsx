/**
 * Shown while the device has no connection. Screens show what this device kept from the last visit, so the
 * notice says it may be out of date. Its words are here alone, for translation.
 */
export function OfflineNotice() {
  return (
    <p>
      <strong>You're offline.</strong> What you see was saved on this device and may be out of date.
    </p>
  );
}
