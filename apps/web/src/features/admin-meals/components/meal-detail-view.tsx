import { t } from '@lingui/core/macro';
import { ALLERGEN_FULL_NAMES, DIET_TAG_LABELS, imageSrcSet, MEAL_MESSAGES } from '@messhall/shared';
import { ArrowLeft, Pencil } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { sharedText } from '@/lib/i18n/shared-text';
import { formatList, formatNumber, formatRating, formatTaka } from '@/utils/format';
import { formatDateTimeOrDash } from '../lib/date-time';
import type { Meal } from '../types';

function BackToMeals() {
  return (
    <LinkButton to={paths.admin.allMeals()} className="btn-outline btn-sm">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t`Back to Meals`}
    </LinkButton>
  );
}

function Item({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-sm font-medium text-base-content/75">{term}</dt>
      <dd className="mt-0.5 break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** Admin meal detail view (docs/product/screens-and-routes.md#admin-meal-detail-view): every field read-only, with Back to Meals. */
export function MealDetailView({ meal }: { meal: UseQueryResult<Meal> }) {
  if (meal.isPending) return <PageSpinner label={t`Loading meal`} />;
  if (meal.isError) {
    const notFound = meal.error instanceof ApiError && meal.error.status === 404;
    return (
      <>
        <h1 className="sr-only">{t`Meal Details`}</h1>
        {notFound ? (
          <EmptyState title={sharedText(MEAL_MESSAGES.noMealFound)} action={<BackToMeals />} />
        ) : (
          <ErrorState
            message={sharedText(MEAL_MESSAGES.mealDataLoadFailed)}
            onRetry={() => void meal.refetch()}
          />
        )}
        {!notFound && (
          <div className="flex justify-center">
            <BackToMeals />
          </div>
        )}
      </>
    );
  }

  const m = meal.data;
  const category = sharedText(m.category);
  const rating = formatRating(m.rating);
  return (
    <article className="overflow-hidden rounded-box border border-base-300 bg-base-100">
      <div className="grid gap-0 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <figure className="aspect-[4/3] bg-base-200 md:aspect-auto md:min-h-full">
          <img
            src={m.image}
            srcSet={imageSrcSet(m.image)}
            sizes="(min-width: 768px) 40vw, 100vw"
            alt={m.title}
            className="size-full object-cover"
            width={640}
            height={480}
          />
        </figure>
        <div className="flex flex-col gap-5 p-5 sm:p-6">
          <div>
            <p className="badge badge-outline">{category}</p>
            <h1 className="mt-2 text-2xl font-bold text-balance sm:text-3xl">{m.title}</h1>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            <Item term={t`Title`}>{m.title}</Item>
            <Item term={t`Category`}>{category}</Item>
            <Item term={t`Price`}>{formatTaka(m.price)}</Item>
            <Item term={t`Rating`}>{t`${rating} / 5`}</Item>
            <Item term={t`Likes`}>{formatNumber(m.likes)}</Item>
            <Item term={t`Reviews`}>{formatNumber(m.reviews_count)}</Item>
            <Item term={t`Distributor`} wide>
              {m.distributorName}
              <br />
              <span className="text-base-content/80">{m.distributorEmail}</span>
            </Item>
            <Item term={t`Post Time`}>{formatDateTimeOrDash(m.postTime)}</Item>
            <Item term={t`Ingredients`} wide>
              {m.ingredients}
            </Item>
            <Item term={t`Description`} wide>
              {m.description}
            </Item>
            <Item term={t`Diet tags`} wide>
              {m.dietTags.length > 0
                ? formatList(m.dietTags.map((tag) => sharedText(DIET_TAG_LABELS[tag])))
                : t`None`}
            </Item>
            <Item term={t`Allergens`} wide>
              {m.allergens.length > 0
                ? formatList(m.allergens.map((allergen) => sharedText(ALLERGEN_FULL_NAMES[allergen])))
                : t`None listed`}
            </Item>
          </dl>
          <div className="mt-auto flex flex-wrap gap-3">
            <BackToMeals />
            <LinkButton to={paths.admin.updateMeal(m._id)} className="btn-primary btn-sm">
              <Pencil className="size-4" aria-hidden="true" />
              {t`Update`}
            </LinkButton>
          </div>
        </div>
      </div>
    </article>
  );
}
