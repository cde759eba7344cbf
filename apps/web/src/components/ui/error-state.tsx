import { t } from '@lingui/core/macro';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useOnline } from '@/lib/use-online';
import { cn } from '@/utils/cn';
import { OfflineState } from './offline-state';

interface ErrorStateProps {
  title?: string;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

/** A load that failed; offline, the offline state instead (a failure only because nothing was kept). */
export function ErrorState({ title, message, onRetry, retryLabel, className }: ErrorStateProps) {
  const online = useOnline();
  if (!online) return <OfflineState className={className} />;
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 px-4 py-12 text-center', className)}>
      <TriangleAlert className="size-10 text-error" strokeWidth={1.5} aria-hidden="true" />
      <p className="text-lg font-semibold">{title ?? t`Something went wrong`}</p>
      {message && <p className="max-w-prose text-base-content/80">{message}</p>}
      {onRetry && (
        <button type="button" className="btn btn-outline btn-sm mt-2" onClick={onRetry}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {retryLabel ?? t`Try again`}
        </button>
      )}
    </div>
  );
}
