import {
  ALLERGEN_FULL_NAMES,
  ALLERGENS,
  type Allergen,
  DIET_TAG_LABELS,
  DIET_TAGS,
  type DietTag,
} from '@messhall/shared';
import { sharedText } from '@/lib/i18n/shared-text';
import { CheckboxChips, type CheckboxChipsProps } from './checkbox-chips';

const dietTagLabel = (tag: DietTag) => sharedText(DIET_TAG_LABELS[tag]);
const allergenName = (allergen: Allergen) => sharedText(ALLERGEN_FULL_NAMES[allergen]);

/**
 * The diet tags as chips. The icons of the cards' marks are for a screen to add (`iconOf`, DietTagIcon): they
 * come with the marks' code, which the admin's forms do not load.
 */
export function DietTagChips(props: Omit<CheckboxChipsProps<DietTag>, 'options' | 'labelOf'>) {
  return <CheckboxChips options={DIET_TAGS} labelOf={dietTagLabel} {...props} />;
}

/** The fourteen allergens as chips, by the names food labelling law gives them. */
export function AllergenChips(props: Omit<CheckboxChipsProps<Allergen>, 'options' | 'labelOf' | 'iconOf'>) {
  return <CheckboxChips options={ALLERGENS} labelOf={allergenName} {...props} />;
}
