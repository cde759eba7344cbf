import type { InsightsResponse, TopMeal } from '@messhall/shared';
import { useId, useState } from 'react';
import { formatRating } from '@/utils/format';
import type { InsightsRange } from '../lib/range';
import { TOP_LISTS, type TopList, topMealsSummary } from '../lib/summaries';
import { ChartCard } from './chart-card';
import { RankedBars } from './charts/ranked-bars';
import { NumbersTable, numberColumn } from './numbers-table';
import { formatCount } from '../lib/labels';

const LISTS = Object.keys(TOP_LISTS) as TopList[];
const byStars = (list: TopList) => list === 'byRating' || list === 'worstRated';

interface Ranked extends TopMeal {
  rank: number;
}

function columnsOf(list: TopList) {
  const meal = { header: 'Meal', rowHeader: true, cell: (row: Ranked) => `${row.rank}. ${row.title}` };
  return byStars(list)
    ? [
        meal,
        numberColumn<Ranked>('Average stars', (row) => formatRating(row.value)),
        numberColumn<Ranked>('Starred reviews', (row) => formatCount(row.count)),
      ]
    : [
        meal,
        numberColumn<Ranked>(list === 'byLikes' ? 'Likes' : 'Requests', (row) => formatCount(row.value)),
      ];
}

/** The top 10 meals by stars, likes or requests, and the worst rated: one list at a time, picked above it. */
export function TopMealsCard({ answer, range }: { answer: InsightsResponse; range: InsightsRange }) {
  const [list, setList] = useState<TopList>('byRating');
  const name = useId();
  const meals = answer.topMeals[list];
  const rows = meals.map((meal, index) => ({ ...meal, rank: index + 1 }));
  const label = TOP_LISTS[list].label;
  return (
    <ChartCard
      title="Top meals"
      summary={topMealsSummary(list, meals)}
      range={range}
      series="top-meals"
      controls={
        <fieldset>
          <legend className="sr-only">Rank meals by</legend>
          <div className="flex flex-wrap gap-1.5">
            {LISTS.map((entry) => (
              <input
                key={entry}
                type="radio"
                name={name}
                className="btn btn-sm"
                aria-label={TOP_LISTS[entry].label}
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
          label={`Bar chart of the ${label.toLowerCase()} meals. The numbers are in the table below it.`}
          rows={rows.map((row) => ({
            key: row.mealId,
            label: `${row.rank}. ${row.title}`,
            value: row.value,
            valueText: byStars(list) ? formatRating(row.value) : formatCount(row.value),
          }))}
          tone={list === 'worstRated' ? 'error' : 'primary'}
          max={byStars(list) ? 5 : undefined}
        />
      }
      numbers={
        <NumbersTable
          caption={`${label} meals`}
          columns={columnsOf(list)}
          rows={rows}
          rowKey={(row) => row.mealId}
        />
      }
    />
  );
}
