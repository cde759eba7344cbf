import { t } from '@lingui/core/macro';
import { ALLERGEN_FULL_NAMES, type Allergen, type DietTag } from '@messhall/shared';
import { useId } from 'react';
import { AvoidNote, DietTagList } from '@/components/diet/diet-marks';
import { sharedText } from '@/lib/i18n/shared-text';
import { formatList } from '@/utils/format';

interface MealDietProps {
  dietTags: readonly DietTag[];
  allergens: readonly Allergen[];
  /** Of `allergens`, those the signed-in student avoids. */
  avoidedIn: readonly Allergen[];
}

/** A meal's page: its diet tags, "Contains: …" by the law's names, and the warning for the viewer. */
export function MealDiet({ dietTags, allergens, avoidedIn }: MealDietProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="font-semibold">
        {t`Diet and allergens`}
      </h2>
      <DietTagList tags={dietTags} size="large" />
      <p className="text-base-content/90">
        <span className="font-semibold">{t`Contains:`} </span>
        {allergens.length > 0
          ? formatList(allergens.map((allergen) => sharedText(ALLERGEN_FULL_NAMES[allergen])))
          : t`no allergens listed`}
      </p>
      <AvoidNote avoidedIn={avoidedIn} size="large" />
    </section>
  );
}
