import type { ComponentProps } from 'react';
import { useId } from 'react';
import { sharedText } from '@/lib/i18n/shared-text';
import { cn } from '@/utils/cn';

interface CardInputProps extends ComponentProps<'input'> {
  label: string;
  /** The shared card schema's or the server's message (English), shown in the page's language. */
  error?: string;
}

/** A labelled card field with its error wired up for screen readers. */
export function CardInput({ label, error, className, ...props }: CardInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={cn('input w-full font-mono', error && 'input-error')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      {error && (
        <p id={errorId} className="text-sm text-error">
          {sharedText(error)}
        </p>
      )}
    </div>
  );
}
