import { t } from '@lingui/core/macro';
import { Eye } from 'lucide-react';
import { RowAction } from '@/components/ui/data-table/row-action';
import { paths } from '@/config/paths';

/** A review row's View Meal: the meal's public page, where the review stands. */
export function ViewMealAction({ review }: { review: { mealId: string; mealTitle: string } }) {
  const mealTitle = review.mealTitle;
  return (
    <RowAction
      to={paths.mealDetails(review.mealId)}
      tone="quiet"
      icon={Eye}
      label={t`View Meal`}
      name={t`View Meal ${mealTitle}`}
    />
  );
}
