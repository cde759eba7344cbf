import { plural, t } from '@lingui/core/macro';
import { imageSrcSet, MEAL_DETAILS_IMAGE, MSG } from '@messhall/shared';
import { CalendarClock, Heart, Star, User, UtensilsCrossed } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { avoidSentence } from '@/components/diet/avoid-sentence';
import { useAvoidedIn } from '@/components/diet/avoided-allergens';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { LinkButton } from '@/components/ui/link-button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/utils/cn';
import { formatDateTime } from '@/utils/date-format';
import { formatRating, formatTaka } from '@/utils/format';
import { useMeal } from '../../api/get-meal';
import { useLikeMeal } from '../../api/like-meal';
import { useRequestMeal } from '../../api/request-meal';
import type { Meal } from '../../types';
import { MealDiet } from './meal-diet';

const SCREEN = 'min-h-[calc(100dvh-4rem)]';

interface MealDetailsProps {
  id: string;
  /** From the session (the route passes it; features do not import each other). */
  signedIn: boolean;
  /** The reviews area under the meal (the reviews feature plugs in here). */
  reviews: (meal: Meal) => ReactNode;
}

/**
 * docs/product/screens-and-routes.md#meal-details. An unknown (or malformed) id: 'Meal not found.'; any other failure: 'Failed to load
 * meal' with 'Failed to fetch meal details.' under it and a Retry button, in one alert, and 'Failed to load meal'
 * as a toast too (docs/product/texts-and-errors.md).
 */
export function MealDetails({ id, signedIn, reviews }: MealDetailsProps) {
  const { data: meal, isPending, error, refetch } = useMeal(id);
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  useLoadErrorToast(error && !notFound ? sharedText(MSG.mealLoadFailed) : null);

  // A viewport tall in every state, like the route's loading fallback: the footer stays below the fold and
  // nothing on screen moves when the meal arrives (CLS).
  if (isPending) return <Spinner label={t`Loading meal`} size="lg" className={SCREEN} />;
  if (error || !meal) {
    return (
      <div className={cn(SCREEN, 'mx-auto w-full max-w-3xl px-4 py-10')}>
        <h1 className="sr-only">{t`Meal Details`}</h1>
        {notFound ? (
          <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
            <p className="text-lg font-semibold">{sharedText(MSG.mealNotFound)}</p>
            <LinkButton to={paths.meals()} className="btn-primary">
              {t`Browse all meals`}
            </LinkButton>
          </div>
        ) : (
          <ErrorState
            title={sharedText(MSG.mealLoadFailed)}
            message={sharedText(MSG.mealDetailsFetchFailed)}
            retryLabel={t`Retry`}
            onRetry={() => void refetch()}
          />
        )}
      </div>
    );
  }
  return <MealView meal={meal} signedIn={signedIn} reviews={reviews} />;
}

function MealView({
  meal,
  signedIn,
  reviews,
}: {
  meal: Meal;
  signedIn: boolean;
  reviews: MealDetailsProps['reviews'];
}) {
  const like = useLikeMeal(meal._id);
  const request = useRequestMeal(meal._id);
  const avoidedIn = useAvoidedIn(meal.allergens);
  // A meal with an allergen the student avoids is requested only after they say so.
  const [confirmingRequest, setConfirmingRequest] = useState(false);
  const { title, likes } = meal;
  const rating = formatRating(meal.rating);
  const avoidWarning = avoidSentence(avoidedIn);

  return (
    <div className={cn(SCREEN, 'mx-auto w-full max-w-6xl px-4 py-8 sm:px-6')}>
      <article className="grid gap-8 lg:grid-cols-2">
        <figure className="aspect-[4/3] overflow-hidden rounded-box bg-base-200">
          <img
            src={meal.image}
            // Half of a 72 rem column on desktop, the full width on phones; 1200 for 2x screens. The server
            // announces the same srcset in index.html (decision 0020).
            srcSet={imageSrcSet(meal.image, MEAL_DETAILS_IMAGE.widths)}
            sizes={MEAL_DETAILS_IMAGE.sizes}
            alt={meal.title}
            width={800}
            height={600}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="size-full object-cover"
          />
        </figure>
        <div className="flex flex-col gap-4">
          <p className="badge badge-primary font-semibold">{sharedText(meal.category)}</p>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{meal.title}</h1>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <span className="text-2xl font-bold text-primary">{formatTaka(meal.price)}</span>
            <span className="inline-flex items-center gap-1">
              <Star className="size-5 fill-accent text-accent" aria-hidden="true" />
              {t`${rating} / 5`}
              <span className="sr-only"> {t`rating`}</span>
            </span>
            <span className="inline-flex items-center gap-1" aria-live="polite">
              <Heart className="size-5 text-primary" aria-hidden="true" />
              {plural(likes, { one: '# like', other: '# likes' })}
            </span>
          </div>
          <p className="text-base-content/90">{meal.description}</p>
          <div>
            <h2 className="font-semibold">{t`Ingredients`}</h2>
            <p className="mt-1 text-base-content/90">{meal.ingredients}</p>
          </div>
          <MealDiet dietTags={meal.dietTags} allergens={meal.allergens} avoidedIn={avoidedIn} />
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div className="flex items-center gap-2">
              <User className="size-4" aria-hidden="true" />
              <dt className="font-semibold">{t`Distributor:`}</dt>
              <dd>{meal.distributorName}</dd>
            </div>
            <div className="flex items-center gap-2">
              <CalendarClock className="size-4" aria-hidden="true" />
              <dt className="font-semibold">{t`Posted:`}</dt>
              <dd>
                <time dateTime={meal.postTime}>{formatDateTime(meal.postTime)}</time>
              </dd>
            </div>
          </dl>
          <div className="mt-2 flex flex-wrap gap-3">
            <button
              type="button"
              className={cn('btn', meal.likedByMe ? 'btn-primary' : 'btn-outline btn-primary')}
              aria-pressed={meal.likedByMe}
              onClick={() => {
                if (!signedIn) toast.error(sharedText(MSG.loginToLike));
                else like.mutate();
              }}
            >
              <Heart className={cn('size-5', meal.likedByMe && 'fill-current')} aria-hidden="true" />
              {meal.likedByMe ? t`Unlike` : t`Like`}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={request.isPending}
              aria-busy={request.isPending || undefined}
              onClick={() => {
                if (!signedIn) toast.error(sharedText(MSG.loginToRequest));
                else if (avoidedIn.length > 0) setConfirmingRequest(true);
                else request.mutate();
              }}
            >
              {request.isPending ? (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              ) : (
                <UtensilsCrossed className="size-5" aria-hidden="true" />
              )}
              {request.isPending ? t`Requesting...` : t`Request Meal`}
            </button>
          </div>
        </div>
      </article>
      <ConfirmDialog
        open={confirmingRequest}
        title={t`Request a meal you avoid?`}
        description={t`${avoidWarning}. Request ${title} anyway?`}
        confirmLabel={t`Request anyway`}
        onConfirm={() => {
          setConfirmingRequest(false);
          request.mutate();
        }}
        onCancel={() => setConfirmingRequest(false)}
      />
      {reviews(meal)}
    </div>
  );
}
