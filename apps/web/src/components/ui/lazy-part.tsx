import { t } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import { preloadableLazy } from '@/lib/preloadable-lazy';

function PartUnavailable() {
  return (
    <p role="alert" className="p-4 text-sm">
      {t`This could not be loaded. Please reload the page.`}
    </p>
  );
}

/**
 * React.lazy for pieces of a page that are kept out of the first load (dropdown panels, the account menu,
 * the footer); the module default-exports the piece. If its chunk cannot load (offline, or replaced by a
 * deploy) the page keeps working: the piece renders `Unavailable` instead (a short notice by default; pass
 * `() => null` for something optional). `preload()` fetches the chunk early, e.g. when the pointer reaches
 * the button that will show it, and once it is in the part renders without suspending.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Unavailable: ComponentType = PartUnavailable,
) {
  return preloadableLazy(() =>
    load().catch((error: unknown) => {
      console.error('Failed to load a part of the page', error);
      // It takes no props and ignores the ones given.
      return { default: Unavailable as ComponentType<P> };
    }),
  );
}
