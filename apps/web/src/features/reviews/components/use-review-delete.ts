import { t } from '@lingui/core/macro';
import { REVIEW_MESSAGES as M } from '@messhall/shared';
import { useConfirm } from '@/components/ui/data-table/use-confirm';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { useDeleteReview } from '../api/delete-review';
import type { OnMealRatingChange } from '../types';

/**
 * Deleting a review from a table: which one is asked about, and the confirmation's props (all but its
 * description), whose Delete runs the delete with its toasts.
 */
export function useReviewDelete<Review extends { _id: string }>(onMealChange?: OnMealRatingChange) {
  const remove = useDeleteReview(onMealChange);
  const confirm = useConfirm<Review>();

  const confirmDelete = () => {
    if (!confirm.subject) return;
    remove.mutate(confirm.subject._id, {
      onSuccess: () => toast.success(sharedText(M.reviewDeleted)),
      onError: (error) => {
        console.error('Failed to delete review', error);
        toast.failure(sharedText(M.reviewDeleteFailed), error);
      },
      onSettled: confirm.close,
    });
  };

  const dialog = {
    ...confirm.dialog,
    title: t`Delete this review?`,
    confirmLabel: t`Delete`,
    tone: 'danger',
    busy: remove.isPending,
    onConfirm: confirmDelete,
  } as const;
  return { ...confirm, dialog };
}
