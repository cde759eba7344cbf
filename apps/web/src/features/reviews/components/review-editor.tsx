import { t } from '@lingui/core/macro';
import { REVIEW_MAX_LENGTH } from '@messhall/shared';
import { Check, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { checkDraft } from '../lib/draft';
import type { ReviewDraft, ReviewSubmission } from '../types';
import { StarRatingInput } from './star-rating-input';

interface ReviewEditorProps {
  initial: ReviewDraft;
  /** Names the text box for screen readers, e.g. "Edit your review of Chicken Biryani". */
  label: string;
  busy?: boolean;
  onSave: (input: ReviewSubmission) => void;
  onCancel: () => void;
}

/**
 * Inline editing of one's own review (Meal Details and My Reviews). Saving blank text is silently ignored
 * (docs/product/rules.md#reviews); Escape or Cancel leaves the review as it was.
 */
export function ReviewEditor({ initial, label, busy = false, onSave, onCancel }: ReviewEditorProps) {
  const [draft, setDraft] = useState<ReviewDraft>(initial);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const textId = useId();

  useEffect(() => {
    textRef.current?.focus();
  }, []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const review = checkDraft(draft);
    if (review) onSave(review);
  };

  return (
    <form
      onSubmit={save}
      className="flex flex-col gap-2"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <StarRatingInput
        value={draft.rating}
        onChange={(rating) => setDraft((d) => ({ ...d, rating }))}
        legend={t`Rating`}
        size="sm"
        disabled={busy}
      />
      <label htmlFor={textId} className="sr-only">
        {label}
      </label>
      <textarea
        id={textId}
        ref={textRef}
        className="textarea textarea-bordered min-h-24 w-full"
        placeholder={t`Write your review...`}
        maxLength={REVIEW_MAX_LENGTH}
        value={draft.content}
        onChange={(event) => setDraft((d) => ({ ...d, content: event.target.value }))}
        readOnly={busy}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          ) : (
            <Check className="size-4" aria-hidden="true" />
          )}
          {t`Save`}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={onCancel}>
          <X className="size-4" aria-hidden="true" />
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
