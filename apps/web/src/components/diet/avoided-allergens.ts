import type { Allergen } from '@messhall/shared';
import { createContext, useContext } from 'react';

const NONE: readonly Allergen[] = [];

/**
 * The allergens the signed-in student avoids, from their diet profile (docs/product/rules.md#diet-and-allergens).
 * Empty for a visitor and until the profile has loaded. The app provides it once, above every screen, so a
 * meal is marked the same wherever it appears without each feature asking for the profile.
 */
export const AvoidedAllergensContext = createContext<readonly Allergen[]>(NONE);

export function useAvoidedAllergens(): readonly Allergen[] {
  return useContext(AvoidedAllergensContext);
}

/** Of a meal's allergens, those the viewer avoids (in the meal's order). */
export function useAvoidedIn(allergens: readonly Allergen[]): Allergen[] {
  const avoided = useAvoidedAllergens();
  return allergens.filter((allergen) => avoided.includes(allergen));
}
