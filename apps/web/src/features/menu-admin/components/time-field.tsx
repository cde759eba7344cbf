import { type ComponentProps, useId } from 'react';
import { sharedText } from '@/lib/i18n/shared-text';
import { cn } from '@/utils/cn';

type TimeFieldProps = ComponentProps<'input'> & { label: string; error?: string };

/**
 * A labelled input of the times form with its error, announced through aria-describedby. The error is the
 * shared schema's or the server's message, shown in the page's language.
 */
export function TimeField({ label, error, className, ...input }: TimeFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={cn('input w-full', error && 'input-error', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-error">
          {sharedText(error)}
        </p>
      )}
    </div>
  );
}
