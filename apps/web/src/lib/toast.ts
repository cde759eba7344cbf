import { failureReason } from './api-client';

/**
 * sonner's toast(), loaded on first use. A static `import { toast } from 'sonner'` would put sonner (~9 KB
 * gzip) into the first load of every screen that may show a toast; the toaster (app/toaster.tsx) fetches the
 * same chunk once the page is idle, so by the time a toast is raised it is usually there already.
 */
type Kind = 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind, message: string, description?: string): void {
  import('sonner')
    .then(({ toast: sonner }) => {
      sonner[kind](message, description ? { description } : undefined);
    })
    .catch((error: unknown) => console.error('Could not show a message', message, error));
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  /**
   * An error toast for a failed action: the spec's text as the title and, under it, the server's reason
   * (failureReason) when there is one that says more than the title.
   */
  failure: (specText: string, error: unknown) => {
    const reason = failureReason(error);
    show('error', specText, reason && reason !== specText ? reason : undefined);
  },
};
