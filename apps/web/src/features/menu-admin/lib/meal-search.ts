import type { Meal } from '@messhall/shared';

/** What the planner shows of a catalogue meal. */
export type PickerMeal = Pick<Meal, '_id' | 'title' | 'category'>;

/** Published catalogue meals matching `text` (the route hands in the meals API's search). */
export type SearchMeals = (text: string, signal?: AbortSignal) => Promise<PickerMeal[]>;

/** Keys of this feature's own queries (the menu's are the menu API's). */
export const mealSearchKey = (text: string) => ['menu-admin', 'meal-search', text] as const;
