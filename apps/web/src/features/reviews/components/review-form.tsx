import { REVIEW_MAX_LENGTH } from '@messhall/shared';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { checkDraft } from '../lib/draft';
import type { ReviewDraft } from '../types';
import { StarRatingInput } from './star-rating-input';

interface ReviewFormProps {
  /** Resolves when the review is saved (the form then clears); rejects to keep what was typed. */
  onSubmit: (input: { content: string; rating: number }) => Promise<unknown>;
  busy?: boolean;
}

const EMPTY: ReviewDraft = { rating: 0, content: '' };

/** Spec §2: a star rating, 'Write your review...' and Submit Review. A blank review is silently ignored. */
export function ReviewForm({ onSubmit, busy = false }: ReviewFormProps) {
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY);
  const [ratingError, setRatingError] = useState<string>();
  const textId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkDraft(draft);
    if (check.kind === 'ignore') return;
    if (check.kind === 'invalid') {
      setRatingError(check.message);
      return;
    }
    onSubmit({ content: check.content, rating: check.rating }).then(
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
        onChange={(rating) => {
          setDraft((d) => ({ ...d, rating }));
          setRatingError(undefined);
        }}
        error={ratingError}
        disabled={busy}
      />
      <label htmlFor={textId} className="sr-only">
        Your review
      </label>
      <textarea
        id={textId}
        className="textarea textarea-bordered min-h-28 w-full"
        placeholder="Write your review..."
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
          Submit Review
        </button>
      </div>
    </form>
  );
}
