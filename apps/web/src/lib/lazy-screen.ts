import { type ComponentType, useSyncExternalStore } from 'react';
import { preloadableLazy } from './preloadable-lazy';

/**
 * Route-level code splitting with a loading signal. `lazyScreen` is React.lazy that also counts the chunks
 * being fetched, so NavigationProgress can show a bar while the next screen's code loads (the router keeps
 * the current screen on view meanwhile, because navigations are transitions).
 */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function track<T>(promise: Promise<T>): Promise<T> {
  pending += 1;
  // React.lazy calls the loader while rendering; notify subscribers after that render, not during it.
  queueMicrotask(emit);
  const settle = () => {
    pending -= 1;
    emit();
  };
  promise.then(settle, settle);
  return promise;
}

export function lazyScreen<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return preloadableLazy(() => track(load()));
}

/** True while any lazyScreen chunk is being fetched. */
export function useScreenLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
