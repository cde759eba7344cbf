import type { ReviewDraft, ReviewSubmission } from '../types';

/**
 * What a draft sends, or null when there is nothing to send: a blank review is silently ignored (no request,
 * no message). Stars are optional, as in the spec's review (text only): without a chosen star the review goes
 * without them.
 */
export function checkDraft(draft: ReviewDraft): ReviewSubmission | null {
  const content = draft.content.trim();
  if (!content) return null;
  const chosen = Number.isInteger(draft.rating) && draft.rating >= 1 && draft.rating <= 5;
  return chosen ? { content, rating: draft.rating } : { content };
}
