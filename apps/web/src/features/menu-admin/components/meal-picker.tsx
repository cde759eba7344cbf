import { t } from '@lingui/core/macro';
import { MENU_MAX_MEALS_PER_SLOT } from '@messhall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { sharedText } from '@/lib/i18n/shared-text';
import { cn } from '@/utils/cn';
import { formatNumber } from '@/utils/format';
import { mealSearchKey, type PickerMeal, type SearchMeals } from '../lib/meal-search';

interface MealPickerProps {
  /** The accessible name of the search field, e.g. "Add a meal to Lunch, Mon, Nov 30". */
  label: string;
  chosen: PickerMeal[];
  onPick: (meal: PickerMeal) => void;
  searchMeals: SearchMeals;
}

const SEARCH_DELAY_MS = 250;

/**
 * A combobox over the published catalogue (ARIA 1.2 list autocomplete): typing searches on the server, arrow
 * keys move through the matches, Enter or a click adds one. A catalogue of a hundred meals does not fit a
 * select; the search does. Meals already in the slot are left out of the list.
 */
export function MealPicker({ label, chosen, onPick, searchMeals }: MealPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const full = chosen.length >= MENU_MAX_MEALS_PER_SLOT;

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const results = useQuery({
    queryKey: mealSearchKey(search),
    queryFn: ({ signal }) => searchMeals(search, signal),
    enabled: open && !full,
    staleTime: 60_000,
    // While the next words' results load, the list keeps the last ones instead of emptying under the pointer.
    placeholderData: keepPreviousData,
  });
  const taken = new Set(chosen.map((meal) => meal._id));
  const options = (results.data ?? []).filter((meal) => !taken.has(meal._id));
  const current = Math.min(active, options.length - 1);
  const expanded = open && !full;
  const failure = results.isError ? sharedText(results.error.message) : null;
  const most = formatNumber(MENU_MAX_MEALS_PER_SLOT);
  const found = formatNumber(options.length);

  const pick = (meal: PickerMeal) => {
    onPick(meal);
    setText('');
    setActive(0);
    // Closed after a pick, so the list does not cover the slot's buttons; typing or a click opens it again.
    setOpen(false);
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        className="input input-sm w-full"
        placeholder={full ? t`At most ${most} meals` : t`Search meals to add`}
        autoComplete="off"
        disabled={full}
        value={text}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && current >= 0 ? `${id}-option-${current}` : undefined}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            const step = event.key === 'ArrowDown' ? 1 : -1;
            if (options.length) setActive((current + step + options.length) % options.length);
          } else if (event.key === 'Enter') {
            event.preventDefault();
            const meal = options[current];
            if (expanded && meal) pick(meal);
          } else if (event.key === 'Escape' && open) {
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Meals matching "${text}"`}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-box border border-base-300 bg-base-100 p-1 shadow-lg"
      >
        {options.map((meal, index) => (
          <li
            key={meal._id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === current}
            className={cn(
              'flex min-h-11 cursor-pointer flex-col justify-center rounded-field px-3 py-1.5',
              index === current && 'bg-base-200',
            )}
            // mousedown, not click: the field keeps focus (no blur closes the list before the pick).
            onMouseDown={(event) => {
              event.preventDefault();
              pick(meal);
            }}
            onMouseMove={() => setActive(index)}
          >
            <span className="font-medium">{meal.title}</span>
            <span className="text-xs text-base-content/75">{sharedText(meal.category)}</span>
          </li>
        ))}
      </ul>
      {expanded && (
        <p aria-live="polite" className="sr-only">
          {results.isPending ? t`Searching meals` : (failure ?? t`${found} meals found`)}
        </p>
      )}
      {expanded && !results.isPending && options.length === 0 && (
        <p className="absolute z-20 mt-1 w-full rounded-box border border-base-300 bg-base-100 p-3 text-sm shadow-lg">
          {failure ?? t`No published meal matches.`}
        </p>
      )}
    </div>
  );
}
