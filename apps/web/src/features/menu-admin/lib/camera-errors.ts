/** What to tell the counter staff when the camera does not start, by the browser's error name. */
export function explainCameraError(error: unknown): string {
  if (typeof window !== 'undefined' && (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia))
    return 'This browser gives the camera only to secure (https) pages. Type the pass code instead.';
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'Camera access was refused. Allow the camera for this site in the browser’s settings and press Start camera again, or type the pass code.';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'No camera was found on this device. Type the pass code instead.';
    case 'NotReadableError':
    case 'AbortError':
      return 'The camera is in use by another app or could not be opened. Close the other app and try again, or type the pass code.';
    default:
      return `The camera could not start${error instanceof Error && error.message ? `: ${error.message}` : ''}. Type the pass code instead.`;
  }
}
