import { t } from '@lingui/core/macro';
import { ADMIN_MESSAGES, MEAL_MESSAGES } from '@messhall/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useUpdateMeal } from '../api/update-meal';
import { toDateTimeLocal } from '../lib/date-time';
import type { Meal } from '../types';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { MealForm } from './meal-form';

function formValuesOf(meal: Meal) {
  return {
    title: meal.title,
    category: meal.category,
    image: meal.image,
    ingredients: meal.ingredients,
    description: meal.description,
    price: String(meal.price),
    postTime: toDateTimeLocal(meal.postTime),
    dietTags: meal.dietTags,
    allergens: meal.allergens,
  };
}

/**
 * Update Meal (docs/product/screens-and-routes.md#update-meal): the meal form prefilled; Update saves and returns to the list, Cancel just returns.
 * The route reads the meal (the meals feature's one query for it) and passes it in.
 */
export function UpdateMealForm({ mealId, meal }: { mealId: string; meal: UseQueryResult<Meal> }) {
  const navigate = useNavigate();
  const updateMeal = useUpdateMeal();
  const backToList = paths.admin.allMeals();

  if (meal.isPending) return <PageSpinner label={t`Loading meal`} />;
  if (meal.isError) {
    if (meal.error instanceof ApiError && meal.error.status === 404)
      return <EmptyState title={sharedText(MEAL_MESSAGES.noMealFound)} action={<BackToMeals />} />;
    return (
      <ErrorState
        message={sharedText(MEAL_MESSAGES.mealDataLoadFailed)}
        onRetry={() => void meal.refetch()}
      />
    );
  }

  return (
    <MealForm
      // A fresh form for another meal; a background refetch of this one must not wipe the admin's edits.
      key={meal.data._id}
      variant="meal"
      defaultValues={formValuesOf(meal.data)}
      submitLabel={t`Update`}
      pendingLabel={t`Updating…`}
      actions={
        <LinkButton to={backToList} className="btn-ghost">
          {t`Cancel`}
        </LinkButton>
      }
      onSubmit={async (values) => {
        try {
          await updateMeal.mutateAsync({ id: mealId, input: values });
          toast.success(sharedText(ADMIN_MESSAGES.mealUpdated));
          await navigate(backToList);
          return true;
        } catch (error) {
          console.error('Failed to update meal', error);
          toast.failure(sharedText(ADMIN_MESSAGES.somethingWentWrong), error);
          return false;
        }
      }}
    />
  );
}

function BackToMeals() {
  return (
    <LinkButton to={paths.admin.allMeals()} className="btn-outline btn-sm">
      {t`Back to Meals`}
    </LinkButton>
  );
}
