import { t } from '@lingui/core/macro';
import { Pencil, Trash2, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '@/utils/date-format';
import { formatTimeAgo } from '@/utils/date-format';
import type { Review, ReviewSubmission } from '../types';
import { ReviewEditor } from './review-editor';
import { StarRating } from './star-rating';

interface ReviewItemProps {
  review: Review;
  /** The signed-in user wrote it: Edit and Delete are offered. */
  own: boolean;
  /**
   * When the list was read (ms): "2 hours ago" counts from it, so that the server's render and the browser's
   * hydration of the same page say the same, however long the page was kept.
   */
  readAt: number;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  onSave: (input: ReviewSubmission) => void;
  onDelete: () => void;
}

/** One review on Meal Details: author (photo, name), stars, time and text; Edit and Delete on one's own. */
export function ReviewItem({
  review,
  own,
  readAt,
  editing,
  saving,
  onEdit,
  onCancelEdit,
  onSave,
  onDelete,
}: ReviewItemProps) {
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Leaving the editor (Save, Cancel, Escape) puts focus back on Edit rather than losing it to the page.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const userName = review.userName;
  return (
    <li className="flex gap-3 rounded-box border border-base-300 bg-base-100 p-4">
      {review.userPhoto ? (
        <img
          src={review.userPhoto}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          className="size-10 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          className="grid size-10 shrink-0 place-items-center rounded-full bg-base-200 text-base-content/70"
          aria-hidden="true"
        >
          <UserRound className="size-5" />
        </span>
      )}
      <article className="min-w-0 flex-1" aria-label={t`Review by ${userName}`}>
        <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h3 className="font-semibold break-words">
            {review.userName}
            {own && <span className="ml-2 badge badge-primary badge-sm">{t`You`}</span>}
          </h3>
          <time
            dateTime={review.time}
            title={formatDateTime(review.time)}
            className="text-sm text-base-content/80"
          >
            {formatTimeAgo(review.time, { now: readAt, dateAfterDays: 7 })}
          </time>
        </header>
        {editing ? (
          <div className="mt-2">
            <ReviewEditor
              initial={{ rating: review.rating ?? 0, content: review.content }}
              label={t`Edit your review`}
              busy={saving}
              onSave={onSave}
              onCancel={onCancelEdit}
            />
          </div>
        ) : (
          <>
            <StarRating rating={review.rating} className="mt-1" />
            <p className="mt-2 break-words whitespace-pre-line text-base-content/90">{review.content}</p>
            {own && (
              <div className="mt-3 flex gap-2">
                <button ref={editButton} type="button" className="btn btn-outline btn-xs" onClick={onEdit}>
                  <Pencil className="size-3.5" aria-hidden="true" />
                  {t`Edit`}
                </button>
                <button type="button" className="btn btn-outline btn-error btn-xs" onClick={onDelete}>
                  <Trash2 className="size-3.5" aria-hidden="true" />
                  {t`Delete`}
                </button>
              </div>
            )}
          </>
        )}
      </article>
    </li>
  );
}
