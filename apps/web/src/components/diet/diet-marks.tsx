import { t } from '@lingui/core/macro';
import { type Allergen, DIET_TAG_LABELS, type DietTag } from '@messhall/shared';
import { sharedText } from '@/lib/i18n/shared-text';
import { cn } from '@/utils/cn';
import { avoidSentence } from './avoid-sentence';
import { AvoidIcon, DietTagIcon } from './diet-icons';

// How a meal's diet tags and the allergens the viewer avoids are shown wherever a student picks a meal: each
// mark is an icon and its words, never a colour or an icon alone (docs/product/rules.md#diet-and-allergens).

/**
 * The marks' sizes: `card` and the menu's lists; `compact`, smaller below `sm` for Home's cards, which are 40vw
 * wide on a phone; `large` on a meal's page.
 */
type MarkSize = 'card' | 'compact' | 'large';

const TEXT: Record<MarkSize, string> = {
  card: 'text-xs leading-4',
  compact: 'text-xs leading-4 max-sm:text-[11px] max-sm:leading-[14px]',
  large: 'text-sm leading-5',
};
const CHIP: Record<MarkSize, string> = {
  card: 'gap-1 px-2 py-0.5',
  compact: 'gap-1 px-2 py-0.5 max-sm:gap-0.5 max-sm:px-1.5 max-sm:py-px',
  large: 'gap-1.5 px-2.5 py-1',
};
const NOTE: Record<MarkSize, string> = {
  card: 'px-2 py-1',
  compact: 'px-2 py-1 max-sm:px-1.5 max-sm:py-0.5',
  large: 'w-fit px-3 py-2',
};

interface DietTagListProps {
  tags: readonly DietTag[];
  size?: MarkSize;
  /** Placement only (margins); the size says the rest. */
  className?: string;
}

/** A meal's diet tags: small chips, each an icon and its name. Nothing when it has none. */
export function DietTagList({ tags, size = 'card', className }: DietTagListProps) {
  if (tags.length === 0) return null;
  return (
    <ul
      aria-label={t`Diet`}
      className={cn('flex flex-wrap', size === 'large' ? 'gap-1.5' : 'gap-1', TEXT[size], className)}
    >
      {tags.map((tag) => (
        <li
          key={tag}
          className={cn(
            'inline-flex items-center rounded-full border border-base-300 bg-base-100 font-medium text-base-content',
            CHIP[size],
          )}
        >
          <DietTagIcon tag={tag} className="size-[1.2em] shrink-0" />
          {sharedText(DIET_TAG_LABELS[tag])}
        </li>
      ))}
    </ul>
  );
}

interface AvoidNoteProps {
  avoidedIn: readonly Allergen[];
  id?: string;
  size?: MarkSize;
  /** Placement and shadow only; the size says the rest. */
  className?: string;
}

/** "Contains milk — you avoid milk", with a warning sign; nothing when the meal has none the viewer avoids. */
export function AvoidNote({ avoidedIn, id, size = 'card', className }: AvoidNoteProps) {
  if (avoidedIn.length === 0) return null;
  return (
    <p
      id={id}
      // flex-none: a card's body grows its paragraphs (daisyUI), and this one sits in cards.
      className={cn(
        'flex flex-none items-start gap-1 rounded-field bg-warning font-semibold text-warning-content',
        TEXT[size],
        NOTE[size],
        className,
      )}
    >
      <AvoidIcon className="size-[1.34em] shrink-0" />
      <span>{avoidSentence(avoidedIn)}</span>
    </p>
  );
}

interface CardMarksProps {
  dietTags: readonly DietTag[];
  avoidedIn: readonly Allergen[];
  warningId: string;
  /** Home's cards: smaller marks on a phone. */
  compact?: boolean;
}

/**
 * A card's marks, drawn over its picture (4:3, at the card's top) so the card keeps its height and a row of
 * cards does not move when a profile loads: the warning at the top, the diet tags at the bottom. In the
 * document they follow the card's title, so a screen reader reads them with the meal they belong to.
 */
export function CardMarks({ dietTags, avoidedIn, warningId, compact = false }: CardMarksProps) {
  const size = compact ? 'compact' : 'card';
  if (dietTags.length === 0 && avoidedIn.length === 0) return null;
  return (
    <div
      className={cn(
        'pointer-events-none absolute inset-x-0 top-0 flex aspect-[4/3] flex-col gap-1 p-2',
        compact && 'max-sm:p-1.5',
      )}
    >
      <AvoidNote avoidedIn={avoidedIn} id={warningId} size={size} className="shadow-sm" />
      <DietTagList tags={dietTags} size={size} className="mt-auto *:shadow-sm" />
    </div>
  );
}
