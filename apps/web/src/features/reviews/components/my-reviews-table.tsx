import { REVIEW_MESSAGES } from '@messhall/shared';
import { Eye, MessageSquareText, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LinkButton } from '@/components/ui/link-button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useDeleteReview } from '../api/delete-review';
import { useUserReviews } from '../api/get-user-reviews';
import { useUpdateReview } from '../api/update-review';
import type { OnMealRatingChange, UserReview, ReviewSubmission } from '../types';
import { cardTable as t } from './card-table';
import { Pager } from '@/components/ui/pager';
import { readPage, withPage } from '../lib/page-param';
import { ReviewEditor } from './review-editor';
import { StarRating } from './star-rating';
import { useLoadErrorToast } from './use-load-error-toast';

const M = REVIEW_MESSAGES;

interface MyReviewsTableProps {
  /** The signed-in user (from the session; the route passes it). */
  userId: string;
  onMealChange?: OnMealRatingChange;
}

/** My Reviews (spec §2): Meal, Likes, Review, Actions (Edit/Save, Delete, View Meal). */
export function MyReviewsTable({ userId, onMealChange }: MyReviewsTableProps) {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const reviews = useUserReviews(userId, page);
  const update = useUpdateReview(onMealChange);
  const remove = useDeleteReview(onMealChange);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<UserReview | null>(null);

  useLoadErrorToast(reviews.errorUpdatedAt, reviews.isError ? M.myReviewsLoadFailed : null);

  const save = (id: string, input: ReviewSubmission) => {
    update.mutate(
      { id, input },
      {
        onSuccess: () => {
          setEditingId(null);
          toast.success(M.reviewUpdated);
        },
        onError: (error) => {
          console.error('Failed to update review', error);
          toast.failure(M.reviewUpdateFailed, error);
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => toast.success(M.reviewDeleted),
      onError: (error) => {
        console.error('Failed to delete review', error);
        toast.failure(M.reviewDeleteFailed, error);
      },
      onSettled: () => setDeleting(null),
    });
  };

  if (reviews.isPending) return <Spinner label="Loading your reviews" className="py-16" />;
  // A failed refetch keeps the rows on screen (the toast has said so); only a first failure replaces them.
  if (!reviews.data)
    return <ErrorState title={M.myReviewsLoadFailed} onRetry={() => void reviews.refetch()} />;

  const { reviews: rows, total, limit } = reviews.data;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  if (rows.length === 0 && page === 1)
    return (
      <EmptyState
        title="You have not reviewed any meals yet."
        description="Your reviews appear here once you review a meal."
        icon={MessageSquareText}
        action={
          <LinkButton to={paths.meals()} className="btn-primary btn-sm">
            Browse meals
          </LinkButton>
        }
      />
    );

  return (
    <>
      <div className={t.wrapper}>
        <table role="table" className={t.table}>
          <caption className="sr-only">My reviews</caption>
          <thead role="rowgroup" className={t.thead}>
            <tr role="row">
              <th role="columnheader" scope="col">
                Meal
              </th>
              <th role="columnheader" scope="col">
                Likes
              </th>
              <th role="columnheader" scope="col">
                Review
              </th>
              <th role="columnheader" scope="col">
                Actions
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup" className={t.tbody}>
            {rows.map((review) => {
              const editing = editingId === review._id;
              const saving = update.isPending && update.variables?.id === review._id;
              return (
                <tr role="row" key={review._id} className={t.tr}>
                  <th
                    role="rowheader"
                    scope="row"
                    data-label="Meal"
                    className={`${t.cell} min-w-36 font-medium`}
                  >
                    <span className="break-words">{review.mealTitle}</span>
                  </th>
                  <td role="cell" data-label="Likes" className={`${t.half} tabular-nums`}>
                    {review.likes}
                  </td>
                  <td role="cell" data-label="Review" className={`${t.cell} w-full min-w-56`}>
                    {editing ? (
                      <ReviewEditor
                        initial={{ rating: review.rating ?? 0, content: review.content }}
                        label={`Edit your review of ${review.mealTitle}`}
                        busy={saving}
                        onSave={(input) => save(review._id, input)}
                        onCancel={() => setEditingId(null)}
                      />
                    ) : (
                      <>
                        <StarRating rating={review.rating} />
                        <p className="mt-1 break-words whitespace-pre-line">{review.content}</p>
                      </>
                    )}
                  </td>
                  <td role="cell" data-label="Actions" className={t.cell}>
                    <div className="flex flex-wrap gap-1.5 sm:flex-nowrap">
                      {!editing && (
                        <button
                          type="button"
                          className="btn btn-outline btn-xs"
                          aria-label={`Edit your review of ${review.mealTitle}`}
                          onClick={() => setEditingId(review._id)}
                        >
                          <Pencil className="size-3.5" aria-hidden="true" />
                          Edit
                        </button>
                      )}
                      <button
                        type="button"
                        className="btn btn-outline btn-error btn-xs"
                        aria-label={`Delete your review of ${review.mealTitle}`}
                        onClick={() => setDeleting(review)}
                      >
                        <Trash2 className="size-3.5" aria-hidden="true" />
                        Delete
                      </button>
                      <Link
                        to={paths.mealDetails(review.mealId)}
                        className="btn btn-ghost btn-xs whitespace-nowrap"
                        aria-label={`View Meal ${review.mealTitle}`}
                      >
                        <Eye className="size-3.5" aria-hidden="true" />
                        View Meal
                      </Link>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        pageCount={pageCount}
        onPage={(next) => setParams(withPage(params, next))}
        label="My reviews pages"
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this review?"
        description={
          deleting && (
            <>
              Your review of <strong>{deleting.mealTitle}</strong> will be removed. This cannot be undone.
            </>
          )
        }
        confirmLabel="Delete"
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
