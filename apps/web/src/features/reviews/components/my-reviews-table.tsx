import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { REVIEW_MESSAGES } from '@messhall/shared';
import { MessageSquareText, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type DataColumn, DataTable } from '@/components/ui/data-table/data-table';
import { RowAction } from '@/components/ui/data-table/row-action';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { formatNumber } from '@/utils/format';
import { useUserReviews } from '../api/get-user-reviews';
import { useUpdateReview } from '../api/update-review';
import type { OnMealRatingChange, UserReview, ReviewSubmission } from '../types';
import { pagedQueryStates } from '@/components/ui/data-table/paged-query-states';
import { usePageParam } from '@/components/ui/data-table/use-page-param';
import { ReviewEditor } from './review-editor';
import { StarRating } from './star-rating';
import { useReviewDelete } from './use-review-delete';
import { ViewMealAction } from './view-meal-action';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';

const M = REVIEW_MESSAGES;

interface MyReviewsTableProps {
  /** The signed-in user (from the session; the route passes it). */
  userId: string;
  onMealChange?: OnMealRatingChange;
}

/** My Reviews (docs/product/screens-and-routes.md#my-reviews): Meal, Likes, Review, Actions (Edit/Save, Delete, View Meal). */
export function MyReviewsTable({ userId, onMealChange }: MyReviewsTableProps) {
  const [page, goTo] = usePageParam();
  const reviews = useUserReviews(userId, page);
  const update = useUpdateReview(onMealChange);
  const [editingId, setEditingId] = useState<string | null>(null);
  const confirm = useReviewDelete<UserReview>(onMealChange);

  useLoadErrorToast(reviews.isError ? sharedText(M.myReviewsLoadFailed) : null);

  const save = (id: string, input: ReviewSubmission) => {
    update.mutate(
      { id, input },
      {
        onSuccess: () => {
          setEditingId(null);
          toast.success(sharedText(M.reviewUpdated));
        },
        onError: (error) => {
          console.error('Failed to update review', error);
          toast.failure(sharedText(M.reviewUpdateFailed), error);
        },
      },
    );
  };

  const columns: DataColumn<UserReview>[] = [
    {
      header: t`Meal`,
      rowHeader: true,
      className: 'md:min-w-36',
      cell: (review) => <span className="break-words">{review.mealTitle}</span>,
    },
    {
      header: t`Likes`,
      short: true,
      className: 'tabular-nums',
      cell: (review) => formatNumber(review.likes),
    },
    {
      header: t`Review`,
      className: 'md:w-full md:min-w-56',
      cell: (review) => {
        const mealTitle = review.mealTitle;
        return editingId === review._id ? (
          <ReviewEditor
            initial={{ rating: review.rating ?? 0, content: review.content }}
            label={t`Edit your review of ${mealTitle}`}
            busy={update.isPending && update.variables?.id === review._id}
            onSave={(input) => save(review._id, input)}
            onCancel={() => setEditingId(null)}
          />
        ) : (
          <>
            <StarRating rating={review.rating} />
            <p className="mt-1 break-words whitespace-pre-line">{review.content}</p>
          </>
        );
      },
    },
    {
      header: t`Actions`,
      actions: true,
      cell: (review) => {
        const mealTitle = review.mealTitle;
        return (
          <>
            {editingId !== review._id && (
              <RowAction
                icon={Pencil}
                label={t`Edit`}
                name={t`Edit your review of ${mealTitle}`}
                onClick={() => setEditingId(review._id)}
              />
            )}
            <RowAction
              tone="outline-danger"
              icon={Trash2}
              label={t`Delete`}
              name={t`Delete your review of ${mealTitle}`}
              onClick={() => confirm.ask(review)}
            />
            <ViewMealAction review={review} />
          </>
        );
      },
    },
  ];

  const deletingMeal = confirm.subject?.mealTitle;
  return (
    <DataTable
      caption={t`My reviews`}
      columns={columns}
      rowKey={(review) => review._id}
      // A failed refetch keeps the rows on screen (the toast has said so); only a first failure replaces them.
      {...pagedQueryStates(reviews, (data) => data.reviews, {
        loading: t`Loading your reviews`,
        failed: sharedText(M.myReviewsLoadFailed),
        reason: false,
        onPage: goTo,
        pager: { label: t`My reviews pages` },
      })}
      empty={
        <EmptyState
          title={t`You have not reviewed any meals yet.`}
          description={t`Your reviews appear here once you review a meal.`}
          icon={MessageSquareText}
          action={
            <LinkButton to={paths.meals()} className="btn-primary btn-sm">
              {t`Browse meals`}
            </LinkButton>
          }
        />
      }
      confirm={{
        ...confirm.dialog,
        description: confirm.subject && (
          <Trans>
            Your review of <strong>{deletingMeal}</strong> will be removed. This cannot be undone.
          </Trans>
        ),
      }}
    />
  );
}
