import { ALLERGEN_LABELS, type Allergen } from '@messhall/shared';
import { formatList } from '@/utils/format';

/** "Contains milk — you avoid milk"; with more than one, "Contains milk and eggs — you avoid them". */
export function avoidSentence(avoidedIn: readonly Allergen[]): string {
  const names = formatList(avoidedIn.map((allergen) => ALLERGEN_LABELS[allergen]));
  return `Contains ${names} — you avoid ${avoidedIn.length === 1 ? names : 'them'}`;
}
