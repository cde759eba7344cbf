import { plural, t } from '@lingui/core/macro';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/utils/cn';

const STARS = [1, 2, 3, 4, 5] as const;

interface StarRatingInputProps {
  /** 0 when nothing is chosen yet. */
  value: number;
  onChange: (value: number) => void;
  legend?: string;
  /** Shown under the stars and tied to the group (aria-describedby). */
  error?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/**
 * A 1–5 star picker built from native radio buttons: Tab reaches the group, the arrow keys move and choose,
 * and screen readers hear "3 stars, radio, 3 of 5". The inputs are visually hidden; the stars are their labels.
 */
export function StarRatingInput({
  value,
  onChange,
  legend,
  error,
  disabled = false,
  size = 'md',
}: StarRatingInputProps) {
  const name = useId();
  const errorId = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset
      className="flex flex-col gap-1"
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{legend ?? t`Your rating`}</legend>
      <div className="flex items-center gap-0.5" onMouseLeave={() => setHover(0)}>
        {STARS.map((n) => (
          <label
            key={n}
            onMouseEnter={() => setHover(n)}
            className={cn(
              // The focus ring sits on the star because the radio itself is hidden; `relative` keeps the hidden
              // radio inside its own star (focus scrolls to it, and a click at its place lands on its star).
              'relative cursor-pointer rounded-field p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-primary',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                size === 'sm' ? 'size-5' : 'size-7',
                n <= shown ? 'fill-accent text-accent' : 'text-base-content/60',
              )}
            />
            <span className="sr-only">{plural(n, { one: '# star', other: '# stars' })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
