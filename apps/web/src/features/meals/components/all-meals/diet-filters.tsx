import { t } from '@lingui/core/macro';
import { ALLERGEN_LABELS, ALLERGENS, type Allergen, type DietTag } from '@messhall/shared';
import { ChevronDown } from 'lucide-react';
import { startTransition, useId, useOptimistic, useState } from 'react';
import { useAvoidedAllergens } from '@/components/diet/avoided-allergens';
import { AllergenChips, DietTagChips } from '@/components/diet/diet-chips';
import { DietTagIcon } from '@/components/diet/diet-icons';
import { sharedText } from '@/lib/i18n/shared-text';
import { cn } from '@/utils/cn';
import { formatList } from '@/utils/format';

interface DietFiltersProps {
  diet: readonly DietTag[];
  avoid: readonly Allergen[];
  /** Writes the address; called inside a transition (the router's navigations are transitions). */
  onDietChange: (diet: DietTag[]) => void;
  onAvoidChange: (avoid: Allergen[]) => void;
  className?: string;
}

const dietTagIcon = (tag: DietTag) => <DietTagIcon tag={tag} className="size-4" />;

/**
 * All Meals' diet filters: meals with every chosen tag, and meals without the chosen allergens (folded away
 * until opened, fourteen chips are long on a phone). A student with a diet profile gets "Hide meals I can't
 * eat", which adds the allergens they avoid to the "without" list, so the address says what is filtered.
 * The boxes show a click at once (useOptimistic), while the address and the list follow in the transition.
 */
export function DietFilters({ diet, avoid, onDietChange, onAvoidChange, className }: DietFiltersProps) {
  const [allergensOpen, setAllergensOpen] = useState(avoid.length > 0);
  const [shownDiet, showDiet] = useOptimistic(diet);
  const [shownAvoid, showAvoid] = useOptimistic(avoid);
  const changeDiet = (next: DietTag[]) =>
    startTransition(() => {
      showDiet(next);
      onDietChange(next);
    });
  const changeAvoid = (next: Allergen[]) =>
    startTransition(() => {
      showAvoid(next);
      onAvoidChange(next);
    });
  const avoidCount = shownAvoid.length;
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <DietTagChips
        legend={t`Diet`}
        legendClassName="text-sm font-semibold"
        iconOf={dietTagIcon}
        value={shownDiet}
        onChange={changeDiet}
      />
      <HideAvoidedToggle avoid={shownAvoid} onAvoidChange={changeAvoid} />
      <details
        open={allergensOpen}
        onToggle={(event) => setAllergensOpen(event.currentTarget.open)}
        className="group rounded-field border border-base-300 bg-base-100"
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 text-sm font-semibold">
          {avoidCount > 0 ? t`Without allergens (${avoidCount})` : t`Without allergens`}
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
        </summary>
        <AllergenChips
          legend={t`Only meals without`}
          legendClassName="sr-only"
          value={shownAvoid}
          onChange={changeAvoid}
          className="px-3 pb-3"
        />
      </details>
    </div>
  );
}

function HideAvoidedToggle({ avoid, onAvoidChange }: Pick<DietFiltersProps, 'avoid' | 'onAvoidChange'>) {
  const avoided = useAvoidedAllergens();
  const hintId = useId();
  if (avoided.length === 0) return null;
  const hiding = avoided.every((allergen) => avoid.includes(allergen));
  const allergens = formatList(avoided.map((allergen) => sharedText(ALLERGEN_LABELS[allergen])));
  return (
    <div className="flex flex-col gap-1">
      <label className="inline-flex w-fit cursor-pointer items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          className="toggle toggle-primary"
          checked={hiding}
          aria-describedby={hintId}
          onChange={(event) =>
            onAvoidChange(
              event.target.checked
                ? ALLERGENS.filter((allergen) => avoid.includes(allergen) || avoided.includes(allergen))
                : avoid.filter((allergen) => !avoided.includes(allergen)),
            )
          }
        />
        {t`Hide meals I can't eat`}
      </label>
      <p id={hintId} className="text-sm text-base-content/80">
        {t`Meals with ${allergens}, from your diet profile.`}
      </p>
    </div>
  );
}
