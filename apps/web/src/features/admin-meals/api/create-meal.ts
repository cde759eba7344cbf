import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Meal, MealInput } from '../types';
import { adminMealKeys, publicMealsKey } from './keys';

/** POST /api/meals (admin): 201 with the new meal. */
export function createMeal(input: MealInput): Promise<Meal> {
  return api.post<Meal>('/meals', input);
}

export function useCreateMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminMealKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: publicMealsKey }),
      ]),
  });
}
