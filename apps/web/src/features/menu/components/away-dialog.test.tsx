import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionFor, testUser } from '@/testing/fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { addDays } from '@/lib/hostel-day';
import { formatDay, formatWhen } from '@/utils/hostel-day-format';
import { hostelToday, hoursFromNow, menuAnswer } from '../testing/menu-data';

const session = { 'GET /api/auth/get-session': () => json(sessionFor(testUser)) };
const gold = {
  'GET /api/payment/membership': () =>
    json({ level: 'Gold', periodEnd: hoursFromNow(24 * 3), next: null, expired: null }),
};

describe('/menu: I’m away', { timeout: 30_000 }, () => {
  it('skips a range and sums up what was skipped, what had closed and which days no plan covers', async () => {
    const today = hostelToday();
    const [d1, d2, d3, d4] = [0, 1, 2, 3].map((n) => addDays(today, n));
    const cutoff = hoursFromNow(-2);
    const fetchMock = mockApi({
      ...session,
      ...gold,
      'GET /api/menu': () => json(menuAnswer()),
      'POST /api/menu/skips': () =>
        json({
          skipped: [
            { date: d2!, slot: 'lunch' },
            { date: d2!, slot: 'dinner' },
            { date: d3!, slot: 'lunch' },
            { date: d3!, slot: 'dinner' },
          ],
          closed: [{ date: d1!, slot: 'lunch', cutoff }],
          notCovered: [
            { date: d4!, slot: 'lunch' },
            { date: d4!, slot: 'dinner' },
          ],
        }),
    });
    const { user } = renderApp('/menu');
    await user.click(await screen.findByRole('button', { name: 'I’m away' }));
    const dialog = screen.getByRole('dialog', { name: 'I’m away' });
    const from = await within(dialog).findByLabelText('From');
    const to = await within(dialog).findByLabelText('To');
    await user.clear(from);
    await user.type(from, d1!);
    await user.clear(to);
    await user.type(to, d4!);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Breakfast' }));
    await user.click(within(dialog).getByRole('button', { name: 'Skip these meals' }));

    const summary = await screen.findByRole('dialog', { name: 'Your meals while you’re away' });
    expect(within(summary).getByText('4 meals skipped')).toBeInTheDocument();
    expect(within(summary).getByText(`${formatDay(d2!)}:`).parentElement).toHaveTextContent('lunch, dinner');
    expect(
      within(summary).getByText(`Lunch ${formatDay(d1!)}: skipping closed at ${formatWhen(cutoff)}`),
    ).toBeInTheDocument();
    expect(within(summary).getByText('Not covered by your plan')).toBeInTheDocument();
    expect(within(summary).getByText(`${formatDay(d4!)}:`).parentElement).toHaveTextContent('lunch, dinner');

    const [, init] = callsTo(fetchMock, 'POST', '/api/menu/skips')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ from: d1, to: d4, slots: ['lunch', 'dinner'] });
  });

  it('checks the dates before asking the server', async () => {
    const today = hostelToday();
    const fetchMock = mockApi({ ...session, ...gold, 'GET /api/menu': () => json(menuAnswer()) });
    const { user } = renderApp('/menu');
    await user.click(await screen.findByRole('button', { name: 'I’m away' }));
    const dialog = screen.getByRole('dialog', { name: 'I’m away' });
    const to = await within(dialog).findByLabelText('To');
    await user.clear(to);
    await user.type(to, today);
    await user.click(within(dialog).getByRole('button', { name: 'Skip these meals' }));
    expect(
      await within(dialog).findByText('The end date must not be before the start date'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/menu/skips')).toHaveLength(0);
  });
});
