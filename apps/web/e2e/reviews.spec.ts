import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, expectNoSideScroll, test } from './fixtures';

// docs/product/screens-and-routes.md: Meal Details reviews, My Reviews and Admin All Reviews; docs/product/rules.md#reviews (blank reviews ignored); docs/product/texts-and-errors.md toasts.
// Built app, fresh seeded database.

// Students that the seed gives no special role in other specs.
const WRITER = {
  email: 'sakib@student.messhall.test',
  password: 'Student#2026',
  name: 'Sakib Ahmed',
} as const;
const EDITOR = { email: 'priya@student.messhall.test', password: 'Student#2026', name: 'Priya Das' } as const;
const PHONE_USER = {
  email: 'rafiq@student.messhall.test',
  password: 'Student#2026',
  name: 'Rafiq Islam',
} as const;

// sonner's rich error toast (styled in app/toaster.tsx, not by these screens) has 4.34:1 contrast; it is left out
// so that a toast on screen does not mask what these screens get right or wrong (as in admin-meals.spec.ts).
const AXE = { exclude: ['[data-sonner-toaster]'] };

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signIn(request: APIRequestContext, baseURL: string, who: { email: string; password: string }) {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email: who.email, password: who.password },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

interface MealRow {
  _id: string;
  title: string;
  reviews_count: number;
}

/** A published meal nobody has reviewed yet (the seed leaves some without reviews); `skip` picks another one. */
async function unreviewedMeal(request: APIRequestContext, skip = 0): Promise<MealRow> {
  const response = await request.get('/api/meals', { params: { limit: 100, sort: 'recent' } });
  expect(response.ok()).toBe(true);
  const { meals } = (await response.json()) as { meals: MealRow[] };
  const meal = meals.filter((m) => m.reviews_count === 0)[skip];
  expect(meal, 'a meal without reviews').toBeTruthy();
  return meal!;
}

