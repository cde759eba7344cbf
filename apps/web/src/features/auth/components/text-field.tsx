import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/utils/cn';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** The validation message under the field; marks the input invalid. */
  error?: string;
  /** Extra ids the input is described by (e.g. a checklist). */
  describedBy?: string;
  /** Something inside the input's right edge (the show/hide button). */
  trailing?: ReactNode;
}

/** A labelled input with its error message wired up for screen readers (aria-invalid, aria-describedby). */
export function TextField({ label, error, describedBy, trailing, className, id, ...props }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const describedByIds = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          className={cn('input w-full', error && 'input-error', trailing ? 'pr-12' : null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
          {...props}
        />
        {trailing && <div className="absolute inset-y-0 right-1 z-10 flex items-center">{trailing}</div>}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
