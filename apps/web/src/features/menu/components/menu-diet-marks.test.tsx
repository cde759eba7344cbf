import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studentWithDiet } from '@/testing/diet-fixtures';
import { makeMembership } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { formatDay } from '@/utils/hostel-day-format';
import { hostelToday, menuAnswer, menuMeal, slotKey } from '../testing/menu-data';

describe('/menu: the meals’ diet marks', { timeout: 30_000 }, () => {
  it('shows each meal’s diet tags and warns of an allergen the student avoids', async () => {
    const today = hostelToday();
    mockApi({
      ...studentWithDiet(['milk']),
      'GET /api/payment/membership': () => json(makeMembership()),
      'GET /api/menu': () =>
        json(
          menuAnswer({
            [slotKey(today, 'breakfast')]: {
              meals: [
                menuMeal({ title: 'Rice Pudding', dietTags: ['vegetarian'], allergens: ['milk'] }),
                menuMeal({ _id: 'b2', title: 'Fruit Bowl', dietTags: ['vegan', 'gluten-free'] }),
              ],
            },
          }),
        ),
    });
    renderApp('/menu');
    await screen.findByRole('link', { name: 'Rice Pudding' });
    const breakfast = screen.getByRole('group', { name: `Breakfast, ${formatDay(today)}` });
    const pudding = within(breakfast)
      .getByRole('link', { name: 'Rice Pudding' })
      .closest('li') as HTMLElement;
    expect(within(pudding).getByRole('list', { name: 'Diet' })).toHaveTextContent('Vegetarian');
    expect(await within(pudding).findByText('Contains milk — you avoid milk')).toBeInTheDocument();
    const fruit = within(breakfast).getByRole('link', { name: 'Fruit Bowl' }).closest('li') as HTMLElement;
    expect(within(fruit).getByRole('list', { name: 'Diet' })).toHaveTextContent('VeganGluten-free');
    expect(within(fruit).queryByText(/you avoid/)).not.toBeInTheDocument();
  });
});
