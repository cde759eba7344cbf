/**
 * sonner's toast(), loaded on first use. A static `import { toast } from 'sonner'` would put sonner (~9 KB
 * gzip) into the first load of every screen that may show a toast; the toaster (app/toaster.tsx) fetches the
 * same chunk once the page is idle, so by the time a toast is raised it is usually there already.
 */
type Kind = 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind, message: string): void {
  import('sonner')
    .then(({ toast: sonner }) => {
      sonner[kind](message);
    })
    .catch((error: unknown) => console.error('Could not show a message', message, error));
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
};
