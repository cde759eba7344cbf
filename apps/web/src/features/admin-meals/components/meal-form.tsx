import { t } from '@lingui/core/macro';
import { MEAL_CATEGORIES, PRICE_STEP } from '@messhall/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { AllergenChips, DietTagChips } from '@/components/diet/diet-chips';
import { cn } from '@/utils/cn';
import { toDateTimeLocal } from '../lib/date-time';
import type { MealFormResolver } from '../lib/meal-form-resolvers';
import { emptyMealForm, type MealFormFields } from '../lib/meal-form-fields';
import type { MealInput, UpcomingMealInput } from '../types';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { FormField } from './form-field';
import { ImageUploadField } from './image-upload-field';

interface CommonProps {
  defaultValues?: Partial<MealFormFields>;
  /** The signed-in admin, shown read-only (Add Meal); the server takes them from the session. */
  distributor?: { name: string; email: string };
  submitLabel: string;
  /** Shown on the submit button while the request runs. */
  pendingLabel?: string;
  /** Extra buttons beside Submit (Update Meal's Cancel, the modal's Close). */
  actions?: ReactNode;
  /** Empty the form after a successful submit (Add Meal, Add Upcoming Meal). */
  resetOnSuccess?: boolean;
  /** Two columns on wide screens (pages); one inside the modal. */
  layout?: 'page' | 'compact';
}

/** Resolve to true when saved (the form then resets if asked), false when it failed (the values stay). */
type Submit<T> = (values: T) => Promise<boolean>;

export type MealFormProps = CommonProps &
  (
    | { variant: 'meal'; onSubmit: Submit<MealInput> }
    | { variant: 'upcoming'; onSubmit: Submit<UpcomingMealInput> }
  );

// zod and the shared schemas (~24 KB gzip) stay out of the screen's first load: the form renders at once, and
// the checks are fetched as it mounts (at the latest on the first submit, which waits for them).
const loadResolvers = () => import('../lib/meal-form-resolvers');

function lazyResolver(variant: MealFormProps['variant']): MealFormResolver {
  return async (values, context, options) => {
    const { mealFormResolvers } = await loadResolvers();
    return mealFormResolvers[variant](values, context, options);
  };
}

/**
 * The meal form of Add Meal, Update Meal and (without Post Time, with Publish Date) Add Upcoming Meal. Values are
 * checked with the shared API schemas, so the messages are the spec's and the server agrees with them.
 */
