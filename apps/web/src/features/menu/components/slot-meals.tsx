import { imageSrcSet, type Meal } from '@messhall/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A slot's meals in serving order: a small picture and the name linking to the meal. */
export function SlotMeals({ meals }: { meals: readonly Meal[] }) {
  if (meals.length === 0) return <p className="text-sm text-base-content/80 italic">Not planned yet</p>;
  return (
    <ul className="flex flex-col gap-2">
      {meals.map((meal) => (
        <li key={meal._id} className="flex items-center gap-2">
          <img
            src={meal.image}
            srcSet={imageSrcSet(meal.image, [320])}
            sizes="40px"
            alt=""
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
            className="size-10 shrink-0 rounded-field bg-base-200 object-cover"
          />
          <Link
            to={paths.mealDetails(meal._id)}
            className="link flex min-h-11 min-w-0 items-center leading-snug font-medium link-hover break-words sm:min-h-8"
          >
            {meal.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
