import {
  ALLERGEN_FULL_NAMES,
  ALLERGENS,
  type Allergen,
  DIET_TAG_LABELS,
  DIET_TAGS,
  type DietTag,
} from '@messhall/shared';
import { CheckboxChips, type CheckboxChipsProps } from './checkbox-chips';
import { DietTagIcon } from './diet-icons';

type ChipsProps<T extends string> = Omit<CheckboxChipsProps<T>, 'options' | 'labelOf' | 'iconOf'>;

const dietTagLabel = (tag: DietTag) => DIET_TAG_LABELS[tag];
const dietTagIcon = (tag: DietTag) => <DietTagIcon tag={tag} className="size-4" />;
const allergenName = (allergen: Allergen) => ALLERGEN_FULL_NAMES[allergen];

/** The diet tags as chips, each with its icon. */
export function DietTagChips(props: ChipsProps<DietTag>) {
  return <CheckboxChips options={DIET_TAGS} labelOf={dietTagLabel} iconOf={dietTagIcon} {...props} />;
}

/** The fourteen allergens as chips, by the names food labelling law gives them. */
export function AllergenChips(props: ChipsProps<Allergen>) {
  return <CheckboxChips options={ALLERGENS} labelOf={allergenName} {...props} />;
}
