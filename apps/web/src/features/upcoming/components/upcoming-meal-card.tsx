import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AUTO_PUBLISH_LIKES, CARD_SIZES, imageSrcSet, type UpcomingMeal } from '@messhall/shared';
import { BadgeCheck, CalendarClock, Heart, Star } from 'lucide-react';
import { useId } from 'react';
import { useAvoidedIn } from '@/components/diet/avoided-allergens';
import { CardMarks } from '@/components/diet/diet-marks';
import { sharedText } from '@/lib/i18n/shared-text';
import { cn } from '@/utils/cn';
import { formatDate } from '@/utils/date-format';
import { formatNumber, formatRating, formatTaka } from '@/utils/format';

interface UpcomingMealCardProps {
  meal: UpcomingMeal;
  eager: boolean;
  onLike: (meal: UpcomingMeal) => void;
}

/**
 * docs/product/screens-and-routes.md#upcoming-meals card: title, image, rating out of 5, price, like button with the count;
 * the diet marks over the image. The heart shows every like; the line above it the likes that publish the meal
 * (docs/decisions/0026-likes-that-publish.md), so a card with more than 10 likes that is still pending explains itself.
 */
export function UpcomingMealCard({ meal, eager, onLike }: UpcomingMealCardProps) {
  const titleId = useId();
  const warningId = useId();
  const avoidedIn = useAvoidedIn(meal.allergens);
  const { title, likes } = meal;
  const rating = formatRating(meal.rating);
  const plannedOn = meal.publishDate ? formatDate(meal.publishDate) : '';
  const counted = formatNumber(meal.trustedLikes);
  const needed = formatNumber(AUTO_PUBLISH_LIKES);
  return (
    <article
      aria-labelledby={titleId}
      className="card relative h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm"
    >
      <figure className="aspect-[4/3] bg-base-200">
        <img
          src={meal.image}
          srcSet={imageSrcSet(meal.image)}
          sizes={CARD_SIZES}
          alt={meal.title}
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
        />
      </figure>
      <div className="card-body gap-3 p-4">
        <h2 id={titleId} className="card-title line-clamp-2 text-lg leading-snug">
          {meal.title}
        </h2>
        <CardMarks dietTags={meal.dietTags} avoidedIn={avoidedIn} warningId={warningId} />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="inline-flex items-center gap-1">
            <Star className="size-4 fill-accent text-accent" aria-hidden="true" />
            <span className="sr-only">{t`Rating:`} </span>
            <span>{t`${rating} / 5`}</span>
          </span>
          <span className="text-base font-bold text-primary">{formatTaka(meal.price)}</span>
        </div>
        {meal.publishDate && (
          <p className="inline-flex items-center gap-1 text-sm text-base-content/80">
            <CalendarClock className="size-4" aria-hidden="true" />
            <span>
              <Trans>
                Planned for <time dateTime={meal.publishDate}>{plannedOn}</time>
              </Trans>
            </span>
          </p>
        )}
        <p className="inline-flex items-center gap-1 text-sm text-base-content/80">
          <BadgeCheck className="size-4" aria-hidden="true" />
          <span>{t`${counted} of ${needed} member likes`}</span>
        </p>
        <div className="card-actions mt-auto items-center justify-between pt-1">
          <span className="badge badge-ghost">{sharedText(meal.category)}</span>
          <button
            type="button"
            className={cn('btn btn-sm', meal.likedByMe ? 'btn-primary' : 'btn-outline btn-primary')}
            aria-pressed={meal.likedByMe}
            aria-label={plural(likes, { one: `Like ${title}, # like`, other: `Like ${title}, # likes` })}
            onClick={() => onLike(meal)}
          >
            <Heart className={cn('size-4', meal.likedByMe && 'fill-current')} aria-hidden="true" />
            <span aria-hidden="true">{formatNumber(meal.likes)}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