async function postReview(request: APIRequestContext, baseURL: string, mealId: string, content: string) {
  const response = await request.post(`/api/meals/${mealId}/reviews`, {
    data: { content, rating: 4 },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const reviewsHeading = (page: Page, count: number) =>
  page.getByRole('heading', { name: `Reviews (${count})` });

test('Meal Details: a student writes a starred review, sees the count and rating move, edits and deletes it', async ({
  page,
  baseURL,
  axe,
  consoleErrors,
}) => {
  const meal = await unreviewedMeal(page.request);
  await signIn(page.request, baseURL!, WRITER);
  await page.goto(`/mealdetails/${meal._id}`);
  await expect(page.getByRole('heading', { name: meal.title, level: 1 })).toBeVisible();
  await expect(reviewsHeading(page, 0)).toBeVisible();
  await expect(page.getByText('No reviews yet.')).toBeVisible();
  await expect(page.getByText('0 / 5')).toBeVisible();
  await axe(AXE);

  // A blank review is silently ignored: no request, nothing changes.
  const box = page.getByPlaceholder('Write your review...');
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/meals/${meal._id}/reviews`)) posts += 1;
  });
  await box.fill('   ');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(box).toHaveValue('   ');
  expect(posts).toBe(0);

  // Stars by keyboard: Tab into the radio group, arrows choose.
  await page.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  const text = unique('Crisp edges, soft middle.');
  await box.fill(text);
  await page.getByRole('button', { name: 'Submit Review' }).click();

  const mine = page.getByRole('article', { name: `Review by ${WRITER.name}` });
  await expect(mine.getByText(text)).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(mine.getByText('just now')).toBeVisible();
  await expect(reviewsHeading(page, 1)).toBeVisible();
  await expect(page.getByText('4 / 5')).toBeVisible();
  await expect(box).toHaveValue('');
  expect(posts).toBe(1);
  await axe(AXE);

  // Edit in place: text and stars.
  await mine.getByRole('button', { name: 'Edit' }).click();
  const editBox = mine.getByRole('textbox', { name: 'Edit your review' });
  await expect(editBox).toBeFocused();
  const edited = unique('Better the second time.');
  await editBox.fill(edited);
  // A click on the second star (the radio itself is visually hidden behind it).
  await mine.locator('label').filter({ hasText: '2 stars' }).click();
  await expect(mine.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await axe(AXE);
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Review updated')).toBeVisible();
  await expect(mine.getByText(edited)).toBeVisible();
  await expect(page.getByText('2 / 5')).toBeVisible();
  await expect(reviewsHeading(page, 1)).toBeVisible();

  // Delete after the confirm dialog.
  await mine.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your review?' });
  await expect(dialog).toBeVisible();
  await axe(AXE);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Review deleted')).toBeVisible();
  await expect(reviewsHeading(page, 0)).toBeVisible();
  await expect(reviewsHeading(page, 0)).toBeFocused();
  await expect(page.getByText('No reviews yet.')).toBeVisible();
  await expect(page.getByText('0 / 5')).toBeVisible();

  // Reloaded, the server agrees.
  await page.reload();
  await expect(reviewsHeading(page, 0)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a review without stars, as the spec has it: posted as text only, shown as such, the rating left alone @smoke', async ({
  page,
  baseURL,
  axe,
}, testInfo) => {
  // One student and one meal per screen size (the projects may run at once); meals from the end of the list,
  // which the other tests (taking from its start) do not reach.
  const phone = testInfo.project.name === 'phone';
  const who = phone
    ? { email: 'nusrat@student.messhall.test', password: 'Student#2026', name: 'Nusrat Jahan' }
    : { email: 'tanvir@student.messhall.test', password: 'Student#2026', name: 'Tanvir Hasan' };
  const response = await page.request.get('/api/meals', { params: { limit: 100, sort: 'recent' } });
  const { meals } = (await response.json()) as { meals: MealRow[] };
  const meal = meals.filter((m) => m.reviews_count === 0).at(phone ? -2 : -1);
  expect(meal, 'a meal without reviews').toBeTruthy();

  await signIn(page.request, baseURL!, who);
  await page.goto(`/mealdetails/${meal!._id}`);
  await expect(reviewsHeading(page, 0)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Your rating (optional)' })).toBeVisible();
  const text = unique('Just right, no stars needed.');
  await page.getByPlaceholder('Write your review...').fill(text);
  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(`/api/meals/${meal!._id}/reviews`),
  );
  await page.getByRole('button', { name: 'Submit Review' }).click();
  expect((await posted).postDataJSON()).toEqual({ content: text });

  const mine = page.getByRole('article', { name: `Review by ${who.name}` });
  await expect(mine.getByText(text)).toBeVisible();
  await expect(mine.getByText('No rating')).toBeVisible();
  await expect(reviewsHeading(page, 1)).toBeVisible();
  await expect(page.getByText('0 / 5')).toBeVisible();
  await axe(AXE);

  await page.goto('/dashboard/myreviews');
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText('No rating').first()).toBeVisible();
  await axe(AXE);
});

test('Meal Details: a visitor is asked to log in instead of seeing the form', async ({ page, axe }) => {
  const meal = await unreviewedMeal(page.request);
  await page.goto(`/mealdetails/${meal._id}`);
  await expect(page.getByText('Login to leave a review')).toBeVisible();
  await expect(page.getByPlaceholder('Write your review...')).toHaveCount(0);
  await axe(AXE);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('My Reviews: shows the review with its meal, edits it inline and deletes it after confirming', async ({
  page,
  baseURL,
  axe,
  consoleErrors,
}) => {
  const meal = await unreviewedMeal(page.request, 1);
  await signIn(page.request, baseURL!, EDITOR);
  const text = unique('Loved the spice.');
  await postReview(page.request, baseURL!, meal._id, text);

  await page.goto('/dashboard/myreviews');
  await expect(page.getByRole('heading', { name: 'My Reviews', level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: 'My reviews' });
  // One review per user per meal: the meal names the row, whether it shows the text or the editor.
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: meal.title }) });
  await expect(row.getByText(text)).toBeVisible();
  await axe(AXE);

  await row.getByRole('button', { name: `Edit your review of ${meal.title}` }).click();
  const box = row.getByRole('textbox', { name: `Edit your review of ${meal.title}` });
  const edited = unique('Loved it even more.');
  await box.fill(edited);
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Review updated')).toBeVisible();
  await expect(row.getByText(edited)).toBeVisible();

  await row.getByRole('link', { name: `View Meal ${meal.title}` }).click();
  await expect(page.getByRole('heading', { name: meal.title, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('article', { name: `Review by ${EDITOR.name}` }).getByText(edited),
  ).toBeVisible();
  await page.goBack();

  await row.getByRole('button', { name: `Delete your review of ${meal.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this review?' });
  await expect(dialog).toBeVisible();
  await axe(AXE);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Review deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('Admin All Reviews: the admin deletes a student review after confirming', async ({
  page,
  baseURL,
  playwright,
  axe,
  consoleErrors,
}) => {
  const meal = await unreviewedMeal(page.request, 2);
  const student = await playwright.request.newContext({ baseURL });
  await signIn(student, baseURL!, WRITER);
  const text = unique('Needs more salt.');
  await postReview(student, baseURL!, meal._id, text);
  await student.dispose();

  await signIn(page.request, baseURL!, ADMIN);
  await page.goto('/admin/allreviews');
  await expect(page.getByRole('heading', { name: 'All Reviews', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'All reviews, newest first' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Meal Title',
    'Comment',
    'Likes',
    'Reviews Count',
    'Actions',
  ]);
  const row = table.getByRole('row').filter({ hasText: text });
  await expect(row.getByRole('rowheader')).toHaveText(meal.title);
  // What is shown: the value, without the column name that only a phone's card shows.
  await expect(row.getByRole('cell').nth(2)).toHaveText('1', { useInnerText: true });
  await axe(AXE);

  await row.getByRole('button', { name: `Delete the review by ${WRITER.name} of ${meal.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this review?' });
  await expect(dialog).toBeVisible();
  await axe(AXE);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Review deleted')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: text })).toHaveCount(0);

  // The meal's count is back to 0 on its page.
  await page.goto(`/mealdetails/${meal._id}`);
  await expect(reviewsHeading(page, 0)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('reviews at phone width: form, My Reviews cards and All Reviews stay within the screen @phone', async ({
  page,
  baseURL,
  playwright,
  axe,
}) => {
  const meal = await unreviewedMeal(page.request, 3);
  const student = await playwright.request.newContext({ baseURL });
  await signIn(student, baseURL!, PHONE_USER);
  const text = unique('A long review that has to wrap nicely on a narrow phone screen without overflowing.');
  await postReview(student, baseURL!, meal._id, text);
  await student.dispose();

  await signIn(page.request, baseURL!, PHONE_USER);
  await page.goto(`/mealdetails/${meal._id}`);
  await expect(page.getByRole('article', { name: `Review by ${PHONE_USER.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Review' }).scrollIntoViewIfNeeded();
  await expectNoSideScroll(page);
  await axe(AXE);

  await page.goto('/dashboard/myreviews');
  await expect(page.getByRole('row').filter({ hasText: text })).toBeVisible();
  await expectNoSideScroll(page);
  await axe(AXE);

  await signIn(page.request, baseURL!, ADMIN);
  await page.goto('/admin/allreviews');
  await expect(page.getByRole('row').filter({ hasText: text })).toBeVisible();
  await expectNoSideScroll(page);
  await axe(AXE);
});
