import { t } from '@lingui/core/macro';
import { REVIEW_MAX_LENGTH } from '@messhall/shared';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { checkDraft } from '../lib/draft';
import type { ReviewDraft, ReviewSubmission } from '../types';
import { StarRatingInput } from './star-rating-input';

interface ReviewFormProps {
  /** Resolves when the review is saved (the form then clears); rejects to keep what was typed. */
  onSubmit: (input: ReviewSubmission) => Promise<unknown>;
  busy?: boolean;
}

const EMPTY: ReviewDraft = { rating: 0, content: '' };

/** Optional stars, 'Write your review...' and Submit Review. A blank review is silently ignored. */
export function ReviewForm({ onSubmit, busy = false }: ReviewFormProps) {
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY);
  const textId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const review = checkDraft(draft);
    if (!review) return;
    onSubmit(review).then(
      () => setDraft(EMPTY),
      () => {}, // the caller has said what went wrong; the text stays for another try
    );
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <StarRatingInput
        value={draft.rating}
        onChange={(rating) => setDraft((d) => ({ ...d, rating }))}
        legend={t`Your rating (optional)`}
        disabled={busy}
      />
      <label htmlFor={textId} className="sr-only">
        {t`Your review`}
      </label>
      <textarea
        id={textId}
        className="textarea textarea-bordered min-h-28 w-full"
        placeholder={t`Write your review...`}
        maxLength={REVIEW_MAX_LENGTH}
        value={draft.content}
        onChange={(event) => setDraft((d) => ({ ...d, content: event.target.value }))}
        readOnly={busy}
      />
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <Send className="size-4" aria-hidden="true" />
          )}
          {t`Submit Review`}
        </button>
      </div>
    </form>
  );
}
