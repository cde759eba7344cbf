import { Eye, Pencil, Trash2, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatRating } from '@/utils/format';
import { useDeleteMeal } from '../api/delete-meal';
import { useAdminMeals } from '../api/get-admin-meals';
import type { AdminMealSort, Meal, SortOrder } from '../types';
import { toast } from '@/lib/toast';
import { Pager } from '@/components/ui/pager';
import { SortHeader } from './sort-header';

/** Rows per page. The spec shows no paging; with 48+ seeded meals one long page is hard to work with. */
export const ADMIN_MEALS_PAGE_SIZE = 20;

// Ours: the spec's catalogue has no text for deleting a meal or for this list failing to load.
const TEXT = {
  empty: 'No meals found.',
  loadFailed: 'Could not load the meals.',
  deleted: 'Meal deleted',
  deleteFailed: 'Failed to delete meal.',
};

const SORTS: readonly AdminMealSort[] = ['likes', 'reviews_count'];

function readSort(params: URLSearchParams) {
  const sortBy = params.get('sortBy');
  const order = params.get('order');
  const page = Number(params.get('page'));
  return {
    sortBy: SORTS.includes(sortBy as AdminMealSort) ? (sortBy as AdminMealSort) : undefined,
    order: order === 'asc' || order === 'desc' ? (order as SortOrder) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * Admin All Meals (spec §2): Likes and Reviews sort on the server; the sort and page live in the URL, so View and
 * Back return to the same view.
 */
export function AdminMealsTable() {
  const [params, setParams] = useSearchParams();
  const { sortBy, order, page } = readSort(params);
  const query = { sortBy, order: sortBy ? (order ?? 'desc') : undefined, page, limit: ADMIN_MEALS_PAGE_SIZE };
  const meals = useAdminMeals(query);
  const deleteMeal = useDeleteMeal();
  const [toDelete, setToDelete] = useState<Pick<Meal, '_id' | 'title'> | null>(null);

  const sortOn = (column: AdminMealSort) => {
    const next: SortOrder = query.sortBy === column && query.order === 'desc' ? 'asc' : 'desc';
    setParams({ sortBy: column, order: next }, { replace: true });
  };
  const goTo = (nextPage: number) => {
    const next = new URLSearchParams(params);
    if (nextPage > 1) next.set('page', String(nextPage));
    else next.delete('page');
    setParams(next);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteMeal.mutateAsync(toDelete._id);
      toast.success(TEXT.deleted);
    } catch (error) {
      console.error('Failed to delete meal', error);
      toast.failure(TEXT.deleteFailed, error);
    } finally {
      setToDelete(null);
    }
  };

  if (meals.isPending) return <PageSpinner label="Loading meals" />;
  if (meals.isError) return <ErrorState message={TEXT.loadFailed} onRetry={() => void meals.refetch()} />;

  const { meals: rows, total, limit } = meals.data;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  if (rows.length === 0 && page === 1) return <EmptyState title={TEXT.empty} icon={UtensilsCrossed} />;

  return (
    <>
      <div className="relative overflow-x-auto rounded-box border border-base-300 bg-base-100">
        {meals.isFetching && meals.isPlaceholderData && (
          <Spinner label="Loading meals" size="sm" className="absolute top-3 right-3" />
        )}
        <table className="table">
          <caption className="sr-only">
            All meals
            {query.sortBy && `, sorted by ${query.sortBy === 'likes' ? 'likes' : 'reviews'}`}
          </caption>
          <thead className="text-base-content">
            <tr>
              <th scope="col">Title</th>
              <SortHeader
                label="Likes"
                order={query.sortBy === 'likes' ? query.order : undefined}
                onSort={() => sortOn('likes')}
              />
              <SortHeader
                label="Reviews"
                order={query.sortBy === 'reviews_count' ? query.order : undefined}
                onSort={() => sortOn('reviews_count')}
              />
              <th scope="col">Rating</th>
              <th scope="col">Distributor Name</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="text-center">
                  {TEXT.empty}
                </td>
              </tr>
            ) : (
              rows.map((meal) => (
                <tr key={meal._id} className="hover:bg-base-200/60">
                  <th scope="row" className="min-w-40 max-w-64 font-medium">
                    <span className="line-clamp-3 break-words">{meal.title}</span>
                  </th>
                  <td className="tabular-nums">{meal.likes}</td>
                  <td className="tabular-nums">{meal.reviews_count}</td>
                  <td className="whitespace-nowrap tabular-nums">{`${formatRating(meal.rating)} / 5`}</td>
                  <td className="whitespace-nowrap">{meal.distributorName}</td>
                  <td>
                    <div className="flex flex-nowrap gap-1.5">
                      <Link
                        to={paths.admin.mealDetails(meal._id)}
                        className="btn btn-ghost btn-xs"
                        aria-label={`View ${meal.title}`}
                      >
                        <Eye className="size-3.5" aria-hidden="true" />
                        View
                      </Link>
                      <Link
                        to={paths.admin.updateMeal(meal._id)}
                        className="btn btn-outline btn-xs"
                        aria-label={`Update ${meal.title}`}
                      >
                        <Pencil className="size-3.5" aria-hidden="true" />
                        Update
                      </Link>
                      <button
                        type="button"
                        className="btn btn-error btn-xs"
                        aria-label={`Delete ${meal.title}`}
                        onClick={() => setToDelete({ _id: meal._id, title: meal.title })}
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
      <Pager page={page} pageCount={pageCount} onPage={goTo} label="All meals pages" />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this meal?"
        description={
          toDelete && (
            <>
              <strong>{toDelete.title}</strong> will be removed with its likes, reviews and requests. This
              cannot be undone.
            </>
          )
        }
        confirmLabel="Delete"
        tone="danger"
        busy={deleteMeal.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
