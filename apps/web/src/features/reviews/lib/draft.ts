import { REVIEW_MESSAGES } from '@messhall/shared';
import type { ReviewDraft } from '../types';

export type DraftCheck =
  { kind: 'ignore' } | { kind: 'invalid'; message: string } | { kind: 'ok'; content: string; rating: number };

/**
 * Spec §5: a blank review is silently ignored (no request, no message). A missing star rating is ours (the
 * spec has no rating): the picker says so rather than sending a request the server would refuse.
 */
export function checkDraft(draft: ReviewDraft): DraftCheck {
  const content = draft.content.trim();
  if (!content) return { kind: 'ignore' };
  if (!Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5)
    return { kind: 'invalid', message: REVIEW_MESSAGES.ratingRequired };
  return { kind: 'ok', content, rating: draft.rating };
}
