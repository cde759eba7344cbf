import { t } from '@lingui/core/macro';
import { Star } from 'lucide-react';
import { cn } from '@/utils/cn';

const STARS = [1, 2, 3, 4, 5] as const;

/** A review's rating as five stars, read as "Rated N out of 5"; a review without stars says so. */
export function StarRating({ rating, className }: { rating: number | null; className?: string }) {
  if (rating === null) {
    return <span className={cn('text-sm text-base-content/70', className)}>{t`No rating`}</span>;
  }
  return (
    <span
      role="img"
      aria-label={t`Rated ${rating} out of 5`}
      className={cn('inline-flex gap-0.5', className)}
    >
      {STARS.map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('size-4', n <= rating ? 'fill-accent text-accent' : 'text-base-content/60')}
        />
      ))}
    </span>
  );
}
