import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeMeal } from '@/testing/fixtures';
import { callsTo, json, type MockRequest, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const CATEGORIES = ['Breakfast', 'Lunch', 'Dinner', 'Snacks'] as const;

/** 30 meals: 8 Breakfast, 8 Lunch, 7 Dinner, 7 Snacks. */
const thirty = (prefix: string) =>
  Array.from({ length: 30 }, (_, i) =>
    makeMeal({
      _id: `${prefix}${i}`,
      title: `${prefix} meal ${i}`,
      category: CATEGORIES[i % 4],
      price: 40 + i,
    }),
  );

function mealsApi(request: MockRequest) {
  const sort = request.url.searchParams.get('sort');
  if (sort === 'price' || sort === 'recent') {
    const meals = thirty(sort === 'price' ? 'Featured' : 'Recent');
    return json({ meals, total: 52, page: 1, limit: 30 });
  }
  return json({ meals: [], total: 0, page: 1, limit: 6 });
}

async function section(name: string) {
  return (await screen.findByRole('heading', { name, level: 2 })).closest('section') as HTMLElement;
}

const cards = (root: HTMLElement) => within(root).queryAllByRole('article');

describe('Home: Featured Meals and Recent Meals', { timeout: 20_000 }, () => {
  it('fetch with the spec parameters', async () => {
    const fetchMock = mockApi({ 'GET /api/meals': mealsApi });
    renderApp('/');
    // Both sections show cards only once their own list has come back.
    await within(await section('Featured Meals')).findAllByRole('article');
    await within(await section('Recent Meals')).findAllByRole('article');

    const queries = callsTo(fetchMock, 'GET', '/api/meals').map(
      ([input]) => new URL(String(input), 'http://localhost').searchParams,
    );
    const featured = queries.find((q) => q.get('sort') === 'price');
    expect(featured?.get('order')).toBe('asc');
    expect(featured?.get('limit')).toBe('30');
    expect(queries.find((q) => q.get('sort') === 'recent')?.get('limit')).toBe('30');
  });

  it.each(['Featured Meals', 'Recent Meals'])(
    '%s: 12 cards, See More adds 6 until all 30 show, a tab filters and goes back to 12',
    async (name) => {
      mockApi({ 'GET /api/meals': mealsApi });
      const { user } = renderApp('/');
      const root = await section(name);
      await waitFor(() => expect(cards(root)).toHaveLength(12));

      const seeMore = within(root).getByRole('button', { name: 'See More' });
      await user.click(seeMore);
      expect(cards(root)).toHaveLength(18);
      await user.click(seeMore);
      await user.click(seeMore);
      expect(cards(root)).toHaveLength(30);
      expect(within(root).queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();

      // 8 of the 30 are breakfasts: all of them fit in the first 12, so no See More.
      await user.click(within(root).getByRole('tab', { name: 'Breakfast' }));
      expect(within(root).getByRole('tab', { name: 'Breakfast' })).toHaveAttribute('aria-selected', 'true');
      expect(cards(root)).toHaveLength(8);
      expect(within(root).queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();

      // Back to All: the visible count starts again at 12.
      await user.click(within(root).getByRole('tab', { name: 'All' }));
      expect(cards(root)).toHaveLength(12);
    },
  );

  it('shows the card fields: image with its size, title, rating x / 5, price with ৳, View Details', async () => {
    mockApi({ 'GET /api/meals': mealsApi });
    renderApp('/');
    const root = await section('Featured Meals');
    const first = (await within(root).findByRole('heading', { name: 'Featured meal 0' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(first).getByText('4.5 / 5')).toBeInTheDocument();
    expect(within(first).getByText('৳40')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/mealdetails/Featured0',
    );
    const image = within(first).getByRole('img', { name: 'Featured meal 0' });
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(await within(root).findByRole('img', { name: 'Featured meal 11' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  it('moves between tabs with the arrow keys', async () => {
    mockApi({ 'GET /api/meals': mealsApi });
    const { user } = renderApp('/');
    const root = await section('Featured Meals');
    await waitFor(() => expect(cards(root)).toHaveLength(12));
    within(root).getByRole('tab', { name: 'All' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(root).getByRole('tab', { name: 'Breakfast' })).toHaveFocus();
    expect(within(root).getByRole('tab', { name: 'Breakfast' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(within(root).getByRole('tab', { name: 'Snacks' })).toHaveAttribute('aria-selected', 'true');
    expect(cards(root)).toHaveLength(7);
  });

  it('fails silently: the error is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/meals': () => json({ error: { code: 'INTERNAL', message: 'Boom' } }, 500) });
    renderApp('/');
    const root = await section('Featured Meals');
    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(within(root).queryByRole('status')).not.toBeInTheDocument());
    expect(within(root).queryByRole('alert')).not.toBeInTheDocument();
    expect(cards(root)).toHaveLength(0);
  });
});
