import { t } from '@lingui/core/macro';
import { HOME_CARD_IMAGE, imageSrcSet } from '@messhall/shared';
import { memo, useId } from 'react';
import { Link } from 'react-router';
import { useAvoidedIn } from '@/components/diet/avoided-allergens';
import { CardMarks } from '@/components/diet/diet-marks';
import { paths } from '@/config/paths';
import { formatRating, formatTaka } from '@/utils/format';
import type { MealSummary } from '../types';

/**
 * Fixed height, so a row of cards and MealGridSkeleton are exactly as tall (no layout shift). Compact on a
 * phone, where the card is 40vw wide in a row that scrolls sideways (meal-grid.tsx).
 */
export const MEAL_CARD_BODY = 'card-body h-[8.5rem] gap-2 p-3 sm:h-[10.5rem] sm:gap-3 sm:p-4';

interface MealCardProps {
  meal: MealSummary;
  /** Above-the-fold cards load their image eagerly; the rest lazily. */
  eager?: boolean;
  priority?: boolean;
}

// Memoised: when a grid grows (See More) or its parent re-renders, the cards already shown need not render again.
export const MealCard = memo(function MealCard({ meal, eager = false, priority = false }: MealCardProps) {
  const titleId = useId();
  const warningId = useId();
  const avoidedIn = useAvoidedIn(meal.allergens);
  const rating = formatRating(meal.rating);
  return (
    <article className="card relative h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md">
      <figure className="aspect-[4/3] bg-base-200">
        <img
          src={meal.image}
          // Resized copies (decision 0017); the server may announce the first card in index.html (0020).
          srcSet={imageSrcSet(meal.image, HOME_CARD_IMAGE.widths)}
          sizes={HOME_CARD_IMAGE.sizes}
          alt={meal.title}
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          // The first card is the LCP on phones (the banner is shorter there).
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover"
        />
      </figure>
      <div className={MEAL_CARD_BODY}>
        <h3
          id={titleId}
          className="card-title line-clamp-2 h-[2lh] items-start text-base leading-snug sm:text-lg"
        >
          {meal.title}
        </h3>
        <CardMarks dietTags={meal.dietTags} avoidedIn={avoidedIn} warningId={warningId} compact />
        <div className="flex h-5 items-center justify-between gap-1 text-sm sm:gap-2">
          <span className="inline-flex items-center gap-1">
            {/* Inline: an icon component would be one more chunk on the Home first load. */}
            <svg viewBox="0 0 24 24" className="size-4 fill-accent" aria-hidden="true">
              <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2L7 14.2 2 9.3l6.9-1z" />
            </svg>
            <span className="sr-only">{t`Rating:`} </span>
            <span>{t`${rating} / 5`}</span>
          </span>
          <span className="font-bold text-primary sm:text-base">{formatTaka(meal.price)}</span>
        </div>
        <div className="card-actions mt-auto">
          <Link
            to={paths.mealDetails(meal._id)}
            className="btn btn-primary btn-sm w-full"
            aria-describedby={avoidedIn.length > 0 ? `${titleId} ${warningId}` : titleId}
          >
            {t`View Details`}
          </Link>
        </div>
      </div>
    </article>
  );
});
