export type {
  AdminMealSort,
  AdminMealsResponse,
  Meal,
  MealInput,
  SortOrder,
  SuccessResponse,
  UpcomingMeal,
  UpcomingMealInput,
} from '@messhall/shared';
