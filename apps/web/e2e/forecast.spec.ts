import type { Locator } from '@playwright/test';
import { expect, expectNoSideScroll, test } from './fixtures';
import { AXE, dayLabel, hostelToday, addDays, signInAdmin } from './menu-admin-helpers';

// The forecast and the kitchen's production records (decisions 0065, 0066) on the built app: the headcount says
// how many to cook for and why; the day sheet records today's lunch; the Waste chart's table shows it.

/** A row of a table whose header cell is `label`, as its cells' values (without a phone card's label). */
async function rowValues(table: Locator, label: string): Promise<string[]> {
  const row = table.locator('tbody tr').filter({ has: table.page().getByRole('rowheader', { name: label }) });
  await expect(row).toHaveCount(1);
  return row
    .locator('td')
    .evaluateAll((cells) => cells.map((cell) => (cell.lastElementChild ?? cell).textContent?.trim() ?? ''));
}

test('an admin records a slot’s production on the day sheet and sees it on the Waste chart @smoke', async ({
  page,
  baseURL,
  axe,
  consoleErrors,
}) => {
  test.slow();
  await signInAdmin(page, baseURL!);
  const today = hostelToday();

  await page.goto('/admin/headcount');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Today$/ }) });
  // The demo history is long enough for a forecast from the weekday's share.
  await expect(row.getByRole('cell').nth(1)).toContainText(/Cook for \d+/);
  await expect(row.getByRole('cell').nth(1)).toContainText(
    /\d+ % of expected should come: last week’s share/,
  );
  await axe(AXE);
  await expectNoSideScroll(page);

  await page.goto(`/admin/headcount/${today}`);
  const lunch = page.getByRole('region', { name: 'Lunch' });
  await expect(lunch).toContainText(/Cook for \d+/);
  const form = lunch.getByRole('form', { name: 'What was cooked for Lunch' });
  await form.getByLabel('Cooked').fill('37');
  await form.getByLabel('Left over').fill('40');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Leftover portions cannot be more than the portions cooked')).toBeVisible();
  await form.getByLabel('Left over').fill('6');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Recorded: 37 cooked, 6 left over.')).toBeVisible();
  await axe(AXE);
  await expectNoSideScroll(page);
  // On paper the form stays off.
  await page.emulateMedia({ media: 'print' });
  await expect(form).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.goto(`/admin/insights?from=${addDays(today, -6)}&to=${today}`);
  const card = page.getByRole('region', { name: 'Waste' });
  await expect(
    card.getByRole('img', { name: /^Line chart of portions cooked, served and left over/ }),
  ).toBeVisible();
  await card.getByText('Show the numbers').click();
  const table = card.getByRole('table', { name: 'Portions cooked, served, left over and forecast per day' });
  const values = await rowValues(table, dayLabel(today));
  // Cooked and left over are today's lunch record (the demo records only days that are over).
  expect(values[0]).toBe('37');
  expect(values[2]).toBe('6');
  // Yesterday's records come from the demo kitchen: every day of it has numbers.
  expect((await rowValues(table, dayLabel(addDays(today, -1))))[0]).toMatch(/^\d+$/);
  await expect(card.getByRole('link', { name: 'Download CSV of waste' })).toHaveAttribute(
    'href',
    `/api/admin/insights.csv?from=${addDays(today, -6)}&to=${today}&series=waste`,
  );
  await axe(AXE);
  await expectNoSideScroll(page);
  expect(consoleErrors).toEqual([]);
});
