/**
 * Toasts without sonner in the screen's first load: toasts only follow a user action, so the library (~9 KB
 * gzip) is fetched then (usually it is already there: app/provider.tsx loads the toaster when the page is idle).
 * It is the same module instance as the toaster's, so the toast reaches it.
 */
export function notify(kind: 'success' | 'error', message: string): void {
  import('sonner')
    .then(({ toast }) => {
      toast[kind](message);
    })
    .catch((error: unknown) => console.error('Could not show a notification', message, error));
}
