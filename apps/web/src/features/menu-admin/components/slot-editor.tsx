import { t } from '@lingui/core/macro';
import type { MealSlot, MenuSlot } from '@messhall/shared';
import { ArrowUp, Pencil, X } from 'lucide-react';
import { useState } from 'react';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { formatDay, slotLabel } from '@/utils/hostel-day-format';
import type { PickerMeal, SearchMeals } from '../lib/meal-search';
import { MealPicker } from './meal-picker';

export type SaveSlot = (input: { date: string; slot: MealSlot; mealIds: string[] }) => Promise<unknown>;

interface SlotEditorProps {
  date: string;
  slot: MenuSlot;
  onSave: SaveSlot;
  searchMeals: SearchMeals;
}

/** Phones get 44 px targets; the desktop grid keeps the small buttons. */
const TOUCH = 'max-lg:min-h-11 max-lg:min-w-11';

const moveUpLabel = (title: string) => t`Move ${title} up`;
const removeLabel = (title: string) => t`Remove ${title}`;

/** One slot of one day: its meals in order, and an editor that saves the whole list at once (PUT replaces it). */
export function SlotEditor({ date, slot, onSave, searchMeals }: SlotEditorProps) {
  const [draft, setDraft] = useState<PickerMeal[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = sharedText(slotLabel(slot.slot));
  const where = `${name}, ${formatDay(date)}`;

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    setError(null);
    try {
      await onSave({ date, slot: slot.slot, mealIds: draft.map((meal) => meal._id) });
      toast.success(t`${where} saved`);
      setDraft(null);
    } catch (failure) {
      setError(failure instanceof Error ? sharedText(failure.message) : t`Could not save the menu.`);
    } finally {
      setSaving(false);
    }
  };

  const move = (index: number) =>
    setDraft((meals) => {
      if (!meals || index < 1) return meals;
      const next = [...meals];
      [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
      return next;
    });

  return (
    <div className="flex h-full flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3">
      <h4 className="text-sm font-semibold tracking-wide text-base-content/80 uppercase lg:sr-only">
        {name}
      </h4>
      {draft === null ? (
        <>
          {slot.meals.length ? (
            <ol className="flex flex-col gap-1 text-sm">
              {slot.meals.map((meal) => (
                <li key={meal._id} className="font-medium">
                  {meal.title}
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-base-content/75">{t`Nothing planned`}</p>
          )}
          <button
            type="button"
            className={`btn btn-ghost btn-sm mt-auto self-start ${TOUCH}`}
            aria-label={t`Edit ${where}`}
            onClick={() => {
              setError(null);
              setDraft(slot.meals.map(({ _id, title, category }) => ({ _id, title, category })));
            }}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t`Edit`}
          </button>
        </>
      ) : (
        <>
          {draft.length ? (
            <ol className="flex flex-col gap-1" aria-label={t`Meals of ${where}`}>
              {draft.map((meal, index) => (
                <li key={meal._id} className="flex items-center gap-1 text-sm">
                  <span className="min-w-0 flex-1 font-medium break-words">{meal.title}</span>
                  {index > 0 && (
                    <button
                      type="button"
                      className={`btn btn-ghost btn-xs btn-square ${TOUCH}`}
                      aria-label={moveUpLabel(meal.title)}
                      onClick={() => move(index)}
                    >
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </button>
                  )}
                  <button
                    type="button"
                    className={`btn btn-ghost btn-xs btn-square ${TOUCH}`}
                    aria-label={removeLabel(meal.title)}
                    onClick={() => setDraft(draft.filter((other) => other._id !== meal._id))}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-base-content/75">{t`No meals: saving clears this slot.`}</p>
          )}
          <MealPicker
            label={t`Add a meal to ${where}`}
            chosen={draft}
            onPick={(meal) => setDraft([...draft, meal])}
            searchMeals={searchMeals}
          />
          {error && (
            <p role="alert" className="text-sm font-medium text-error">
              {error}
            </p>
          )}
          <div className="mt-auto flex flex-wrap gap-2">
            <button
              type="button"
              className={`btn btn-primary btn-sm ${TOUCH}`}
              aria-label={t`Save ${where}`}
              disabled={saving}
              aria-busy={saving || undefined}
              onClick={() => void save()}
            >
              {saving && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
              {t`Save`}
            </button>
            <button
              type="button"
              className={`btn btn-ghost btn-sm ${TOUCH}`}
              aria-label={t`Cancel editing ${where}`}
              disabled={saving}
              onClick={() => setDraft(null)}
            >
              {t`Cancel`}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
