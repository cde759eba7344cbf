import type { Page } from '@playwright/test';
import { expect, expectNoSideScroll, test } from './fixtures';
import {
  AXE,
  STUDENT,
  addDays,
  dayLabel,
  escapeRegExp,
  hostelToday,
  mondayOf,
  signInAdmin,
  someMeal,
  writeHeaders,
} from './menu-admin-helpers';

// The admin side of the daily meal service (decision 0035; screens in decision 0037): Menu Planner, copy week,
// Headcount with its live updates, the printable Day Sheet. The counter's scan is in menu-admin-scan.spec.ts.

const phone = () => test.info().project.name === 'phone';

/** Shows `date` in the planner: on phones the day is picked from the strip of the week's days. */
async function showDay(page: Page, date: string) {
  if (phone())
    await page
      .getByRole('group', { name: 'Day' })
      .getByRole('button', { name: new RegExp(`\\b${Number(date.slice(8))}$`) })
      .click();
  return page.getByRole('region', { name: new RegExp(`^${dayLabel(date)}`) });
}

test('@smoke an admin plans a day of next week from the catalogue, and the menu lists it', async ({
  page,
  baseURL,
  axe,
  consoleErrors,
}) => {
  await signInAdmin(page, baseURL!);
  const { title } = await someMeal(page.request, phone() ? 1 : 0);
  const date = addDays(mondayOf(hostelToday()), 9); // next week's Wednesday
  await page.goto('/admin/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu Planner' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^${dayLabel(addDays(date, -2))} –`) }),
  ).toBeVisible();

  const day = await showDay(page, date);
  const where = `Dinner, ${dayLabel(date)}`;
  await day.getByRole('button', { name: `Edit ${where}` }).click();
  // Clear what the demo planned, then pick the meal by searching for it.
  for (const remove of await day.getByRole('button', { name: /^Remove / }).all()) await remove.click();
  await day.getByRole('combobox', { name: `Add a meal to ${where}` }).fill(title);
  await day.getByRole('option', { name: new RegExp(escapeRegExp(title)) }).click();
  await expect(day.getByRole('list', { name: `Meals of ${where}` })).toHaveText(title);
  await axe(AXE);
  await day.getByRole('button', { name: `Save ${where}` }).click();
  await expect(day.getByRole('button', { name: `Edit ${where}` })).toBeVisible();
  await expect(day.getByText(title)).toBeVisible();
  await expectNoSideScroll(page);

  // What the members' Menu reads for that day.
  const menu = await (await page.request.get(`/api/menu?from=${date}&to=${date}`)).json();
  const dinner = menu.days[0].slots.find((slot: { slot: string }) => slot.slot === 'dinner');
  expect(dinner.meals.map((meal: { title: string }) => meal.title)).toEqual([title]);
  expect(consoleErrors).toEqual([]);
});

test('@smoke "Copy previous week" asks first, then the week lists what the week before did', async ({
  page,
  baseURL,
  axe,
}) => {
  await signInAdmin(page, baseURL!);
  const target = addDays(mondayOf(hostelToday()), phone() ? 35 : 28);
  const source = addDays(target, -7);
  const meal = await someMeal(page.request, 2);
  const put = await page.request.put(`/api/menu/${addDays(source, 3)}/lunch`, {
    data: { mealIds: [meal._id] },
    headers: writeHeaders(baseURL!),
  });
  expect(put.ok(), await put.text()).toBe(true);

  await page.goto(`/admin/menu?week=${target}`);
  const thursday = await showDay(page, addDays(target, 3));
  await page.getByRole('button', { name: 'Copy previous week' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy the previous week?' });
  await expect(dialog).toContainText('replaces every slot');
  await axe(AXE);
  await dialog.getByRole('button', { name: 'Copy week' }).click();
  await expect(page.getByText(/Copied the previous week: \d+ meals? planned/)).toBeVisible();
  await expect(thursday.getByText(meal.title)).toBeVisible();
});

test('@smoke the headcount shows each slot and follows a skip live; the day sheet is ready to print', async ({
  page,
  baseURL,
  playwright,
  axe,
}) => {
  await signInAdmin(page, baseURL!);
  const date = addDays(hostelToday(), 3);
  const student = await playwright.request.newContext({ baseURL });
  try {
    const signedIn = await student.post('/api/auth/sign-in/email', {
      data: STUDENT,
      headers: writeHeaders(baseURL!),
    });
    expect(signedIn.ok()).toBe(true);
    const skipUrl = `/api/menu/${date}/dinner/skip`;
    expect((await student.delete(skipUrl, { headers: writeHeaders(baseURL!) })).status()).toBe(204);

    await page.goto('/admin/headcount');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: dayLabel(date) }) });
    const dinner = row.getByRole('cell').nth(2);
    await expect(dinner).toContainText(/\d+ expected/);
    const before = Number((await dinner.textContent())!.match(/(\d+) expected/)![1]);
    await axe(AXE);
    await expectNoSideScroll(page);

    // The student skips in another session; the admin's screen follows without a reload.
    expect((await student.post(skipUrl, { headers: writeHeaders(baseURL!) })).status()).toBe(201);
    await expect(dinner).toContainText(`${before - 1} expected`);
    expect((await student.delete(skipUrl, { headers: writeHeaders(baseURL!) })).status()).toBe(204);
    await expect(dinner).toContainText(`${before} expected`);
  } finally {
    await student.dispose();
  }

  await page.getByRole('link', { name: `Day sheet for ${dayLabel(date)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/headcount/${date}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Day Sheet: / })).toBeVisible();
  for (const slot of ['Breakfast', 'Lunch', 'Dinner'])
    await expect(page.getByRole('region', { name: slot })).toContainText(/Expected\s*\d+/);
  await expect(page.getByText(/^Printed /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await axe(AXE);
  await expectNoSideScroll(page);
  // On paper: the sheet alone, without the site's header or the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: /^Day Sheet: / })).toBeVisible();
});
