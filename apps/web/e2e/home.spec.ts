import { expect, test } from './fixtures';

// Spec §2 "Shared layout", "Home" and "Forbidden", on the built app with the seeded demo meals.

test('home shows the top bar, meal cards and the footer, with no console errors or axe violations @smoke', async ({
  page,
  axe,
  consoleErrors,
}) => {
  await page.goto('/');

  await expect(page).toHaveTitle(/Messhall/);
  const topBar = page.getByRole('banner');
  await expect(topBar.getByText('Messhall', { exact: true }).filter({ visible: true }).first()).toBeVisible();

  // Seeded meals arrive through the API; every card has a 'View Details' link to its meal.
  const details = page.getByRole('link', { name: /view details/i });
  await expect(details.first()).toBeVisible();
  await expect(details.first()).toHaveAttribute('href', /\/mealdetails\/[^/?#]+$/);

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(/©|copyright/i);
  await expect(footer).toContainText(String(new Date().getFullYear()));

  await axe();
  expect(consoleErrors).toEqual([]);
});

test('/forbidden shows the 403 page with a way home @smoke', async ({ page, axe, consoleErrors }) => {
  await page.goto('/forbidden');
  await expect(page.getByRole('heading', { name: '403 - Forbidden' })).toBeVisible();
  await expect(
    page.getByText(
      'Sorry, you do not have permission to access this page. Please contact an administrator if you believe this is a mistake.',
    ),
  ).toBeVisible();
  // The spec calls it a button; it navigates, so a link styled as a button is what we expect, either passes.
  const home = page
    .getByRole('link', { name: 'Go to Home' })
    .or(page.getByRole('button', { name: 'Go to Home' }));
  await expect(home).toBeVisible();
  await axe();
  expect(consoleErrors).toEqual([]);

  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows a not-found page', async ({ page, axe }) => {
  await page.goto('/no-such-page-here');
  await expect(page.getByRole('heading', { name: /not found|404/i })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await axe();
});

test('at phone width the nav collapses into a menu button @phone', async ({ page, axe }) => {
  await page.goto('/');
  const topBar = page.getByRole('banner');
  const upcoming = topBar.getByRole('link', { name: 'Upcoming Meals' });
  await expect(upcoming).toBeHidden();

  await topBar.getByRole('button', { name: /menu|navigation/i }).click();
  await expect(upcoming).toBeVisible();
  await expect(topBar.getByRole('link', { name: 'Meals', exact: true })).toBeVisible();
  await axe();

  await upcoming.click();
  await expect(page).toHaveURL(/\/upcomingmeals$/);
});
