import { CalendarClock, Plus, Send, XCircle } from 'lucide-react';
import { useState } from 'react';
import { type DataColumn, DataTable } from '@/components/ui/data-table/data-table';
import { NoAction, RowAction } from '@/components/ui/data-table/row-action';
import { useConfirm } from '@/components/ui/data-table/use-confirm';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { formatTaka } from '@/utils/format';
import { useCancelUpcomingMeal, usePublishUpcomingMeal, useUpcomingMeals } from '../api/upcoming-meals';
import { formatDateTimeOrDash } from '../lib/date-time';
import type { UpcomingMeal } from '../types';
import { toast } from '@/lib/toast';
import { AddUpcomingMealDialog, preloadUpcomingMealForm } from './add-upcoming-meal-dialog';

// Ours: the catalogue (docs/product/texts-and-errors.md) has no texts for these outcomes.
const TEXT = {
  empty: 'No upcoming meals found.',
  loadFailed: 'Could not load the upcoming meals.',
  published: 'Meal published',
  publishFailed: 'Failed to publish meal.',
  cancelled: 'Upcoming meal cancelled',
  cancelFailed: 'Failed to cancel meal.',
};

type PendingAction = { kind: 'publish' | 'cancel'; meal: Pick<UpcomingMeal, '_id' | 'title'> };

/** Upcoming Meals admin (docs/product/screens-and-routes.md#upcoming-meals-admin): the table, Publish and Cancel after a confirmation, and the Add modal. */
export function UpcomingMealsAdmin() {
  const upcoming = useUpcomingMeals();
  const publish = usePublishUpcomingMeal();
  const cancel = useCancelUpcomingMeal();
  const [adding, setAdding] = useState(false);
  const confirm = useConfirm<PendingAction>();

  const runPending = async () => {
    if (!confirm.subject) return;
    const { kind, meal } = confirm.subject;
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
      confirm.close();
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

  const columns: DataColumn<UpcomingMeal>[] = [
    {
      header: 'Title',
      rowHeader: true,
      className: 'md:min-w-40 md:max-w-64',
      cell: (meal) => <span className="line-clamp-3 break-words">{meal.title}</span>,
    },
    { header: 'Category', short: true, cell: (meal) => meal.category },
    {
      header: 'Price',
      short: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (meal) => formatTaka(meal.price),
    },
    {
      header: 'Publish Date',
      short: true,
      className: 'md:whitespace-nowrap',
      cell: (meal) => formatDateTimeOrDash(meal.publishDate),
    },
    { header: 'Likes', short: true, className: 'tabular-nums', cell: (meal) => meal.likes },
    {
      header: 'Status',
      short: true,
      cell: (meal) =>
        meal.published ? (
          <span className="badge badge-success">Published</span>
        ) : (
          <span className="badge badge-warning">Pending</span>
        ),
    },
    {
      header: 'Actions',
      actions: true,
      cell: (meal) =>
        meal.published ? (
          <NoAction text="No actions" />
        ) : (
          <>
            <RowAction
              tone="primary"
              icon={Send}
              label="Publish"
              name={`Publish ${meal.title}`}
              onClick={() => confirm.ask({ kind: 'publish', meal })}
            />
            <RowAction
              tone="outline-danger"
              icon={XCircle}
              label="Cancel"
              name={`Cancel ${meal.title}`}
              onClick={() => confirm.ask({ kind: 'cancel', meal })}
            />
          </>
        ),
    },
  ];

  const pending = confirm.subject;
  const isPublish = pending?.kind === 'publish';
  return (
    <>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">Upcoming Meals</h1>
        {addButton}
      </header>
      <DataTable
        caption="Upcoming meals"
        columns={columns}
        rows={upcoming.isError ? undefined : upcoming.data}
        rowKey={(meal) => meal._id}
        pending={upcoming.isPending}
        loading={<PageSpinner label="Loading upcoming meals" />}
        error={<ErrorState message={TEXT.loadFailed} onRetry={() => void upcoming.refetch()} />}
        empty={<EmptyState title={TEXT.empty} icon={CalendarClock} />}
        confirm={{
          ...confirm.dialog,
          title: isPublish ? 'Publish this meal now?' : 'Cancel this upcoming meal?',
          description:
            pending &&
            (isPublish ? (
              <>
                <strong>{pending.meal.title}</strong> moves to the meal lists, where everyone can see it.
              </>
            ) : (
              <>
                <strong>{pending.meal.title}</strong> will be removed with its likes. This cannot be undone.
              </>
            )),
          confirmLabel: isPublish ? 'Publish' : 'Cancel meal',
          cancelLabel: isPublish ? 'Cancel' : 'Keep meal',
          tone: isPublish ? 'primary' : 'danger',
          busy: publish.isPending || cancel.isPending,
          onConfirm: () => void runPending(),
        }}
      />
      <AddUpcomingMealDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
