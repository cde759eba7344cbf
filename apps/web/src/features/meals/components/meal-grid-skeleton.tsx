import { t } from '@lingui/core/macro';
import { cn } from '@/utils/cn';
import { MEAL_CARD_BODY } from './meal-card';
import { CARD_LIST, CARD_SLOT, HOME_GRID_COLUMNS, STILL_ROW } from './meal-grid';

/** Grey cards with the exact box of MealCard, so the grid does not move when the meals arrive (CLS). */
export function MealGridSkeleton({
  count,
  columns = HOME_GRID_COLUMNS,
}: {
  count: number;
  columns?: string;
}) {
  return (
    <div role="status">
      <span className="sr-only">{t`Loading meals`}</span>
      <div className={STILL_ROW}>
        <ul className={cn(CARD_LIST, columns)} aria-hidden="true">
          {Array.from({ length: count }, (_, i) => (
            <li key={i} className={cn(CARD_SLOT, 'card overflow-hidden border border-base-300')}>
              <div className="skeleton aspect-[4/3] rounded-none" />
              <div className={MEAL_CARD_BODY}>
                <div className="skeleton h-5 w-3/4" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
