import { REVIEW_MESSAGES } from '@messhall/shared';
import { Eye, MessageSquareText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useDeleteReview } from '../api/delete-review';
import { useAllReviews } from '../api/get-all-reviews';
import type { AdminReviewRow, OnMealRatingChange } from '../types';
import { cardTable as t } from './card-table';
import { Pager } from '@/components/ui/pager';
import { readPage, withPage } from '../lib/page-param';
import { StarRating } from './star-rating';

const M = REVIEW_MESSAGES;

export const NO_REVIEWS_FOUND = 'No reviews found.';
// Ours: the spec's catalogue has no text for this list failing to load (other list failures are only logged).
const LOAD_FAILED = 'Could not load the reviews.';

/** Admin All Reviews (spec §2): Meal Title, Comment, Likes, Reviews Count, Actions (View Meal, Delete). */
export function AllReviewsTable({ onMealChange }: { onMealChange?: OnMealRatingChange }) {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const reviews = useAllReviews(page);
  const remove = useDeleteReview(onMealChange);
  const [deleting, setDeleting] = useState<AdminReviewRow | null>(null);

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

  if (reviews.isPending) return <Spinner label="Loading reviews" className="py-16" />;
  if (!reviews.data) return <ErrorState title={LOAD_FAILED} onRetry={() => void reviews.refetch()} />;

  const { reviews: rows, total, limit } = reviews.data;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  if (rows.length === 0 && page === 1)
    return <EmptyState title={NO_REVIEWS_FOUND} icon={MessageSquareText} />;

  return (
    <>
      <div className={`relative ${t.wrapper}`}>
        {reviews.isFetching && reviews.isPlaceholderData && (
          <Spinner label="Loading reviews" size="sm" className="absolute top-3 right-3" />
        )}
        <table role="table" className={t.table}>
          <caption className="sr-only">All reviews, newest first</caption>
          <thead role="rowgroup" className={t.thead}>
            <tr role="row">
              <th role="columnheader" scope="col">
                Meal Title
              </th>
              <th role="columnheader" scope="col">
                Comment
              </th>
              <th role="columnheader" scope="col">
                Likes
              </th>
              <th role="columnheader" scope="col" className="whitespace-nowrap">
                Reviews Count
              </th>
              <th role="columnheader" scope="col">
                Actions
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup" className={t.tbody}>
            {rows.length === 0 ? (
              <tr role="row">
                <td role="cell" colSpan={5} className="text-center">
                  {NO_REVIEWS_FOUND}
                </td>
              </tr>
            ) : (
              rows.map((review) => (
                <tr role="row" key={review._id} className={t.tr}>
                  <th
                    role="rowheader"
                    scope="row"
                    data-label="Meal Title"
                    className={`${t.cell} min-w-36 font-medium`}
                  >
                    <span className="break-words">{review.mealTitle}</span>
                  </th>
                  <td role="cell" data-label="Comment" className={`${t.cell} w-full min-w-56`}>
                    <StarRating rating={review.rating} />
                    <p className="mt-1 break-words whitespace-pre-line">{review.content}</p>
                    <p className="mt-1 text-sm text-base-content/80">{`by ${review.userName}`}</p>
                  </td>
                  <td role="cell" data-label="Likes" className={`${t.half} tabular-nums`}>
                    {review.likes}
                  </td>
                  <td role="cell" data-label="Reviews Count" className={`${t.half} tabular-nums`}>
                    {review.reviews_count}
                  </td>
                  <td role="cell" data-label="Actions" className={t.cell}>
                    <div className="flex flex-wrap gap-1.5 sm:flex-nowrap">
                      <Link
                        to={paths.mealDetails(review.mealId)}
                        className="btn btn-ghost btn-xs whitespace-nowrap"
                        aria-label={`View Meal ${review.mealTitle}`}
                      >
                        <Eye className="size-3.5" aria-hidden="true" />
                        View Meal
                      </Link>
                      <button
                        type="button"
                        className="btn btn-error btn-xs"
                        aria-label={`Delete the review by ${review.userName} of ${review.mealTitle}`}
                        onClick={() => setDeleting(review)}
                      >
                        <Trash2 className="size-3.5" aria-hidden="true" />
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        pageCount={pageCount}
        onPage={(next) => setParams(withPage(params, next))}
        label="All reviews pages"
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this review?"
        description={
          deleting && (
            <>
              The review by <strong>{deleting.userName}</strong> of <strong>{deleting.mealTitle}</strong> will
              be removed, and the meal&apos;s rating recalculated. This cannot be undone.
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
