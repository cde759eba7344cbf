import type { FocusEvent, ReactNode } from 'react';
import { cn } from '@/utils/cn';
import type { MealSummary } from '../types';
import { MealCard } from './meal-card';

/** Columns of the Home sections from `sm`; Meals by Category passes its own (up to 6). */
export const HOME_GRID_COLUMNS = 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

// On a phone the cards form one row that scrolls sideways, edge to edge: two cards and a slice of the third
// show (the slice says there is more), each card snaps to the start. From `sm` the row is a grid of columns.
// A card's slot is 40vw wide on a phone: HOME_CARD_IMAGE's `sizes` says the same, so the image fits the slot.
const ROW = '-mx-4 flex gap-3 px-4 pb-2 sm:mx-0 sm:block sm:px-0 sm:pb-0';
/** The phone row of cards scrolls; the skeleton's row does not (nothing in it to reach). */
export const SCROLL_ROW = cn(ROW, 'snap-x snap-mandatory scroll-px-4 overflow-x-auto sm:overflow-visible');
export const STILL_ROW = cn(ROW, 'overflow-hidden sm:overflow-visible');
export const CARD_LIST = 'flex shrink-0 gap-3 sm:grid sm:gap-5';
export const CARD_SLOT = 'w-[40vw] shrink-0 snap-start sm:w-auto';

/**
 * Brings the whole card of a focused link (or the focused See More) into view. Chromium leaves a focused
 * element alone when part of it shows, so Tab onto the card peeking in at the row's edge would leave it cut off.
 */
function revealFocused(event: FocusEvent<HTMLElement>) {
  const target = event.target;
  if (target instanceof Element) {
    (target.closest('li') ?? target).scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }
}

interface MealGridProps {
  meals: MealSummary[];
  /** How many leading cards form the first visible row (loaded eagerly). */
  eagerCount?: number;
  columns?: string;
  /**
   * The See More button: the last stop of the phone row, where the new cards then appear; below the grid
   * from `sm`. Not a snap target, so the row stays where it was when the cards come in.
   */
  more?: ReactNode;
}

export function MealGrid({ meals, eagerCount = 0, columns = HOME_GRID_COLUMNS, more }: MealGridProps) {
  return (
    <div className={SCROLL_ROW} onFocus={revealFocused}>
      <ul className={cn(CARD_LIST, columns)}>
        {meals.map((meal, index) => (
          <li key={meal._id} className={CARD_SLOT}>
            <MealCard meal={meal} eager={index < eagerCount} priority={index === 0 && eagerCount > 0} />
          </li>
        ))}
      </ul>
      {more && <div className="flex shrink-0 items-center sm:mt-8 sm:justify-center">{more}</div>}
    </div>
  );
}
