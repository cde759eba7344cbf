import { Workbox } from 'workbox-window';

/** How often an app left open asks for a new version (the browser also checks on every navigation). */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the service worker (apps/web/sw/sw.ts, built as /sw.js) in a production build, where the server
 * serves it. `onUpdateReady` gets a function that activates a waiting new version and reloads once it has
 * taken over; nothing reloads until it is called (decision 0042).
 */
export function registerServiceWorker(onUpdateReady: (reload: () => void) => void): () => void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => {};
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () =>
    onUpdateReady(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  workbox.register().catch((error: unknown) => console.warn('The offline app could not be set up', error));
  const timer = window.setInterval(() => void workbox.update(), UPDATE_CHECK_MS);
  return () => window.clearInterval(timer);
}