export function MealForm(props: MealFormProps) {
  const {
    variant,
    defaultValues,
    distributor,
    submitLabel,
    pendingLabel,
    actions,
    resetOnSuccess = false,
    layout = 'page',
  } = props;
  const initial = { ...emptyMealForm, ...defaultValues };
  const form = useForm<MealFormFields, unknown, MealInput | UpcomingMealInput>({
    resolver: lazyResolver(variant),
    defaultValues: initial,
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    loadResolvers().catch((error: unknown) => console.error('Could not load the form checks', error));
  }, []);
  // Remounts the file input on reset, which is the only way to empty it.
  const [fileInputKey, setFileInputKey] = useState(0);
  // Computed per render: the picker should not offer minutes that have already passed.
  const minPublish = toDateTimeLocal(new Date());

  const onValid = async (values: MealInput | UpcomingMealInput) => {
    const saved = await (props.onSubmit as Submit<MealInput | UpcomingMealInput>)(values);
    if (saved && resetOnSuccess) {
      reset(emptyMealForm);
      setFileInputKey((key) => key + 1);
    }
  };

  const onInvalid = (fieldErrors: FieldErrors<MealFormFields>) => {
    // docs/product/rules.md#add-meal, docs/product/texts-and-errors.md#alerts: the image rule is also an alert, not only an inline message.
    const imageMessage = fieldErrors.image?.message;
    if (imageMessage) toast.error(sharedText(imageMessage));
  };

  // The messages are the shared schemas' (English in the code), shown in the page's language.
  const err = (name: keyof MealFormFields) => {
    const message = errors[name]?.message;
    return message && sharedText(message);
  };
  const twoCols = layout === 'page';

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
      <div className={cn('grid gap-4', twoCols && 'md:grid-cols-2')}>
        <FormField label={t`Title`} error={err('title')}>
          <input
            type="text"
            autoComplete="off"
            className={cn('input w-full', err('title') && 'input-error')}
            {...register('title')}
          />
        </FormField>

        <FormField label={t`Category`} error={err('category')}>
          <select
            className={cn('select w-full', err('category') && 'select-error')}
            {...register('category')}
          >
            <option value="">{t`Select a category`}</option>
            {MEAL_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {sharedText(category)}
              </option>
            ))}
          </select>
        </FormField>

        <div className={cn(twoCols && 'md:col-span-2')}>
          <Controller
            control={control}
            name="image"
            render={({ field, fieldState }) => (
              <ImageUploadField
                key={fileInputKey}
                value={field.value}
                error={fieldState.error?.message}
                onUploadingChange={setUploading}
                onUploaded={(url) => {
                  field.onChange(url);
                  clearErrors('image');
                }}
                onUploadFailed={(message) => setError('image', { type: 'upload', message })}
              />
            )}
          />
        </div>

        <FormField label={t`Ingredients`} error={err('ingredients')} className={fieldCol(twoCols)}>
          <textarea
            rows={3}
            className={cn('textarea w-full', err('ingredients') && 'textarea-error')}
            {...register('ingredients')}
          />
        </FormField>

        <FormField label={t`Description`} error={err('description')} className={fieldCol(twoCols)}>
          <textarea
            rows={4}
            className={cn('textarea w-full', err('description') && 'textarea-error')}
            {...register('description')}
          />
        </FormField>

        <Controller
          control={control}
          name="dietTags"
          render={({ field }) => (
            <DietTagChips
              legend={t`Diet tags`}
              value={field.value}
              onChange={field.onChange}
              className={cn(twoCols && 'md:col-span-2')}
            />
          )}
        />

        <Controller
          control={control}
          name="allergens"
          render={({ field }) => (
            <AllergenChips
              legend={t`Allergens it contains`}
              value={field.value}
              onChange={field.onChange}
              className={cn(twoCols && 'md:col-span-2')}
            />
          )}
        />

        <FormField label={t`Price (Tk.)`} error={err('price')}>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step={PRICE_STEP}
            className={cn('input w-full', err('price') && 'input-error')}
            {...register('price')}
          />
        </FormField>

        {variant === 'meal' ? (
          <FormField label={t`Post Time`} error={err('postTime')}>
            <input
              type="datetime-local"
              className={cn('input w-full', err('postTime') && 'input-error')}
              {...register('postTime')}
            />
          </FormField>
        ) : (
          <FormField label={t`Publish Date`} error={err('publishDate')} hint={t`Not earlier than now.`}>
            <input
              type="datetime-local"
              min={minPublish}
              className={cn('input w-full', err('publishDate') && 'input-error')}
              {...register('publishDate')}
            />
          </FormField>
        )}

        {distributor && (
          <>
            <FormField label={t`Distributor Name`}>
              <input type="text" readOnly value={distributor.name} className="input w-full bg-base-200" />
            </FormField>
            <FormField label={t`Distributor Email`}>
              <input type="email" readOnly value={distributor.email} className="input w-full bg-base-200" />
            </FormField>
          </>
        )}
      </div>

      <div className="flex flex-wrap items-center justify-end gap-3">
        {actions}
        <button
          type="submit"
          className="btn btn-primary min-w-32"
          disabled={isSubmitting || uploading}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {isSubmitting ? (pendingLabel ?? t`Saving…`) : submitLabel}
        </button>
      </div>
    </form>
  );
}

function fieldCol(twoCols: boolean): string {
  return cn('flex flex-col gap-1.5', twoCols && 'md:col-span-2');
}
