import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AUTO_PUBLISH_LIKES } from '@messhall/shared';
import { CalendarClock, Plus, Send, XCircle } from 'lucide-react';
import { useState } from 'react';
import { type DataColumn, DataTable } from '@/components/ui/data-table/data-table';
import { NoAction, RowAction } from '@/components/ui/data-table/row-action';
import { useConfirm } from '@/components/ui/data-table/use-confirm';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { formatNumber, formatTaka } from '@/utils/format';
import { useCancelUpcomingMeal, usePublishUpcomingMeal, useUpcomingMeals } from '../api/upcoming-meals';
import { formatDateTimeOrDash } from '../lib/date-time';
import type { UpcomingMeal } from '../types';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { AddUpcomingMealDialog, preloadUpcomingMealForm } from './add-upcoming-meal-dialog';

// Ours: the catalogue (docs/product/texts-and-errors.md) has no texts for these outcomes. Functions, so each is
// read in the page's language when shown.
const TEXT = {
  empty: () => t`No upcoming meals found.`,
  loadFailed: () => t`Could not load the upcoming meals.`,
  published: () => t`Meal published`,
  publishFailed: () => t`Failed to publish meal.`,
  cancelled: () => t`Upcoming meal cancelled`,
  cancelFailed: () => t`Failed to cancel meal.`,
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
        toast.success(TEXT.published());
      } else {
        await cancel.mutateAsync(meal._id);
        toast.success(TEXT.cancelled());
      }
    } catch (error) {
      console.error(`Failed to ${kind} upcoming meal`, error);
      toast.failure(kind === 'publish' ? TEXT.publishFailed() : TEXT.cancelFailed(), error);
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
      {t`Add Upcoming Meal`}
    </button>
  );

  const columns: DataColumn<UpcomingMeal>[] = [
    {
      header: t`Title`,
      rowHeader: true,
      className: 'md:min-w-40 md:max-w-64',
      cell: (meal) => <span className="line-clamp-3 break-words">{meal.title}</span>,
    },
    { header: t`Category`, short: true, cell: (meal) => sharedText(meal.category) },
    {
      header: t`Price`,
      short: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (meal) => formatTaka(meal.price),
    },
    {
      header: t`Publish Date`,
      short: true,
      className: 'md:whitespace-nowrap',
      cell: (meal) => formatDateTimeOrDash(meal.publishDate),
    },
    {
      header: t`Likes`,
      short: true,
      className: 'tabular-nums',
      // Every like, and under it the ones that publish (docs/decisions/0026-likes-that-publish.md), so the admin
      // sees why a much-liked meal is still pending.
      cell: (meal) => {
        const counted = formatNumber(meal.trustedLikes);
        const needed = formatNumber(AUTO_PUBLISH_LIKES);
        return (
          <>
            {formatNumber(meal.likes)}
            <span className="block text-xs whitespace-nowrap text-base-content/70">
              {t`${counted} of ${needed} member likes`}
            </span>
          </>
        );
      },
    },
    {
      header: t`Status`,
      short: true,
      cell: (meal) =>
        meal.published ? (
          <span className="badge badge-success">{t`Published`}</span>
        ) : (
          <span className="badge badge-warning">{t`Pending`}</span>
        ),
    },
    {
      header: t`Actions`,
      actions: true,
      cell: (meal) => {
        if (meal.published) return <NoAction text={t`No actions`} />;
        const { title } = meal;
        return (
          <>
            <RowAction
              tone="primary"
              icon={Send}
              label={t`Publish`}
              name={t`Publish ${title}`}
              onClick={() => confirm.ask({ kind: 'publish', meal })}
            />
            <RowAction
              tone="outline-danger"
              icon={XCircle}
              label={t`Cancel`}
              name={t`Cancel ${title}`}
              onClick={() => confirm.ask({ kind: 'cancel', meal })}
            />
          </>
        );
      },
    },
  ];

  const pending = confirm.subject;
  const isPublish = pending?.kind === 'publish';
  const pendingTitle = pending?.meal.title;
  return (
    <>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t`Upcoming Meals`}</h1>
        {addButton}
      </header>
      <DataTable
        caption={t`Upcoming meals`}
        columns={columns}
        rows={upcoming.isError ? undefined : upcoming.data}
        rowKey={(meal) => meal._id}
        pending={upcoming.isPending}
        loading={<PageSpinner label={t`Loading upcoming meals`} />}
        error={<ErrorState message={TEXT.loadFailed()} onRetry={() => void upcoming.refetch()} />}
        empty={<EmptyState title={TEXT.empty()} icon={CalendarClock} />}
        confirm={{
          ...confirm.dialog,
          title: isPublish ? t`Publish this meal now?` : t`Cancel this upcoming meal?`,
          description:
            pendingTitle &&
            (isPublish ? (
              <Trans>
                <strong>{pendingTitle}</strong> moves to the meal lists, where everyone can see it.
              </Trans>
            ) : (
              <Trans>
                <strong>{pendingTitle}</strong> will be removed with its likes. This cannot be undone.
              </Trans>
            )),
          confirmLabel: isPublish ? t`Publish` : t`Cancel meal`,
          cancelLabel: isPublish ? t`Cancel` : t`Keep meal`,
          tone: isPublish ? 'primary' : 'danger',
          busy: publish.isPending || cancel.isPending,
          onConfirm: () => void runPending(),
        }}
      />
      <AddUpcomingMealDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
