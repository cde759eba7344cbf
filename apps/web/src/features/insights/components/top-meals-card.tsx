import { t } from '@lingui/core/macro';
import type { InsightsResponse, TopMeal } from '@messhall/shared';
import { useId, useState } from 'react';
import { formatNumber, formatRating } from '@/utils/format';
import type { InsightsRange } from '../lib/range';
import { TOP_LISTS, type TopList, topMealsSummary } from '../lib/summaries';
import { ChartCard } from './chart-card';
import { RankedBars } from './charts/ranked-bars';
import { NumbersTable, numberColumn } from './numbers-table';

const LISTS = Object.keys(TOP_LISTS) as TopList[];
const byStars = (list: TopList) => list === 'byRating' || list === 'worstRated';

interface Ranked extends TopMeal {
  rank: number;
}

/** "1. Beef Tehari": a meal with its place in the list. */
const ranked = (row: Ranked) => `${formatNumber(row.rank)}. ${row.title}`;

function columnsOf(list: TopList) {
  const meal = { header: t`Meal`, rowHeader: true, cell: ranked };
  return byStars(list)
    ? [
        meal,
        numberColumn<Ranked>(t`Average stars`, (row) => formatRating(row.value)),
        numberColumn<Ranked>(t`Starred reviews`, (row) => formatNumber(row.count)),
      ]
    : [
        meal,
        numberColumn<Ranked>(list === 'byLikes' ? t`Likes` : t`Requests`, (row) => formatNumber(row.value)),
      ];
}

/** The top 10 meals by stars, likes or requests, and the worst rated: one list at a time, picked above it. */
export function TopMealsCard({ answer, range }: { answer: InsightsResponse; range: InsightsRange }) {
  const [list, setList] = useState<TopList>('byRating');
  const name = useId();
  const meals = answer.topMeals[list];
  const rows = meals.map((meal, index) => ({ ...meal, rank: index + 1 }));
  return (
    <ChartCard
      title={t`Top meals`}
      summary={topMealsSummary(list, meals)}
      range={range}
      series="top-meals"
      controls={
        <fieldset>
          <legend className="sr-only">{t`Rank meals by`}</legend>
          <div className="flex flex-wrap gap-1.5">
            {LISTS.map((entry) => (
              <input
                key={entry}
                type="radio"
                name={name}
                className="btn btn-sm"
                aria-label={TOP_LISTS[entry].label()}
                checked={entry === list}
                onChange={() => setList(entry)}
              />
            ))}
          </div>
        </fieldset>
      }
      hasData={meals.length > 0}
      chart={
        <RankedBars
          label={TOP_LISTS[list].chart()}
          rows={rows.map((row) => ({
            key: row.mealId,
            label: ranked(row),
            value: row.value,
            valueText: byStars(list) ? formatRating(row.value) : formatNumber(row.value),
          }))}
          tone={list === 'worstRated' ? 'error' : 'primary'}
          max={byStars(list) ? 5 : undefined}
        />
      }
      numbers={
        <NumbersTable
          caption={TOP_LISTS[list].caption()}
          columns={columnsOf(list)}
          rows={rows}
          rowKey={(row) => row.mealId}
        />
      }
    />
  );
}
