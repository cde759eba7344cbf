import { sharedText } from '@/lib/i18n/shared-text';
import { CATEGORY_FILTERS, type CategoryFilter } from '@messhall/shared';
import type { KeyboardEvent } from 'react';
import { cn } from '@/utils/cn';

interface CategoryTabsProps {
  /** Accessible name of the tab list, e.g. 'Featured Meals categories'. */
  label: string;
  value: CategoryFilter;
  onChange: (category: CategoryFilter) => void;
  /** Prefix for the tab ids; the panel is labelled by `${idPrefix}-tab-${index}`. */
  idPrefix: string;
  panelId: string;
}

export const tabId = (idPrefix: string, category: CategoryFilter) =>
  `${idPrefix}-tab-${CATEGORY_FILTERS.indexOf(category)}`;

const STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/** The All / Breakfast / Lunch / Dinner / Snacks tabs (ARIA tabs: arrow keys, Home and End move and select). */
export function CategoryTabs({ label, value, onChange, idPrefix, panelId }: CategoryTabsProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    const n = CATEGORY_FILTERS.length;
    const i = CATEGORY_FILTERS.indexOf(value);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? n - 1
          : STEP[event.key]
            ? (i + STEP[event.key]! + n) % n
            : -1;
    if (next < 0) return;
    event.preventDefault();
    const category = CATEGORY_FILTERS[next]!;
    onChange(category);
    document.getElementById(tabId(idPrefix, category))?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      // Utilities rather than daisyUI's tabs component: its CSS would weigh on every page's stylesheet.
      className="inline-flex max-w-full gap-1 overflow-x-auto rounded-box bg-base-200 p-1"
      onKeyDown={onKeyDown}
    >
      {CATEGORY_FILTERS.map((category) => {
        const selected = category === value;
        return (
          <button
            key={category}
            id={tabId(idPrefix, category)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={cn(
              'shrink-0 cursor-pointer rounded-field px-3 py-2 text-sm font-semibold sm:px-4',
              selected ? 'bg-primary text-primary-content' : 'hover:bg-base-300',
            )}
            onClick={() => onChange(category)}
          >
            {sharedText(category)}
          </button>
        );
      })}
    </div>
  );
}
