import { t } from '@lingui/core/macro';
import { ALL_MEALS_PAGE_SIZE, CATEGORY_FILTERS, type CategoryFilter, MSG } from '@messhall/shared';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { sharedText } from '@/lib/i18n/shared-text';
import { cn } from '@/utils/cn';
import { formatNumber } from '@/utils/format';
import { useMeals } from '../../api/get-meals';
import type { ListedMeal } from '../../types';
import { AllMealsCard } from './all-meals-card';
import { DietFilters } from './diet-filters';
import { checkPrices, type MealsFilters, readFilters, toMealsQuery, writeFilters } from './meals-filters';

/** Typing waits this long before the URL (and the list) follow. */
export const FILTER_DEBOUNCE_MS = 400;

/**
 * All Meals (docs/product/screens-and-routes.md#all-meals, decision 0004): search, category, price range, diet tags, allergens
 * and paging, all in the URL so that
 * Back and shared links restore the view. The boxes are local state that reaches the URL after a pause;
 * Back/Forward (a POP navigation) writes the URL's values back into them.
 */
export function AllMeals() {
  const [params] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const navigate = useNavigate();
  // A new history entry per change, as setSearchParams makes, with the lists' commas kept readable.
  const setFilters = useCallback(
    (next: MealsFilters) => void navigate({ search: writeFilters(next) }),
    [navigate],
  );
  const location = useLocation();
  const navigationType = useNavigationType();
  const id = useId();

  const [searchText, setSearchText] = useState(filters.search);
  const [minText, setMinText] = useState(String(filters.minPrice));
  const [maxText, setMaxText] = useState(String(filters.maxPrice));
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType === 'POP') {
      setSearchText(filters.search);
      setMinText(String(filters.minPrice));
      setMaxText(String(filters.maxPrice));
    }
  }

  const price = checkPrices(minText, maxText);
  const priceValid = !price.errors.min && !price.errors.max;

  // Debounced: the search box and the price boxes reach the URL (a new history entry) after a pause.
  useEffect(() => {
    const next: MealsFilters = {
      ...filters,
      search: searchText.trim(),
      ...(priceValid ? { minPrice: price.min, maxPrice: price.max } : {}),
    };
    if (
      next.search === filters.search &&
      next.minPrice === filters.minPrice &&
      next.maxPrice === filters.maxPrice
    )
      return;
    const timer = window.setTimeout(() => setFilters({ ...next, page: 1 }), FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [filters, searchText, priceValid, price.min, price.max, setFilters]);

  const go = (patch: Partial<MealsFilters>) => setFilters({ ...filters, page: 1, ...patch });
  const goToPage = (page: number) => {
    go({ page });
    window.scrollTo({ top: 0 });
  };

  const { data, isPending, isError, isPlaceholderData, refetch, error } = useMeals(toMealsQuery(filters));
  useEffect(() => {
    if (error) console.error('Failed to load meals', error);
  }, [error]);
  const meals = data?.meals ?? [];
  const fullPage = meals.length === ALL_MEALS_PAGE_SIZE;

  const field = (name: string) => `${id}-${name}`;
  const page = filters.page;
  const pageNumber = formatNumber(page);
  return (
    <div className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold">{t`All Meals`}</h1>
      <p className="mt-1 text-base-content/80">{t`Search the whole menu, filter by meal time, price and diet.`}</p>

      <form
        role="search"
        aria-label={t`Filter meals`}
        className="mt-6 grid gap-4 rounded-box border border-base-300 bg-base-200 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
        onSubmit={(event) => {
          event.preventDefault();
          if (priceValid) go({ search: searchText.trim(), minPrice: price.min, maxPrice: price.max });
        }}
      >
        <div className="flex flex-col gap-1 sm:col-span-2 lg:col-span-1">
          <label htmlFor={field('search')} className="text-sm font-semibold">
            {t`Search`}
          </label>
          <label className="input w-full">
            <Search className="size-4 opacity-70" aria-hidden="true" />
            <input
              id={field('search')}
              type="search"
              placeholder={t`Search by title...`}
              value={searchText}
              maxLength={100}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </label>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={field('category')} className="text-sm font-semibold">
            {t`Category`}
          </label>
          <select
            id={field('category')}
            className="select w-full"
            value={filters.category}
            onChange={(event) => go({ category: event.target.value as CategoryFilter })}
          >
            {CATEGORY_FILTERS.map((category) => (
              <option key={category} value={category}>
                {sharedText(category)}
              </option>
            ))}
          </select>
        </div>
        <PriceField
          id={field('min')}
          label={t`Min price (Tk.)`}
          value={minText}
          error={price.errors.min}
          onChange={setMinText}
        />
        <PriceField
          id={field('max')}
          label={t`Max price (Tk.)`}
          value={maxText}
          error={price.errors.max}
          onChange={setMaxText}
        />
        <DietFilters
          diet={filters.diet}
          avoid={filters.avoid}
          onDietChange={(diet) => go({ diet })}
          onAvoidChange={(avoid) => go({ avoid })}
          className="sm:col-span-2 lg:col-span-4"
        />
        {/* Enter in any box applies the filters at once, without waiting for the pause. */}
        <button type="submit" className="sr-only" tabIndex={-1}>
          {t`Apply filters`}
        </button>
      </form>

      <div className="mt-8" aria-busy={isPlaceholderData || undefined}>
        {isPending ? (
          <Spinner label={t`Loading meals`} size="lg" className="py-24" />
        ) : isError && !data ? (
          <ErrorState
            title={t`Could not load meals`}
            message={sharedText(MSG.mealDataLoadFailed)}
            onRetry={() => void refetch()}
          />
        ) : meals.length === 0 ? (
          <EmptyState
            title={sharedText(MSG.noMealFound)}
            description={t`Try another search, category, price range or diet filter.`}
          />
        ) : (
          <AllMealsList meals={meals} search={filters.search} dimmed={isPlaceholderData} />
        )}
      </div>

      <nav aria-label={t`Pages`} className="mt-8 flex items-center justify-center gap-4">
        <button
          type="button"
          className="btn btn-outline"
          disabled={filters.page <= 1}
          onClick={() => goToPage(filters.page - 1)}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t`Previous`}
        </button>
        <span className="font-semibold" aria-live="polite">{t`Page ${pageNumber}`}</span>
        <button
          type="button"
          className="btn btn-outline"
          // docs/product/states.md#all-meals-paging: Next only after a full page of 30 came back.
          disabled={!fullPage || isPlaceholderData}
          onClick={() => goToPage(filters.page + 1)}
        >
          {t`Next`}
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </nav>
    </div>
  );
}

/** The cards of one page; the first row's pictures load eagerly. */
function AllMealsList({ meals, search, dimmed }: { meals: ListedMeal[]; search: string; dimmed: boolean }) {
  return (
    <ul
      className={cn(
        'grid grid-cols-1 gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
        dimmed && 'opacity-60',
      )}
    >
      {meals.map((meal, index) => (
        <li key={meal._id}>
          <AllMealsCard meal={meal} search={search} eager={index < 4} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

interface PriceFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

function PriceField({ id, label, value, error, onChange }: PriceFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        className={cn('input w-full', error && 'input-error')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {sharedText(error)}
        </p>
      )}
    </div>
  );
}
