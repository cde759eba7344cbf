import { t } from '@lingui/core/macro';
import { ADMIN_MESSAGES } from '@messhall/shared';
import { useCreateMeal } from '../api/create-meal';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { MealForm } from './meal-form';

/** Add Meal (docs/product/screens-and-routes.md#add-meal): the meal form with the signed-in admin as the read-only distributor. */
export function AddMealForm({ distributor }: { distributor: { name: string; email: string } }) {
  const createMeal = useCreateMeal();
  return (
    <MealForm
      variant="meal"
      distributor={distributor}
      submitLabel={t`Add Meal`}
      pendingLabel={t`Adding…`}
      resetOnSuccess
      onSubmit={async (values) => {
        try {
          await createMeal.mutateAsync(values);
          toast.success(sharedText(ADMIN_MESSAGES.mealAdded));
          return true;
        } catch (error) {
          console.error('Failed to add meal', error);
          toast.failure(sharedText(ADMIN_MESSAGES.mealAddFailed), error);
          return false;
        }
      }}
    />
  );
}
