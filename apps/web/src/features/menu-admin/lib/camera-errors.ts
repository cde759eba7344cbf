import { t } from '@lingui/core/macro';

/** What to tell the counter staff when the camera does not start, by the browser's error name. */
export function explainCameraError(error: unknown): string {
  if (typeof window !== 'undefined' && (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia))
    return t`This browser gives the camera only to secure (https) pages. Type the pass code instead.`;
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return t`Camera access was refused. Allow the camera for this site in the browser’s settings and press Start camera again, or type the pass code.`;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return t`No camera was found on this device. Type the pass code instead.`;
    case 'NotReadableError':
    case 'AbortError':
      return t`The camera is in use by another app or could not be opened. Close the other app and try again, or type the pass code.`;
    default: {
      // The browser's own words, in the browser's language.
      const detail = error instanceof Error ? error.message : '';
      return detail
        ? t`The camera could not start: ${detail}. Type the pass code instead.`
        : t`The camera could not start. Type the pass code instead.`;
    }
  }
}
