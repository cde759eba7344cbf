import { MEAL_CATEGORIES } from '@messhall/shared';
import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMeal } from '@/testing/fixtures';
import { callsTo, json, type MockRequest, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** 13 meals per category, 52 in all, as the demo seed has; served in pages like the server. */
const ALL = MEAL_CATEGORIES.flatMap((category) =>
  Array.from({ length: 13 }, (_, i) =>
    makeMeal({ _id: `${category}${i}`, title: `${category} ${i}`, category }),
  ),
);

function mealsApi({ url }: MockRequest) {
  const q = url.searchParams;
  if (q.get('sort')) return json({ meals: [], total: 0, page: 1, limit: 30 });
  const category = q.get('category') ?? 'All';
  const page = Number(q.get('page'));
  const limit = Number(q.get('limit'));
  const list = category === 'All' ? ALL : ALL.filter((meal) => meal.category === category);
  return json({ meals: list.slice((page - 1) * limit, page * limit), total: list.length, page, limit });
}

describe('Home: Meals by Category', { timeout: 20_000 }, () => {
  it('shows 2 pages of 6, appends a page per See More while the last was full, and a tab starts over', async () => {
    const fetchMock = mockApi({ 'GET /api/meals': mealsApi });
    const { user } = renderApp('/');
    const root = (await screen.findByRole('heading', { name: 'Meals by Category' })).closest(
      'section',
    ) as HTMLElement;
    const cards = () => within(root).queryAllByRole('article');
    await waitFor(() => expect(cards()).toHaveLength(12));

    const limits = callsTo(fetchMock, 'GET', '/api/meals')
      .map(([input]) => new URL(String(input), 'http://localhost').searchParams)
      .filter((q) => !q.get('sort'))
      .map((q) => q.get('limit'));
    expect(new Set(limits)).toEqual(new Set(['6']));

    await user.click(within(root).getByRole('button', { name: 'See More' }));
    await waitFor(() => expect(cards()).toHaveLength(18));

    await user.click(within(root).getByRole('tab', { name: 'Lunch' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(within(root).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Lunch 0');
    // Page 3 of Lunch holds the 13th meal only: after it, See More is gone.
    await user.click(within(root).getByRole('button', { name: 'See More' }));
    await waitFor(() => expect(cards()).toHaveLength(13));
    expect(within(root).queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();
  });

  it("says 'No meals found in this category.' for an empty category", async () => {
    mockApi({ 'GET /api/meals': () => json({ meals: [], total: 0, page: 1, limit: 6 }) });
    renderApp('/');
    const root = (await screen.findByRole('heading', { name: 'Meals by Category' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(root).findByText('No meals found in this category.')).toBeInTheDocument();
  });
});
