import { t } from '@lingui/core/macro';
import { MEAL_SLOTS, type MealSlot, type RangeSkipInput } from '@messhall/shared';
import { useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { sharedText } from '@/lib/i18n/shared-text';
import { type AwayFormValues, awayFormResolver, awayInput } from '../lib/away-form';

interface AwayFormProps {
  /** The hostel's today: the first day one can be away from. */
  today: string;
  /** The hostel's tomorrow: where the range starts and ends until changed. */
  tomorrow: string;
  /** The slots' names (passed in, so this chunk carries only the form). */
  slotLabels: Record<MealSlot, string>;
  /** Sends the range (the dialog holds the call, so this chunk carries only the form). */
  onSubmit: (input: RangeSkipInput) => Promise<unknown>;
  busy: boolean;
  /** Why the last try failed, in the server's words when it gave some. */
  error: string | null;
  onCancel: () => void;
}

/**
 * From, To and the meals to skip on each of those days; the server skips every one still open. A chunk of its
 * own: the form libraries load when the dialog opens, not with the menu.
 */
export default function AwayForm({
  today,
  tomorrow,
  slotLabels,
  onSubmit,
  busy,
  error,
  onCancel,
}: AwayFormProps) {
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
      await onSubmit(awayInput(values));
    } catch {
      // the dialog passes the reason back as `error`
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField label={t`From`} min={today} error={errors.from?.message} field={register('from')} />
        <DateField label={t`To`} min={today} error={errors.to?.message} field={register('to')} />
      </div>
      <fieldset aria-describedby={errors.slots ? 'away-slots-error' : undefined}>
        <legend className="mb-1.5 text-sm font-medium">{t`Meals to skip`}</legend>
        <div className="flex flex-wrap gap-x-5">
          {MEAL_SLOTS.map((slot) => (
            <label key={slot} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input type="checkbox" value={slot} className="checkbox checkbox-sm" {...register('slots')} />
              {slotLabels[slot]}
            </label>
          ))}
        </div>
        {errors.slots && (
          <p id="away-slots-error" className="text-sm font-medium text-error">
            {errors.slots.message}
          </p>
        )}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm font-medium text-error">
          {error}
        </p>
      )}
      <div className="modal-action mt-0">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
          {t`Cancel`}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t`Skip these meals`}
        </button>
      </div>
    </form>
  );
}

interface DateFieldProps {
  label: string;
  min: string;
  /** A message of the shared range checks (MENU_MESSAGES). */
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
          {sharedText(error)}
        </p>
      )}
    </div>
  );
}
