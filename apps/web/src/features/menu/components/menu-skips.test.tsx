import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionFor, testUser } from '@/testing/fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { addDays } from '@/lib/hostel-day';
import { formatDay, formatUntil, formatWhen } from '@/utils/hostel-day-format';
import { hostelToday, hoursFromNow, menuAnswer, menuMeal, slotKey } from '../testing/menu-data';

afterEach(() => {
  toast.dismiss();
});

const session = { 'GET /api/auth/get-session': () => json(sessionFor(testUser)) };
const gold = {
  'GET /api/payment/membership': () =>
    json({ level: 'Gold', periodEnd: hoursFromNow(24 * 20), next: null, expired: null }),
};
const slotGroup = (name: string, date: string) =>
  screen.getByRole('group', { name: `${name}, ${formatDay(date)}` });

describe('/menu: a slot’s skip state and cutoff', { timeout: 30_000 }, () => {
  const today = hostelToday();
  const tomorrow = addDays(today, 1);
  const closedAt = hoursFromNow(-1);
  const lunchCutoff = hoursFromNow(2);

  it('says counted in / skipped, offers Skip or Undo skip until the cutoff, and says when skipping closed', async () => {
    let answer = menuAnswer({
      [slotKey(today, 'breakfast')]: { cutoff: closedAt, meals: [menuMeal({ title: 'Paratha' })] },
      [slotKey(today, 'lunch')]: { cutoff: lunchCutoff, meals: [menuMeal()] },
      [slotKey(tomorrow, 'breakfast')]: { covered: false },
      [slotKey(tomorrow, 'dinner')]: { skipped: true },
    });
    const fetchMock = mockApi({
      ...session,
      ...gold,
      'GET /api/menu': () => json(answer),
      [`POST /api/menu/${today}/lunch/skip`]: () => {
        answer = menuAnswer({
          [slotKey(today, 'breakfast')]: { cutoff: closedAt },
          [slotKey(today, 'lunch')]: { cutoff: lunchCutoff, skipped: true },
          [slotKey(tomorrow, 'dinner')]: { skipped: true },
        });
        return json({ date: today, slot: 'lunch', skipped: true, cutoff: lunchCutoff }, 201);
      },
    });
    const { user } = renderApp('/menu');

    await screen.findByRole('link', { name: 'Chicken Biryani' });
    const breakfast = slotGroup('Breakfast', today);
    expect(within(breakfast).getByText('You’re counted in')).toBeInTheDocument();
    expect(within(breakfast).getByText(`Skipping closed at ${formatWhen(closedAt)}`)).toBeInTheDocument();
    expect(within(breakfast).queryByRole('button')).not.toBeInTheDocument();
    expect(within(breakfast).getByRole('link', { name: 'Paratha' })).toHaveAttribute(
      'href',
      `/mealdetails/${menuMeal()._id}`,
    );

    const lunch = slotGroup('Lunch', today);
    expect(within(lunch).getByText(`Skip until ${formatUntil(lunchCutoff, Date.now())}`)).toBeInTheDocument();
    expect(within(slotGroup('Dinner', today)).getByText('Not planned yet')).toBeInTheDocument();

    // A slot the server says no plan of theirs covers (served before it began or after it ends).
    const uncovered = slotGroup('Breakfast', tomorrow);
    expect(within(uncovered).getByText('Your plan does not cover this meal.')).toBeInTheDocument();
    expect(within(uncovered).queryByText('You’re counted in')).not.toBeInTheDocument();
    expect(within(uncovered).queryByRole('button')).not.toBeInTheDocument();

    const dinner = slotGroup('Dinner', tomorrow);
    expect(within(dinner).getByText('Skipped')).toBeInTheDocument();
    expect(
      within(dinner).getByRole('button', { name: `Undo skip of dinner on ${formatDay(tomorrow)}` }),
    ).toBeInTheDocument();

    await user.click(within(lunch).getByRole('button', { name: `Skip lunch on ${formatDay(today)}` }));
    await waitFor(() => expect(within(slotGroup('Lunch', today)).getByText('Skipped')).toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', `/api/menu/${today}/lunch/skip`)).toHaveLength(1);
    expect(
      within(slotGroup('Lunch', today)).getByRole('button', {
        name: `Undo skip of lunch on ${formatDay(today)}`,
      }),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal in a toast and reads the menu again', async () => {
    const message = 'Skipping this meal closed at 10:00 on Fri 27 Nov (Asia/Dhaka).';
    const fetchMock = mockApi({
      ...session,
      ...gold,
      'GET /api/menu': () => json(menuAnswer()),
      [`POST /api/menu/${today}/lunch/skip`]: () => json({ error: { code: 'CONFLICT', message } }, 409),
    });
    const { user } = renderApp('/menu');
    const skip = await screen.findByRole('button', { name: `Skip lunch on ${formatDay(today)}` });
    expect(callsTo(fetchMock, 'GET', '/api/menu')).toHaveLength(1);
    await user.click(skip);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/menu')).toHaveLength(2));
  });

  it('offers a visitor the log-in link and no skip buttons', async () => {
    mockApi({ 'GET /api/menu': () => json(menuAnswer({}, false)) });
    renderApp('/menu');
    expect(await screen.findByRole('link', { name: 'Log in to skip meals' })).toHaveAttribute(
      'href',
      '/login',
    );
    await screen.findByRole('group', { name: `Lunch, ${formatDay(today)}` });
    expect(screen.queryByRole('button', { name: /^Skip / })).not.toBeInTheDocument();
    expect(screen.queryByText('You’re counted in')).not.toBeInTheDocument();
  });

  it('tells a signed-in user without a plan that membership is needed, with the plans', async () => {
    mockApi({
      ...session,
      'GET /api/payment/membership': () =>
        json({ level: 'Bronze', periodEnd: null, next: null, expired: null }),
      'GET /api/menu': () => json(menuAnswer()),
    });
    renderApp('/menu');
    const note = await screen.findByRole('note', { name: 'Membership needed' });
    expect(within(note).getByRole('link', { name: 'Get Gold' })).toHaveAttribute('href', '/checkout/gold');
    expect(screen.queryByRole('button', { name: /^Skip / })).not.toBeInTheDocument();
  });
});
