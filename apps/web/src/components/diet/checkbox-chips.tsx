import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';

export interface CheckboxChipsProps<T extends string> {
  legend: ReactNode;
  /** Every choice, in the order shown and sent. */
  options: readonly T[];
  labelOf: (option: T) => string;
  iconOf?: (option: T) => ReactNode;
  value: readonly T[];
  /** The chosen options, in `options` order whatever the order of the clicks. */
  onChange: (next: T[]) => void;
  className?: string;
  legendClassName?: string;
}

/**
 * A set of choices as chips: each a real checkbox with its label, so its state is announced and shown by the
 * tick, not by colour alone. Used for diet tags and allergens in the admin's meal forms, the All Meals filters
 * and the student's diet profile.
 */
export function CheckboxChips<T extends string>({
  legend,
  options,
  labelOf,
  iconOf,
  value,
  onChange,
  className,
  legendClassName = 'text-sm font-medium',
}: CheckboxChipsProps<T>) {
  const toggle = (option: T, checked: boolean) =>
    onChange(options.filter((candidate) => (candidate === option ? checked : value.includes(candidate))));
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className={cn('mb-2', legendClassName)}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <label
              key={option}
              className={cn(
                'inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border px-3 py-1 text-sm select-none',
                checked ? 'border-primary bg-primary/10 font-medium' : 'border-base-300 bg-base-100',
              )}
            >
              <input
                type="checkbox"
                className="checkbox checkbox-sm checkbox-primary"
                checked={checked}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              {iconOf?.(option)}
              {labelOf(option)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
