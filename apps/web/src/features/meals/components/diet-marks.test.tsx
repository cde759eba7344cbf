import type { Meal } from '@messhall/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { studentWithDiet } from '@/testing/diet-fixtures';
import { makeMeal, makeMealRequest } from '@/testing/fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  toast.dismiss();
});

const ID = '5b0c8a52-4f0e-4d0f-9a51-2f4f8a6d1c11';
const satay = makeMeal({
  _id: ID,
  title: 'Chicken Satay',
  dietTags: ['halal', 'spicy'],
  allergens: ['peanuts', 'soybeans'],
});
const salad = makeMeal({ _id: 'salad', title: 'Garden Salad', dietTags: ['vegan'], allergens: [] });

const list = (meals: Meal[]) => () => json({ meals, total: meals.length, page: 1, limit: 30 });
const card = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;

const requestAnswer = (meal: Meal) => json(makeMealRequest(meal), 201);

describe('diet marks on meal cards', { timeout: 20_000 }, () => {
  it('shows a visitor each diet tag by its name, and no warning', async () => {
    mockApi({ 'GET /api/meals': list([satay, salad]) });
    renderApp('/meals');
    const marks = within(await card('Chicken Satay')).getByRole('list', { name: 'Diet' });
    expect(
      within(marks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Halal', 'Spicy']);
    expect(within(await card('Garden Salad')).getByRole('list', { name: 'Diet' })).toHaveTextContent('Vegan');
    expect(screen.queryByText(/you avoid/)).not.toBeInTheDocument();
  });

  it('warns a student on the cards of meals with an allergen they avoid, and says so with View Details', async () => {
    mockApi({ ...studentWithDiet(['peanuts', 'milk']), 'GET /api/meals': list([satay, salad]) });
    renderApp('/meals');
    const satayCard = await card('Chicken Satay');
    expect(await within(satayCard).findByText('Contains peanuts — you avoid peanuts')).toBeInTheDocument();
    expect(within(satayCard).getByRole('link', { name: 'View Details' })).toHaveAccessibleDescription(
      'Chicken Satay Contains peanuts — you avoid peanuts',
    );
    expect(within(await card('Garden Salad')).queryByText(/you avoid/)).not.toBeInTheDocument();
  });

  it('names every avoided allergen a meal contains in one sentence', async () => {
    mockApi({
      ...studentWithDiet(['soybeans', 'peanuts']),
      'GET /api/meals': list([satay]),
    });
    renderApp('/meals');
    expect(
      await within(await card('Chicken Satay')).findByText('Contains peanuts and soya — you avoid them'),
    ).toBeInTheDocument();
  });

  it('marks the Home rows the same way', async () => {
    mockApi({ ...studentWithDiet(['peanuts']), 'GET /api/meals': list([satay]) });
    renderApp('/');
    const featured = (await screen.findByRole('heading', { level: 2, name: 'Featured Meals' })).closest(
      'section',
    ) as HTMLElement;
    const satayCard = (await within(featured).findByRole('heading', { name: 'Chicken Satay' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(satayCard).getByRole('list', { name: 'Diet' })).toHaveTextContent('HalalSpicy');
    expect(await within(satayCard).findByText('Contains peanuts — you avoid peanuts')).toBeInTheDocument();
  });
});

describe(
  "a meal's page: diet, allergens and the request of a meal the student avoids",
  { timeout: 20_000 },
  () => {
    it("lists the diet tags and 'Contains: …' by the law's names; a visitor sees no warning", async () => {
      mockApi({ [`GET /api/meals/${ID}`]: () => json(satay) });
      renderApp(`/mealdetails/${ID}`);
      const section = (await screen.findByRole('heading', { name: 'Diet and allergens' })).closest(
        'section',
      ) as HTMLElement;
      expect(within(section).getByRole('list', { name: 'Diet' })).toHaveTextContent('HalalSpicy');
      expect(within(section).getByText('Peanuts and Soybeans')).toBeInTheDocument();
      expect(section).toHaveTextContent('Contains: Peanuts and Soybeans');
      expect(within(section).queryByText(/you avoid/)).not.toBeInTheDocument();
    });

    it("says 'no allergens listed' for a meal without any", async () => {
      mockApi({ [`GET /api/meals/${ID}`]: () => json({ ...salad, _id: ID }) });
      renderApp(`/mealdetails/${ID}`);
      expect(await screen.findByText('no allergens listed')).toBeInTheDocument();
    });

    it('asks before requesting a meal with an allergen the student avoids: Cancel sends nothing', async () => {
      const fetchMock = mockApi({
        ...studentWithDiet(['peanuts']),
        [`GET /api/meals/${ID}`]: () => json(satay),
        'POST /api/requests': () => requestAnswer(satay),
      });
      const { user } = renderApp(`/mealdetails/${ID}`);
      expect(await screen.findByText('Contains peanuts — you avoid peanuts')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Request Meal' }));
      const dialog = await screen.findByRole('dialog', { name: 'Request a meal you avoid?' });
      expect(dialog).toHaveAccessibleDescription(
        'Contains peanuts — you avoid peanuts. Request Chicken Satay anyway?',
      );
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(dialog).not.toBeVisible());
      expect(callsTo(fetchMock, 'POST', '/api/requests')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Request Meal' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Request a meal you avoid?' })).getByRole('button', {
          name: 'Request anyway',
        }),
      );
      expect(await screen.findByText('Meal request submitted')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/requests')).toHaveLength(1);
    });

    it('requests at once a meal the student does not avoid', async () => {
      const fetchMock = mockApi({
        ...studentWithDiet(['milk']),
        [`GET /api/meals/${ID}`]: () => json(satay),
        'POST /api/requests': () => requestAnswer(satay),
      });
      const { user } = renderApp(`/mealdetails/${ID}`);
      await user.click(await screen.findByRole('button', { name: 'Request Meal' }));
      expect(await screen.findByText('Meal request submitted')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/requests')).toHaveLength(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  },
);
