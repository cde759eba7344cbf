import { CalendarClock, UtensilsCrossed } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { RecentMeals } from '@/features/meals/components/recent-meals';

/** Stand-in for the banner carousel (spec §2 Home); text only so it paints instantly. */
function HomeIntro() {
  return (
    <section className="border-b border-base-300 bg-gradient-to-b from-base-200 to-base-100">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <p className="badge badge-primary font-semibold">Hostel dining, sorted</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          Fresh hostel meals, every single day
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-base-content/80">
          See what the kitchen is cooking, request your favourites, and tell the cooks what you loved.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <LinkButton to={paths.meals()} className="btn-primary">
            <UtensilsCrossed className="size-5" aria-hidden="true" />
            Browse Meals
          </LinkButton>
          <LinkButton to={paths.upcomingMeals()} className="btn-outline">
            <CalendarClock className="size-5" aria-hidden="true" />
            Upcoming Meals
          </LinkButton>
        </div>
      </div>
    </section>
  );
}

/**
 * Home. Spec section order: banner, Featured Meals, Recent Meals, …, Newsletter. Each later section is a
 * feature component dropped into this list.
 */
export default function HomeRoute() {
  return (
    <>
      <HomeIntro />
      <RecentMeals />
    </>
  );
}
