import { t } from '@lingui/core/macro';
import { AUTO_PUBLISH_LIKES, MSG } from '@messhall/shared';
import { CalendarClock } from 'lucide-react';
import { useEffect } from 'react';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { formatNumber } from '@/utils/format';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useUpcomingMeals } from '../api/get-upcoming';
import { useLikeUpcomingMeal } from '../api/like-upcoming';
import { UpcomingMealCard } from './upcoming-meal-card';

interface UpcomingMealsProps {
  /** From the session (the route passes it in; features do not import each other). */
  signedIn: boolean;
}

/**
 * docs/product/screens-and-routes.md#upcoming-meals: the cards, a like needs sign-in (docs/product/rules.md#actions-that-need-sign-in-or-a-plan),
 * 10 likes from paid members or admins publish a meal (docs/decisions/0026-likes-that-publish.md).
 */
export function UpcomingMeals({ signedIn }: UpcomingMealsProps) {
  const needed = formatNumber(AUTO_PUBLISH_LIKES);
  const { data, isPending, isError, error, refetch } = useUpcomingMeals();
  const like = useLikeUpcomingMeal();

  useEffect(() => {
    if (error) console.error('Failed to load upcoming meals', error);
  }, [error]);

  return (
    <div className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold">{t`Upcoming Meals`}</h1>
      <p className="mt-1 text-base-content/80">
        {t`Dishes the kitchen is planning. Like the ones you want: a meal goes on the menu at ${needed} likes from members with an active paid plan or admins. Everyone's likes show in the total on the heart.`}
      </p>
      <div className="mt-8">
        {isPending ? (
          <div role="status" className="flex flex-col items-center gap-3 py-16">
            <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
            <p>{t`Loading upcoming meals...`}</p>
          </div>
        ) : isError ? (
          <ErrorState
            title={t`Could not load upcoming meals`}
            message={t`Please check your connection and try again.`}
            onRetry={() => void refetch()}
          />
        ) : data.length === 0 ? (
          <EmptyState icon={CalendarClock} title={t`No upcoming meals found.`} />
        ) : (
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {data.map((meal, index) => (
              <li key={meal._id}>
                <UpcomingMealCard
                  meal={meal}
                  eager={index < 4}
                  onLike={(target) => {
                    if (!signedIn) toast.error(sharedText(MSG.pleaseLogInToLike));
                    else like.mutate(target._id);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
