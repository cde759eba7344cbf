import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MENU_MESSAGES } from '@messhall/shared';
import { sessionFor, testAdmin } from '@/testing/fixtures';
import { menuAnswer, menuMeal, timesAnswer } from '@/testing/menu-fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const asAdmin = { 'GET /api/auth/get-session': () => json(sessionFor(testAdmin)) };
const MONDAY = '2026-11-30';
const catalogue = [
  menuMeal('m-biryani', 'Chicken Biryani'),
  menuMeal('m-dal', 'Dal Makhani'),
  menuMeal('m-tehari', 'Beef Tehari'),
];

function plannerApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...asAdmin,
    'GET /api/menu/cutoffs': () => json(timesAnswer()),
    'GET /api/menu': ({ url }) => json(menuAnswer(url.searchParams.get('from')!, 7)),
    'GET /api/meals': ({ url }) => {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const meals = catalogue.filter((meal) => meal.title.toLowerCase().includes(search));
      return json({ meals, total: meals.length, page: 1, limit: 20 });
    },
    ...extra,
  });
}

describe('Menu Planner', () => {
  it('picks meals for a slot from the search and saves their ids in order', async () => {
    const fetchMock = plannerApi({
      'PUT /api/menu/2026-12-01/lunch': ({ body }) =>
        json({ ...menuAnswer('2026-12-01', 1).days[0]!.slots[1], date: '2026-12-01', ...(body as object) }),
    });
    const { user } = renderApp(`/admin/menu?week=${MONDAY}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Mon 30 Nov – Sun 6 Dec' }),
    ).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Edit Lunch, Tue 1 Dec' }));
    const picker = screen.getByRole('combobox', { name: 'Add a meal to Lunch, Tue 1 Dec' });
    await user.type(picker, 'dal');
    await user.click(await screen.findByRole('option', { name: /Dal Makhani/ }));
    await user.clear(picker);
    await user.type(picker, 'bir');
    // Enter picks the first of the results for the words typed, once the search for them has answered.
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveAccessibleName(/Chicken Biryani/));
    await user.keyboard('{Enter}');

    const chosen = screen.getByRole('list', { name: 'Meals of Lunch, Tue 1 Dec' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dal Makhani', 'Chicken Biryani']);
    await user.click(screen.getByRole('button', { name: 'Move Chicken Biryani up' }));
    await user.click(screen.getByRole('button', { name: 'Save Lunch, Tue 1 Dec' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/menu/2026-12-01/lunch')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PUT', '/api/menu/2026-12-01/lunch')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ mealIds: ['m-biryani', 'm-dal'] });
    expect(await screen.findByRole('button', { name: 'Edit Lunch, Tue 1 Dec' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a slot under it", async () => {
    plannerApi({
      'PUT /api/menu/2026-11-30/dinner': () =>
        json(
          { error: { code: 'VALIDATION_FAILED', message: 'Only published meals can be on the menu.' } },
          400,
        ),
    });
    const { user } = renderApp(`/admin/menu?week=${MONDAY}`);
    await user.click(await screen.findByRole('button', { name: 'Edit Dinner, Mon 30 Nov' }));
    await user.type(screen.getByRole('combobox', { name: 'Add a meal to Dinner, Mon 30 Nov' }), 'tehari');
    await user.click(await screen.findByRole('option', { name: /Beef Tehari/ }));
    await user.click(screen.getByRole('button', { name: 'Save Dinner, Mon 30 Nov' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only published meals can be on the menu.');
  });

  it('copies the previous week onto this one after a confirmation', async () => {
    const fetchMock = plannerApi({ 'POST /api/menu/copy-week': () => json({ copied: 9 }) });
    const { user } = renderApp(`/admin/menu?week=${MONDAY}`);
    await user.click(await screen.findByRole('button', { name: 'Copy previous week' }));
    const dialog = screen.getByRole('dialog', { name: 'Copy the previous week?' });
    expect(dialog).toHaveTextContent('Mon 23 Nov – Sun 29 Nov replaces every slot of Mon 30 Nov – Sun 6 Dec');
    await user.click(within(dialog).getByRole('button', { name: 'Copy week' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/menu/copy-week')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', '/api/menu/copy-week')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ from: '2026-11-23', to: MONDAY });
  });

  it("checks the times with the shared schema and shows the server's field errors", async () => {
    const fetchMock = plannerApi({
      'PUT /api/menu/cutoffs': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Serving must end after it starts.',
              issues: [{ path: 'dinner.servingTo', message: 'Serving must end after it starts.' }],
            },
          },
          400,
        ),
    });
    const { user } = renderApp(`/admin/menu?week=${MONDAY}`);
    const lunch = within(await screen.findByRole('group', { name: 'Lunch' }));
    const servingTo = lunch.getByLabelText('Serving to');
    await user.clear(servingTo);
    await user.type(servingTo, '11:00');
    await user.click(screen.getByRole('button', { name: 'Save times' }));
    expect(await lunch.findByText(MENU_MESSAGES.servingBackwards)).toBeInTheDocument();
    expect(servingTo).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'PUT', '/api/menu/cutoffs')).toHaveLength(0);

    await user.clear(servingTo);
    await user.type(servingTo, '15:00');
    await user.click(screen.getByRole('button', { name: 'Save times' }));
    const dinner = within(screen.getByRole('group', { name: 'Dinner' }));
    expect(await dinner.findByText('Serving must end after it starts.')).toBeInTheDocument();
    expect(dinner.getByLabelText('Serving to')).toHaveAttribute('aria-invalid', 'true');
  });
});
