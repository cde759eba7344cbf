import { t } from '@lingui/core/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MEAL_SLOTS,
  type MealSlot,
  type MenuTimes,
  type MenuTimesResponse,
  menuTimesSchema,
} from '@messhall/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { slotLabel } from '@/utils/hostel-day-format';
import { TimeField } from './time-field';

interface MenuTimesFormProps {
  times: UseQueryResult<MenuTimesResponse>;
  onSave: (times: MenuTimes) => Promise<MenuTimesResponse>;
}

const FIELD_NAMES = ['cutoffDaysBefore', 'cutoffTime', 'servingFrom', 'servingTo'] as const;

const pick = ({ breakfast, lunch, dinner }: MenuTimes): MenuTimes => ({ breakfast, lunch, dinner });

/** Cutoff and serving times: one section of the planner, loaded before the form is shown. */
export function MenuTimesSection({ times, onSave }: MenuTimesFormProps) {
  let body;
  if (times.isPending) body = <Spinner label={t`Loading the times`} className="py-10" />;
  else if (times.isError)
    body = (
      <ErrorState
        title={t`Could not load the times`}
        message={sharedText(times.error.message)}
        onRetry={() => void times.refetch()}
      />
    );
  else body = <MenuTimesForm initial={times.data} onSave={onSave} />;
  return (
    <section aria-labelledby="menu-times-title" className="mt-10">
      <h2 id="menu-times-title" className="text-xl font-semibold">
        {t`Cutoff and serving times`}
      </h2>
      {body}
    </section>
  );
}

function MenuTimesForm({
  initial,
  onSave,
}: {
  initial: MenuTimesResponse;
  onSave: MenuTimesFormProps['onSave'];
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MenuTimes>({ resolver: zodResolver(menuTimesSchema), defaultValues: pick(initial) });
  const { errors, isSubmitting } = form.formState;
  const zone = initial.timeZone;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      form.reset(pick(await onSave(values)));
      toast.success(t`Times saved`);
    } catch (error) {
      const issues = error instanceof ApiError ? (error.issues ?? []) : [];
      // The server names the field at fault as "lunch.cutoffTime" (or as a path array).
      const placed = issues.filter((issue) => {
        const name = Array.isArray(issue.path) ? issue.path.join('.') : String(issue.path ?? '');
        const known = MEAL_SLOTS.some((slot) => FIELD_NAMES.some((field) => name === `${slot}.${field}`));
        if (known) form.setError(name as FieldPath<MenuTimes>, { message: issue.message });
        return known;
      });
      if (!placed.length)
        setFormError(error instanceof Error ? sharedText(error.message) : t`Could not save the times.`);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-4">
      <p className="text-sm text-base-content/80">
        {t`On the hostel's clock (${zone}). A change applies to every day, past ones included.`}
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        {MEAL_SLOTS.map((slot: MealSlot) => {
          const slotErrors = errors[slot];
          return (
            <fieldset
              key={slot}
              className="grid grid-cols-2 gap-3 rounded-box border border-base-300 p-4 lg:grid-cols-1"
            >
              <legend className="px-1 font-semibold">{sharedText(slotLabel(slot))}</legend>
              <TimeField
                label={t`Skipping closes (days before)`}
                type="number"
                error={slotErrors?.cutoffDaysBefore?.message}
                {...form.register(`${slot}.cutoffDaysBefore`, { valueAsNumber: true })}
                min={0}
                max={7}
              />
              <TimeField
                label={t`Skipping closes at`}
                type="time"
                error={slotErrors?.cutoffTime?.message}
                {...form.register(`${slot}.cutoffTime`)}
              />
              <TimeField
                label={t`Serving from`}
                type="time"
                error={slotErrors?.servingFrom?.message}
                {...form.register(`${slot}.servingFrom`)}
              />
              <TimeField
                label={t`Serving to`}
                type="time"
                error={slotErrors?.servingTo?.message}
                {...form.register(`${slot}.servingTo`)}
              />
            </fieldset>
          );
        })}
      </div>
      {formError && (
        <p role="alert" className="font-medium text-error">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={isSubmitting}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t`Save times`}
      </button>
    </form>
  );
}
