import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studentWithDiet } from '@/testing/diet-fixtures';
import { makeMeal } from '@/testing/fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const answer = () => json({ meals: [makeMeal()], total: 1, page: 1, limit: 30 });

/** The diet and avoid parameters of the last GET /api/meals. */
const lastDietQuery = (fetchMock: ReturnType<typeof mockApi>) => {
  const url = new URL(String(callsTo(fetchMock, 'GET', '/api/meals').at(-1)?.[0]), 'http://localhost');
  return { diet: url.searchParams.get('diet'), avoid: url.searchParams.get('avoid') };
};

describe('All Meals: diet and allergen filters in the address', { timeout: 20_000 }, () => {
  it('reads diet tags and "without" allergens from the URL and sends them as comma-separated lists', async () => {
    const fetchMock = mockApi({ 'GET /api/meals': answer });
    renderApp('/meals?diet=halal,vegan&avoid=milk,peanuts,nonsense');
    await screen.findByRole('heading', { name: 'Chicken Biryani' });

    const diet = screen.getByRole('group', { name: 'Diet' });
    expect(within(diet).getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
    expect(within(diet).getByRole('checkbox', { name: 'Halal' })).toBeChecked();
    expect(within(diet).getByRole('checkbox', { name: 'Vegetarian' })).not.toBeChecked();
    // The allergens are folded away unless one is chosen.
    expect(screen.getByText('Without allergens (2)')).toBeVisible();
    const without = screen.getByRole('group', { name: 'Only meals without' });
    expect(within(without).getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
    expect(within(without).getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    // In the lists' own order; an unknown value is dropped rather than sent.
    expect(lastDietQuery(fetchMock)).toEqual({ diet: 'vegan,halal', avoid: 'peanuts,milk' });
  });

  it('writes a chosen tag or allergen into the URL at once, back to page 1', async () => {
    const fetchMock = mockApi({ 'GET /api/meals': answer });
    const { user, router } = renderApp('/meals?category=Lunch&page=2');
    await screen.findByRole('heading', { name: 'Chicken Biryani' });
    expect(lastDietQuery(fetchMock)).toEqual({ diet: null, avoid: null });

    await user.click(screen.getByRole('checkbox', { name: 'Vegetarian' }));
    await waitFor(() => expect(router.location?.search).toBe('?category=Lunch&diet=vegetarian'));
    await user.click(screen.getByRole('checkbox', { name: 'Halal' }));
    await waitFor(() => expect(router.location?.search).toBe('?category=Lunch&diet=vegetarian,halal'));

    await user.click(screen.getByText('Without allergens'));
    await user.click(screen.getByRole('checkbox', { name: 'Tree nuts' }));
    await waitFor(() =>
      expect(router.location?.search).toBe('?category=Lunch&diet=vegetarian,halal&avoid=tree-nuts'),
    );
    await waitFor(() =>
      expect(lastDietQuery(fetchMock)).toEqual({ diet: 'vegetarian,halal', avoid: 'tree-nuts' }),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Vegetarian' }));
    await waitFor(() => expect(router.location?.search).toBe('?category=Lunch&diet=halal&avoid=tree-nuts'));
  });

  it("offers a student with a diet profile 'Hide meals I can't eat', which adds what they avoid", async () => {
    const fetchMock = mockApi({ ...studentWithDiet(['peanuts', 'milk']), 'GET /api/meals': answer });
    const { user, router } = renderApp('/meals?avoid=fish');
    await screen.findByRole('heading', { name: 'Chicken Biryani' });

    const hide = await screen.findByRole('checkbox', { name: "Hide meals I can't eat" });
    expect(hide).not.toBeChecked();
    expect(hide).toHaveAccessibleDescription('Meals with peanuts and milk, from your diet profile.');
    await user.click(hide);
    await waitFor(() => expect(router.location?.search).toBe('?avoid=fish,peanuts,milk'));
    await waitFor(() => expect(lastDietQuery(fetchMock).avoid).toBe('fish,peanuts,milk'));
    expect(screen.getByRole('checkbox', { name: "Hide meals I can't eat" })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: "Hide meals I can't eat" }));
    await waitFor(() => expect(router.location?.search).toBe('?avoid=fish'));
  });

  it('offers no hiding to a visitor', async () => {
    mockApi({ 'GET /api/meals': answer });
    renderApp('/meals');
    await screen.findByRole('heading', { name: 'Chicken Biryani' });
    expect(screen.queryByRole('checkbox', { name: "Hide meals I can't eat" })).not.toBeInTheDocument();
  });
});
