import { Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatRating, formatTaka } from '@/utils/format';
import type { MealSummary } from '../types';

interface MealCardProps {
  meal: MealSummary;
  /** Above-the-fold cards load their image eagerly; the rest lazily. */
  eager?: boolean;
}

export function MealCard({ meal, eager = false }: MealCardProps) {
  const titleId = useId();
  return (
    <article className="card h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md">
      <figure className="aspect-[4/3] bg-base-200">
        <img
          src={meal.image}
          alt={meal.title}
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-cover"
        />
      </figure>
      <div className="card-body gap-3 p-4">
        <h3 id={titleId} className="card-title line-clamp-2 text-lg leading-snug">
          {meal.title}
        </h3>
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="inline-flex items-center gap-1">
            <Star className="size-4 fill-accent text-accent" aria-hidden="true" />
            <span className="sr-only">Rating: </span>
            <span>{`${formatRating(meal.rating)} / 5`}</span>
          </span>
          <span className="text-base font-bold text-primary">{formatTaka(meal.price)}</span>
        </div>
        <div className="card-actions mt-auto">
          <Link
            to={paths.mealDetails(meal._id)}
            className="btn btn-primary btn-sm w-full"
            aria-describedby={titleId}
          >
            View Details
          </Link>
        </div>
      </div>
    </article>
  );
}
