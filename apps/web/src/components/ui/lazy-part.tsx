import { type ComponentType, lazy } from 'react';

function PartUnavailable() {
  return (
    <p role="alert" className="p-4 text-sm">
      This could not be loaded. Please reload the page.
    </p>
  );
}

/**
 * React.lazy for pieces of a page that are kept out of the first load (dropdown panels, the account menu,
 * the footer); the module default-exports the piece. If its chunk cannot load (offline, or replaced by a
 * deploy) the page keeps working: the piece renders `Unavailable` instead (a short notice by default; pass
 * `() => null` for something optional). `preload()` fetches the chunk early, e.g. when the pointer reaches
 * the button that will show it.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Unavailable: ComponentType = PartUnavailable,
) {
  const Part = lazy(() =>
    load().catch((error: unknown) => {
      console.error('Failed to load a part of the page', error);
      // It takes no props and ignores the ones given.
      return { default: Unavailable as ComponentType<P> };
    }),
  );
  return Object.assign(Part, {
    preload: () => {
      load().catch(() => {});
    },
  });
}
