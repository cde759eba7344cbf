import type { MealPass } from '@messhall/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionFor, testUser } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { formatClock } from '@/utils/hostel-day-format';
import { hostelToday, hoursFromNow, menuAnswer, slotKey } from '../testing/menu-data';

const session = { 'GET /api/auth/get-session': () => json(sessionFor(testUser)) };
const today = hostelToday();
const passUrl = `GET /api/menu/${today}/lunch/pass`;
const storageKey = `messhall:pass:${testUser.id}:${today}:lunch`;

/** Today's breakfast is over, lunch is being served, dinner comes later. */
const lunchNow = () =>
  menuAnswer({
    [slotKey(today, 'breakfast')]: { servingFrom: hoursFromNow(-6), servingTo: hoursFromNow(-4) },
    [slotKey(today, 'lunch')]: { servingFrom: hoursFromNow(-1), servingTo: hoursFromNow(1) },
    [slotKey(today, 'dinner')]: { servingFrom: hoursFromNow(5), servingTo: hoursFromNow(7) },
  });

const pass = (expiresAt: string): MealPass => ({
  date: today,
  slot: 'lunch',
  code: 'pass-code.signature',
  shortCode: 'K7M2QX',
  expiresAt,
});

const keep = (saved: MealPass) =>
  localStorage.setItem(
    storageKey,
    JSON.stringify({ ...saved, userId: testUser.id, servingFrom: hoursFromNow(-1) }),
  );

const offline = () => {
  throw new TypeError('Failed to fetch');
};

describe('/pass', { timeout: 30_000 }, () => {
  it('shows the QR of the slot being served with the member’s name and expiry, and keeps it on the device', async () => {
    const answer = pass(hoursFromNow(1.5));
    mockApi({ ...session, 'GET /api/menu': () => json(lunchNow()), [passUrl]: () => json(answer) });
    renderApp('/pass');
    const card = await screen.findByRole('article', { name: 'Lunch' });
    expect(within(card).getByRole('img', { name: /^Meal pass QR code: Lunch/ })).toBeInTheDocument();
    expect(within(card).getByText(testUser.name!)).toBeInTheDocument();
    expect(within(card).getByText(`Valid until ${formatClock(answer.expiresAt)}`)).toBeInTheDocument();
    expect(within(card).getByTestId('meal-pass-short-code')).toHaveTextContent('K7M 2QX');
    expect(within(card).queryByText('Saved on this device')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(storageKey) ?? 'null')).toMatchObject({ code: answer.code });
  });

  it('shows the pass kept on the device when the server cannot be reached', async () => {
    keep(pass(hoursFromNow(1.5)));
    mockApi({ ...session, 'GET /api/menu': () => json(lunchNow()), [passUrl]: offline });
    renderApp('/pass');
    const card = await screen.findByRole('article', { name: 'Lunch' });
    expect(within(card).getByText('Saved on this device')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: /^Meal pass QR code/ })).toBeInTheDocument();
  });

  it('shows the kept pass when even the menu cannot be read', async () => {
    keep(pass(hoursFromNow(1.5)));
    mockApi({ ...session, 'GET /api/menu': offline, [passUrl]: offline });
    renderApp('/pass');
    const card = await screen.findByRole('article', { name: 'Lunch' });
    expect(within(card).getByText('Saved on this device')).toBeInTheDocument();
  });

  it('never shows an expired kept pass, and forgets it', async () => {
    keep(pass(hoursFromNow(-0.1)));
    mockApi({ ...session, 'GET /api/menu': () => json(lunchNow()), [passUrl]: offline });
    renderApp('/pass');
    expect(await screen.findByText('Could not load your meal pass')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Meal pass QR code/ })).not.toBeInTheDocument();
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('gives the server’s refusal and the way out', async () => {
    keep(pass(hoursFromNow(1.5)));
    const message =
      'You skipped this meal, so there is no pass for it. Undo the skip before the cutoff to eat.';
    mockApi({
      ...session,
      'GET /api/menu': () => json(lunchNow()),
      [passUrl]: () => json({ error: { code: 'CONFLICT', message } }, 409),
    });
    renderApp('/pass');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Go to the menu' })).toHaveAttribute('href', '/menu');
    expect(screen.queryByRole('img', { name: /^Meal pass QR code/ })).not.toBeInTheDocument();
    expect(localStorage.getItem(storageKey)).toBeNull();
  });
});
