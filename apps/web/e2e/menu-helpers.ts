import { DEFAULT_MENU_TIMES, type MenuTimes } from '@messhall/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './fixtures';

// Helpers of menu.spec.ts: the hostel's days as the screens name them, the admins' times, a new paying member.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A hostel day (YYYY-MM-DD) `offset` days from the hostel's today, and how the screens name it ("Sat 28 Nov"). */
export async function hostelDay(request: APIRequestContext, offset: number) {
  // The menu names the hostel's zone to anyone (the admins' times need a session); any short range will do.
  const around = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  const menu = await request.get(`/api/menu?from=${around(-1)}&to=${around(1)}`);
  expect(menu.ok(), await menu.text()).toBe(true);
  const { timeZone } = (await menu.json()) as { timeZone: string };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const date = new Date(Date.parse(today) + offset * DAY_MS).toISOString().slice(0, 10);
  return { date, label: dayLabel(date) };
}

const shortDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** How the screens name a hostel day (YYYY-MM-DD): "Sat 28 Nov". */
export const dayLabel = (date: string) => shortDay.format(Date.parse(`${date}T00:00:00Z`));

export async function setTimes(request: APIRequestContext, baseURL: string, times: MenuTimes) {
  const response = await request.put('/api/menu/cutoffs', { data: times, headers: { origin: baseURL } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Lunch served all day (as an admin): a member's pass is the lunch's whatever the hour the test runs. */
export async function serveLunchAllDay(request: APIRequestContext, baseURL: string) {
  await signIn(request, baseURL, ADMIN);
  await setTimes(request, baseURL, {
    ...DEFAULT_MENU_TIMES,
    lunch: { cutoffDaysBefore: 1, cutoffTime: '22:00', servingFrom: '00:00', servingTo: '23:59' },
  });
}

/** A new student with Gold bought through the sandbox provider (Stripe's test card), signed in on `page`. */
export async function newMember(page: Page, baseURL: string) {
  const name = 'Mitu Sarkar';
  const email = `menu.${Date.now()}.${test.info().project.name}@hostel.test`;
  const post = async (url: string, data: unknown) => {
    const response = await page.request.post(url, { data, headers: { origin: baseURL } });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  await post('/api/auth/sign-up/email', { name, email, password: 'Student#2026' });
  const { clientSecret } = await post('/api/payment/create-payment-intent', { packageName: 'gold' });
  const card = {
    number: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
  };
  const { id } = await post('/api/payment/sandbox/confirm', { clientSecret, card });
  await post('/api/payment/save-payment', { transactionId: id });
  return name;
}
