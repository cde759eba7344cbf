import { type Allergen, DIET_TAG_LABELS, type DietTag } from '@messhall/shared';
import { cn } from '@/utils/cn';
import { avoidSentence } from './avoid-sentence';
import { AvoidIcon, DietTagIcon } from './diet-icons';

// How a meal's diet tags and the allergens the viewer avoids are shown wherever a student picks a meal: each
// mark is an icon and its words, never a colour or an icon alone (docs/product/rules.md#diet-and-allergens).

/** A meal's diet tags: small chips, each an icon and its name. Nothing when it has none. */
export function DietTagList({ tags, className }: { tags: readonly DietTag[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Diet" className={cn('flex flex-wrap gap-1', className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="inline-flex items-center gap-1 rounded-full border border-base-300 bg-base-100 px-2 py-0.5 text-xs leading-4 font-medium text-base-content"
        >
          <DietTagIcon tag={tag} />
          {DIET_TAG_LABELS[tag]}
        </li>
      ))}
    </ul>
  );
}

/** "Contains milk — you avoid milk", with a warning sign; nothing when the meal has none the viewer avoids. */
export function AvoidNote({
  avoidedIn,
  id,
  className,
}: {
  avoidedIn: readonly Allergen[];
  id?: string;
  className?: string;
}) {
  if (avoidedIn.length === 0) return null;
  return (
    <p
      id={id}
      className={cn(
        'flex items-start gap-1 rounded-field bg-warning px-2 py-1 text-xs leading-4 font-semibold text-warning-content',
        className,
      )}
    >
      <AvoidIcon className="size-4 shrink-0" />
      <span>{avoidSentence(avoidedIn)}</span>
    </p>
  );
}

/**
 * A card's marks, drawn over its picture (4:3, at the card's top) so the card keeps its height and a row of
 * cards does not move when a profile loads: the warning at the top, the diet tags at the bottom. In the
 * document they follow the card's title, so a screen reader reads them with the meal they belong to.
 */
export function CardMarks({
  dietTags,
  avoidedIn,
  warningId,
}: {
  dietTags: readonly DietTag[];
  avoidedIn: readonly Allergen[];
  warningId: string;
}) {
  if (dietTags.length === 0 && avoidedIn.length === 0) return null;
  return (
    <div className="pointer-events-none absolute inset-x-0 top-0 flex aspect-[4/3] flex-col justify-between gap-1 p-1.5 sm:p-2">
      <AvoidNote avoidedIn={avoidedIn} id={warningId} className="shadow-sm" />
      <DietTagList tags={dietTags} className="mt-auto [&>li]:shadow-sm" />
    </div>
  );
}
