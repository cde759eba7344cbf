import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studentWithDiet } from '@/testing/diet-fixtures';
import { makeMeal } from '@/testing/fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  toast.dismiss();
});

const satay = makeMeal({ _id: 'satay', title: 'Chicken Satay', allergens: ['peanuts', 'soybeans'] });

describe('My Diet (/dashboard/diet)', { timeout: 20_000 }, () => {
  it('is in the dashboard menu and shows the saved profile', async () => {
    mockApi(studentWithDiet(['milk'], ['halal']));
    renderApp('/dashboard/diet');
    expect(await screen.findByRole('heading', { level: 2, name: 'My Diet' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toHaveTextContent('My Diet');
    const diet = await screen.findByRole('group', { name: 'My diet' });
    expect(within(diet).getByRole('checkbox', { name: 'Halal' })).toBeChecked();
    expect(within(diet).getByRole('checkbox', { name: 'Vegan' })).not.toBeChecked();
    const avoid = screen.getByRole('group', { name: 'Allergens I avoid' });
    expect(within(avoid).getAllByRole('checkbox')).toHaveLength(14);
    expect(within(avoid).getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(within(avoid).getByRole('checkbox', { name: 'Cereals containing gluten' })).not.toBeChecked();
  });

  it('saves the diet and the allergens avoided, and the meals follow at once', async () => {
    let saved = { diet: [] as string[], avoid: [] as string[] };
    const fetchMock = mockApi({
      ...studentWithDiet([]),
      'GET /api/users/me/diet': () => json(saved),
      'PUT /api/users/me/diet': ({ body }) => {
        saved = body as typeof saved;
        return json(saved);
      },
      'GET /api/meals': () => json({ meals: [satay], total: 1, page: 1, limit: 30 }),
    });
    const { user } = renderApp('/dashboard/diet');
    await user.click(await screen.findByRole('checkbox', { name: 'Vegetarian' }));
    await user.click(screen.getByRole('checkbox', { name: 'Peanuts' }));
    await user.click(screen.getByRole('checkbox', { name: 'Eggs' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save my diet' }));

    expect(await screen.findByText('Your diet is saved.')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'PUT', '/api/users/me/diet')[0]!;
    // The allergens in the law's order, whatever the order of the clicks.
    expect(JSON.parse(String(init?.body))).toEqual({ diet: ['vegetarian'], avoid: ['eggs', 'peanuts'] });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());

    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    const featured = (await screen.findByRole('heading', { level: 2, name: 'Featured Meals' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(featured).findByText('Contains peanuts — you avoid peanuts')).toBeInTheDocument();
  });

  it("says 'Failed to save your diet' with the server's reason, and keeps the choices", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      ...studentWithDiet([]),
      'PUT /api/users/me/diet': () =>
        json({ error: { code: 'VALIDATION_ERROR', message: 'avoid: An allergen is one of: …' } }, 400),
    });
    const { user } = renderApp('/dashboard/diet');
    await user.click(await screen.findByRole('checkbox', { name: 'Fish' }));
    await user.click(screen.getByRole('button', { name: 'Save my diet' }));
    expect(await screen.findByText('Failed to save your diet')).toBeInTheDocument();
    expect(screen.getByText('avoid: An allergen is one of: …')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Fish' })).toBeChecked();
  });
});
