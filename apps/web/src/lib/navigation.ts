/**
 * A tiny seam between non-React code (the API client) and the router. app/connect-navigator.ts registers the
 * data router's navigate and location here; tests may register a fake.
 * Nothing here imports React Router.
 */
export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface AppNavigator {
  navigate: (to: string, options?: NavigateOptions) => unknown;
  location: () => LocationLike;
}

let active: AppNavigator | null = null;

interface Waiter {
  pathname: string;
  done: () => void;
}
const waiters = new Set<Waiter>();

/**
 * Registers the navigator; returns a function that unregisters it (if it is still the active one). The
 * router's subscription registers again whenever its state changes, which is what `whenAt` waits for.
 */
export function registerNavigator(navigator: AppNavigator): () => void {
  active = navigator;
  const { pathname } = navigator.location();
  for (const waiter of [...waiters]) if (waiter.pathname === pathname) waiter.done();
  return () => {
    if (active === navigator) active = null;
  };
}

export function navigate(to: string, options?: NavigateOptions): void {
  if (active) {
    void active.navigate(to, options);
    return;
  }
  // No router registered (e.g. a call before the app mounted): fall back to a full page load.
  if (typeof window !== 'undefined') window.location.assign(to);
}

/** The current location without router-internal fields, safe to put into history state. */
export function currentLocation(): LocationLike {
  const source = active ? active.location() : typeof window !== 'undefined' ? window.location : null;
  if (!source) return { pathname: '/', search: '', hash: '' };
  return { pathname: source.pathname, search: source.search, hash: source.hash };
}

/**
 * Resolves once the router shows `pathname`, or after `timeoutMs` at the latest. Navigations are React
 * transitions: the URL changes at once, the screen only when its chunk has loaded. Code that navigates and
 * then changes state the old screen reacts to (sign-out clearing the session under a guarded screen) waits
 * for this in between.
 */
export function whenAt(pathname: string, timeoutMs = 3000): Promise<void> {
  if (active?.location().pathname === pathname) return Promise.resolve();
  return new Promise((resolve) => {
    const waiter: Waiter = {
      pathname,
      done: () => {
        clearTimeout(timer);
        waiters.delete(waiter);
        resolve();
      },
    };
    const timer = setTimeout(waiter.done, timeoutMs);
    waiters.add(waiter);
  });
}
