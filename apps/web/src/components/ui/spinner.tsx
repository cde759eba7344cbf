import { t } from '@lingui/core/macro';
import { cn } from '@/utils/cn';

const SIZES = { sm: 'loading-sm', md: 'loading-md', lg: 'loading-lg' } as const;

interface SpinnerProps {
  /** Announced to screen readers; not shown. */
  label?: string;
  size?: keyof typeof SIZES;
  className?: string;
}

export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  return (
    <div role="status" className={cn('flex items-center justify-center', className)}>
      <span className={cn('loading loading-spinner text-primary', SIZES[size])} aria-hidden="true" />
      <span className="sr-only">{label ?? t`Loading`}</span>
    </div>
  );
}

/** A spinner that holds the page's place while a screen or the session loads. */
export function PageSpinner({ label }: { label?: string }) {
  return <Spinner label={label} size="lg" className="min-h-[50vh] py-16" />;
}
