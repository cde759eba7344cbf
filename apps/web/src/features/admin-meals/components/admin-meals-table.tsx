import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { SortOrder } from '@messhall/shared';
import { Eye, Pencil, Trash2, UtensilsCrossed } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '@/components/ui/data-table/data-table';
import { RowAction } from '@/components/ui/data-table/row-action';
import { useConfirm } from '@/components/ui/data-table/use-confirm';
import { usePageParam } from '@/components/ui/data-table/use-page-param';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { formatNumber, formatRating } from '@/utils/format';
import { useDeleteMeal } from '../api/delete-meal';
import { useAdminMeals } from '../api/get-admin-meals';
import type { AdminMealSort, Meal } from '../types';

/** Rows per page. The spec shows no paging; with 48+ seeded meals one long page is hard to work with. */
export const ADMIN_MEALS_PAGE_SIZE = 20;

// Ours: the catalogue (docs/product/texts-and-errors.md) has no text for deleting a meal or for this list failing
// to load. Functions, so each is read in the page's language when shown.
const TEXT = {
  empty: () => t`No meals found.`,
  loadFailed: () => t`Could not load the meals.`,
  deleted: () => t`Meal deleted`,
  deleteFailed: () => t`Failed to delete meal.`,
};

const SORTS: readonly AdminMealSort[] = ['likes', 'reviews_count'];

function readSort(params: URLSearchParams) {
  const sortBy = params.get('sortBy');
  const order = params.get('order');
  return {
    sortBy: SORTS.includes(sortBy as AdminMealSort) ? (sortBy as AdminMealSort) : undefined,
    order: order === 'asc' || order === 'desc' ? (order as SortOrder) : undefined,
  };
}

/**
 * Admin All Meals (docs/product/screens-and-routes.md#admin-all-meals): Likes and Reviews sort on the server; the sort and page live in the URL, so View and
 * Back return to the same view.
 */
export function AdminMealsTable() {
  const [params, setParams] = useSearchParams();
  const [page, goTo] = usePageParam();
  const { sortBy, order } = readSort(params);
  const query = { sortBy, order: sortBy ? (order ?? 'desc') : undefined, page, limit: ADMIN_MEALS_PAGE_SIZE };
  const meals = useAdminMeals(query);
  const deleteMeal = useDeleteMeal();
  const confirm = useConfirm<Pick<Meal, '_id' | 'title'>>();

  const sortOn = (column: AdminMealSort) => ({
    order: query.sortBy === column ? query.order : undefined,
    onSort: () => {
      const next: SortOrder = query.sortBy === column && query.order === 'desc' ? 'asc' : 'desc';
      setParams({ sortBy: column, order: next }, { replace: true });
    },
  });

  const confirmDelete = async () => {
    const meal = confirm.subject;
    if (!meal) return;
    try {
      await deleteMeal.mutateAsync(meal._id);
      toast.success(TEXT.deleted());
    } catch (error) {
      console.error('Failed to delete meal', error);
      toast.failure(TEXT.deleteFailed(), error);
    } finally {
      confirm.close();
    }
  };

  const columns: DataColumn<Meal>[] = [
    {
      header: t`Title`,
      rowHeader: true,
      className: 'md:min-w-40 md:max-w-64',
      cell: (meal) => <span className="line-clamp-3 break-words">{meal.title}</span>,
    },
    {
      header: t`Likes`,
      short: true,
      className: 'tabular-nums',
      sort: sortOn('likes'),
      cell: (m) => formatNumber(m.likes),
    },
    {
      header: t`Reviews`,
      short: true,
      className: 'tabular-nums',
      sort: sortOn('reviews_count'),
      cell: (m) => formatNumber(m.reviews_count),
    },
    {
      header: t`Rating`,
      short: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (m) => {
        const rating = formatRating(m.rating);
        return t`${rating} / 5`;
      },
    },
    {
      header: t`Distributor Name`,
      short: true,
      className: 'md:whitespace-nowrap',
      cell: (m) => m.distributorName,
    },
    {
      header: t`Actions`,
      actions: true,
      cell: ({ _id, title }) => (
        <>
          <RowAction
            to={paths.admin.mealDetails(_id)}
            tone="quiet"
            icon={Eye}
            label={t`View`}
            name={t`View ${title}`}
          />
          <RowAction
            to={paths.admin.updateMeal(_id)}
            icon={Pencil}
            label={t`Update`}
            name={t`Update ${title}`}
          />
          <RowAction
            tone="danger"
            icon={Trash2}
            label={t`Delete`}
            name={t`Delete ${title}`}
            onClick={() => confirm.ask({ _id, title })}
          />
        </>
      ),
    },
  ];

  const data = meals.isError ? undefined : meals.data;
  const deleting = confirm.subject?.title;
  const caption =
    query.sortBy === 'likes'
      ? t`All meals, sorted by likes`
      : query.sortBy === 'reviews_count'
        ? t`All meals, sorted by reviews`
        : t`All meals`;
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={data?.meals}
      rowKey={(meal) => meal._id}
      pending={meals.isPending}
      loading={<PageSpinner label={t`Loading meals`} />}
      error={<ErrorState message={TEXT.loadFailed()} onRetry={() => void meals.refetch()} />}
      empty={<EmptyState title={TEXT.empty()} icon={UtensilsCrossed} />}
      busy={meals.isFetching && meals.isPlaceholderData}
      pager={data && { page, total: data.total, limit: data.limit, onPage: goTo, label: t`All meals pages` }}
      confirm={{
        ...confirm.dialog,
        title: t`Delete this meal?`,
        description: deleting && (
          <Trans>
            <strong>{deleting}</strong> will be removed with its likes, reviews and requests. This cannot be
            undone.
          </Trans>
        ),
        confirmLabel: t`Delete`,
        tone: 'danger',
        busy: deleteMeal.isPending,
        onConfirm: () => void confirmDelete(),
      }}
    />
  );
}
