import { t } from '@lingui/core/macro';
import { WifiOff } from 'lucide-react';
import { cn } from '@/utils/cn';

/**
 * What a screen, or a part of one, shows in place of its load error while the device is offline: nothing
 * failed that a retry would mend, it was only not kept on this device (decision 0042 keeps a few screens).
 * Its query runs again by itself when the connection comes back (TanStack Query refetches on reconnect). The
 * notice at the foot of the screen already says "You're offline", so this is no live region. `compact` is
 * the one line for a small part (a badge).
 */
export function OfflineState({ compact = false, className }: { compact?: boolean; className?: string }) {
  if (compact) {
    return (
      <p className={cn('flex items-center gap-2 text-sm text-base-content/80', className)}>
        <WifiOff className="size-4 shrink-0" aria-hidden="true" />
        {t`Not saved on this device`}
      </p>
    );
  }
  return (
    <div className={cn('flex flex-col items-center gap-3 px-4 py-12 text-center', className)}>
      <WifiOff className="size-10 text-base-content/60" strokeWidth={1.5} aria-hidden="true" />
      <p className="text-lg font-semibold">{t`Not saved on this device`}</p>
      <p className="max-w-prose text-base-content/80">{t`This shows once you are back online.`}</p>
    </div>
  );
}
