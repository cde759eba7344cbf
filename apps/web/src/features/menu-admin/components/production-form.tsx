import { t } from '@lingui/core/macro';
import {
  type MealSlot,
  type Production,
  type ProductionInput,
  productionInputSchema,
} from '@messhall/shared';
import { type FormEvent, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { recordedText } from '../lib/forecast-words';
import { TimeField } from './time-field';

type Field = keyof ProductionInput;
type Errors = Partial<Record<Field, string>>;

interface ProductionFormProps {
  slot: MealSlot;
  slotLabel: string;
  recorded: Production | null;
  onSave: (input: ProductionInput) => Promise<unknown>;
}

/** The issues of the shared schema or of the server's 400, by field. */
function errorsOf(issues: readonly { path?: unknown; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = String(Array.isArray(issue.path) ? issue.path[0] : issue.path) as Field;
    if ((field === 'cooked' || field === 'leftover') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * After the meal, the kitchen writes down the portions it cooked and those left (decision 0066): on the slot's
 * own day, by an admin; saving again corrects it. Left off the printed sheet.
 */
export function ProductionForm({ slot, slotLabel, recorded, onSave }: ProductionFormProps) {
  const [cooked, setCooked] = useState(recorded ? String(recorded.cooked) : '');
  const [leftover, setLeftover] = useState(recorded ? String(recorded.leftover) : '');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
    const parsed = productionInputSchema.safeParse({ cooked: number(cooked), leftover: number(leftover) });
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(parsed.data);
      toast.success(t`Saved what was cooked for ${slotLabel}`);
    } catch (error) {
      const placed = error instanceof ApiError ? errorsOf(error.issues ?? []) : {};
      if (Object.keys(placed).length) setErrors(placed);
      else toast.error(error instanceof Error ? sharedText(error.message) : t`Could not save.`);
    } finally {
      setSaving(false);
    }
  }

  const fields = [
    { name: 'cooked', label: t`Cooked`, value: cooked, set: setCooked },
    { name: 'leftover', label: t`Left over`, value: leftover, set: setLeftover },
  ] as const;

  return (
    <form
      data-day-sheet-actions
      noValidate
      aria-label={t`What was cooked for ${slotLabel}`}
      onSubmit={(event) => void submit(event)}
      className="mt-3 rounded-box border border-dashed border-base-300 p-3"
    >
      <p className="text-sm font-semibold">{t`After the meal: portions cooked and left over`}</p>
      <div className="mt-2 grid grid-cols-2 items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
        {fields.map((field) => (
          <TimeField
            key={field.name}
            label={field.label}
            name={`${slot}-${field.name}`}
            type="number"
            inputMode="numeric"
            min={0}
            value={field.value}
            onChange={(event) => field.set(event.target.value)}
            error={errors[field.name]}
          />
        ))}
        <button
          type="submit"
          className="btn btn-primary col-span-2 min-h-11 sm:col-span-1 sm:mt-6"
          disabled={saving}
        >
          {t`Save`}
        </button>
      </div>
      {recorded && <p className="mt-2 text-sm text-base-content/80">{recordedText(recorded)}</p>}
    </form>
  );
}
