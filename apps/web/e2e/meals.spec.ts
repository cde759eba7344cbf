import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// docs/product/screens-and-routes.md: All Meals, Upcoming Meals and Meal Details, on the built app with the seeded demo data.

const STUDENT = { email: 'ayesha@student.messhall.test', password: 'Student#2026' } as const;

// sonner's rich error toast (styled in app/toaster.tsx) has 4.34:1 contrast; it is left out so that a toast on
// screen does not mask what these screens get right or wrong (as in admin-meals.spec.ts).
const AXE = { exclude: ['[data-sonner-toaster]'] };

async function signInAsStudent(page: Page, baseURL: string) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: STUDENT,
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const prices = async (page: Page) =>
  (
    await page
      .getByRole('main')
      .getByRole('article')
      .getByText(/^Tk\. /)
      .allTextContents()
  ).map((text) => Number(text.replace(/^Tk\.\s*/, '').replace(/,/g, '')));

test('All Meals: search, price filter and paging live in the URL, and Back restores them @smoke', async ({
  page,
  axe,
  consoleErrors,
}) => {
  await page.goto('/meals');
  await expect(page.getByRole('heading', { name: 'All Meals', level: 1 })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(30);
  await expect(page.getByText('Page 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await axe();

  // Paging: a full page of 30 enables Next; the seed's 52 meals leave fewer on page 2.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/meals\?page=2$/);
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect.poll(() => cards.count()).toBeLessThan(30);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.goBack();
  await expect(page).toHaveURL(/\/meals$/);
  await expect(page.getByText('Page 1')).toBeVisible();

  // Search (debounced) and category.
  await page.getByPlaceholder('Search by title...').fill('chicken');
  await expect(page).toHaveURL(/\/meals\?search=chicken$/);
  // The previous page's cards stay on screen until the search's answer replaces them.
  await expect.poll(() => cards.count()).toBeLessThan(30);
  const chickenCount = await cards.count();
  expect(chickenCount).toBeGreaterThan(0);

  // Price range: inline errors, then a valid range filters the cards.
  const min = page.getByLabel('Min price (Tk.)');
  const max = page.getByLabel('Max price (Tk.)');
  await min.fill('-1');
  await expect(page.getByText('Price must be 0 or more')).toBeVisible();
  await min.fill('300');
  await max.fill('100');
  await expect(page.getByText('Max price must be at least the min price')).toBeVisible();
  await max.fill('1000');
  await min.fill('0');
  await page.getByLabel('Category').selectOption('All');
  await min.fill('100');
  await max.fill('300');
  await expect(page).toHaveURL(/\/meals\?search=chicken&minPrice=100&maxPrice=300$/);
  await expect.poll(async () => (await prices(page)).every((p) => p >= 100 && p <= 300)).toBe(true);

  // Back: the search-only view, with its boxes restored.
  await page.goBack();
  await expect(page).toHaveURL(/\/meals\?search=chicken$/);
  await expect(min).toHaveValue('0');
  await expect(max).toHaveValue('1000');
  await expect(page.getByPlaceholder('Search by title...')).toHaveValue('chicken');
  await expect(cards).toHaveCount(chickenCount);

  await page.getByLabel('Category').selectOption('Dinner');
  await expect(page).toHaveURL(/\/meals\?search=chicken&category=Dinner$/);
  await expect
    .poll(async () => (await cards.allTextContents()).every((t) => t.includes('Dinner')))
    .toBe(true);

  await page.getByPlaceholder('Search by title...').fill('zzzzqqq');
  await expect(page.getByText('No meal found.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('Meal Details shows the meal a card links to; signed out, Like and Request ask to log in', async ({
  page,
  axe,
}) => {
  await page.goto('/meals');
  const card = page.getByRole('main').getByRole('article').first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/mealdetails\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await expect(page.getByText('Distributor:')).toBeVisible();
  await expect(page.getByText('Posted:')).toBeVisible();
  await expect(page.getByText(/^\d+ likes?$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Reviews \(\d+\)$/ })).toBeVisible();
  await axe(AXE);

  await page.getByRole('button', { name: 'Like' }).click();
  await expect(page.getByText('Login to like meals')).toBeVisible();
  await page.getByRole('button', { name: 'Request Meal' }).click();
  await expect(page.getByText('Login to request meals')).toBeVisible();
});

test('Meal Details: a signed-in student likes and unlikes; an unknown id says Meal not found.', async ({
  page,
  baseURL,
}) => {
  await signInAsStudent(page, baseURL!);
  await page.goto('/meals');
  await page
    .getByRole('main')
    .getByRole('article')
    .nth(3)
    .getByRole('link', { name: 'View Details' })
    .click();
  const likes = page.getByText(/^\d+ likes?$/);
  const before = Number((await likes.textContent())?.split(' ')[0]);
  const like = page.getByRole('button', { name: /^(Like|Unlike)$/ });
  const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';
  await like.click();
  await expect(likes).toHaveText(new RegExp(`^${before + (wasLiked ? -1 : 1)} likes?$`));
  await expect(like).toHaveAttribute('aria-pressed', String(!wasLiked));
  await page.reload();
  await expect(likes).toHaveText(new RegExp(`^${before + (wasLiked ? -1 : 1)} likes?$`));
  await like.click();
  await expect(likes).toHaveText(new RegExp(`^${before} likes?$`));

  await page.goto('/mealdetails/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Meal not found.')).toBeVisible();
});

test('Meal Details that cannot load says so in its alert and in a toast', async ({ page }) => {
  await page.goto('/meals');
  // The list loads; the meal's own answer never arrives.
  await page.route('**/api/meals/*', (route) => route.abort('internetdisconnected'));
  await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link', { name: 'View Details' })
    .click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Failed to load meal');
  await expect(alert).toContainText('Failed to fetch meal details.');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to load meal' })).toBeVisible();
});

test('Upcoming Meals lists cards; signed out, a like asks to log in; signed in, it counts @smoke', async ({
  page,
  axe,
  baseURL,
}) => {
  await page.goto('/upcomingmeals');
  await expect(page.getByRole('heading', { name: 'Upcoming Meals', level: 1 })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByText(/^\d+(\.\d)? \/ 5$/)).toBeVisible();
  await axe();

  await cards
    .first()
    .getByRole('button', { name: /^Like / })
    .click();
  await expect(page.getByText('Please log in to like meals.')).toBeVisible();

  await signInAsStudent(page, baseURL!);
  await page.reload();
  await expect(cards.first().getByRole('button', { name: /^Like / })).toBeVisible();
  // A meal below 9 likes, so that this like does not publish it (10 likes do).
  const names = await cards
    .getByRole('button', { name: /^Like / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  const label = names.find((name) => Number(/, (\d+) likes?$/.exec(name)?.[1]) < 9);
  test.skip(!label, 'every upcoming meal is one like away from publishing');
  const [, mealTitle, count] = /^Like (.*), (\d+) likes?$/.exec(label!)!;
  const n = Number(count);
  const button = page.getByRole('button', { name: label });
  const pressed = (await button.getAttribute('aria-pressed')) === 'true';
  await button.click();
  const after = n + (pressed ? -1 : 1);
  const next = page.getByRole('button', {
    name: `Like ${mealTitle}, ${after} ${after === 1 ? 'like' : 'likes'}`,
  });
  await expect(next).toHaveAttribute('aria-pressed', String(!pressed));
  // And back, leaving the data as it was.
  await next.click();
  await expect(page.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', String(pressed));
});
