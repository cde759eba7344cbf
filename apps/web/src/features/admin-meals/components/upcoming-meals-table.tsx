import { CalendarClock, Plus, Send, XCircle } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { formatTaka } from '@/utils/format';
import { useCancelUpcomingMeal, usePublishUpcomingMeal, useUpcomingMeals } from '../api/upcoming-meals';
import { formatDateTimeOrDash } from '../lib/date-time';
import type { UpcomingMeal } from '../types';
import { toast } from '@/lib/toast';
import { AddUpcomingMealDialog, preloadUpcomingMealForm } from './add-upcoming-meal-dialog';

// Ours: the spec's catalogue has no texts for these outcomes.
const TEXT = {
  empty: 'No upcoming meals found.',
  loadFailed: 'Could not load the upcoming meals.',
  published: 'Meal published',
  publishFailed: 'Failed to publish meal.',
  cancelled: 'Upcoming meal cancelled',
  cancelFailed: 'Failed to cancel meal.',
};

type PendingAction = { kind: 'publish' | 'cancel'; meal: Pick<UpcomingMeal, '_id' | 'title'> };

/** Upcoming Meals admin (spec §2): the table, Publish and Cancel after a confirmation, and the Add modal. */
export function UpcomingMealsAdmin() {
  const upcoming = useUpcomingMeals();
  const publish = usePublishUpcomingMeal();
  const cancel = useCancelUpcomingMeal();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<PendingAction | null>(null);

  const runPending = async () => {
    if (!pending) return;
    const { kind, meal } = pending;
    try {
      if (kind === 'publish') {
        await publish.mutateAsync(meal._id);
        toast.success(TEXT.published);
      } else {
        await cancel.mutateAsync(meal._id);
        toast.success(TEXT.cancelled);
      }
    } catch (error) {
      console.error(`Failed to ${kind} upcoming meal`, error);
      toast.failure(kind === 'publish' ? TEXT.publishFailed : TEXT.cancelFailed, error);
    } finally {
      setPending(null);
    }
  };

  const addButton = (
    <button
      type="button"
      className="btn btn-primary"
      onPointerEnter={preloadUpcomingMealForm}
      onFocus={preloadUpcomingMealForm}
      onClick={() => setAdding(true)}
    >
      <Plus className="size-4" aria-hidden="true" />
      Add Upcoming Meal
    </button>
  );

  let body;
  if (upcoming.isPending) body = <PageSpinner label="Loading upcoming meals" />;
  else if (upcoming.isError)
    body = <ErrorState message={TEXT.loadFailed} onRetry={() => void upcoming.refetch()} />;
  else if (upcoming.data.length === 0) body = <EmptyState title={TEXT.empty} icon={CalendarClock} />;
  else
    body = (
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
        <table className="table">
          <caption className="sr-only">Upcoming meals</caption>
          <thead className="text-base-content">
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Category</th>
              <th scope="col">Price</th>
              <th scope="col">Publish Date</th>
              <th scope="col">Likes</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {upcoming.data.map((meal) => (
              <tr key={meal._id} className="hover:bg-base-200/60">
                <th scope="row" className="min-w-40 max-w-64 font-medium">
                  <span className="line-clamp-3 break-words">{meal.title}</span>
                </th>
                <td>{meal.category}</td>
                <td className="whitespace-nowrap tabular-nums">{formatTaka(meal.price)}</td>
                <td className="whitespace-nowrap">{formatDateTimeOrDash(meal.publishDate)}</td>
                <td className="tabular-nums">{meal.likes}</td>
                <td>
                  {meal.published ? (
                    <span className="badge badge-success">Published</span>
                  ) : (
                    <span className="badge badge-warning">Pending</span>
                  )}
                </td>
                <td>
                  {meal.published ? (
                    <span className="text-sm text-base-content/75">No actions</span>
                  ) : (
                    <div className="flex flex-nowrap gap-1.5">
                      <button
                        type="button"
                        className="btn btn-primary btn-xs"
                        aria-label={`Publish ${meal.title}`}
                        onClick={() => setPending({ kind: 'publish', meal })}
                      >
                        <Send className="size-3.5" aria-hidden="true" />
                        Publish
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline btn-error btn-xs"
                        aria-label={`Cancel ${meal.title}`}
                        onClick={() => setPending({ kind: 'cancel', meal })}
                      >
                        <XCircle className="size-3.5" aria-hidden="true" />
                        Cancel
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  const isPublish = pending?.kind === 'publish';
  return (
    <>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">Upcoming Meals</h1>
        {addButton}
      </header>
      {body}
      <AddUpcomingMealDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={pending !== null}
        title={isPublish ? 'Publish this meal now?' : 'Cancel this upcoming meal?'}
        description={
          pending &&
          (isPublish ? (
            <>
              <strong>{pending.meal.title}</strong> moves to the meal lists, where everyone can see it.
            </>
          ) : (
            <>
              <strong>{pending.meal.title}</strong> will be removed with its likes. This cannot be undone.
            </>
          ))
        }
        confirmLabel={isPublish ? 'Publish' : 'Cancel meal'}
        cancelLabel={isPublish ? 'Cancel' : 'Keep meal'}
        tone={isPublish ? 'primary' : 'danger'}
        busy={publish.isPending || cancel.isPending}
        onConfirm={() => void runPending()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
