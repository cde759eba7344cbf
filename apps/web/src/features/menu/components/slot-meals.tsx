import { t } from '@lingui/core/macro';
import { imageSrcSet, type Meal } from '@messhall/shared';
import { Link } from 'react-router';
import { useAvoidedAllergens } from '@/components/diet/avoided-allergens';
import { AvoidNote, DietTagList } from '@/components/diet/diet-marks';
import { paths } from '@/config/paths';

/** A slot's meals in serving order: a small picture, the name linking to the meal, and its diet marks. */
export function SlotMeals({ meals }: { meals: readonly Meal[] }) {
  const avoided = useAvoidedAllergens();
  if (meals.length === 0) return <p className="text-sm text-base-content/80 italic">{t`Not planned yet`}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {meals.map((meal) => (
        <li key={meal._id} className="flex items-start gap-2">
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
          <div className="flex min-w-0 flex-col gap-1">
            <Link
              to={paths.mealDetails(meal._id)}
              className="link flex min-h-11 min-w-0 items-center leading-snug font-medium link-hover break-words sm:min-h-8"
            >
              {meal.title}
            </Link>
            <DietTagList tags={meal.dietTags} />
            <AvoidNote
              avoidedIn={meal.allergens.filter((allergen) => avoided.includes(allergen))}
              className="self-start"
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
