import { MEAL_SLOTS, type RangeSkipResponse } from '@messhall/shared';
import { useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { failureReason } from '@/lib/api-client';
import { useSkipRange } from '../api/skip-meal';
import { type AwayFormValues, awayFormResolver, awayInput } from '../lib/away-form';
import { addDays } from '../lib/hostel-day';
import { SLOT_LABELS } from '../lib/menu-format';

interface AwayFormProps {
  /** The hostel's today: the first day one can be away from. */
  today: string;
  onDone: (result: RangeSkipResponse) => void;
  onCancel: () => void;
}

/** From, To and the meals to skip on each of those days; the server skips every one still open. */
export function AwayForm({ today, onDone, onCancel }: AwayFormProps) {
  const skipRange = useSkipRange();
  const tomorrow = addDays(today, 1);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AwayFormValues>({
    resolver: awayFormResolver,
    defaultValues: { from: tomorrow, to: tomorrow, slots: [...MEAL_SLOTS] },
  });

  const submit = handleSubmit(async (values) => {
    try {
      onDone(await skipRange.mutateAsync(awayInput(values)));
    } catch {
      // shown below from skipRange.error
    }
  });
  const busy = skipRange.isPending;
  const serverError = skipRange.error
    ? (failureReason(skipRange.error) ?? 'Could not skip those meals. Please try again.')
    : null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField label="From" min={today} error={errors.from?.message} field={register('from')} />
        <DateField label="To" min={today} error={errors.to?.message} field={register('to')} />
      </div>
      <fieldset aria-describedby={errors.slots ? 'away-slots-error' : undefined}>
        <legend className="mb-1.5 text-sm font-medium">Meals to skip</legend>
        <div className="flex flex-wrap gap-x-5">
          {MEAL_SLOTS.map((slot) => (
            <label key={slot} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input type="checkbox" value={slot} className="checkbox checkbox-sm" {...register('slots')} />
              {SLOT_LABELS[slot]}
            </label>
          ))}
        </div>
        {errors.slots && (
          <p id="away-slots-error" className="text-sm font-medium text-error">
            {errors.slots.message}
          </p>
        )}
      </fieldset>
      {serverError && (
        <p role="alert" className="text-sm font-medium text-error">
          {serverError}
        </p>
      )}
      <div className="modal-action mt-0">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Skip these meals
        </button>
      </div>
    </form>
  );
}

interface DateFieldProps {
  label: string;
  min: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
}

function DateField({ label, min, error, field }: DateFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="date"
        min={min}
        className="input w-full"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-error">
          {error}
        </p>
      )}
    </div>
  );
}
