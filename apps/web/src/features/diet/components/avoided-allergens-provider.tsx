import type { Allergen } from '@messhall/shared';
import type { ReactNode } from 'react';
import { AvoidedAllergensContext } from '@/components/diet/avoided-allergens';
import { useDietProfile } from '../api/get-diet-profile';

const NONE: readonly Allergen[] = [];

/**
 * Gives every screen below it the allergens the signed-in student avoids (components/diet reads them to mark
 * meals). A visitor's pages ask for nothing; a student's marks appear once the profile has loaded, over the
 * cards' pictures, so nothing moves.
 */
export function AvoidedAllergensProvider({
  userId,
  children,
}: {
  userId: string | null;
  children: ReactNode;
}) {
  const { data } = useDietProfile(userId);
  return (
    <AvoidedAllergensContext value={(userId && data?.avoid) || NONE}>{children}</AvoidedAllergensContext>
  );
}
