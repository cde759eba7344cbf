import { t } from '@lingui/core/macro';
import { ADMIN_MESSAGES } from '@messhall/shared';
import { useEffect } from 'react';
import { useCreateUpcomingMeal } from '../api/upcoming-meals';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { MealForm } from './meal-form';

interface UpcomingMealFormProps {
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}

/**
 * The Add Upcoming Meal form (the meal form without Post Time, with Publish Date). A chunk of its own: the form
 * libraries load when the modal opens, not with the Upcoming Meals table.
 */
export default function UpcomingMealForm({ onClose, onBusyChange }: UpcomingMealFormProps) {
  const createUpcoming = useCreateUpcomingMeal();
  const busy = createUpcoming.isPending;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  return (
    <MealForm
      variant="upcoming"
      layout="compact"
      submitLabel={t`Add Upcoming Meal`}
      pendingLabel={t`Adding…`}
      actions={
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
          {t`Cancel`}
        </button>
      }
      onSubmit={async (values) => {
        try {
          await createUpcoming.mutateAsync(values);
          toast.success(sharedText(ADMIN_MESSAGES.upcomingMealAdded));
          onClose();
          return true;
        } catch (error) {
          console.error('Failed to add upcoming meal', error);
          toast.failure(sharedText(ADMIN_MESSAGES.upcomingMealAddFailed), error);
          return false;
        }
      }}
    />
  );
}
