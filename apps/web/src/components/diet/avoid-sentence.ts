import { t } from '@lingui/core/macro';
import { ALLERGEN_LABELS, type Allergen } from '@messhall/shared';
import { sharedText } from '@/lib/i18n/shared-text';
import { formatList } from '@/utils/format';

/** "Contains milk — you avoid milk"; with more than one, "Contains milk and eggs — you avoid them". */
export function avoidSentence(avoidedIn: readonly Allergen[]): string {
  const names = formatList(avoidedIn.map((allergen) => sharedText(ALLERGEN_LABELS[allergen])));
  return avoidedIn.length === 1
    ? t`Contains ${names} — you avoid ${names}`
    : t`Contains ${names} — you avoid them`;
}
