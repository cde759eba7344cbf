import { type ComponentType, createElement, lazy, useState } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts fetching the chunk (once) and settles when it is in (or has failed). */
  preload: () => Promise<void>;
};

/**
 * React.lazy that can be fetched ahead, and that renders at once when its chunk is already in instead of
 * suspending for a turn. main.tsx loads the first screen's chunks before the first render, so the first
 * paint holds the whole screen rather than a spinner that a second render replaces (decision 0027).
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(start);
  function Preloaded(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount the screen.
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(type, props);
  }
  return Object.assign(Preloaded, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}
