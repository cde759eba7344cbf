import { cn } from '@/utils/cn';
import type { MealSummary } from '../types';
import { MealCard } from './meal-card';

interface MealGridProps {
  meals: MealSummary[];
  /** How many leading cards form the first visible row (loaded eagerly). */
  eagerCount?: number;
  className?: string;
}

export function MealGrid({ meals, eagerCount = 4, className }: MealGridProps) {
  return (
    <ul className={cn('grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4', className)}>
      {meals.map((meal, index) => (
        <li key={meal._id}>
          <MealCard meal={meal} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
