import { MessageSquareText, Trash2 } from 'lucide-react';
import { type DataColumn, DataTable } from '@/components/ui/data-table/data-table';
import { RowAction } from '@/components/ui/data-table/row-action';
import { EmptyState } from '@/components/ui/empty-state';
import { useAllReviews } from '../api/get-all-reviews';
import type { AdminReviewRow, OnMealRatingChange } from '../types';
import { pagedQueryStates } from '@/components/ui/data-table/paged-query-states';
import { usePageParam } from '@/components/ui/data-table/use-page-param';
import { StarRating } from './star-rating';
import { useReviewDelete } from './use-review-delete';
import { ViewMealAction } from './view-meal-action';

export const NO_REVIEWS_FOUND = 'No reviews found.';
// Ours: the catalogue (docs/product/texts-and-errors.md) has no text for this list failing to load (other list failures are only logged).
const LOAD_FAILED = 'Could not load the reviews.';

/** Admin All Reviews (docs/product/screens-and-routes.md#admin-all-reviews): Meal Title, Comment, Likes, Reviews Count, Actions (View Meal, Delete). */
export function AllReviewsTable({ onMealChange }: { onMealChange?: OnMealRatingChange }) {
  const [page, goTo] = usePageParam();
  const reviews = useAllReviews(page);
  const confirm = useReviewDelete<AdminReviewRow>(onMealChange);

  const columns: DataColumn<AdminReviewRow>[] = [
    {
      header: 'Meal Title',
      rowHeader: true,
      className: 'md:min-w-36',
      cell: (review) => <span className="break-words">{review.mealTitle}</span>,
    },
    {
      header: 'Comment',
      className: 'md:w-full md:min-w-56',
      cell: (review) => (
        <>
          <StarRating rating={review.rating} />
          <p className="mt-1 break-words whitespace-pre-line">{review.content}</p>
          <p className="mt-1 text-sm text-base-content/80">{`by ${review.userName}`}</p>
        </>
      ),
    },
    { header: 'Likes', short: true, className: 'tabular-nums', cell: (review) => review.likes },
    {
      header: 'Reviews Count',
      short: true,
      className: 'tabular-nums',
      headerClassName: 'whitespace-nowrap',
      cell: (review) => review.reviews_count,
    },
    {
      header: 'Actions',
      actions: true,
      cell: (review) => (
        <>
          <ViewMealAction review={review} />
          <RowAction
            tone="danger"
            icon={Trash2}
            label="Delete"
            name={`Delete the review by ${review.userName} of ${review.mealTitle}`}
            onClick={() => confirm.ask(review)}
          />
        </>
      ),
    },
  ];

  const deleting = confirm.subject;
  return (
    <DataTable
      caption="All reviews, newest first"
      columns={columns}
      rowKey={(review) => review._id}
      {...pagedQueryStates(reviews, (data) => data.reviews, {
        loading: 'Loading reviews',
        failed: LOAD_FAILED,
        reason: false,
        onPage: goTo,
        pager: { label: 'All reviews pages' },
      })}
      empty={<EmptyState title={NO_REVIEWS_FOUND} icon={MessageSquareText} />}
      confirm={{
        ...confirm.dialog,
        description: deleting && (
          <>
            The review by <strong>{deleting.userName}</strong> of <strong>{deleting.mealTitle}</strong> will
            be removed, and the meal&apos;s rating recalculated. This cannot be undone.
          </>
        ),
      }}
    />
  );
}
