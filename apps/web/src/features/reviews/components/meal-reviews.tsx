import { t } from '@lingui/core/macro';
import { REVIEW_MESSAGES } from '@messhall/shared';
import { LogIn, MessageSquareText } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { formatNumber } from '@/utils/format';
import { useCreateReview } from '../api/create-review';
import { useDeleteReview } from '../api/delete-review';
import { useMealReviews } from '../api/get-meal-reviews';
import { useUpdateReview } from '../api/update-review';
import type { OnMealRatingChange, ReviewSubmission } from '../types';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';

const M = REVIEW_MESSAGES;

interface MealReviewsProps {
  mealId: string;
  /** The meal's own count (docs/product/screens-and-routes.md#meal-details: "reviews list with count"); it moves with each write through onMealChange. */
  reviewsCount: number;
  /** The signed-in user's id, or null for a visitor (from the session; the route passes it). */
  userId: string | null;
  onMealChange?: OnMealRatingChange;
}

/** Meal Details reviews (docs/product/screens-and-routes.md#meal-details): the list with its count, the review form, Edit and Delete on one's own. */
export function MealReviews({ mealId, reviewsCount, userId, onMealChange }: MealReviewsProps) {
  const reviews = useMealReviews(mealId);
  const create = useCreateReview(mealId, onMealChange);
  const update = useUpdateReview(onMealChange);
  const remove = useDeleteReview(onMealChange);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useLoadErrorToast(
    reviews.isRefetchError
      ? sharedText(M.reviewsRefreshFailed)
      : reviews.isError
        ? sharedText(M.reviewsLoadFailed)
        : null,
  );

  const submit = async (input: ReviewSubmission) => {
    try {
      const result = await create.mutateAsync(input);
      setEditingId(null);
      if (result.created) setAnnouncement(t`Your review was posted.`);
      else toast.success(sharedText(M.reviewUpdated));
    } catch (error) {
      console.error('Failed to post review', error);
      if (error instanceof ApiError && error.status === 401) toast.error(sharedText(M.loginToReview));
      else toast.failure(sharedText(M.reviewPostFailed), error);
      throw error;
    }
  };

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

  // The Delete button goes with its review: after a deletion the dialog hands focus to the list's heading
  // rather than back to that button (and from there to the top of the page).
  const deleted = useRef(false);

  const confirmDelete = () => {
    if (!deletingId) return;
    remove.mutate(deletingId, {
      onSuccess: () => {
        toast.success(sharedText(M.reviewDeleted));
        deleted.current = true;
      },
      onError: (error) => {
        console.error('Failed to delete review', error);
        toast.failure(sharedText(M.reviewDeleteFailed), error);
      },
      onSettled: () => setDeletingId(null),
    });
  };

  const items = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  const reviewCount = formatNumber(reviewsCount);
  const ownReview = userId ? items.find((review) => review.userId === userId) : undefined;

  return (
    <section aria-labelledby="reviews-heading" className="mt-12 border-t border-base-300 pt-8">
      <h2
        id="reviews-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold focus:outline-none"
      >
        {t`Reviews (${reviewCount})`}
      </h2>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="lg:order-2">
          <h3 className="sr-only">{t`Write a review`}</h3>
          {userId ? (
            <>
              {ownReview && (
                <p className="mb-3 text-sm text-base-content/80">
                  {t`You have reviewed this meal. Submitting again replaces your review.`}
                </p>
              )}
              <ReviewForm onSubmit={submit} busy={create.isPending} />
            </>
          ) : (
            <div className="flex flex-col items-start gap-3 rounded-box border border-dashed border-base-300 bg-base-200/60 p-4">
              <p className="font-medium">{sharedText(M.loginToReview)}</p>
              <Link
                to={paths.login()}
                state={{
                  from: { pathname: location.pathname, search: location.search, hash: location.hash },
                }}
                className="btn btn-primary btn-sm"
              >
                <LogIn className="size-4" aria-hidden="true" />
                {t`Log in`}
              </Link>
            </div>
          )}
          <p className="sr-only" role="status">
            {announcement}
          </p>
        </div>

        <div className="lg:order-1">
          {reviews.isPending ? (
            <Spinner label={t`Loading reviews`} className="py-10" />
          ) : reviews.isError && items.length === 0 ? (
            <ErrorState
              title={sharedText(M.reviewsLoadFailed)}
              onRetry={() => void reviews.refetch()}
              className="py-8"
            />
          ) : items.length === 0 ? (
            <EmptyState
              title={t`No reviews yet.`}
              description={userId ? t`Be the first to review this meal.` : undefined}
              icon={MessageSquareText}
              className="py-8"
            />
          ) : (
            <>
              <ul className="flex flex-col gap-3" aria-label={t`Reviews, newest first`}>
                {items.map((review) => (
                  <ReviewItem
                    key={review._id}
                    review={review}
                    own={review.userId === userId}
                    readAt={reviews.dataUpdatedAt}
                    editing={editingId === review._id}
                    saving={update.isPending && update.variables?.id === review._id}
                    onEdit={() => setEditingId(review._id)}
                    onCancelEdit={() => setEditingId(null)}
                    onSave={(input) => save(review._id, input)}
                    onDelete={() => setDeletingId(review._id)}
                  />
                ))}
              </ul>
              {reviews.hasNextPage && (
                <div className="mt-4 flex justify-center">
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    disabled={reviews.isFetchingNextPage}
                    aria-busy={reviews.isFetchingNextPage || undefined}
                    onClick={() => void reviews.fetchNextPage()}
                  >
                    {reviews.isFetchingNextPage && (
                      <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                    )}
                    {t`Load more reviews`}
                  </button>
                </div>
              )}
            </>
          )}
        </div>
      </div>

      <ConfirmDialog
        open={deletingId !== null}
        title={t`Delete your review?`}
        description={t`Your review and its rating will be removed from this meal. This cannot be undone.`}
        confirmLabel={t`Delete`}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeletingId(null)}
        focusAfterClose={() => {
          if (!deleted.current) return null;
          deleted.current = false;
          return headingRef.current;
        }}
      />
    </section>
  );
}
