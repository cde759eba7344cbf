import { useParams } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { MealDetails } from '@/features/meals/components/meal-details/meal-details';
import type { Meal } from '@/features/meals/types';
import '@/styles/screens.css';

/**
 * REVIEWS SLOT — placeholder until the reviews issue: it replaces this component with the reviews feature
 * (list with count, 'Write your review...' form, Edit/Delete on own reviews), composed here by the route.
 */
function ReviewsSlot({ meal }: { meal: Meal }) {
  return (
    <section aria-labelledby="reviews-heading" className="mt-12 border-t border-base-300 pt-8">
      <h2 id="reviews-heading" className="text-2xl font-bold">
        {`Reviews (${meal.reviews_count})`}
      </h2>
      <p className="mt-2 text-base-content/80">Reviews will appear here soon.</p>
    </section>
  );
}

export default function MealDetailsRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  return <MealDetails id={id} signedIn={user !== null} reviews={(meal) => <ReviewsSlot meal={meal} />} />;
}
