import { t } from '@lingui/core/macro';
import { imageSrcSet, LIST_CARD_IMAGE } from '@messhall/shared';
import { memo, useId } from 'react';
import { Link } from 'react-router';
import { useAvoidedIn } from '@/components/diet/avoided-allergens';
import { CardMarks } from '@/components/diet/diet-marks';
import { paths } from '@/config/paths';
import { sharedText } from '@/lib/i18n/shared-text';
import { formatTaka } from '@/utils/format';
import type { ListedMeal } from '../../types';
import { ingredientMatches } from './ingredient-matches';

/**
 * All Meals card (docs/product/screens-and-routes.md#all-meals): image, title, category, price in 'Tk.' (this view's wording), View
 * Details; the diet marks over the image. The search box promises a title search, so a meal found by its
 * ingredients says so.
 */
// Memoised: when a grid grows (See More) or its parent re-renders, the cards already shown need not render again.
export const AllMealsCard = memo(function AllMealsCard({
  meal,
  search,
  eager,
  priority,
}: {
  meal: ListedMeal;
  /** The search the list answers; a card found by its ingredients, not its title, says which. */
  search: string;
  eager: boolean;
  priority: boolean;
}) {
  const titleId = useId();
  const warningId = useId();
  const avoidedIn = useAvoidedIn(meal.allergens);
  const amount = formatTaka(meal.price).replace('৳', '');
  const matched = ingredientMatches(search, meal).join(', ');
  return (
    <article className="card relative h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm">
      <figure className="aspect-[4/3] bg-base-200">
        <img
          src={meal.image}
          srcSet={imageSrcSet(meal.image, LIST_CARD_IMAGE.widths)}
          sizes={LIST_CARD_IMAGE.sizes}
          alt={meal.title}
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover"
        />
      </figure>
      <div className="card-body gap-2 p-4">
        <h2 id={titleId} className="card-title line-clamp-2 text-lg leading-snug">
          {meal.title}
        </h2>
        <CardMarks dietTags={meal.dietTags} avoidedIn={avoidedIn} warningId={warningId} />
        <p className="text-sm text-base-content/80">{sharedText(meal.category)}</p>
        <p className="font-bold text-primary">{t`Tk. ${amount}`}</p>
        {matched && <p className="text-sm text-base-content/80">{t`Matches: ${matched} (ingredient)`}</p>}
        <div className="card-actions mt-auto pt-2">
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
