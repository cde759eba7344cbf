import { cn } from '@/utils/cn';
import type { MealSummary } from '../types';
import { MealCard } from './meal-card';

/** Columns of the Home sections; Meals by Category passes its own 1–6 columns. */
export const HOME_GRID_COLUMNS = 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

interface MealGridProps {
  meals: MealSummary[];
  /** How many leading cards form the first visible row (loaded eagerly). */
  eagerCount?: number;
  columns?: string;
  className?: string;
}

export function MealGrid({ meals, eagerCount = 0, columns = HOME_GRID_COLUMNS, className }: MealGridProps) {
  return (
    <ul className={cn('grid gap-5', columns, className)}>
      {meals.map((meal, index) => (
        <li key={meal._id}>
          <MealCard meal={meal} eager={index < eagerCount} priority={index === 0 && eagerCount > 0} />
        </li>
      ))}
    </ul>
  );
}
