import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { MealInput, UpcomingMealInput } from '../types';
import type { MealFormFields } from './meal-form-fields';
import { mealFormSchema, upcomingMealFormSchema } from './meal-form-schema';

export type MealFormResolver = Resolver<MealFormFields, unknown, MealInput | UpcomingMealInput>;

/** The meal form's checks: the shared API schemas (zod), in a chunk of their own (see meal-form.tsx). */
export const mealFormResolvers: Record<'meal' | 'upcoming', MealFormResolver> = {
  meal: zodResolver(mealFormSchema) as unknown as MealFormResolver,
  upcoming: zodResolver(upcomingMealFormSchema) as unknown as MealFormResolver,
};
