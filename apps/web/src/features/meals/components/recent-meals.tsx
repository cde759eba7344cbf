import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { homeRecentMealsQuery, useMeals } from '../api/get-meals';
import { MealGrid } from './meal-grid';

/** Home: the newest meals. A failed load is only logged (spec §8 "Silent"); the section stays empty. */
export function RecentMeals() {
  const { data, isPending, error } = useMeals(homeRecentMealsQuery);

  useEffect(() => {
    if (error) console.error('Failed to load recent meals', error);
  }, [error]);

  return (
    <section aria-labelledby="recent-meals-heading" className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="recent-meals-heading" className="text-2xl font-bold sm:text-3xl">
            Recent Meals
          </h2>
          <p className="mt-1 text-base-content/80">Fresh off the hostel kitchen&apos;s menu.</p>
        </div>
        <Link to={paths.meals()} className="link link-primary inline-flex items-center gap-1 font-semibold">
          Browse all meals
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {isPending ? (
        <Spinner label="Loading meals" size="lg" className="py-16" />
      ) : data && data.meals.length > 0 ? (
        <MealGrid meals={data.meals} eagerCount={4} />
      ) : data ? (
        <EmptyState
          title="No meals found."
          description="New dishes will show up here as soon as they are added."
        />
      ) : null}
    </section>
  );
}
