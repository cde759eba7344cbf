import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { MessageSquareText, Trash2 } from 'lucide-react';
import { type DataColumn, DataTable } from '@/components/ui/data-table/data-table';
import { RowAction } from '@/components/ui/data-table/row-action';
import { EmptyState } from '@/components/ui/empty-state';
import { formatNumber } from '@/utils/format';
import { useAllReviews } from '../api/get-all-reviews';
import type { AdminReviewRow, OnMealRatingChange } from '../types';
import { pagedQueryStates } from '@/components/ui/data-table/paged-query-states';
import { usePageParam } from '@/components/ui/data-table/use-page-param';
import { StarRating } from './star-rating';
import { useReviewDelete } from './use-review-delete';
import { ViewMealAction } from './view-meal-action';

/** Admin All Reviews (docs/product/screens-and-routes.md#admin-all-reviews): Meal Title, Comment, Likes, Reviews Count, Actions (View Meal, Delete). */
export function AllReviewsTable({ onMealChange }: { onMealChange?: OnMealRatingChange }) {
  const [page, goTo] = usePageParam();
  const reviews = useAllReviews(page);
  const confirm = useReviewDelete<AdminReviewRow>(onMealChange);

  const columns: DataColumn<AdminReviewRow>[] = [
    {
      header: t`Meal Title`,
      rowHeader: true,
      className: 'md:min-w-36',
      cell: (review) => <span className="break-words">{review.mealTitle}</span>,
    },
    {
      header: t`Comment`,
      className: 'md:w-full md:min-w-56',
      cell: (review) => {
        const userName = review.userName;
        return (
          <>
            <StarRating rating={review.rating} />
            <p className="mt-1 break-words whitespace-pre-line">{review.content}</p>
            <p className="mt-1 text-sm text-base-content/80">{t`by ${userName}`}</p>
          </>
        );
      },
    },
    {
      header: t`Likes`,
      short: true,
      className: 'tabular-nums',
      cell: (review) => formatNumber(review.likes),
    },
    {
      header: t`Reviews Count`,
      short: true,
      className: 'tabular-nums',
      headerClassName: 'whitespace-nowrap',
      cell: (review) => formatNumber(review.reviews_count),
    },
    {
      header: t`Actions`,
      actions: true,
      cell: (review) => {
        const { userName, mealTitle } = review;
        return (
          <>
            <ViewMealAction review={review} />
            <RowAction
              tone="danger"
              icon={Trash2}
              label={t`Delete`}
              name={t`Delete the review by ${userName} of ${mealTitle}`}
              onClick={() => confirm.ask(review)}
            />
          </>
        );
      },
    },
  ];

  const deleting = confirm.subject;
  const deletingUser = deleting?.userName;
  const deletingMeal = deleting?.mealTitle;
  return (
    <DataTable
      caption={t`All reviews, newest first`}
      columns={columns}
      rowKey={(review) => review._id}
      {...pagedQueryStates(reviews, (data) => data.reviews, {
        loading: t`Loading reviews`,
        // Ours: the catalogue (docs/product/texts-and-errors.md) has no text for this list failing to load.
        failed: t`Could not load the reviews.`,
        reason: false,
        onPage: goTo,
        pager: { label: t`All reviews pages` },
      })}
      empty={<EmptyState title={t`No reviews found.`} icon={MessageSquareText} />}
      confirm={{
        ...confirm.dialog,
        description: deleting && (
          <Trans>
            The review by <strong>{deletingUser}</strong> of <strong>{deletingMeal}</strong> will be removed,
            and the meal&apos;s rating recalculated. This cannot be undone.
          </Trans>
        ),
      }}
    />
  );
}
